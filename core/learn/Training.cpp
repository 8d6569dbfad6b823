#include "Training.h"

#include "ForwardPass.h"
#include "MemoryBudget.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace attn {

namespace {

/// The seeds of the three independent streams a spec's seed gives.
constexpr std::uint64_t initStream = 0x1a17ull;
constexpr std::uint64_t batchStream = 0xba7cull;
constexpr std::uint64_t probeStream = 0x960bull;

/// A number for a message in its shortest text that reads back the same ("1e+308",
/// "1e-09", "0.5"); std::to_string wrote 1e308 with its 309 digits and 1e-9 as 0.000000.
std::string shortestText(double value)
{
    char text[64];
    const auto [end, ec] = std::to_chars(text, text + sizeof text, value);
    return ec == std::errc() ? std::string(text, end) : std::to_string(value);
}

std::string expected(const char *key, const std::string &what, double got)
{
    std::string number = shortestText(got);
    if (std::floor(got) == got && std::fabs(got) < 1e15)
        number = std::to_string(static_cast<long long>(got));
    return std::string(key) + ": expected " + what + ", got " + number;
}

/// "about 3.1e+13": a count for a message, two significant digits.
std::string roughly(double value)
{
    char text[64];
    const auto [end, ec]
        = std::to_chars(text, text + sizeof text, value, std::chars_format::general, 2);
    return ec == std::errc() ? std::string(text, end) : std::to_string(value);
}

ModelShape shapeOf(const TrainingSpec &spec, const TrainingVariant &v)
{
    ModelShape shape;
    shape.vocabulary = TaskVocabulary{spec.task, spec.symbols}.size();
    shape.length = spec.length;
    shape.heads = spec.heads;
    shape.dModel = v.dK ? *v.dK * spec.heads : spec.dModel;
    shape.positional = spec.positional;
    shape.residual = spec.residual;
    shape.scale = v.scale;
    shape.divisor = v.scale && v.divisor ? *v.divisor : 0;
    return shape;
}

void addSnapshot(VariantRun &run, int step)
{
    if (!run.snapshots.empty() && run.snapshots.back().step == step)
        return;
    run.snapshots.push_back(Snapshot{step, run.parameters});
}

/// `f` on each parameter of `p` with the same parameter of `g`, `m` and `v` as flat arrays.
template<typename F>
void forEachBlock(ModelParameters &p, const ModelParameters &g, ModelParameters &m,
                  ModelParameters &v, F f)
{
    const auto call = [&](auto &pm, const auto &gm, auto &mm, auto &vm) {
        using Array = Eigen::Map<Eigen::ArrayXd>;
        using ConstArray = Eigen::Map<const Eigen::ArrayXd>;
        Array pa(pm.data(), pm.size()), ma(mm.data(), mm.size()), va(vm.data(), vm.size());
        f(pa, ConstArray(gm.data(), gm.size()), ma, va);
    };
    call(p.embedding, g.embedding, m.embedding, v.embedding);
    call(p.positional, g.positional, m.positional, v.positional);
    call(p.wq, g.wq, m.wq, v.wq);
    call(p.wk, g.wk, m.wk, v.wk);
    call(p.wv, g.wv, m.wv, v.wv);
    call(p.wo, g.wo, m.wo, v.wo);
    call(p.bo, g.bo, m.bo, v.bo);
    call(p.readout, g.readout, m.readout, v.readout);
    call(p.readoutBias, g.readoutBias, m.readoutBias, v.readoutBias);
}

/// One optimiser update of `run` with gradients `g` (already clipped): array operations
/// over each parameter's numbers, element by element the formulas of Adam and SGD.
void update(const TrainingSpec &spec, VariantRun &run, const ModelParameters &g, int t)
{
    const double lr = spec.learningRate;
    if (spec.optimizer == Optimizer::Sgd) {
        forEachBlock(run.parameters, g, run.firstMoment, run.secondMoment,
                     [lr](auto &p, const auto &grad, auto &, auto &) { p -= lr * grad; });
        return;
    }
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
    const double c1 = 1 - std::pow(beta1, t), c2 = 1 - std::pow(beta2, t);
    forEachBlock(run.parameters, g, run.firstMoment, run.secondMoment,
                 [&](auto &p, const auto &grad, auto &m, auto &v) {
                     m = beta1 * m + (1 - beta1) * grad;
                     v = beta2 * v + (1 - beta2) * grad * grad;
                     p -= lr * (m / c1) / ((v / c2).sqrt() + eps);
                 });
}

} // namespace

std::string trainingSpecProblem(const TrainingSpec &spec)
{
    if (spec.length < 2 || spec.length > 256)
        return expected("sequence_length", "a whole number from 2 to 256", spec.length);
    if (spec.symbols < 2 || spec.symbols > 256)
        return expected("symbols", "a whole number from 2 to 256", spec.symbols);
    const std::string layout = taskLayoutProblem(spec.task, spec.length, spec.symbols);
    if (!layout.empty())
        return layout;
    if (spec.heads < 1 || spec.heads > 4)
        return expected("heads", "a whole number from 1 to 4", spec.heads);
    if (spec.dModel < 1 || spec.dModel > 1024)
        return expected("d_model", "a whole number from 1 to 1024", spec.dModel);
    if (spec.dModel % spec.heads != 0)
        return "d_model: " + std::to_string(spec.dModel) + " is not a multiple of heads ("
               + std::to_string(spec.heads) + ")";
    if (!(spec.learningRate > 0) || !std::isfinite(spec.learningRate) || spec.learningRate > 10)
        return expected("learning_rate", "a number above 0 and at most 10", spec.learningRate);
    if (!(spec.clipNorm >= 0) || !std::isfinite(spec.clipNorm))
        return expected("clip_norm", "a number of at least 0 (0: no clipping)", spec.clipNorm);
    if (spec.batchSize < 1 || spec.batchSize > 1024)
        return expected("batch_size", "a whole number from 1 to 1024", spec.batchSize);
    if (spec.steps < 0 || spec.steps > 100000)
        return expected("steps", "a whole number from 0 to 100000", spec.steps);
    if (spec.snapshotEvery < 1)
        return expected("snapshot_every", "a whole number of at least 1", spec.snapshotEvery);
    if (spec.variants.size() > 8)
        return expected("variants", "at most 8 variants", double(spec.variants.size()));
    for (size_t i = 0; i < spec.variants.size(); ++i) {
        const TrainingVariant &v = spec.variants[i];
        const std::string where = "variants[" + std::to_string(i) + "].";
        if (v.name.empty())
            return where + "name: expected a name";
        for (size_t j = 0; j < i; ++j)
            if (spec.variants[j].name == v.name)
                return where + "name: \"" + v.name + "\" is used twice";
        if (v.divisor && (!(*v.divisor > 0) || !std::isfinite(*v.divisor)))
            return expected((where + "divisor").c_str(), "a number above 0", *v.divisor);
        if (v.dK && (*v.dK < 1 || *v.dK * spec.heads > 1024))
            return expected((where + "d_k").c_str(),
                            "a whole number from 1 to " + std::to_string(1024 / spec.heads), *v.dK);
    }
    return trainingCostProblem(spec);
}

TrainingCost trainingCost(const TrainingSpec &spec)
{
    const TrainingSpec s = withDefaultVariants(spec);
    TrainingCost cost;
    const int every = std::max(1, s.snapshotEvery);
    cost.snapshots = 1 + s.steps / every + (s.steps % every != 0 ? 1 : 0);
    const double b = s.batchSize;
    const double l = s.length;
    const double vocabulary = TaskVocabulary{s.task, s.symbols}.size();
    for (const TrainingVariant &v : s.variants) {
        const double d = v.dK ? double(*v.dK) * s.heads : double(s.dModel);
        // Forward: K and V at every position, Q, the scores, weights x V, W_o and the
        // read-out at every position (an answer can be anywhere); backward about twice that.
        cost.multiplyAddsPerStep += 3 * b * l * (4 * d * d + 2 * l * d + d * vocabulary);
        const double parameters
            = 2 * vocabulary * d + (s.positional ? l * d : 0) + 4 * d * d + d + vocabulary;
        cost.parameters += parameters;
    }
    // The parameters, their gradients and Adam's two moments, and every kept snapshot; a
    // record of each step (about 20 numbers) for each variant.
    cost.keptBytes = cost.parameters * double(sizeof(double)) * double(4 + cost.snapshots)
                     + double(s.variants.size()) * (s.steps + 1.0) * 20 * sizeof(double);
    return cost;
}

std::string trainingCostProblem(const TrainingSpec &spec)
{
    const TrainingCost cost = trainingCost(spec);
    const size_t variants = withDefaultVariants(spec).variants.size();
    const std::string shape = std::to_string(variants) + " variant" + (variants == 1 ? "" : "s")
                              + " x " + std::to_string(spec.batchSize) + " sequences of "
                              + std::to_string(spec.length) + " positions at d_model "
                              + std::to_string(spec.dModel);
    if (cost.multiplyAddsPerStep > maxStepMultiplyAdds)
        return "batch_size, sequence_length, d_model, symbols and variants: one step would take "
               "about "
               + roughly(cost.multiplyAddsPerStep) + " multiply-adds (" + shape
               + "), more than the limit of " + roughly(maxStepMultiplyAdds)
               + " (about a second); make one of them smaller";
    const std::uint64_t budget = memoryBudget();
    if (cost.keptBytes > double(budget))
        return "steps, snapshot_every, d_model, symbols and variants: the run would keep about "
               + formatBytes(std::uint64_t(std::min(cost.keptBytes, 1.8e19))) + " of model states ("
               + std::to_string(cost.snapshots) + " snapshots of " + roughly(cost.parameters)
               + " numbers of all variants), more than the memory budget of " + formatBytes(budget)
               + " (see --memory-budget)";
    return {};
}

TrainingSpec withDefaultVariants(TrainingSpec spec)
{
    if (spec.variants.empty()) {
        spec.variants.push_back(TrainingVariant{"scaled", true, std::nullopt, std::nullopt});
        spec.variants.push_back(TrainingVariant{"unscaled", false, std::nullopt, std::nullopt});
    }
    return spec;
}

Comparison::Comparison(const TrainingSpec &spec)
    : m_spec(withDefaultVariants(spec))
    , m_vocabulary{spec.task, spec.symbols}
    , m_batchRandom(spec.seed ^ batchStream)
{
    RandomSource probeRandom(m_spec.seed ^ probeStream);
    m_probe = generateTask(m_spec.task, m_spec.length, m_spec.symbols, probeRandom);
    // A recall probe whose answer no other pair shares, when one comes within 100 draws:
    // then the pair the query should read is the only one that gives the answer.
    for (int draw = 0; draw < 100 && m_spec.task == TaskKind::AssociativeRecall; ++draw) {
        const TaskVocabulary &w = m_vocabulary;
        int sharing = 0;
        for (size_t i = 0; i + 1 < m_probe.tokens.size(); ++i)
            sharing += (m_probe.tokens[i] - w.symbols - 2) % w.values() + w.keys()
                               == m_probe.answers.back()
                           ? 1
                           : 0;
        if (sharing == 1)
            break;
        m_probe = generateTask(m_spec.task, m_spec.length, m_spec.symbols, probeRandom);
    }
    for (const TrainingVariant &v : m_spec.variants) {
        VariantRun run;
        run.variant = v;
        run.shape = shapeOf(m_spec, v);
        // The same stream for every variant: equal shapes start from equal weights.
        RandomSource initRandom(m_spec.seed ^ initStream);
        run.parameters = initialParameters(run.shape, initRandom);
        run.firstMoment = run.parameters.zerosLike();
        run.secondMoment = run.parameters.zerosLike();
        addSnapshot(run, 0);
        m_runs.push_back(std::move(run));
    }
    m_models.resize(m_runs.size());
    m_outcomes.resize(m_runs.size());
}

void Comparison::step()
{
    if (finished())
        return;
    std::vector<TaskSequence> batch;
    batch.reserve(size_t(m_spec.batchSize));
    for (int b = 0; b < m_spec.batchSize; ++b)
        batch.push_back(generateTask(m_spec.task, m_spec.length, m_spec.symbols, m_batchRandom));
    const int t = m_stepsDone + 1;
    for (size_t index = 0; index < m_runs.size(); ++index) {
        VariantRun &run = m_runs[index];
        if (run.failed)
            continue;
        // The batched evaluation (BatchedModel.h): the reference's numbers to rounding.
        BatchOutcome &outcome = m_outcomes[index];
        m_models[index].evaluate(run.shape, run.parameters, batch, outcome);
        if (!outcome.ok) {
            run.failed = true;
            run.error = "step " + std::to_string(m_stepsDone) + ": " + outcome.error;
            continue;
        }
        ModelParameters &g = outcome.result.gradients;
        StepRecord record;
        record.step = m_stepsDone;
        record.loss = outcome.result.loss;
        record.accuracy = outcome.result.accuracy;
        record.meanMaxWeight = outcome.result.attention.maxWeight;
        record.meanEntropy = outcome.result.attention.entropy;
        record.meanJacobianNorm = outcome.result.attention.jacobianNorm;
        double total = 0;
        for (const auto &[data, size] : std::as_const(g).blocks()) {
            const double sq = Eigen::Map<const VectorD>(data, size).squaredNorm();
            record.parameterNorms.push_back(std::sqrt(sq));
            total += sq;
        }
        record.gradientNorm = std::sqrt(total);
        if (m_spec.clipNorm > 0 && record.gradientNorm > m_spec.clipNorm) {
            const double factor = m_spec.clipNorm / record.gradientNorm;
            for (const auto &[data, size] : g.blocks())
                Eigen::Map<VectorD>(data, size) *= factor;
        }
        update(m_spec, run, g, t);
        run.records.push_back(std::move(record));
        if (t % m_spec.snapshotEvery == 0 || t == m_spec.steps)
            addSnapshot(run, t);
    }
    m_stepsDone = t;
}

void Comparison::run()
{
    while (!finished())
        step();
}

ProbeView Comparison::probeView(int variant, int step) const
{
    const VariantRun &run = m_runs[size_t(variant)];
    const ModelParameters *state = &run.snapshots.front().parameters;
    ProbeView view;
    view.step = run.snapshots.front().step;
    if (step >= m_stepsDone && !run.failed) {
        state = &run.parameters;
        view.step = m_stepsDone;
    } else {
        for (const Snapshot &s : run.snapshots)
            if (s.step <= step) {
                state = &s.parameters;
                view.step = s.step;
            }
    }
    view.scenario = modelScenario(run.shape, *state, m_vocabulary, m_probe.tokens,
                                  run.variant.name + ", step " + std::to_string(view.step));
    const BatchOutcome outcome = evaluateBatch(run.shape, *state, {m_probe}, false);
    if (outcome.ok) {
        view.predictions = outcome.result.predictions.front();
        view.accuracy = outcome.result.accuracy;
    }
    const ForwardPass f = forwardPass(view.scenario);
    for (const HeadPass &head : f.heads)
        view.weights.push_back(head.weights);
    return view;
}

double Comparison::heldOutAccuracy(int variant, int count) const
{
    RandomSource random(m_spec.seed ^ probeStream ^ 0x5eedull);
    std::vector<TaskSequence> sequences;
    for (int i = 0; i < count; ++i)
        sequences.push_back(generateTask(m_spec.task, m_spec.length, m_spec.symbols, random));
    const VariantRun &run = m_runs[size_t(variant)];
    const BatchOutcome outcome = evaluateBatch(run.shape, run.parameters, sequences, false);
    return outcome.ok ? outcome.result.accuracy : 0.0;
}

} // namespace attn
