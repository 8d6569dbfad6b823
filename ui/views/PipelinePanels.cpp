// The panels of the pipeline picture: one labelled heatmap per stage of
// softmax(Q·Kᵀ/√d_k + M)·V (and of the positional encodings), in reading order. The layout
// and painting are in PipelinePainter.cpp.

#include "PipelinePainter.h"

#include "NumberFormat.h"
#include "ViewPainters.h"
#include "ViewSpecs.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

struct PipelineText
{
    Q_DECLARE_TR_FUNCTIONS(Pipeline)
};

using viewspecs::indexLabels;
using viewspecs::signedSpec;
using viewspecs::toStringList;

ViewPanel entryPanel(PipelineStage stage, const QString &name, const QString &subtitle,
                     const Matrix &values, const QStringList &rowLabels, const ViewOptions &options,
                     bool dark, bool rowsAreQueries)
{
    ViewPanel panel;
    panel.stage = int(stage);
    panel.kind = CellKind::Entry;
    panel.name = name;
    panel.rowsAreQueries = rowsAreQueries;
    panel.spec
        = signedSpec(name, values, rowLabels, indexLabels(int(values.cols())), options, dark);
    panel.spec.subtitle = subtitle;
    if (rowsAreQueries)
        panel.spec.highlightRow = options.highlightRow;
    return panel;
}

/// "X·W_q" for one head, "X·W_q, columns 3–4" for head 2 of several.
QString projectionText(const Snapshot &snapshot, int head, const QString &weight)
{
    const AttentionResult &result = snapshot.result;
    if (snapshot.scenario.mode == Mode::Direct)
        return PipelineText::tr("given");
    if (result.numHeads <= 1)
        return QStringLiteral("X\u00b7") + weight;
    return PipelineText::tr("X\u00b7%1, columns %2\u2013%3")
        .arg(weight)
        .arg(head * result.dK + 1)
        .arg((head + 1) * result.dK);
}

} // namespace

std::vector<ViewPanel> pipelinePanels(const Snapshot &snapshot, const ViewOptions &options,
                                      bool dark, ViewLayout &view)
{
    const AttentionResult &result = snapshot.result;
    const Scenario &scenario = snapshot.scenario;
    const int head = shownHead(snapshot, options);
    const HeadResult &h = result.heads[std::size_t(head)];
    const QStringList queries = toStringList(snapshot.queryLabels);
    const QStringList keys = toStringList(snapshot.keyLabels);
    const bool selfAttention = scenario.mode == Mode::SelfAttention;
    const bool severalHeads = result.numHeads > 1;
    const QString headSuffix
        = severalHeads ? PipelineText::tr(", head %1").arg(head + 1) : QString();
    std::vector<ViewPanel> panels;

    const PositionStage &positions = result.positions;
    if (selfAttention && result.x.size() > 0)
        panels.push_back(entryPanel(PipelineStage::Input, QStringLiteral("X"),
                                    PipelineText::tr("embeddings"), result.x, queries, options,
                                    dark, true));
    if (positions.added.size() > 0) { // x + PE, before the projections
        panels.push_back(entryPanel(PipelineStage::Input, QStringLiteral("PE"),
                                    positions.kind == PositionKind::Learned
                                        ? PipelineText::tr("learned positions")
                                        : PipelineText::tr("sinusoidal positions"),
                                    positions.added, queries, options, dark, true));
        panels.push_back(entryPanel(PipelineStage::Input, QStringLiteral("X + PE"),
                                    PipelineText::tr("what W_q, W_k, W_v multiply"),
                                    positions.xWithPositions, queries, options, dark, true));
    }
    const bool rope = !positions.qBeforeRotation.empty();
    panels.push_back(entryPanel(PipelineStage::Queries, QStringLiteral("Q") + headSuffix,
                                projectionText(snapshot, head, QStringLiteral("W_q")),
                                rope ? positions.qBeforeRotation[size_t(head)] : h.q, queries,
                                options, dark, true));
    panels.push_back(entryPanel(PipelineStage::Keys, QStringLiteral("K") + headSuffix,
                                projectionText(snapshot, head, QStringLiteral("W_k")),
                                rope ? positions.kBeforeRotation[size_t(head)] : h.k, keys, options,
                                dark, false));
    panels.push_back(entryPanel(PipelineStage::Values, QStringLiteral("V") + headSuffix,
                                projectionText(snapshot, head, QStringLiteral("W_v")), h.v, keys,
                                options, dark, false));
    if (rope) { // the rotation, between the split into heads and Q·Kᵀ
        const QString rotated = PipelineText::tr("rotated: row p by p\u00b7\u03b8\u2098");
        panels.push_back(entryPanel(PipelineStage::Queries, QStringLiteral("RoPE(Q)"), rotated, h.q,
                                    queries, options, dark, true));
        panels.push_back(entryPanel(PipelineStage::Keys, QStringLiteral("RoPE(K)"), rotated, h.k,
                                    keys, options, dark, false));
    }

    const Matrix &scaledScores = snapshot.scaledScores(head);
    const double scoreRange = std::max(snapshot.maxAbs(h.scores), snapshot.maxAbs(scaledScores));
    ViewPanel scores;
    scores.stage = int(PipelineStage::Scores);
    scores.kind = CellKind::Score;
    scores.head = head;
    scores.spec
        = signedSpec(QStringLiteral("Q\u00b7K\u1d40"), h.scores, queries, keys, options, dark);
    scores.spec.subtitle = PipelineText::tr("raw scores");
    scores.spec.highlightRow = options.highlightRow;
    scores.spec.concealed = options.conceal && options.concealScores && !options.showRawScores;
    if (options.lockScoreScale)
        scores.spec.range = scoreRange;
    panels.push_back(scores);

    const bool alibi = !positions.slopes.empty();
    if (alibi) { // the bias −slope·|i − j|, added with the mask before the softmax
        auto bias = std::make_shared<Matrix>(h.scores.rows(), h.scores.cols());
        for (Eigen::Index i = 0; i < bias->rows(); ++i)
            for (Eigen::Index j = 0; j < bias->cols(); ++j)
                (*bias)(i, j) = alibiBias(positions.slopes[size_t(head)], i, j);
        view.ownedMatrices.push_back(bias);
        ViewPanel b = entryPanel(
            PipelineStage::Scaled, PipelineText::tr("B (ALiBi)"),
            QStringLiteral("\u2212%1\u00b7|i\u2212j|")
                .arg(formatNumber(positions.slopes[size_t(head)], NumberStyle::Formula)),
            *bias, queries, options, dark, true);
        b.spec.columnLabels = keys;
        panels.push_back(b);
    }
    ViewPanel scaled = scores;
    scaled.stage = int(PipelineStage::Scaled);
    scaled.kind = CellKind::Scaled;
    scaled.spec.title
        = alibi ? QStringLiteral("\u00f7 \u221ad_k + B") : QStringLiteral("\u00f7 \u221ad_k");
    scaled.spec.values = &scaledScores;
    scaled.spec.concealed = options.conceal && options.concealScores;
    const QString divisor = viewspecs::divisorText(snapshot);
    scaled.spec.subtitle
        = divisor.isEmpty() ? PipelineText::tr("skipped: scaling is off") : divisor;
    if (alibi)
        scaled.spec.subtitle = divisor.isEmpty() ? PipelineText::tr("not divided; plus B")
                                                 : divisor + PipelineText::tr("; plus B");
    scaled.spec.dimmed = divisor.isEmpty() && !alibi;
    panels.push_back(scaled);

    ViewPanel mask;
    mask.stage = int(PipelineStage::Mask);
    mask.kind = CellKind::Mask;
    mask.spec.title = PipelineText::tr("+ M (mask)");
    mask.spec.subtitle = PipelineText::tr("0 allowed, \u2212\u221e masked");
    mask.spec.scale = HeatmapScale::Mask;
    mask.spec.allowed = &result.allowed;
    mask.spec.customMask = snapshot.scenario.mask ? &*snapshot.scenario.mask : nullptr;
    mask.spec.rows = int(result.allowed.rows());
    mask.spec.columns = int(result.allowed.cols());
    mask.spec.rowLabels = queries;
    mask.spec.columnLabels = keys;
    mask.spec.highlightRow = options.highlightRow;
    mask.spec.darkBackground = dark;
    panels.push_back(mask);

    ViewPanel weights;
    weights.stage = int(PipelineStage::Weights);
    weights.kind = CellKind::Weight;
    weights.head = head;
    weights.spec = viewspecs::weightsSpec(snapshot, head, options, dark);
    weights.spec.title = PipelineText::tr("softmax");
    weights.spec.subtitle = PipelineText::tr("weights; rows sum to 1");
    weights.spec.rowAxisTitle.clear();
    weights.spec.columnAxisTitle.clear();
    panels.push_back(weights);

    ViewPanel output = entryPanel(PipelineStage::HeadOutput, PipelineText::tr("weights\u00b7V"),
                                  severalHeads ? PipelineText::tr("output of head %1").arg(head + 1)
                                               : PipelineText::tr("each row: a mix of V's rows"),
                                  h.output, queries, options, dark, true);
    output.kind = CellKind::HeadOutput;
    output.head = head;
    output.spec.concealed = options.conceal;
    panels.push_back(output);

    const bool projected = selfAttention && (severalHeads || scenario.wo || scenario.bo);
    if (projected) {
        if (severalHeads) {
            panels.push_back(entryPanel(PipelineStage::Concat, PipelineText::tr("concat"),
                                        PipelineText::tr("all heads side by side"), result.concat,
                                        queries, options, dark, true));
            panels.back().spec.concealed = options.conceal;
        }
        auto wo = std::make_shared<Matrix>(scenario.projection('o').cast<Scalar>());
        view.ownedMatrices.push_back(wo);
        panels.push_back(entryPanel(PipelineStage::OutputProjection, QStringLiteral("W_o"),
                                    PipelineText::tr("output projection"), *wo,
                                    indexLabels(int(wo->rows())), options, dark, false));
        ViewPanel final = entryPanel(PipelineStage::Output, PipelineText::tr("output"),
                                     scenario.bo ? PipelineText::tr("concat\u00b7W_o + b_o")
                                                 : PipelineText::tr("concat\u00b7W_o"),
                                     result.output, queries, options, dark, true);
        final.kind = CellKind::FinalOutput;
        final.spec.concealed = options.conceal;
        panels.push_back(final);
    }
    for (ViewPanel &panel : panels)
        viewspecs::addKnownFacts(panel.spec, snapshot);
    return panels;
}

/// Places boxes of the given sizes left to right, wrapping when a row is full or holds
/// `perRow` boxes (0: no limit); false if they do not fit.
} // namespace attn::ui
