#pragma once

#include "MatrixImport.h"
#include "Scenario.h"

#include <QString>
#include <QStringList>

namespace attn {

/// Where an imported matrix goes.
enum class ImportTarget {
    Embeddings, ///< X, n x d_model (self-attention mode)
    Q,          ///< m x d_k (direct mode)
    K,          ///< n x d_k (direct mode)
    V           ///< n x d_v (direct mode)
};

QString importTargetName(ImportTarget target); ///< "embeddings X", "queries Q", ...

/// What an import would do to a scenario: the scenario after it, and notes on everything
/// else that had to change with it, for the preview; or an error. Notes and errors are in
/// the interface's language (translation context attn::ImportPlan).
struct ImportPlan
{
    Scenario after;
    QStringList notes; ///< e.g. "d_model changes from 4 to 8"
    QString error;     ///< empty when the import can be applied
};

/// Puts `matrix` into a copy of `before`. Embeddings switch a direct-mode scenario to
/// self-attention mode, Q, K or V switch to direct mode. Shapes that change carry the rest
/// along so the scenario stays valid: tokens, labels, padding and the custom mask follow the
/// rows (new entries allowed, not padded); a new d_model resizes the projections as the
/// d_model control does; a Q whose d_k differs from K's widens or narrows K (new columns
/// zero), and K and V keep the same number of rows the same way. Row labels of a CSV become
/// the tokens (embeddings), the query labels (Q) or the key labels (K, V).
ImportPlan planImport(const Scenario &before, ImportTarget target, const ImportedMatrix &matrix);

} // namespace attn
