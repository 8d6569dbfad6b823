#pragma once

#include "ViewOptions.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QObject;
class QWidget;

namespace attn::ui {

class Document;

/// What a page is made from: the one object every page factory receives.
struct PageContext
{
    Document *document = nullptr;
    /// The window's view options now.
    std::function<ViewOptions()> viewOptions;
    /// Calls `follow` whenever the view options change, while `receiver` lives.
    std::function<void(QObject *receiver, std::function<void(const ViewOptions &)> follow)>
        followOptions;
    /// A message in the status bar (a hovered cell's formula, a refusal).
    std::function<void(const QString &text)> status;
    /// Said by the screen reader.
    std::function<void(const QString &text)> announce;
    /// Brings the page `id` to the front.
    std::function<void(const QString &id)> showPage;
};

/// How a page takes part in predict, then reveal (ui/predict).
enum class PredictRole {
    Covered,     ///< PageCover hides the page while the class predicts
    HidesItself, ///< a SnapshotView: it hides its own weights and outputs
    TakesGuess,  ///< hides itself, and a click on a weights cell is the guess
};

/// One page of the window.
struct PageEntry
{
    /// Stable, as lessons and tests name it ("weights", "cost-of-n").
    QString id;
    /// Other ids that name it too ("stats" for "statistics").
    QStringList aliases;
    /// The tab's text, translated, with its menu letter.
    QString title;
    /// Given to the tab's page for a screen reader, when not empty.
    QString accessibleName;
    /// Empty: a tab of the window. Else the id of the page this is a page of.
    QString parent;
    /// A lesson's "show" and "hide" may name it.
    bool lessonMayOpen = true;
    PredictRole predict = PredictRole::Covered;
    /// Made with the window (start-up needs it) rather than when first shown.
    bool eager = false;
    /// Makes the page (a tab of the window).
    std::function<QWidget *(const PageContext &context, QWidget *parent)> make;
    /// A page of a page: finds it in its parent's made widget.
    std::function<QWidget *(QWidget *parentWidget)> find;
};

/// Every page, in the order of the window's tabs.
class PageRegistry
{
public:
    void add(PageEntry entry);
    const QList<PageEntry> &entries() const { return m_entries; }
    /// The entry named `id` or one of its aliases, else null.
    const PageEntry *find(const QString &id) const;
    /// Every id and alias (what a lesson may name).
    QStringList ids() const;
    /// The entries that are tabs of the window, in order.
    QList<const PageEntry *> tabs() const;

private:
    QList<PageEntry> m_entries;
};

/// A page's text kept in the window's translation context, where the catalogues have it
/// (the titles of the tabs the window once made itself).
QString windowText(const char *text);

} // namespace attn::ui
