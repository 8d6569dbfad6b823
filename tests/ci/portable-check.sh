#!/usr/bin/env bash
# The portable build on a processor without AVX: an emulated Intel Westmere (2010: SSE4.2,
# no AVX, AVX2 or FMA), as on the classroom laptops that x86-64-v3 code kills with SIGILL.
#
#   tests/ci/portable-check.sh
#
# 1. host-cpu-check, the program configure runs to choose the instruction set
#    (cmake/HostCpu.cmake), says "baseline" on the emulated processor and "x86-64-v3" on an
#    emulated Haswell: a configure on such a laptop builds the portable engine.
# 2. The x86-64-v3 build's engine test ($BUILD_DIR, made by test.sh) dies of an illegal
#    instruction on the emulated Westmere: the emulator refuses what such a processor lacks,
#    so step 3 could fail.
# 3. The portable build ($PORTABLE_BUILD_DIR, default <source>/build-portable, configured with
#    -DATTENTION_LAB_PORTABLE=ON) runs the engine's tests on the emulated Westmere through
#    CTest (ATTENTION_LAB_TEST_EMULATOR): the course's examples against their expected numbers,
#    the engine's invariants and overflow reports, the row passes' statistics (SSE2 packets
#    there), the positional encodings and the tiled path. About a minute emulated.
# Builds only the core library and those tests; qemu-user comes from Debian (qemu-user).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export EXTRA_PACKAGES="qemu-user ${EXTRA_PACKAGES:-}"
source "$ROOT/.ci/setup.sh"
install_missing

PORTABLE_BUILD="${PORTABLE_BUILD_DIR:-$ROOT/build-portable}"
EMULATOR=(qemu-x86_64 -cpu Westmere)
ENGINE_TESTS=(tst_examples tst_attention tst_statistics tst_positions tst_tiled)

if [ ! -f "$PORTABLE_BUILD/build.ninja" ]; then
    cmake -S "$ROOT" -B "$PORTABLE_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DATTENTION_LAB_PORTABLE=ON "-DATTENTION_LAB_TEST_EMULATOR=qemu-x86_64;-cpu;Westmere"
fi
cmake --build "$PORTABLE_BUILD" -j "$(nproc)" --target host-cpu-check "${ENGINE_TESTS[@]}"

# qemu warns about CPUID bits its translator lacks; those lines say nothing of the program.
quiet() { "$@" 2> >(grep -v "TCG doesn't support requested feature" >&2); }

echo "== the instruction set configure would choose"
westmere=$(quiet "${EMULATOR[@]}" "$PORTABLE_BUILD/bin/host-cpu-check" || true)
haswell=$(quiet qemu-x86_64 -cpu Haswell "$PORTABLE_BUILD/bin/host-cpu-check" || true)
echo "Westmere: $westmere; Haswell: $haswell"
if [ "$westmere" != baseline ] || [ "$haswell" != x86-64-v3 ]; then
    echo "FAIL: host-cpu-check should say baseline on Westmere and x86-64-v3 on Haswell" >&2
    exit 1
fi

echo "== the x86-64-v3 build on the emulated Westmere"
V3_BUILD="${BUILD_DIR:-$ROOT/build}"
if grep -q '^ATTENTION_LAB_PORTABLE:BOOL=ON' "$V3_BUILD/CMakeCache.txt" 2>/dev/null; then
    echo "skipped: $V3_BUILD is itself portable (this processor does not run x86-64-v3)"
elif [ -x "$V3_BUILD/bin/tst_examples" ]; then
    status=0
    quiet "${EMULATOR[@]}" "$V3_BUILD/bin/tst_examples" >/dev/null 2>&1 || status=$?
    # 132 = 128 + SIGILL, as the shell reports a program killed by an illegal instruction.
    if [ "$status" -ne 132 ]; then
        echo "FAIL: the x86-64-v3 tst_examples exited with $status on Westmere, not SIGILL (132)" >&2
        exit 1
    fi
    echo "PASS: killed by an illegal instruction, as on such a laptop"
else
    echo "skipped: no build at $V3_BUILD (run ./test.sh first)"
fi

echo "== the portable build's engine on the emulated Westmere"
cd "$PORTABLE_BUILD"
ctest --output-on-failure -R "^($(IFS='|'; echo "${ENGINE_TESTS[*]}"))\$"
