#pragma once

#include <QByteArray>
#include <QString>

namespace attn::fuzz {

/// Writes `bytes` to a file and opens it as a safetensors checkpoint (core/model/SafeTensors.h),
/// then checks the reader's promises: a refusal names the file and leaves nothing open; an
/// opened checkpoint's tensors lie inside the file, tile its data exactly (their bytes add up
/// to the data's), and every F32, F16 or BF16 tensor reads as finite numbers or is refused by
/// name. Returns an empty string when every promise holds, else what broke. Shared by the
/// fuzz_safetensors target and tst_fuzz_regressions.
QString checkSafeTensorsBytes(const QByteArray &bytes);

} // namespace attn::fuzz
