#pragma once

#include "Snapshot.h"
#include "ViewOptions.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class BackwardView;
class Document;

/// The Backward tab: a bar to give the scenario a target (the output with one cell changed,
/// an undo step of the document) over the BackwardView of the document's snapshot.
class BackwardPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BackwardPanel(Document *document, QWidget *parent = nullptr);

    BackwardView *view() const { return m_view; }
    QSpinBox *rowBox() const { return m_row; }
    QSpinBox *componentBox() const { return m_component; }
    QDoubleSpinBox *changeBox() const { return m_change; }
    QPushButton *setTargetButton() const { return m_set; }
    QPushButton *removeTargetButton() const { return m_remove; }

public slots:
    void setOptions(const attn::ui::ViewOptions &options);
    /// Pushes the undo step that sets the target from the bar's row, component and change.
    void setTargetFromBar();

private:
    void onSnapshot(SnapshotPtr snapshot);

    Document *m_document;
    BackwardView *m_view;
    QLabel *m_state;
    QSpinBox *m_row;
    QSpinBox *m_component;
    QDoubleSpinBox *m_change;
    QPushButton *m_set;
    QPushButton *m_remove;
};

} // namespace attn::ui
