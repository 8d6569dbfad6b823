#include "InterventionModel.h"

#include "NumberFormat.h"
#include "PrintableText.h"

#include <cmath>

namespace attn::ui {

namespace {

QString vectorText(const Matrix &m, int row)
{
    constexpr int shown = 6;
    QStringList parts;
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
        if (c == shown - 1 && m.cols() > shown) {
            parts << QStringLiteral("\u2026")
                  << formatNumber(m(row, m.cols() - 1), NumberStyle::Prose);
            break;
        }
        parts << formatNumber(m(row, c), NumberStyle::Prose);
    }
    return QLatin1Char('[') + parts.join(numberSeparator()) + QLatin1Char(']');
}

} // namespace

QString InterventionModel::queryName(const Labels &labels, int index)
{
    if (index >= 0 && size_t(index) < labels.size())
        return QStringLiteral("\u201c%1\u201d").arg(printableText(labels[size_t(index)]));
    return QString::number(index + 1);
}

bool InterventionModel::comparable(const Snapshot &a, const Snapshot &b)
{
    return a.scenario.mode == b.scenario.mode && a.result.ok && b.result.ok
           && a.result.nQueries == b.result.nQueries && a.result.nKeys == b.result.nKeys
           && a.result.dModel == b.result.dModel && a.result.numHeads == b.result.numHeads;
}

void InterventionModel::setSnapshots(SnapshotPtr before, SnapshotPtr after)
{
    beginResetModel();
    m_before = std::move(before);
    m_after = std::move(after);
    m_effect = InterventionEffect();
    if (m_before && m_after)
        m_effect = compareResults(m_before->result, m_after->result);
    endResetModel();
}

int InterventionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_effect.ok ? 0 : int(m_effect.rowChange.size());
}

int InterventionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant InterventionModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_effect.ok || index.row() >= rowCount())
        return QVariant();
    const int row = index.row();
    if (role == Qt::TextAlignmentRole)
        return index.column() == Query ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::AccessibleTextRole)
        return QVariant();
    switch (index.column()) {
    case Query:
        return queryName(m_after->queryLabels, row);
    case Before:
        return vectorText(m_before->result.output, row);
    case After:
        return vectorText(m_after->result.output, row);
    case Change:
        if (role == Qt::ToolTipRole)
            return tr("‖after \u2212 before\u2016 = %1 (the row's length before: %2)")
                .arg(formatNumber(m_effect.rowChange[size_t(row)], NumberStyle::Formula),
                     formatNumber(m_effect.rowNormBefore[size_t(row)], NumberStyle::Formula));
        return formatNumber(m_effect.rowChange[size_t(row)], NumberStyle::Prose);
    case WeightMoved:
        if (role == Qt::ToolTipRole)
            return tr("Half the sum of |\u0394w| over keys and heads: the share of attention "
                      "that moved to other keys");
        return formatNumber(m_effect.weightChange[size_t(row)], NumberStyle::Prose);
    default:
        return QVariant();
    }
}

QVariant InterventionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Change:
            return tr("How far the output row moved: ‖after \u2212 before\u2016");
        case WeightMoved:
            return tr("The share of the row's attention that moved to other keys (half the "
                      "sum of |\u0394w|, over heads)");
        default:
            return QVariant();
        }
    }
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case Query:
        return tr("Query");
    case Before:
        return tr("Output before");
    case After:
        return tr("Output after");
    case Change:
        return tr("\u2016\u0394\u2016");
    case WeightMoved:
        return tr("\u0394 weight");
    default:
        return QVariant();
    }
}

} // namespace attn::ui
