#!/usr/bin/env bash
# Installs what is missing, builds everything and runs the whole test suite (CTest).
set -euo pipefail
# The handout tests read the PDFs' text with pdftotext; the model tests compare the forward
# pass with a NumPy reference (tests/reference).
export EXTRA_PACKAGES="poppler-utils python3-numpy ${EXTRA_PACKAGES:-}"
source "$(dirname "${BASH_SOURCE[0]}")/.ci/setup.sh"
install_missing
configure_and_build
cd "$BUILD_DIR"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" "$@"
