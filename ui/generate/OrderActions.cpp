#include "OrderActions.h"

#include "Document.h"
#include "TokenOrder.h"
#include "UndoCommands.h"

#include <QAction>
#include <QMenu>
#include <QUndoStack>

namespace attn::ui {

OrderActions::OrderActions(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_shuffle(new QAction(tr("S&huffle Tokens"), this))
    , m_reverse(new QAction(tr("Re&verse Tokens"), this))
{
    m_shuffle->setObjectName(QStringLiteral("shuffleTokens"));
    m_reverse->setObjectName(QStringLiteral("reverseTokens"));
    m_shuffle->setStatusTip(tr("Reorder the tokens at random (seeded); the weights view says "
                               "whether the weights are the old ones permuted"));
    m_reverse->setStatusTip(tr("Put the tokens in reverse order; the weights view says whether "
                               "the weights are the old ones permuted"));
    connect(m_shuffle, &QAction::triggered, this, &OrderActions::shuffle);
    connect(m_reverse, &QAction::triggered, this, &OrderActions::reverse);
    connect(document, &Document::scenarioChanged, this, &OrderActions::updateEnabled);
    updateEnabled();
}

void OrderActions::updateEnabled()
{
    const Scenario &s = m_document->scenario();
    const bool can = s.mode == Mode::SelfAttention && s.tokens.size() >= 2;
    m_shuffle->setEnabled(can);
    m_reverse->setEnabled(can);
}

void OrderActions::shuffle()
{
    const Scenario &s = m_document->scenario();
    if (s.mode != Mode::SelfAttention || s.tokens.size() < 2)
        return;
    const std::uint64_t seed = m_nextSeed++;
    const TokenPermutation order = shuffledOrder(int(s.tokens.size()), seed);
    m_document->undoStack()->push(reorderTokens(
        m_document, order, [seed] { return tr("Shuffle tokens (seed %1)").arg(seed); }));
}

void OrderActions::reverse()
{
    const Scenario &s = m_document->scenario();
    if (s.mode != Mode::SelfAttention || s.tokens.size() < 2)
        return;
    m_document->undoStack()->push(reorderTokens(m_document, reversedOrder(int(s.tokens.size())),
                                                [] { return tr("Reverse tokens"); }));
}

OrderActions *installOrderActions(Document *document, QMenu *menu)
{
    auto *actions = new OrderActions(document, menu);
    menu->addSeparator();
    menu->addAction(actions->shuffleAction());
    menu->addAction(actions->reverseAction());
    return actions;
}

} // namespace attn::ui
