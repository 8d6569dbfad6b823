#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QAction;
class QLineEdit;
class QMainWindow;
class QStandardItemModel;
class QTreeView;

namespace attn::ui {

/// One action of a window that has a shortcut.
struct ShortcutEntry
{
    QString group;  ///< the top-level menu it sits in, or "Other"
    QString action; ///< its text without mnemonic and ellipsis, after its submenus
    QString keys;   ///< its shortcuts, native text, comma separated
    const QAction *source = nullptr;
};

/// Every visible action of `window` that has a shortcut, read from the window at the time
/// of the call: the menu bar's menus in their order first, then actions that are in no menu
/// (on toolbars, on the window or its child widgets), sorted by text.
QList<ShortcutEntry> collectShortcuts(const QMainWindow *window);

/// Help > Keyboard shortcuts: a filterable list of collectShortcuts(window), grouped by menu.
/// Built when opened, so it never shows a stale list.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(const QMainWindow *window, QWidget *parent = nullptr);

    /// Shows only the actions whose text or keys contain `text` (case-insensitive).
    void setFilter(const QString &text);

private:
    QLineEdit *m_filter = nullptr;
    QStandardItemModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
};

} // namespace attn::ui
