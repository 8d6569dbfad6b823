#pragma once

#include <QObject>

#include <cstdint>

class QAction;
class QMenu;
class QWidget;

namespace attn::ui {

class Document;

/// "Shuffle tokens" and "Reverse tokens": reorder every token of a self-attention scenario
/// at once as one undo step (the rows of X, padding, custom mask and target follow their
/// tokens; the causal mask stays, it belongs to positions). Shuffles are seeded: the first
/// uses seed 1, the next 2, ..., and the seed is in the undo step's name, so a lesson or a
/// student can make the same shuffle again. The views' order badge then says whether the
/// new weights are the old ones permuted.
class OrderActions : public QObject
{
    Q_OBJECT

public:
    OrderActions(Document *document, QObject *parent);

    QAction *shuffleAction() const { return m_shuffle; }
    QAction *reverseAction() const { return m_reverse; }
    /// The seed the next shuffle uses.
    std::uint64_t nextSeed() const { return m_nextSeed; }

    void shuffle();
    void reverse();

private:
    void updateEnabled();

    Document *m_document;
    QAction *m_shuffle;
    QAction *m_reverse;
    std::uint64_t m_nextSeed = 1;
};

/// Adds both actions to `menu` (the Edit menu) and returns them.
OrderActions *installOrderActions(Document *document, QMenu *menu);

} // namespace attn::ui
