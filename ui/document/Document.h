#pragma once

#include "Scenario.h"
#include "Snapshot.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QThreadPool;
class QUndoStack;

namespace attn::ui {

/// The matrices of a scenario that editors show and undo commands write.
enum class MatrixId { Embeddings, Q, K, V, Wq, Wk, Wv, Wo, Bo };

/// The label lists: tokens (self-attention) or query / key labels (direct mode).
enum class LabelSet { Tokens, Queries, Keys };

bool isProjection(MatrixId id); ///< Wq, Wk, Wv, Wo or Bo (optional in the scenario)

/// The open scenario, its undo stack, its file path and the engine's latest result.
///
/// Undo commands (UndoCommands.h) are its only writers: they call the setters below,
/// which emit a precise change signal and then scenarioChanged(). Every change is
/// recomputed by the engine: small scenarios at once, so every view follows within the
/// same frame, large ones on a worker thread (bursts coalesced, stale results dropped).
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    /// Starts over on `scenario`: clears the undo stack, marks it clean and computes the
    /// result before returning.
    void reset(const Scenario &scenario, const QString &filePath);

    const Scenario &scenario() const { return m_scenario; }
    /// The latest computed picture; may lag scenario() while isBusy().
    SnapshotPtr snapshot() const { return m_snapshot; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &filePath);
    /// The scenario's title (a built-in example's in the interface language), else the file
    /// name, else "Untitled".
    QString displayTitle() const;
    bool isModified() const;
    bool isBusy() const { return m_running; }

    /// Scenarios costing more than this many multiply-adds are computed off the GUI thread.
    void setSynchronousLimit(double multiplyAdds) { m_synchronousLimit = multiplyAdds; }
    /// Blocks until a running background computation has been delivered (for tests).
    bool waitForSnapshot(int timeoutMs = 30000);

    // Reading the matrices (absent projections read as identity / zero).
    int rowCount(MatrixId id) const;
    int columnCount(MatrixId id) const;
    double value(MatrixId id, int row, int column) const;
    MatrixD matrix(MatrixId id) const;
    /// False for a projection the scenario leaves out (identity or zero by default).
    bool isPresent(MatrixId id) const;
    Labels labels(LabelSet set) const; ///< as stored (query / key labels may be empty)

    // Writers: called only by undo commands.
    /// Writes a block at (row, column); an absent projection becomes explicit first.
    void setBlock(MatrixId id, int row, int column, const MatrixD &values);
    /// Sets or removes (nullopt) a projection; for Bo the matrix is 1 x d_model.
    void setProjection(MatrixId id, const std::optional<MatrixD> &values);
    void setLabels(LabelSet set, const Labels &labels);
    void setPadding(const std::vector<bool> &padding);
    void setScale(bool scale);
    void setCausal(bool causal);
    void setCausalAlignment(CausalAlignment alignment);
    void setDivisor(std::optional<double> divisor);
    void setMask(const std::optional<BoolMatrix> &mask);
    /// Sets or removes (nullopt) the target the loss compares the output with.
    void setTarget(const std::optional<MatrixD> &target);
    /// Sets or removes (nullopt) the positional encoding; the token and matrix editors keep
    /// their models.
    void setPositions(const std::optional<PositionEncoding> &positions);
    /// One cell of the learned position table (the scenario has one).
    void setPositionTableValue(int row, int column, double value);
    /// Replaces everything (shapes may change): models reset.
    void replaceScenario(const Scenario &scenario);
    /// replaceScenario() with a scenario that is the current one with its tokens reordered
    /// by `order` (token i is the current token order[i]): the order check of the next
    /// snapshot uses this permutation rather than guessing it from the numbers.
    void reorderTokens(const Scenario &scenario, const TokenPermutation &order);

signals:
    /// reset(): another scenario (an example, a file, a new one) replaced this one, with no
    /// history; modes of working on the old one (mask editing) end. Before scenarioChanged().
    void documentReset();
    /// Any change of the scenario, after the precise signal below.
    void scenarioChanged();
    void snapshotChanged(attn::ui::SnapshotPtr snapshot);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &filePath);
    /// A background computation started (true) or the last one finished (false).
    void busy(bool busy);

    /// Cells [top..bottom] x [left..right] of one matrix changed; the shape did not.
    void matrixChanged(attn::ui::MatrixId id, int top, int left, int bottom, int right);
    void labelsChanged();
    void paddingChanged();
    /// Masking or scaling settings changed (scale, causal, divisor, custom mask).
    void settingsChanged();
    /// Shapes or everything changed: item models reset.
    void structureChanged();
    /// The positional encoding was chosen or set anew (kind, base, slopes, a whole table).
    void positionsChanged();
    /// One cell of the learned position table changed.
    void positionTableChanged(int row, int column);

private:
    /// After every write: `reordered` when the write was reorderTokens()'s.
    void changed(const TokenPermutation *reordered = nullptr);
    void recompute();
    void startBackground();
    void deliver(quint64 generation, SnapshotPtr snapshot);
    double cost(const Scenario &scenario) const;

    Scenario m_scenario;
    SnapshotPtr m_snapshot;
    QUndoStack *m_undoStack;
    QString m_filePath;

    QThreadPool *m_pool;
    double m_synchronousLimit = 4e6;
    quint64 m_generation = 0;         ///< bumped by every change; older results are stale
    quint64 m_snapshotGeneration = 0; ///< the generation m_snapshot was computed from
    bool m_running = false;           ///< a background computation is in flight
    bool m_pending = false;           ///< changes arrived while it ran
    /// How m_scenario's tokens relate to m_snapshot's scenario's: empty when nothing was
    /// edited since; the reorderings composed when reorderTokens() alone wrote since; nullopt
    /// once any other edit came in between (the snapshot's check then guesses).
    std::optional<TokenPermutation> m_reordering = TokenPermutation();
};

/// Why a scenario file could not hold `candidate`: the loader's own check (validate()), in
/// one sentence for the status bar that names the place ("Not changed: tokens[1]: 316
/// characters, more than the 256 a label may have"); empty when a file can hold it. The
/// editors ask before they push an edit, so that nothing is made that a save would write
/// and an open refuse.
QString refusedScenario(const Scenario &candidate);

} // namespace attn::ui
