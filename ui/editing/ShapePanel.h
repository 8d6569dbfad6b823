#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace attn {
struct Scenario;
}

namespace attn::ui {

class Document;

/// The shape of the problem: self-attention or direct Q, K, V; d_model (growing pads
/// with zeros, shrinking drops columns) and the number of heads (only divisors of
/// d_model are offered); each change is one undo step. Also opens the random scenario
/// dialog.
class ShapePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ShapePanel(Document *document, QWidget *parent = nullptr);

    QSpinBox *modelDimBox() const { return m_dModel; }
    QComboBox *headsBox() const { return m_heads; }

signals:
    /// The "Random scenario…" button was pressed.
    void randomScenarioRequested();

private:
    void refresh();
    void onModelDim(int dModel);
    void onHeads(int index);
    void onMode(bool direct);
    /// False, with a message and the controls back on the document's values, when a
    /// scenario file could not hold `candidate` (refusedScenario(): rope with an odd d_k,
    /// ALiBi slopes for another number of heads) or the engine would need more memory than
    /// its budget for it.
    bool accepts(const Scenario &candidate);

    Document *m_document;
    QRadioButton *m_selfAttention;
    QRadioButton *m_direct;
    QSpinBox *m_dModel;
    QComboBox *m_heads;
    QLabel *m_summary;
    QPushButton *m_randomScenario;
};

} // namespace attn::ui
