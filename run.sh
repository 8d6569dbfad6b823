#!/usr/bin/env bash
# Quick start: installs what is missing, builds, and opens Attention Lab.
# ./run.sh ARGS passes ARGS to attention-lab (e.g. ./run.sh --example padding).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/.ci/setup.sh"
install_missing
configure_and_build --target attention-lab
exec "$BUILD_DIR/bin/attention-lab" "$@"
