#include "TokenModel.h"

#include "Document.h"
#include "PrintableText.h"
#include "UndoCommands.h"

#include <QMimeData>
#include <QUndoStack>

namespace attn::ui {

namespace {

const QString rowMimeType = QStringLiteral("application/x-attention-lab-token-row");

} // namespace

TokenModel::TokenModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &Document::structureChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(document, &Document::labelsChanged, this, [this] {
        if (rowCount() > 0) {
            emit dataChanged(index(0, LabelColumn), index(rowCount() - 1, LabelColumn));
            emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
        }
    });
    connect(document, &Document::paddingChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, PaddingColumn), index(rowCount() - 1, PaddingColumn));
    });
}

bool TokenModel::isSelfAttention() const
{
    return m_document->scenario().mode == Mode::SelfAttention;
}

int TokenModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->scenario().keyCount();
}

int TokenModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TokenModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Scenario &s = m_document->scenario();
    const size_t row = size_t(index.row());
    if (index.column() == LabelColumn) {
        // Shown as every view draws it (control pictures, no bidirectional override);
        // edited as it is, so that an edit without a change changes nothing.
        if (role == Qt::EditRole)
            return QString::fromStdString(s.effectiveKeyLabels()[row]);
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return printableText(s.effectiveKeyLabels()[row]);
        if (role == Qt::ToolTipRole)
            return tr("Double-click to rename; drag to reorder");
        return {};
    }
    const bool padded = !s.padding.empty() && s.padding[row];
    if (role == Qt::CheckStateRole)
        return padded ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole)
        return tr("Padding: no query may attend this key");
    if (role == Qt::AccessibleTextRole)
        return padded ? tr("padding") : tr("not padding");
    return {};
}

bool TokenModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (index.column() == LabelColumn && role == Qt::EditRole) {
        const QString label = value.toString().trimmed();
        if (label.isEmpty()) {
            emit inputRejected(tr("A token needs a name"));
            return false;
        }
        if (label == data(index, Qt::EditRole).toString())
            return true;
        const LabelSet set = isSelfAttention() ? LabelSet::Tokens : LabelSet::Keys;
        QString refused;
        QUndoCommand *rename
            = renameLabel(m_document, set, index.row(), label.toStdString(), &refused);
        if (!rename) {
            emit inputRejected(refused); // a file could not hold it: nothing changes
            return false;
        }
        m_document->undoStack()->push(rename);
        return true;
    }
    if (index.column() == PaddingColumn && role == Qt::CheckStateRole) {
        const bool padded = value.toInt() == Qt::Checked;
        if (padded == (data(index, Qt::CheckStateRole).toInt() == Qt::Checked))
            return true;
        m_document->undoStack()->push(new SetPadding(m_document, index.row(), padded));
        return true;
    }
    return false;
}

Qt::ItemFlags TokenModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return isSelfAttention() ? Qt::ItemIsDropEnabled : Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (index.column() == LabelColumn)
        f |= Qt::ItemIsEditable;
    else
        f |= Qt::ItemIsUserCheckable;
    if (isSelfAttention())
        f |= Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
    return f;
}

QVariant TokenModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical)
        return QString::number(section + 1);
    if (section == LabelColumn)
        return isSelfAttention() ? tr("Token") : tr("Key");
    return tr("Padding");
}

bool TokenModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                          const QModelIndex &destinationParent, int destinationChild)
{
    if (sourceParent.isValid() || destinationParent.isValid() || count != 1 || !isSelfAttention()
        || sourceRow < 0 || sourceRow >= rowCount() || destinationChild < 0
        || destinationChild > rowCount())
        return false;
    // destinationChild is the row the token goes before; `to` its index afterwards.
    const int to = destinationChild > sourceRow ? destinationChild - 1 : destinationChild;
    if (to == sourceRow)
        return false;
    // The command resets this model (a structural change), as a reload does.
    m_document->undoStack()->push(moveToken(m_document, sourceRow, to));
    emit tokenMoved(to);
    return true;
}

Qt::DropActions TokenModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList TokenModel::mimeTypes() const
{
    return {rowMimeType};
}

QMimeData *TokenModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(rowMimeType, QByteArray::number(indexes.first().row()));
    data->setText(indexes.first().data().toString());
    return data;
}

bool TokenModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                 const QModelIndex &) const
{
    return isSelfAttention() && action == Qt::MoveAction && data && data->hasFormat(rowMimeType);
}

bool TokenModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                              const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    bool ok = false;
    const int from = data->data(rowMimeType).toInt(&ok);
    if (!ok)
        return false;
    // Between rows: before `row`; onto a row: take its place; below the last: the end.
    int before = rowCount();
    if (row >= 0)
        before = row;
    else if (parent.isValid())
        before = parent.row() > from ? parent.row() + 1 : parent.row();
    return moveRows(QModelIndex(), from, 1, QModelIndex(), before);
}

} // namespace attn::ui
