#pragma once

// One step of online softmax (Milakov & Gimelshein 2018), as FlashAttention (Dao et al.
// 2022, algorithm 1) applies it to a block of keys: shared by the tiled path and its
// one-row trace, so the walkthrough shows the kernel's own numbers. Internal to core.

#include "Types.h"

namespace attn::engine {

using ColumnArray = Eigen::Array<Scalar, Eigen::Dynamic, 1>;
/// A block of a row-major matrix whose rows are contiguous (a head's columns, some rows).
using ConstMatrixRef = Eigen::Ref<const Matrix, 0, Eigen::OuterStride<>>;

/// The running state of a set of query rows after the key blocks seen so far.
struct OnlineRows
{
    OnlineRows(Eigen::Index rows, Eigen::Index valueColumns);

    /// m: the largest allowed score seen so far; -infinity before the first allowed key.
    ColumnArray max;
    /// l: the sum of exp(s_j - m) over the allowed keys seen so far (0 before the first).
    ColumnArray sum;
    /// Of the last block: exp(m_old - m_new), by which the old sum was multiplied; 0 when
    /// the row had no allowed key before it (m_old = -infinity), 1 when the block had none.
    ColumnArray correction;
    /// The partial output: the softmax of the allowed keys seen so far times their values,
    /// kept normalised (algorithm 1 of Dao et al.), so it never exceeds the values' range;
    /// 0 while no key is allowed. After the last block it is the attention output.
    Matrix output;
};

/// exp(t) for t <= 0 as the softmaxes take it: a difference that overflowed to -infinity
/// counts as the lowest float, and a result below float's smallest normal number is 0.
Scalar flushedExp(Scalar t);

/// Absorbs one block of keys into `rows`. `scores` (rows x block) holds the block's scores
/// as the softmax sees them (after the divisor), with -infinity at every blocked pair; it
/// is overwritten with the block's share of the new weights. `values` are the block's rows
/// of V. exp() results below float's smallest normal number are made exactly 0, as in the
/// full path's softmax.
void absorbBlock(Matrix &scores, const ConstMatrixRef &values, OnlineRows &rows);

} // namespace attn::engine
