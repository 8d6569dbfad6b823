#include "MatrixModel.h"

#include "NumberFormat.h"
#include "PrintableText.h"
#include "UndoCommands.h"

#include <QUndoStack>

#include <cmath>
#include <cstring>

namespace attn::ui {

MatrixModel::MatrixModel(Document *document, MatrixId matrix, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_matrix(matrix)
{
    connect(document, &Document::matrixChanged, this, &MatrixModel::onMatrixChanged);
    connect(document, &Document::labelsChanged, this, &MatrixModel::onLabelsChanged);
    connect(document, &Document::structureChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

void MatrixModel::setLocale(const QLocale &locale)
{
    m_locale = locale;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int MatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->rowCount(m_matrix);
}

int MatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->columnCount(m_matrix);
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const double value = m_document->value(m_matrix, index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return editorText(value, m_locale);
    case Qt::EditRole:
        // Every digit, so that editing a cell without changing it changes nothing.
        return m_locale.toString(value, 'g', QLocale::FloatingPointShortest);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return QStringLiteral("%1 = %2").arg(
            cellName(m_matrix, index.row(), index.column()),
            m_locale.toString(value, 'g', QLocale::FloatingPointShortest));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case ValueRole:
        return value;
    default:
        return {};
    }
}

bool MatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString cell = cellName(m_matrix, index.row(), index.column());
    double number = 0;
    if (value.typeId() == QMetaType::QString) {
        QString why;
        const std::optional<double> parsed
            = parseNumber(value.toString(), m_locale, maxMagnitude, &why);
        if (!parsed) {
            reject(tr("%1: %2").arg(cell, why));
            return false;
        }
        number = *parsed;
    } else {
        bool ok = false;
        number = value.toDouble(&ok);
        if (!ok || !std::isfinite(number) || std::abs(number) > maxMagnitude) {
            reject(tr("%1: not a finite number within ±%2")
                       .arg(cell, m_locale.toString(maxMagnitude, 'g', 7)));
            return false;
        }
    }
    const double old = m_document->value(m_matrix, index.row(), index.column());
    // Bit-exact comparison: -0 and 0 differ in the file.
    if (std::memcmp(&old, &number, sizeof number) == 0)
        return true;
    m_document->undoStack()->push(
        new ChangeCell(m_document, m_matrix, index.row(), index.column(), number));
    return true;
}

Qt::ItemFlags MatrixModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        if (role == Qt::ToolTipRole)
            return tr("Dimension %1").arg(section + 1);
        return QString::number(section + 1);
    }
    const Scenario &s = m_document->scenario();
    Labels labels;
    switch (m_matrix) {
    case MatrixId::Embeddings:
        labels = s.tokens;
        break;
    case MatrixId::Q:
        labels = s.effectiveQueryLabels();
        break;
    case MatrixId::K:
    case MatrixId::V:
        labels = s.effectiveKeyLabels();
        break;
    case MatrixId::Bo:
        return matrixName(m_matrix);
    default:
        return QString::number(section + 1);
    }
    if (section < 0 || size_t(section) >= labels.size())
        return {};
    return printableText(labels[size_t(section)]);
}

QString MatrixModel::copyBlock(int top, int left, int bottom, int right) const
{
    QString text;
    for (int r = top; r <= bottom; ++r) {
        for (int c = left; c <= right; ++c) {
            if (c > left)
                text += u'\t';
            text += m_locale.toString(m_document->value(m_matrix, r, c), 'g',
                                      QLocale::FloatingPointShortest);
        }
        text += u'\n';
    }
    return text;
}

namespace {

/// The shape of pasted text without splitting it: lines up to the last one that is not
/// blank, and the most cells (tab-separated) on one of them.
struct PasteShape
{
    int height = 0;
    int width = 0;
};

PasteShape pasteShape(QStringView text)
{
    PasteShape shape;
    int widthSoFar = 0;
    int line = 0;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        const QStringView current = text.mid(start, end - start);
        widthSoFar = std::max(widthSoFar, int(current.count(u'\t')) + 1);
        ++line;
        if (!current.trimmed().isEmpty()) {
            shape.height = line;
            shape.width = widthSoFar;
        }
        start = end + 1;
    }
    return shape;
}

/// The first `count` cells of a line (a trailing carriage return dropped).
QList<QStringView> firstCells(QStringView line, int count)
{
    if (line.endsWith(u'\r'))
        line.chop(1);
    QList<QStringView> cells;
    qsizetype start = 0;
    while (int(cells.size()) < count) {
        const qsizetype tab = line.indexOf(u'\t', start);
        cells.append(line.mid(start, tab < 0 ? line.size() - start : tab - start));
        if (tab < 0)
            break;
        start = tab + 1;
    }
    return cells;
}

} // namespace

bool MatrixModel::pasteBlock(int row, int column, const QString &clipboard)
{
    // Past the cap the text is not read at all: it is cut at the last line break before it,
    // so no number is cut in two.
    QStringView text(clipboard);
    qsizetype ignored = 0;
    if (text.size() > maxPasteCharacters) {
        const qsizetype cut = text.left(maxPasteCharacters).lastIndexOf(u'\n');
        text = text.left(cut < 0 ? 0 : cut);
        ignored = clipboard.size() - text.size();
    }
    const PasteShape shape = pasteShape(text);
    if (shape.height == 0 || row < 0 || column < 0 || row >= rowCount()
        || column >= columnCount()) {
        reject(tr("Nothing to paste into %1").arg(matrixName(m_matrix)));
        return false;
    }
    const int height = shape.height;
    const int width = shape.width;
    const int rows = std::min(height, rowCount() - row);
    const int columns = std::min(width, columnCount() - column);
    MatrixD block = m_document->matrix(m_matrix).block(row, column, rows, columns);
    // Only the lines that land in the matrix are split, and only their first cells.
    qsizetype start = 0;
    for (int r = 0; r < rows; ++r) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        const QList<QStringView> cells = firstCells(text.mid(start, end - start), columns);
        start = end + 1;
        for (int c = 0; c < int(cells.size()); ++c) {
            QString why;
            const std::optional<double> value
                = parseNumber(cells[c].toString(), m_locale, maxMagnitude, &why);
            if (!value) {
                reject(
                    tr("Paste refused: %1: %2").arg(cellName(m_matrix, row + r, column + c), why));
                return false;
            }
            block(r, c) = *value;
        }
    }
    m_document->undoStack()->push(new PasteBlock(m_document, m_matrix, row, column, block));
    QStringList notes;
    if (rows < height || columns < width)
        notes << tr("Pasted %1 × %2 of %3 × %4 values: the rest falls outside %5")
                     .arg(rows)
                     .arg(columns)
                     .arg(height)
                     .arg(width)
                     .arg(matrixName(m_matrix));
    if (ignored > 0)
        notes << tr("Only the clipboard's first %1 characters were read: %2 more were ignored.")
                     .arg(m_locale.toString(text.size()), m_locale.toString(ignored));
    if (!notes.isEmpty())
        emit statusMessage(notes.join(QStringLiteral(". ")));
    return true;
}

void MatrixModel::onMatrixChanged(MatrixId id, int top, int left, int bottom, int right)
{
    if (id != m_matrix || bottom < top || right < left)
        return;
    emit dataChanged(index(top, left), index(bottom, right));
}

void MatrixModel::onLabelsChanged()
{
    if (rowCount() > 0)
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

void MatrixModel::reject(const QString &why)
{
    emit inputRejected(why);
}

} // namespace attn::ui
