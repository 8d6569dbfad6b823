#include "ViewSpecs.h"

#include "NumberFormat.h"
#include "PrintableText.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace attn::ui {

QFont viewFont(const QFont &base, const ViewOptions &options)
{
    const double scale = options.fontScale > 0 ? options.fontScale : 1.0;
    return scaledFont(base, 1.15 * scale);
}

int shownHead(const Snapshot &snapshot, const ViewOptions &options)
{
    const int heads = int(snapshot.result.heads.size());
    return heads > 0 ? std::clamp(options.head, 0, heads - 1) : 0;
}

} // namespace attn::ui

namespace attn::ui::viewspecs {

namespace {

struct ViewText
{
    Q_DECLARE_TR_FUNCTIONS(Views)
};

} // namespace

QStringList toStringList(const Labels &labels)
{
    QStringList list;
    list.reserve(int(labels.size()));
    for (const std::string &label : labels)
        list << printableText(label);
    return list;
}

QStringList indexLabels(int count)
{
    QStringList list;
    list.reserve(count);
    for (int i = 1; i <= count; ++i)
        list << QString::number(i);
    return list;
}

ColorMapId weightsMap(const ViewOptions &options)
{
    const ColorMapId map = colorMapFromIndex(options.colorMap);
    return isSequential(map) ? map : ColorMapId::Viridis;
}

HeatmapSpec signedSpec(const QString &title, const Matrix &values, const QStringList &rowLabels,
                       const QStringList &columnLabels, const ViewOptions &options, bool dark)
{
    HeatmapSpec spec;
    spec.title = title;
    spec.values = &values;
    spec.rows = int(values.rows());
    spec.columns = int(values.cols());
    spec.rowLabels = rowLabels;
    spec.columnLabels = columnLabels;
    spec.scale = HeatmapScale::Signed;
    spec.grayscale = colorMapFromIndex(options.colorMap) == ColorMapId::Grayscale;
    spec.darkBackground = dark;
    return spec;
}

QString divisorText(const Snapshot &snapshot)
{
    const AttentionResult &result = snapshot.result;
    if (!snapshot.scenario.scale)
        return QString();
    const double root = std::sqrt(double(result.dK));
    if (std::abs(result.divisor - root) <= 1e-9 * std::max(1.0, root))
        return QStringLiteral("\u00f7 \u221a%1 = %2")
            .arg(result.dK)
            .arg(formatNumber(result.divisor, NumberStyle::Formula));
    return ViewText::tr("\u00f7 %1 (chosen divisor)")
        .arg(formatNumber(result.divisor, NumberStyle::Formula));
}

void addKnownFacts(HeatmapSpec &spec, const Snapshot &snapshot)
{
    if (spec.values)
        spec.valuesMaxAbs = snapshot.maxAbs(*spec.values);
    if (spec.allowed == &snapshot.result.allowed)
        spec.anyMasked = snapshot.maskedCells() > 0;
    if (snapshot.scenario.mask && spec.customMask == &*snapshot.scenario.mask)
        spec.anyBlockedByHand = snapshot.customMaskBlocks();
}

HeatmapSpec weightsSpec(const Snapshot &snapshot, int head, const ViewOptions &options, bool dark)
{
    const AttentionResult &result = snapshot.result;
    const HeadResult &h = result.heads.at(std::size_t(head));
    HeatmapSpec spec;
    spec.title
        = result.numHeads > 1
              ? ViewText::tr("Attention weights, head %1 of %2").arg(head + 1).arg(result.numHeads)
              : ViewText::tr("Attention weights");
    const QString divisor = divisorText(snapshot);
    spec.subtitle = divisor.isEmpty()
                        ? ViewText::tr("softmax(Q\u00b7K\u1d40 + M), row by row; not scaled")
                        : ViewText::tr("softmax(Q\u00b7K\u1d40 %1 + M), row by row")
                              .arg(divisor.section(QLatin1Char('='), 0, 0).trimmed());
    spec.values = &h.weights;
    spec.allowed = &result.allowed;
    spec.customMask = snapshot.scenario.mask ? &*snapshot.scenario.mask : nullptr;
    spec.rowsWithoutKeys = &result.rowsWithoutKeys;
    spec.rows = int(h.weights.rows());
    spec.columns = int(h.weights.cols());
    spec.rowLabels = toStringList(snapshot.queryLabels);
    spec.columnLabels = toStringList(snapshot.keyLabels);
    spec.rowAxisTitle = ViewText::tr("queries");
    spec.columnAxisTitle = ViewText::tr("keys");
    spec.scale = HeatmapScale::Unit;
    spec.sequentialMap = weightsMap(options);
    spec.highlightRow = options.highlightRow;
    spec.darkBackground = dark;
    spec.concealed = options.conceal && !options.showWeights;
    if (head == options.guessHead) {
        spec.guessCell = options.guessCell;
        spec.answerCell = options.answerCell;
    }
    addKnownFacts(spec, snapshot);
    return spec;
}

HeatmapSpec scoresSpec(const Snapshot &snapshot, int head, const ViewOptions &options, bool dark)
{
    const AttentionResult &result = snapshot.result;
    const HeadResult &h = result.heads.at(std::size_t(head));
    const QString title = result.numHeads > 1 ? ViewText::tr("Scores Q\u00b7K\u1d40, head %1 of %2")
                                                    .arg(head + 1)
                                                    .arg(result.numHeads)
                                              : ViewText::tr("Scores Q\u00b7K\u1d40");
    HeatmapSpec spec = signedSpec(title, h.scores, toStringList(snapshot.queryLabels),
                                  toStringList(snapshot.keyLabels), options, dark);
    spec.subtitle = ViewText::tr("raw dot products, before \u00f7 √d_k and the mask");
    spec.rowAxisTitle = ViewText::tr("queries");
    spec.columnAxisTitle = ViewText::tr("keys");
    spec.highlightRow = options.highlightRow;
    spec.concealed = options.conceal && options.concealScores && !options.showRawScores;
    if (options.lockScoreScale && h.scores.size() > 0)
        spec.range
            = std::max(snapshot.maxAbs(h.scores), snapshot.maxAbs(snapshot.scaledScores(head)));
    addKnownFacts(spec, snapshot);
    return spec;
}

/// The common start of every layout: font, colours, bounds, and the message shown when
/// there is nothing to draw.
ViewLayout startLayout(const QRectF &rect, const Snapshot &snapshot, const ViewOptions &options,
                       const QFont &font, bool dark)
{
    ViewLayout view;
    view.font = viewFont(font, options);
    view.dark = dark;
    view.bounds = rect;
    const double margin = 0.6 * QFontMetricsF(view.font).height();
    view.heatmapArea = rect.adjusted(margin, margin, -margin, -margin);
    const AttentionResult &result = snapshot.result;
    if (!result.ok)
        view.message
            = ViewText::tr("Nothing to show: %1").arg(QString::fromStdString(result.error));
    else if (result.heads.empty() || result.nQueries == 0 || result.nKeys == 0)
        view.message = ViewText::tr("Nothing to show: the scenario has no queries or keys");
    return view;
}

QRectF zoomed(const QRectF &area, double zoom, const QPointF &pan)
{
    return QRectF(area.topLeft() - pan, area.size() * std::max(1.0, zoom));
}

double largestFitting(double low, double high, const std::function<bool(double)> &fits)
{
    if (fits(high))
        return high;
    if (!fits(low))
        return low;
    for (int i = 0; i < 24 && high - low > 0.05; ++i) {
        const double middle = (low + high) / 2;
        (fits(middle) ? low : high) = middle;
    }
    return low;
}

} // namespace attn::ui::viewspecs
