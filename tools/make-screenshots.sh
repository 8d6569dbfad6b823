#!/usr/bin/env bash
# Regenerates the README's screenshots, docs/screenshots/*.png, with the app's own headless
# export (`attention-lab --export`): no display, no window manager, the same paint routines
# as the screen. Run it after a change to how the views look and commit the pictures.
#
#   tools/make-screenshots.sh [BUILD_DIR]     (default: $BUILD_DIR, else <source>/build)
#
# Builds the attention-lab target of BUILD_DIR first (run.sh or test.sh made it).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${1:-${BUILD_DIR:-$ROOT/build}}
OUT=$ROOT/docs/screenshots

[ -f "$BUILD_DIR/CMakeCache.txt" ] || {
    echo "make-screenshots: no build in $BUILD_DIR (run ./run.sh or ./test.sh first)" >&2
    exit 1
}
cmake --build "$BUILD_DIR" --target attention-lab >/dev/null || {
    echo "make-screenshots: building attention-lab in $BUILD_DIR failed" >&2
    exit 1
}
APP=$BUILD_DIR/bin/attention-lab
mkdir -p "$OUT"

# name  view  example  scale
SHOTS=(
    "window window seed000-causal-mask 1"
    "weights weights seed003-orange-weights 2"
    "pipeline pipeline seed000-step-by-step 1"
    "heads heads seed003-multi-head 2"
    "statistics stats seed000-scale-statistics 1"
    "sweep sweep seed000-scale-statistics 1"
)
for shot in "${SHOTS[@]}"; do
    read -r name view example scale <<<"$shot"
    # Untranslated, default look: the pictures do not depend on who runs the script.
    env -u DISPLAY -u WAYLAND_DISPLAY LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen \
        "$APP" --export "$OUT/$name.png" --view "$view" --example "$example" --scale "$scale"
    echo "docs/screenshots/$name.png  ($view, $example)"
done
