// libFuzzer target over the safetensors reader (tests/fuzz/run-fuzzer.sh).

#include "SafeTensorsChecks.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString broken = attn::fuzz::checkSafeTensorsBytes(bytes);
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "fuzz_safetensors: %s\n", broken.toUtf8().constData());
        std::abort();
    }
    return 0;
}
