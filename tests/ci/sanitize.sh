#!/usr/bin/env bash
# The test suite under AddressSanitizer + UndefinedBehaviorSanitizer (CMakePresets.json's asan
# presets make the same build and set the same options below):
#   tests/ci/sanitize.sh [--core] [CTEST ARGS]
# Installs what is missing, configures build-asan with -DATTENTION_LAB_SANITIZE=ON, builds
# and runs CTest there. Any sanitizer report (memory error, leak, undefined behaviour)
# fails the test that made it, and so this script.
# --core: only the tests of the core library (loader, validator, importers, engine,
# statistics, lessons: everything untrusted input reaches first), building only what they
# need. CI runs the whole suite: on two cores about 17 minutes to build from nothing and 4.5
# to run (2026-12-06). The tests' own sources are compiled at -O0 there (tests/CMakeLists.txt),
# the libraries they test at -O1.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
ASAN_BUILD="${ASAN_BUILD_DIR:-$ROOT/build-asan}"
CORE_TESTS=(tst_attention tst_engine_reference tst_statistics tst_scenariofile tst_examples
            tst_matriximport tst_scorehistogram tst_fuzz_regressions tst_lesson)
CORE_ONLY=0
if [ "${1:-}" = "--core" ]; then
    CORE_ONLY=1
    shift
fi

source "$ROOT/.ci/setup.sh"
install_missing

if [ ! -f "$ASAN_BUILD/build.ninja" ]; then
    # -O1 -g1 (and no NDEBUG: assertions stay on): the sanitizers' usual optimisation
    # level with line tables for the reports; far faster to build than RelWithDebInfo.
    cmake -S "$ROOT" -B "$ASAN_BUILD" -G Ninja -DATTENTION_LAB_SANITIZE=ON \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O1 -g1"
fi
if ((CORE_ONLY)); then
    cmake --build "$ASAN_BUILD" -j "$(nproc)" --target "${CORE_TESTS[@]}"
else
    cmake --build "$ASAN_BUILD" -j "$(nproc)"
fi

# Children (the CLI tests start attention-lab) inherit these, so they are checked too.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=1:strict_string_checks=1:check_initialization_order=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
# Only leaks inside Qt's and fontconfig's own libraries are suppressed (see lsan.supp).
export LSAN_OPTIONS="suppressions=$HERE/lsan.supp:print_suppressions=0"

cd "$ASAN_BUILD"
if ((CORE_ONLY)); then
    pattern="^($(IFS='|'; echo "${CORE_TESTS[*]}"))\$"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" -R "$pattern" "$@"
else
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" "$@"
fi
