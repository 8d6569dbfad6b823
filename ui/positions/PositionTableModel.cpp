#include "PositionTableModel.h"

#include "Document.h"
#include "NumberFormat.h"
#include "UndoCommands.h"

#include <QUndoStack>

#include <cmath>

namespace attn::ui {

namespace {

const MatrixD *tableOf(const Scenario &s)
{
    return s.positions && s.positions->table ? &*s.positions->table : nullptr;
}

} // namespace

PositionTableModel::PositionTableModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &Document::positionTableChanged, this, [this](int row, int column) {
        const QModelIndex cell = index(row, column);
        emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::EditRole});
    });
    refresh();
}

void PositionTableModel::refresh()
{
    beginResetModel();
    const MatrixD *t = tableOf(m_document->scenario());
    m_rows = t ? int(t->rows()) : 0;
    m_columns = t ? int(t->cols()) : 0;
    endResetModel();
}

int PositionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int PositionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant PositionTableModel::data(const QModelIndex &index, int role) const
{
    const MatrixD *t = tableOf(m_document->scenario());
    if (!t || !index.isValid() || index.row() >= t->rows() || index.column() >= t->cols())
        return QVariant();
    const double value = (*t)(index.row(), index.column());
    if (role == Qt::DisplayRole)
        return formatNumber(value, NumberStyle::Cell);
    if (role == Qt::EditRole)
        return formatNumber(value, NumberStyle::Exact);
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}

bool PositionTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Scenario &s = m_document->scenario();
    if (role != Qt::EditRole || !s.positions || !s.positions->table || !index.isValid())
        return false;
    const QString text = value.toString().trimmed();
    const std::optional<double> number = parseNumber(text, QLocale(), 1e6);
    if (!number) {
        emit inputRejected(tr("Not a number from −1e6 to 1e6: %1").arg(text));
        return false;
    }
    const int row = index.row();
    const int column = index.column();
    m_document->undoStack()->push(
        new ChangePositionCell(m_document, row, column, *number, [row, column] {
            return tr("Edit position table [%1][%2]").arg(row).arg(column);
        }));
    return true;
}

Qt::ItemFlags PositionTableModel::flags(const QModelIndex &index) const
{
    return QAbstractTableModel::flags(index) | Qt::ItemIsEditable;
}

QVariant PositionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QVariant();
    if (orientation == Qt::Vertical)
        return tr("position %1").arg(section);
    return QString::number(section + 1);
}

} // namespace attn::ui
