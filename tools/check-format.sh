#!/usr/bin/env bash
# Fails (exit 1) when a C++ source of the project differs from what clang-format makes of
# it with the project's .clang-format, and lists the files. `tools/check-format.sh --fix`
# rewrites them in place. Installs clang-format (Debian 12: version 14) when missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v clang-format >/dev/null; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends clang-format
fi
# Tracked and new (untracked, not ignored) files alike, so a file not yet added is checked too.
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.h' '*.cpp' | sort -u)
if [ "${1:-}" = "--fix" ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
bad=()
for f in "${files[@]}"; do
    if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
        bad+=("$f")
    fi
done
if [ ${#bad[@]} -ne 0 ]; then
    echo "These files differ from .clang-format (tools/check-format.sh --fix rewrites them):"
    printf '  %s\n' "${bad[@]}"
    exit 1
fi
echo "formatting: ${#files[@]} files match .clang-format ($(clang-format --version))"
