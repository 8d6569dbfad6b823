// libFuzzer target over the CSV and .npy matrix importers (tests/fuzz/run-fuzzer.sh).

#include "ImportChecks.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString broken = attn::fuzz::checkImportBytes(bytes);
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "fuzz_import: %s\n", broken.toUtf8().constData());
        std::abort();
    }
    return 0;
}
