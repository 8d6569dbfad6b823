#pragma once

#include <QByteArray>
#include <QString>

namespace attn::fuzz {

/// Writes `bytes` to a tokenizer.json and loads it (core/model/BpeTokenizer.h), then checks
/// the tokenizer's promises: a refusal names the file and leaves nothing loaded; a loaded
/// tokenizer encodes sentences of several scripts (and one of the input's own text) into
/// ids inside its vocabulary, every one of which decodes. Returns an empty string when every
/// promise holds, else what broke. Shared by fuzz_tokenizer and tst_fuzz_regressions.
QString checkTokenizerBytes(const QByteArray &bytes);

} // namespace attn::fuzz
