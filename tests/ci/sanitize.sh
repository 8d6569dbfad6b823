#!/usr/bin/env bash
# The whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer (issue 10):
#   tests/ci/sanitize.sh [CTEST ARGS]
# Installs what is missing, configures build-asan with -DATTENTION_LAB_SANITIZE=ON, builds
# everything and runs CTest there. Any sanitizer report (memory error, leak, undefined
# behaviour) fails the test that made it, and so this script.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
ASAN_BUILD="${ASAN_BUILD_DIR:-$ROOT/build-asan}"

source "$ROOT/.ci/setup.sh"
install_missing

if [ ! -f "$ASAN_BUILD/build.ninja" ]; then
    cmake -S "$ROOT" -B "$ASAN_BUILD" -G Ninja -DATTENTION_LAB_SANITIZE=ON \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$ASAN_BUILD" -j "$(nproc)"

# Children (the CLI tests start attention-lab) inherit these, so they are checked too.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=1:strict_string_checks=1:check_initialization_order=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
# Only leaks inside Qt's and fontconfig's own libraries are suppressed (see lsan.supp).
export LSAN_OPTIONS="suppressions=$HERE/lsan.supp:print_suppressions=0"

cd "$ASAN_BUILD"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" "$@"
