#include "ShortcutsDialog.h"

#include "KeyboardAccess.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

namespace {

/// "&Open Scenario…" -> "Open Scenario"; "Save && Quit" -> "Save & Quit".
QString plainText(const QAction *action)
{
    QString text = action->text();
    if (text.isEmpty())
        text = action->toolTip();
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&')) {
                out += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        out += text.at(i);
    }
    if (out.endsWith(QChar(0x2026)))
        out.chop(1);
    else if (out.endsWith(QLatin1String("...")))
        out.chop(3);
    return out.trimmed();
}

bool hasUsableShortcut(const QAction *action)
{
    // Qt ignores the shortcuts of invisible actions, so the list leaves them out too.
    return action && !action->isSeparator() && action->isVisible()
           && !action->shortcuts().isEmpty();
}

ShortcutEntry entryFor(const QAction *action, const QString &group, const QString &path = {})
{
    QStringList keys;
    const QList<QKeySequence> shortcuts = action->shortcuts();
    for (const QKeySequence &sequence : shortcuts)
        keys << sequence.toString(QKeySequence::NativeText);
    return {group, path + plainText(action), keys.join(QStringLiteral(", ")), action};
}

/// `path` names the submenus below the top-level menu ("Export › "), so that an action
/// such as File > Export > Attention Weights is not listed as a bare "Attention Weights".
void collectMenu(const QMenu *menu, const QString &group, const QString &path,
                 QSet<const QAction *> &seen, QList<ShortcutEntry> &out)
{
    const QList<QAction *> actions = menu->actions();
    for (const QAction *action : actions) {
        if (seen.contains(action))
            continue;
        seen.insert(action);
        if (const QMenu *sub = action->menu())
            collectMenu(sub, group, path + plainText(action) + QStringLiteral(" \u203a "), seen,
                        out);
        else if (hasUsableShortcut(action))
            out << entryFor(action, group, path);
    }
}

QStandardItem *readOnlyItem(const QString &text)
{
    auto *item = new QStandardItem(text);
    item->setEditable(false);
    return item;
}

} // namespace

QList<ShortcutEntry> collectShortcuts(const QMainWindow *window)
{
    QList<ShortcutEntry> out;
    QSet<const QAction *> seen;
    // menuWidget(), not menuBar(): menuBar() would create a menu bar on a window without one.
    if (const auto *bar = qobject_cast<const QMenuBar *>(window->menuWidget())) {
        const QList<QAction *> top = bar->actions();
        for (const QAction *action : top) {
            seen.insert(action);
            if (const QMenu *menu = action->menu())
                collectMenu(menu, plainText(action), QString(), seen, out);
            else if (hasUsableShortcut(action))
                out << entryFor(action, plainText(action));
        }
    }

    // Actions on toolbars, on the window or on a child widget: in no menu, but live.
    QList<ShortcutEntry> others;
    QList<QAction *> rest = window->actions();
    rest += window->findChildren<QAction *>();
    for (const QAction *action : std::as_const(rest)) {
        if (seen.contains(action))
            continue;
        seen.insert(action);
        if (hasUsableShortcut(action) && !action->menu())
            others << entryFor(action, ShortcutsDialog::tr("Other"));
    }
    std::sort(others.begin(), others.end(), [](const ShortcutEntry &a, const ShortcutEntry &b) {
        return a.action.localeAwareCompare(b.action) < 0;
    });
    return out + others;
}

ShortcutsDialog::ShortcutsDialog(const QMainWindow *window, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("shortcutsFilter"));
    m_filter->setPlaceholderText(tr("Filter by action or key"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter shortcuts"));

    m_model = new QStandardItemModel(0, 2, this);
    m_model->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    QStandardItem *groupItem = nullptr;
    QList<ShortcutEntry> entries = collectShortcuts(window);
    // Keys that are no actions: inside a heatmap, and between the window's parts.
    const std::pair<QString, QList<std::pair<QString, QString>>> fixed[]
        = {{tr("Heatmaps"), heatmapKeys()}, {tr("Moving Around"), movingAroundKeys()}};
    for (const auto &[group, keys] : fixed) {
        for (const auto &[action, key] : keys)
            entries << ShortcutEntry{group, action, key, nullptr};
    }
    for (const ShortcutEntry &entry : entries) {
        if (!groupItem || groupItem->text() != entry.group) {
            groupItem = readOnlyItem(entry.group);
            QFont bold = groupItem->font();
            bold.setBold(true);
            groupItem->setFont(bold);
            m_model->appendRow({groupItem, readOnlyItem(QString())});
        }
        groupItem->appendRow({readOnlyItem(entry.action), readOnlyItem(entry.keys)});
    }

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("shortcutsList"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAccessibleName(tr("Keyboard shortcuts"));
    for (int row = 0; row < m_model->rowCount(); ++row)
        m_view->setFirstColumnSpanned(row, QModelIndex(), true);
    m_view->expandAll();
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::setFilter);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(480, 520);
}

void ShortcutsDialog::setFilter(const QString &text)
{
    if (m_filter->text() != text) {
        m_filter->setText(text); // emits textChanged, which comes back here
        return;
    }
    const QString needle = text.trimmed();
    for (int g = 0; g < m_model->rowCount(); ++g) {
        const QStandardItem *group = m_model->item(g);
        bool anyShown = false;
        for (int i = 0; i < group->rowCount(); ++i) {
            const bool shown = needle.isEmpty()
                               || group->child(i, 0)->text().contains(needle, Qt::CaseInsensitive)
                               || group->child(i, 1)->text().contains(needle, Qt::CaseInsensitive);
            m_view->setRowHidden(i, group->index(), !shown);
            anyShown = anyShown || shown;
        }
        m_view->setRowHidden(g, QModelIndex(), !anyShown);
    }
}

} // namespace attn::ui
