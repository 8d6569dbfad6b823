#include "ImportPlan.h"

#include "ScenarioEdits.h"

#include <QCoreApplication>

#include <algorithm>

namespace attn {

namespace {

/// Translation context of the import notes and errors (the preview and the error box show
/// them).
class ImportText
{
    Q_DECLARE_TR_FUNCTIONS(attn::ImportPlan)
};

/// The top-left block kept, new cells zero.
MatrixD resizedMatrix(const MatrixD &m, Eigen::Index rows, Eigen::Index columns)
{
    MatrixD out = MatrixD::Zero(rows, columns);
    const Eigen::Index r = std::min(rows, m.rows());
    const Eigen::Index c = std::min(columns, m.cols());
    out.topLeftCorner(r, c) = m.topLeftCorner(r, c);
    return out;
}

BoolMatrix resizedMask(const BoolMatrix &m, Eigen::Index rows, Eigen::Index columns)
{
    BoolMatrix out = BoolMatrix::Constant(rows, columns, true); // new pairs allowed
    const Eigen::Index r = std::min(rows, m.rows());
    const Eigen::Index c = std::min(columns, m.cols());
    out.topLeftCorner(r, c) = m.topLeftCorner(r, c);
    return out;
}

/// Labels for `count` rows: the file's row labels if it has them, else the old labels
/// kept and new ones named prefix + number. An empty list (automatic names) stays empty.
Labels resizedLabels(const Labels &old, int count, const QStringList &fromFile, const char *prefix,
                     bool keepEmpty)
{
    if (!fromFile.isEmpty()) {
        Labels out;
        for (const QString &name : fromFile)
            out.push_back(name.toStdString());
        return out;
    }
    if (old.empty() && keepEmpty)
        return old;
    Labels out(old.begin(), old.begin() + std::min<size_t>(old.size(), size_t(count)));
    while (out.size() < size_t(count))
        out.push_back(prefix + std::to_string(out.size() + 1));
    return out;
}

void resizePadding(Scenario &s, int keys)
{
    if (!s.padding.empty())
        s.padding.resize(size_t(keys), false);
}

void planEmbeddings(Scenario &s, const ImportedMatrix &matrix, QStringList &notes)
{
    if (s.mode == Mode::Direct) {
        s = toSelfAttentionMode(s);
        notes << ImportText::tr("The scenario switches to self-attention mode.");
    }
    const int n = int(matrix.values.rows());
    const int d = int(matrix.values.cols());
    if (d != s.modelDim()) {
        const int oldHeads = s.numHeads;
        notes << ImportText::tr("d_model changes from %1 to %2.").arg(s.modelDim()).arg(d);
        const bool projections = s.wq || s.wk || s.wv || s.wo || s.bo;
        s = withModelDim(s, d);
        if (projections)
            notes << ImportText::tr("The projections are resized (top-left block kept, identity "
                                    "elsewhere).");
        if (s.numHeads != oldHeads)
            notes << ImportText::tr("The number of heads changes from %1 to %2.")
                         .arg(oldHeads)
                         .arg(s.numHeads);
    }
    const int oldCount = s.queryCount();
    if (n != oldCount)
        notes << ImportText::tr("The number of tokens changes from %1 to %2.").arg(oldCount).arg(n);
    s.tokens = resizedLabels(s.tokens, n, matrix.rowNames, "t", false);
    resizePadding(s, n);
    if (s.mask && n != oldCount) {
        s.mask = resizedMask(*s.mask, n, n);
        notes << ImportText::tr("The custom mask is resized (new pairs allowed).");
    }
    s.embeddings = matrix.values;
}

/// Keys: K and V share the rows; labels, padding and the mask's columns follow.
void resizeKeys(Scenario &s, int n, const QStringList &rowNames, ImportTarget target,
                QStringList &notes)
{
    const int old = int(s.k.rows());
    if (n == old && rowNames.isEmpty())
        return;
    if (n != old) {
        notes << ImportText::tr("The number of keys changes from %1 to %2.").arg(old).arg(n);
        if (target == ImportTarget::K) {
            s.v = resizedMatrix(s.v, n, s.v.cols());
            notes << ImportText::tr("V gets %1 rows (new rows zero: import V next).").arg(n);
        } else {
            s.k = resizedMatrix(s.k, n, s.k.cols());
            notes << ImportText::tr("K gets %1 rows (new rows zero: import K next).").arg(n);
        }
    }
    s.keyLabels = resizedLabels(s.keyLabels, n, rowNames, "k", true);
    resizePadding(s, n);
    if (s.mask)
        s.mask = resizedMask(*s.mask, s.mask->rows(), n);
}

void planDirect(Scenario &s, ImportTarget target, const ImportedMatrix &matrix, QStringList &notes)
{
    if (s.mode == Mode::SelfAttention) {
        s = toDirectMode(s);
        notes << ImportText::tr("The scenario switches to direct mode (Q, K, V of head 1).");
    }
    const MatrixD &values = matrix.values;
    switch (target) {
    case ImportTarget::Q: {
        if (values.cols() != s.k.cols()) {
            notes << ImportText::tr("d_k changes from %1 to %2: K is resized (new columns zero: "
                                    "import K next).")
                         .arg(s.k.cols())
                         .arg(values.cols());
            s.k = resizedMatrix(s.k, s.k.rows(), values.cols());
        }
        const int m = int(values.rows());
        if (m != s.queryCount())
            notes << ImportText::tr("The number of queries changes from %1 to %2.")
                         .arg(s.queryCount())
                         .arg(m);
        s.queryLabels = resizedLabels(s.queryLabels, m, matrix.rowNames, "q", true);
        if (s.mask && s.mask->rows() != m)
            s.mask = resizedMask(*s.mask, m, s.mask->cols());
        s.q = values;
        break;
    }
    case ImportTarget::K:
        if (values.cols() != s.q.cols()) {
            notes << ImportText::tr("d_k changes from %1 to %2: Q is resized (new columns zero: "
                                    "import Q next).")
                         .arg(s.q.cols())
                         .arg(values.cols());
            s.q = resizedMatrix(s.q, s.q.rows(), values.cols());
        }
        resizeKeys(s, int(values.rows()), matrix.rowNames, target, notes);
        s.k = values;
        break;
    case ImportTarget::V:
        if (values.cols() != s.v.cols())
            notes
                << ImportText::tr("d_v changes from %1 to %2.").arg(s.v.cols()).arg(values.cols());
        resizeKeys(s, int(values.rows()), matrix.rowNames, target, notes);
        s.v = values;
        break;
    case ImportTarget::Embeddings:
        break;
    }
}

} // namespace

QString importTargetName(ImportTarget target)
{
    switch (target) {
    case ImportTarget::Embeddings:
        return ImportText::tr("embeddings X");
    case ImportTarget::Q:
        return ImportText::tr("queries Q");
    case ImportTarget::K:
        return ImportText::tr("keys K");
    case ImportTarget::V:
        return ImportText::tr("values V");
    }
    return QString();
}

ImportPlan planImport(const Scenario &before, ImportTarget target, const ImportedMatrix &matrix)
{
    ImportPlan plan;
    plan.after = before;
    if (matrix.values.size() == 0) {
        plan.error = ImportText::tr("The file holds no numbers.");
        return plan;
    }
    if (target == ImportTarget::Embeddings)
        planEmbeddings(plan.after, matrix, plan.notes);
    else
        planDirect(plan.after, target, matrix, plan.notes);
    const std::string invalid = validate(plan.after);
    if (!invalid.empty())
        plan.error = ImportText::tr("The scenario would be invalid: %1")
                         .arg(QString::fromStdString(invalid));
    return plan;
}

} // namespace attn
