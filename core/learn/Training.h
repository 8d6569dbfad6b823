#pragma once

// Training runs: a comparison of variants of one model (scaled by sqrt(d_k), unscaled, a
// chosen divisor, another d_k), trained side by side from the same initial weights on the
// same batches, one step at a time, recording per step the series a teacher projects.
//
// Threads: a Comparison is a plain value with no locks. A GUI worker thread owns one, calls
// step() in a loop and copies out what it publishes (the new StepRecords, a Snapshot);
// nothing in it touches Qt's event loop. Bit-for-bit deterministic for a spec on one machine.

#include "BatchedModel.h"
#include "Scenario.h"
#include "TrainingModel.h"
#include "TrainingTasks.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace attn {

enum class Optimizer { Adam, Sgd };

/// One variant of a comparison: how it divides the scores, and optionally its own d_k.
struct TrainingVariant
{
    std::string name;              ///< "scaled", "unscaled", "divisor 2", ...
    bool scale = true;             ///< false: the raw scores Q K^T
    std::optional<double> divisor; ///< with scale: the divisor; absent: sqrt(d_k)
    std::optional<int> dK;         ///< absent: the spec's d_model / heads
};

/// What to train and how (docs/training-format.md).
struct TrainingSpec
{
    std::string title;
    TaskKind task = TaskKind::AssociativeRecall;
    int length = 16;  ///< sequence length (positions)
    int symbols = 32; ///< content symbols of the task (TaskVocabulary adds its own tokens)
    int dModel = 64;  ///< = heads x d_k
    int heads = 4;    ///< 1 to 4
    bool residual = true;
    bool positional = true;
    Optimizer optimizer = Optimizer::Adam;
    double learningRate = 1e-3;
    double clipNorm = 1.0; ///< clip the global gradient norm to this; 0: no clipping
    int batchSize = 32;
    int steps = 200;
    std::uint64_t seed = 0;
    /// Keep the model state of every snapshotEvery-th step (and of step 0 and the last).
    int snapshotEvery = 10;
    std::vector<TrainingVariant> variants; ///< at least one; default scaled and unscaled
};

/// Why a spec cannot be trained, naming the key ("heads: expected 1 to 4, got 6"), or "".
std::string trainingSpecProblem(const TrainingSpec &spec);

/// What a spec costs (docs/training-format.md): the multiply-adds of one step of all its
/// variants (forward and backward, every position counted as an answer, so an upper bound)
/// and the memory the run keeps (parameters, gradients, Adam's moments and the snapshots).
struct TrainingCost
{
    double multiplyAddsPerStep = 0;
    double parameters = 0; ///< of all variants together
    int snapshots = 0;     ///< kept states of each variant, at most
    double keptBytes = 0;
};
TrainingCost trainingCost(const TrainingSpec &spec);

/// A step's limit: about a second on one core (the documented maxima took 3e13, hours).
constexpr double maxStepMultiplyAdds = 1e10;

/// Why a spec is too costly, naming its fields: a step above maxStepMultiplyAdds, or a run
/// that would keep more than the memory budget (MemoryBudget.h); "" when it fits.
/// trainingSpecProblem() ends with it.
std::string trainingCostProblem(const TrainingSpec &spec);

/// The spec with the two variants "scaled" and "unscaled" when it has none.
TrainingSpec withDefaultVariants(TrainingSpec spec);

/// What one step measured, on the step's batch with the weights before its update.
/// Step 0 is the first batch at the initial weights: the "start" of every curve.
struct StepRecord
{
    int step = 0;
    double loss = 0;
    double accuracy = 0;                ///< on the step's batch, 0 to 1
    double gradientNorm = 0;            ///< global L2 norm, before clipping
    std::vector<double> parameterNorms; ///< L2 norm of each parameter's gradient, in
                                        ///< ModelParameters::names() order
    double meanMaxWeight = 0;           ///< AttentionSummary over the answer rows
    double meanEntropy = 0;
    double meanJacobianNorm = 0;
};

/// A model state kept at a step.
struct Snapshot
{
    int step = 0; ///< the state before that step's update (step = steps: after the last)
    ModelParameters parameters;
};

/// The attention of a model state on the comparison's probe input.
struct ProbeView
{
    int step = 0;
    Scenario scenario;            ///< modelScenario() on the probe
    std::vector<MatrixD> weights; ///< per head, length x length
    std::vector<int> predictions; ///< per position: argmax of the read-out
    double accuracy = 0;          ///< on the probe's answers
};

/// One variant's run: its model shape, records and kept states.
struct VariantRun
{
    TrainingVariant variant;
    ModelShape shape;
    ModelParameters parameters; ///< the current state
    std::vector<StepRecord> records;
    std::vector<Snapshot> snapshots;
    bool failed = false; ///< a number overflowed: the run stopped (error says where)
    std::string error;
    // Optimiser state.
    ModelParameters firstMoment, secondMoment;
};

class Comparison
{
public:
    /// `spec` must pass trainingSpecProblem() (withDefaultVariants() is applied).
    explicit Comparison(const TrainingSpec &spec);

    const TrainingSpec &spec() const { return m_spec; }
    int stepsDone() const { return m_stepsDone; }
    bool finished() const { return m_stepsDone >= m_spec.steps; }
    /// Trains every variant one step on the same new batch; nothing when finished().
    void step();
    /// step() until finished().
    void run();

    int variantCount() const { return int(m_runs.size()); }
    const VariantRun &variant(int index) const { return m_runs[size_t(index)]; }

    /// The fixed probe input (drawn from the seed apart from the batches; for associative
    /// recall, one whose answer is held by one pair only).
    const TaskSequence &probe() const { return m_probe; }
    const TaskVocabulary &vocabulary() const { return m_vocabulary; }

    /// The kept state at `step` or the latest kept before it (the current state when `step`
    /// is stepsDone()), on the probe.
    ProbeView probeView(int variant, int step) const;
    /// Accuracy of the current state on `count` fresh sequences drawn from the seed apart
    /// from the batches (the same sequences for every variant).
    double heldOutAccuracy(int variant, int count = 256) const;

private:
    TrainingSpec m_spec;
    TaskVocabulary m_vocabulary;
    TaskSequence m_probe;
    RandomSource m_batchRandom;
    std::vector<VariantRun> m_runs;
    // Per variant: the batched evaluation's workspace and its result (kept between steps).
    std::vector<BatchedModel> m_models;
    std::vector<BatchOutcome> m_outcomes;
    int m_stepsDone = 0;
};

} // namespace attn
