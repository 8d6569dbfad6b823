#include "Verbosity.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>

namespace attn::ui {

namespace {

const QString verbosityKey = QStringLiteral("accessibility/verbosity");

} // namespace

Verbosity verbosity()
{
    // Read each time: QSettings caches it, and a test or a second window sees the change.
    const int saved = QSettings().value(verbosityKey, int(Verbosity::ValueAndTokens)).toInt();
    return saved >= int(Verbosity::Value) && saved <= int(Verbosity::FullFormula)
               ? Verbosity(saved)
               : Verbosity::ValueAndTokens;
}

void setVerbosity(Verbosity verbosity)
{
    QSettings().setValue(verbosityKey, int(verbosity));
}

QMenu *addVerbosityMenu(QMenu *menu)
{
    QMenu *sub = menu->addMenu(VerbosityText::tr("Screen Reader &Verbosity"));
    sub->setObjectName(QStringLiteral("verbosityMenu"));
    auto *group = new QActionGroup(sub);
    const std::pair<Verbosity, QString> choices[]
        = {{Verbosity::Value, VerbosityText::tr("&Value Only")},
           {Verbosity::ValueAndTokens, VerbosityText::tr("Value and &Tokens")},
           {Verbosity::FullFormula, VerbosityText::tr("&Full Formula")}};
    for (const auto &[choice, text] : choices) {
        QAction *a = sub->addAction(text);
        a->setCheckable(true);
        a->setChecked(choice == verbosity());
        a->setData(int(choice));
        group->addAction(a);
    }
    QObject::connect(group, &QActionGroup::triggered, sub,
                     [](QAction *a) { setVerbosity(Verbosity(a->data().toInt())); });
    return sub;
}

} // namespace attn::ui
