#pragma once

#include "Snapshot.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <vector>

namespace attn::ui {

/// One matrix of a snapshot (an input or an intermediate of the engine), named for menus
/// and file names, written as delimited text on demand.
struct NamedMatrix
{
    QString title;    ///< for menus: "Weights (head 2)"
    QString fileStem; ///< for files: "head2-weights"
    /// Rows on lines, numbers separated by `delimiter`, each in its shortest form that reads
    /// back to the same value (float for the engine's results, double for the inputs).
    std::function<QByteArray(char delimiter)> text;
};

/// The matrices of one head that "Copy Matrix" offers: the inputs (X or Q, K, V as given),
/// the head's Q, K, V, scores, scaled scores, weights and output, then the final output.
/// Empty when the snapshot's result is not ok.
std::vector<NamedMatrix> headMatrices(const SnapshotPtr &snapshot, int head);

/// Every matrix of the snapshot, for "Export All Matrices": the inputs, the effective
/// projections, every head's intermediates, the allowed mask (1 / 0), concat and output.
std::vector<NamedMatrix> allMatrices(const SnapshotPtr &snapshot);

} // namespace attn::ui
