#include "MatrixTable.h"

#include "MatrixModel.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>

#include <cmath>

namespace attn::ui {

QWidget *NumberDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                      const QModelIndex &index) const
{
    auto *editor = new QLineEdit(parent);
    editor->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    editor->setFrame(false);
    editor->setAccessibleName(tr("Value of %1").arg(index.data(Qt::ToolTipRole).toString()));
    return editor;
}

void NumberDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *line = static_cast<QLineEdit *>(editor);
    // Typing replaces the text (the first key press already lands in the editor).
    if (line->text().isEmpty())
        line->setText(index.data(Qt::EditRole).toString());
}

void NumberDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                  const QModelIndex &index) const
{
    // The model refuses what is not a finite number in range and says why; the cell
    // keeps its value.
    model->setData(index, static_cast<QLineEdit *>(editor)->text(), Qt::EditRole);
}

MatrixTable::MatrixTable(QWidget *parent)
    : QTableView(parent)
{
    setItemDelegate(new NumberDelegate(this));
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                    | QAbstractItemView::AnyKeyPressed);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setWordWrap(false);
    setCornerButtonEnabled(true);
    // A fixed width fits "−0.1235" and keeps huge matrices fast (no measuring).
    const int width = fontMetrics().horizontalAdvance(QStringLiteral("−0.0000")) + 12;
    horizontalHeader()->setDefaultSectionSize(width);
    horizontalHeader()->setMinimumSectionSize(24);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setToolTip(tr("Type a number, or drag up and down on the current cell to change it "
                  "(Ctrl: fine steps, Shift: coarse)."));
}

void MatrixTable::setMatrixModel(MatrixModel *model)
{
    m_model = model;
    setModel(model);
}

void MatrixTable::copySelection()
{
    if (!m_model)
        return;
    QModelIndexList selected = selectionModel()->selectedIndexes();
    if (selected.isEmpty() && currentIndex().isValid())
        selected.append(currentIndex());
    if (selected.isEmpty())
        return;
    int top = selected.first().row(), bottom = top;
    int left = selected.first().column(), right = left;
    for (const QModelIndex &index : std::as_const(selected)) {
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        left = std::min(left, index.column());
        right = std::max(right, index.column());
    }
    QApplication::clipboard()->setText(m_model->copyBlock(top, left, bottom, right));
}

void MatrixTable::paste()
{
    if (!m_model)
        return;
    QModelIndex at = currentIndex();
    const QModelIndexList selected = selectionModel()->selectedIndexes();
    for (const QModelIndex &index : selected)
        if (!at.isValid() || index.row() < at.row()
            || (index.row() == at.row() && index.column() < at.column()))
            at = index;
    if (!at.isValid())
        at = m_model->index(0, 0);
    m_model->pasteBlock(at.row(), at.column(), QApplication::clipboard()->text());
}

void MatrixTable::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
        return;
    }
    if (event->matches(QKeySequence::Paste)) {
        paste();
        return;
    }
    QTableView::keyPressEvent(event);
}

void MatrixTable::mousePressEvent(QMouseEvent *event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    // A press on the cell that is already current may start a drag that changes it.
    m_dragIndex = (event->button() == Qt::LeftButton && index.isValid() && index == currentIndex())
                      ? QPersistentModelIndex(index)
                      : QPersistentModelIndex();
    m_dragStart = event->position().toPoint();
    m_dragging = false;
    if (m_dragIndex.isValid())
        m_dragStartValue = index.data(MatrixModel::ValueRole).toDouble();
    QTableView::mousePressEvent(event);
}

void MatrixTable::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragIndex.isValid() || !(event->buttons() & Qt::LeftButton)) {
        QTableView::mouseMoveEvent(event);
        return;
    }
    const QPoint delta = event->position().toPoint() - m_dragStart;
    if (!m_dragging) {
        // Mostly vertical: change the value; mostly horizontal: select as usual.
        if (std::abs(delta.y()) < QApplication::startDragDistance()
            || std::abs(delta.y()) <= std::abs(delta.x())) {
            if (std::abs(delta.x()) >= QApplication::startDragDistance())
                m_dragIndex = QPersistentModelIndex();
            QTableView::mouseMoveEvent(event);
            return;
        }
        m_dragging = true;
        setCursor(Qt::SizeVerCursor);
    }
    const Qt::KeyboardModifiers mods = event->modifiers();
    const double perStep = (mods & Qt::ControlModifier) ? 1000
                           : (mods & Qt::ShiftModifier) ? 10
                                                        : 100;
    // Up increases; values snap to the step (n / 100 is the double nearest to it, so the
    // file shows "0.35", not "0.35000000000000003").
    const double value = std::round(m_dragStartValue * perStep - delta.y()) / perStep;
    const double clamped = std::clamp(value, -MatrixModel::maxMagnitude, MatrixModel::maxMagnitude);
    // Repeated edits of one cell merge into one undo step (ChangeCell::mergeWith).
    if (m_model)
        m_model->setData(m_dragIndex, clamped, Qt::EditRole);
}

void MatrixTable::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging) {
        m_dragging = false;
        m_dragIndex = QPersistentModelIndex();
        unsetCursor();
        setState(QAbstractItemView::NoState);
        event->accept();
        return;
    }
    m_dragIndex = QPersistentModelIndex();
    QTableView::mouseReleaseEvent(event);
}

} // namespace attn::ui
