// libFuzzer target over the tokenizer files (tokenizer.json) (tests/fuzz/run-fuzzer.sh).

#include "TokenizerChecks.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString broken = attn::fuzz::checkTokenizerBytes(bytes);
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "fuzz_tokenizer: %s\n", broken.toUtf8().constData());
        std::abort();
    }
    return 0;
}
