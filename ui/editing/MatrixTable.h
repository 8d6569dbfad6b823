#pragma once

#include <QStyledItemDelegate>
#include <QTableView>

namespace attn::ui {

class MatrixModel;

/// Edits one number of a MatrixModel in a line edit; the model parses and validates it.
class NumberDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

/// A table of one matrix of the document. Typing edits a cell; dragging up or down on the
/// current cell changes its value smoothly (0.01 per pixel, Ctrl: 0.001, Shift: 0.1) as
/// one merged undo step; Copy and Paste move a block as tab-separated text, so it goes
/// to and from a spreadsheet.
class MatrixTable : public QTableView
{
    Q_OBJECT

public:
    explicit MatrixTable(QWidget *parent = nullptr);

    void setMatrixModel(MatrixModel *model);
    MatrixModel *matrixModel() const { return m_model; }

public slots:
    /// Copies the bounding block of the selection (or the current cell) as TSV.
    void copySelection();
    /// Pastes TSV from the clipboard at the top-left selected cell: one undo step.
    void paste();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    MatrixModel *m_model = nullptr;
    // Drag-to-change state
    QPersistentModelIndex m_dragIndex;
    QPoint m_dragStart;
    double m_dragStartValue = 0;
    bool m_dragging = false;
};

} // namespace attn::ui
