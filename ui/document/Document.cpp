#include "Document.h"

#include "ExampleTitles.h"
#include "PrintableText.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QThreadPool>
#include <QUndoStack>

#include <utility>

namespace attn::ui {

namespace {

std::optional<MatrixD> Scenario::*projectionMember(MatrixId id)
{
    switch (id) {
    case MatrixId::Wq:
        return &Scenario::wq;
    case MatrixId::Wk:
        return &Scenario::wk;
    case MatrixId::Wv:
        return &Scenario::wv;
    case MatrixId::Wo:
        return &Scenario::wo;
    default:
        return nullptr;
    }
}

MatrixD Scenario::*plainMember(MatrixId id)
{
    switch (id) {
    case MatrixId::Embeddings:
        return &Scenario::embeddings;
    case MatrixId::Q:
        return &Scenario::q;
    case MatrixId::K:
        return &Scenario::k;
    case MatrixId::V:
        return &Scenario::v;
    default:
        return nullptr;
    }
}

} // namespace

bool isProjection(MatrixId id)
{
    return id == MatrixId::Wq || id == MatrixId::Wk || id == MatrixId::Wv || id == MatrixId::Wo
           || id == MatrixId::Bo;
}

Document::Document(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_pool(new QThreadPool(this))
{
    // Before the worker thread exists: its recomputes then reuse the previous one's pages.
    prepareEngineMemory();
    // One worker: a newer request waits for the running one and replaces any queued one.
    m_pool->setMaxThreadCount(1);
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    m_snapshot = makeSnapshot(m_scenario);
}

Document::~Document()
{
    // A running computation posts back to this object: let it finish first.
    m_pool->waitForDone();
}

void Document::reset(const Scenario &scenario, const QString &filePath)
{
    m_scenario = scenario;
    ++m_generation;
    m_pending = false;
    m_undoStack->clear();
    m_undoStack->setClean();
    m_snapshot = makeSnapshot(m_scenario);
    m_snapshotGeneration = m_generation;
    m_reordering = TokenPermutation();
    setFilePath(filePath);
    emit documentReset();
    emit structureChanged();
    emit scenarioChanged();
    emit snapshotChanged(m_snapshot);
    emit modifiedChanged(false);
}

void Document::setFilePath(const QString &filePath)
{
    if (m_filePath == filePath)
        return;
    m_filePath = filePath;
    emit filePathChanged(filePath);
}

QString refusedScenario(const Scenario &candidate)
{
    const std::string invalid = validate(candidate);
    if (invalid.empty())
        return {};
    return Document::tr("Not changed: %1").arg(QString::fromStdString(invalid));
}

QString Document::displayTitle() const
{
    if (!m_scenario.title.empty())
        return exampleTitleText(printableText(m_scenario.title));
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return tr("Untitled");
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

bool Document::waitForSnapshot(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_running || m_snapshotGeneration != m_generation) {
        if (timer.hasExpired(timeoutMs))
            return false;
        m_pool->waitForDone(50);
        QCoreApplication::processEvents();
    }
    return true;
}

int Document::rowCount(MatrixId id) const
{
    if (id == MatrixId::Bo)
        return m_scenario.mode == Mode::SelfAttention ? 1 : 0;
    if (isProjection(id))
        return m_scenario.mode == Mode::SelfAttention ? int(m_scenario.embeddings.cols()) : 0;
    return int((m_scenario.*plainMember(id)).rows());
}

int Document::columnCount(MatrixId id) const
{
    if (isProjection(id))
        return m_scenario.mode == Mode::SelfAttention ? int(m_scenario.embeddings.cols()) : 0;
    return int((m_scenario.*plainMember(id)).cols());
}

double Document::value(MatrixId id, int row, int column) const
{
    if (id == MatrixId::Bo)
        return m_scenario.bo ? (*m_scenario.bo)(column) : 0.0;
    if (isProjection(id)) {
        const std::optional<MatrixD> &w = m_scenario.*projectionMember(id);
        return w ? (*w)(row, column) : (row == column ? 1.0 : 0.0);
    }
    return (m_scenario.*plainMember(id))(row, column);
}

MatrixD Document::matrix(MatrixId id) const
{
    switch (id) {
    case MatrixId::Bo:
        return m_scenario.outputBias().transpose();
    case MatrixId::Wq:
        return m_scenario.projection('q');
    case MatrixId::Wk:
        return m_scenario.projection('k');
    case MatrixId::Wv:
        return m_scenario.projection('v');
    case MatrixId::Wo:
        return m_scenario.projection('o');
    default:
        return m_scenario.*plainMember(id);
    }
}

bool Document::isPresent(MatrixId id) const
{
    if (id == MatrixId::Bo)
        return m_scenario.bo.has_value();
    if (isProjection(id))
        return (m_scenario.*projectionMember(id)).has_value();
    return true;
}

Labels Document::labels(LabelSet set) const
{
    switch (set) {
    case LabelSet::Tokens:
        return m_scenario.tokens;
    case LabelSet::Queries:
        return m_scenario.queryLabels;
    case LabelSet::Keys:
        return m_scenario.keyLabels;
    }
    return {};
}

void Document::setBlock(MatrixId id, int row, int column, const MatrixD &values)
{
    if (values.size() == 0)
        return;
    if (id == MatrixId::Bo) {
        if (!m_scenario.bo)
            m_scenario.bo = m_scenario.outputBias();
        m_scenario.bo->segment(column, values.cols()) = values.row(0).transpose();
    } else if (isProjection(id)) {
        std::optional<MatrixD> &w = m_scenario.*projectionMember(id);
        if (!w)
            w = matrix(id);
        w->block(row, column, values.rows(), values.cols()) = values;
    } else {
        (m_scenario.*plainMember(id)).block(row, column, values.rows(), values.cols()) = values;
    }
    emit matrixChanged(id, row, column, row + int(values.rows()) - 1,
                       column + int(values.cols()) - 1);
    changed();
}

void Document::setProjection(MatrixId id, const std::optional<MatrixD> &values)
{
    if (id == MatrixId::Bo) {
        if (values)
            m_scenario.bo = values->row(0).transpose();
        else
            m_scenario.bo.reset();
    } else if (isProjection(id)) {
        m_scenario.*projectionMember(id) = values;
    } else {
        return;
    }
    emit matrixChanged(id, 0, 0, rowCount(id) - 1, columnCount(id) - 1);
    changed();
}

void Document::setLabels(LabelSet set, const Labels &labels)
{
    switch (set) {
    case LabelSet::Tokens:
        m_scenario.tokens = labels;
        break;
    case LabelSet::Queries:
        m_scenario.queryLabels = labels;
        break;
    case LabelSet::Keys:
        m_scenario.keyLabels = labels;
        break;
    }
    emit labelsChanged();
    changed();
}

void Document::setPadding(const std::vector<bool> &padding)
{
    m_scenario.padding = padding;
    emit paddingChanged();
    changed();
}

void Document::setScale(bool scale)
{
    m_scenario.scale = scale;
    emit settingsChanged();
    changed();
}

void Document::setCausal(bool causal)
{
    m_scenario.causal = causal;
    emit settingsChanged();
    changed();
}

void Document::setCausalAlignment(CausalAlignment alignment)
{
    m_scenario.causalAlignment = alignment;
    emit settingsChanged();
    changed();
}

void Document::setDivisor(std::optional<double> divisor)
{
    m_scenario.divisor = divisor;
    emit settingsChanged();
    changed();
}

void Document::setTarget(const std::optional<MatrixD> &target)
{
    m_scenario.target = target;
    changed();
}

void Document::setMask(const std::optional<BoolMatrix> &mask)
{
    m_scenario.mask = mask;
    emit settingsChanged();
    changed();
}

void Document::setPositions(const std::optional<PositionEncoding> &positions)
{
    m_scenario.positions = positions;
    emit positionsChanged();
    changed();
}

void Document::setPositionTableValue(int row, int column, double value)
{
    (*m_scenario.positions->table)(row, column) = value;
    emit positionTableChanged(row, column);
    changed();
}

void Document::replaceScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    emit structureChanged();
    changed();
}

void Document::reorderTokens(const Scenario &scenario, const TokenPermutation &order)
{
    m_scenario = scenario;
    emit structureChanged();
    changed(&order);
}

void Document::changed(const TokenPermutation *reordered)
{
    // A reordering composes with those since the shown snapshot (a background computation
    // may still be running); any other edit makes the relation unknown.
    if (reordered && m_reordering && m_reordering->empty())
        m_reordering = *reordered;
    else if (reordered && m_reordering && m_reordering->size() == reordered->size())
        m_reordering = composedOrder(*m_reordering, *reordered);
    else
        m_reordering.reset();
    ++m_generation;
    emit scenarioChanged();
    recompute();
}

double Document::cost(const Scenario &s) const
{
    const double m = s.queryCount();
    const double n = s.keyCount();
    if (s.mode == Mode::Direct)
        return m * n * double(s.q.cols() + s.v.cols());
    const double d = double(s.embeddings.cols());
    // Four projections of n x d by d x d, then scores and weights x V over all heads.
    return 4 * n * d * d + 2 * m * n * d;
}

void Document::recompute()
{
    if (cost(m_scenario) <= m_synchronousLimit) {
        // Small enough to finish within a frame: every view follows this very edit.
        // A background result still in flight is now stale and will be dropped.
        m_snapshot = makeSnapshot(m_scenario, m_snapshot, m_reordering);
        m_snapshotGeneration = m_generation;
        m_reordering = TokenPermutation();
        emit snapshotChanged(m_snapshot);
        return;
    }
    if (m_running) {
        m_pending = true; // coalesced: only the newest state is computed next
        return;
    }
    startBackground();
}

void Document::startBackground()
{
    m_pending = false;
    if (!m_running) {
        m_running = true;
        emit busy(true);
    }
    const quint64 generation = m_generation;
    m_pool->start([this, generation, scenario = m_scenario, previous = m_snapshot,
                   reordering = m_reordering]() mutable {
        SnapshotPtr snapshot = makeSnapshot(std::move(scenario), std::move(previous), reordering);
        QMetaObject::invokeMethod(
            this, [this, generation, snapshot] { deliver(generation, snapshot); },
            Qt::QueuedConnection);
    });
}

void Document::deliver(quint64 generation, SnapshotPtr snapshot)
{
    if (generation == m_generation) {
        m_running = false;
        SnapshotPtr previous = std::exchange(m_snapshot, std::move(snapshot));
        m_snapshotGeneration = generation;
        m_reordering = TokenPermutation();
        emit busy(false);
        emit snapshotChanged(m_snapshot);
        // The views have let go of the previous picture: free it off the GUI thread (at
        // n = 4096 it is over a gigabyte, and giving that back took ~150 ms).
        if (previous.use_count() == 1)
            QThreadPool::globalInstance()->start(
                [previous = std::move(previous)]() mutable { previous.reset(); });
        return;
    }
    // Stale: the scenario moved on while this ran.
    if (m_pending || m_snapshotGeneration != m_generation) {
        startBackground();
    } else {
        m_running = false;
        emit busy(false);
    }
}

} // namespace attn::ui
