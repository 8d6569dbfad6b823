#include "PageRegistry.h"

#include <QCoreApplication>

namespace attn::ui {

void PageRegistry::add(PageEntry entry)
{
    Q_ASSERT(!find(entry.id));
    m_entries.append(std::move(entry));
}

const PageEntry *PageRegistry::find(const QString &id) const
{
    for (const PageEntry &entry : m_entries) {
        if (entry.id == id || entry.aliases.contains(id))
            return &entry;
    }
    return nullptr;
}

QStringList PageRegistry::ids() const
{
    QStringList ids;
    for (const PageEntry &entry : m_entries) {
        if (!entry.lessonMayOpen)
            continue;
        ids << entry.id;
        ids << entry.aliases;
    }
    return ids;
}

QList<const PageEntry *> PageRegistry::tabs() const
{
    QList<const PageEntry *> tabs;
    for (const PageEntry &entry : m_entries) {
        if (entry.parent.isEmpty())
            tabs << &entry;
    }
    return tabs;
}

QString windowText(const char *text)
{
    return QCoreApplication::translate("attn::ui::MainWindow", text);
}

} // namespace attn::ui
