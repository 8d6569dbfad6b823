// libFuzzer target over the scenario loader, the validator and the engine
// (tests/fuzz/run-fuzzer.sh builds and runs it; see tests/fuzz/README.md).

#include "ScenarioChecks.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // fromRawData: no copy, so a read past the input's end is caught by AddressSanitizer.
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString broken = attn::fuzz::checkScenarioBytes(bytes);
    if (!broken.isEmpty()) {
        // A broken promise is a finding like a crash: libFuzzer saves the input on abort.
        std::fprintf(stderr, "fuzz_scenario: %s\n", broken.toUtf8().constData());
        std::abort();
    }
    return 0;
}
