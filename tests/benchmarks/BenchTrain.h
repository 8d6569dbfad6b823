#pragma once

#include <QByteArray>

#include <cstdint>

namespace attn::bench {

/// Training steps per second of the associative-recall model (core/learn's Comparison with
/// one scaled variant): sequence 16, 32 symbols, d_model 64, 4 heads, batch 32, Adam, a
/// step being the batch's forward, backward and update. Then, side by side, the same model
/// in PyTorch (tests/benchmarks/pytorch_train.py with --threads `threads`) when python3 and
/// its torch are installed; otherwise a note line. Returns the JSON lines, or an empty
/// array and `error` set.
QByteArray benchTrain(int repeat, std::uint64_t seed, int threads, QByteArray &error);

} // namespace attn::bench
