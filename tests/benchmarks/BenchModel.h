#pragma once

#include <QByteArray>

namespace attn::bench {

/// GPT-2 small's shapes (12 layers, 12 heads, d_model 768, 50,257 tokens, 1,024 positions)
/// with random weights written as a float32 safetensors folder: the time to read the folder
/// into the model core and the peak memory against the file's size, then the forward pass
/// on `tokens` tokens with every intermediate kept (median of `repeat` runs), and, side by
/// side, the same forward in PyTorch (tests/benchmarks/pytorch_gpt2.py, float32, the same
/// threads) when Debian's python3-torch is installed; otherwise a note line.
QByteArray benchModel(int tokens, int repeat, int threads, QByteArray &error);

} // namespace attn::bench
