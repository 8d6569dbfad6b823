#!/usr/bin/env bash
# Installs Attention Lab into a DESTDIR and checks the desktop integration, then builds the
# Debian package and shows its Depends (from dpkg-shlibdeps) and contents.
#
#   tests/ci/install-check.sh [--portable] [--install-deb]
#
# CI (default): reuses the Release build directory test.sh made, $BUILD_DIR (default
# <source>/build), as it is: nothing is reconfigured, only the attention-lab target is
# brought up to date, so the check takes seconds. Fails if that directory was never built.
# --portable: builds in $ATTENTION_LAB_PKG_BUILD (default <source>/build-pkg), configured
# with -DATTENTION_LAB_PORTABLE=ON as every released package is (a first run compiles).
# --install-deb: also installs the package on this machine with apt, runs
# /usr/bin/attention-lab --version and removes the package again (needs root).
# Missing tools are installed with apt-get. Prints PASS or FAIL for every check and exits
# non-zero on the first failure.
set -euo pipefail

SOURCE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
APP_ID=io.github.attentionlab.AttentionLab
MIME_TYPE=application/x-attention-lab-scenario
INSTALL_DEB=0
PORTABLE=0
for arg in "$@"; do
    case $arg in
    --install-deb) INSTALL_DEB=1 ;;
    --portable) PORTABLE=1 ;;
    -h | --help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "install-check: unknown argument $arg" >&2; exit 2 ;;
    esac
done

STARTED=$SECONDS
CURRENT_STEP=start
REPORTED=0
WORK=$(mktemp -d /tmp/attention-lab-install-check.XXXXXX)
finish() {
    local status=$?
    rm -rf "$WORK"
    ((status == 0)) && return
    # A command that failed outside a check of its own (set -e) still names its step.
    ((REPORTED)) || printf 'FAIL: step "%s" (exit %s)\n' "$CURRENT_STEP" "$status" >&2
    printf 'install-check: FAIL (%ss)\n' "$((SECONDS - STARTED))" >&2
}
trap finish EXIT
DESTDIR_ROOT=$WORK/root
PREFIX=/usr
P=$DESTDIR_ROOT$PREFIX

if ((PORTABLE)); then
    BUILD_DIR=${ATTENTION_LAB_PKG_BUILD:-$SOURCE_DIR/build-pkg}
else
    BUILD_DIR=${BUILD_DIR:-$SOURCE_DIR/build}
fi
step() { CURRENT_STEP=$*; printf '\n== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; REPORTED=1; exit 1; }
ok() { printf 'PASS: %s\n' "$*"; }

step "tools"
missing=()
for pair in desktop-file-validate:desktop-file-utils appstreamcli:appstream \
    dpkg-shlibdeps:dpkg-dev update-mime-database:shared-mime-info xmllint:libxml2-utils \
    file:file cmake:cmake ninja:ninja-build; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || missing+=("${pair#*:}")
done
if ((${#missing[@]})); then
    echo "installing: ${missing[*]}"
    SUDO=
    [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
fi
ok "desktop-file-validate, appstreamcli, dpkg-shlibdeps, update-mime-database, xmllint, file"

if ((PORTABLE)); then
    step "configure and build $BUILD_DIR (portable)"
    config=(-DATTENTION_LAB_PORTABLE=ON -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON
        -DCMAKE_BUILD_TYPE=Release "-DCMAKE_INSTALL_PREFIX=$PREFIX")
    if [ -f "$BUILD_DIR/CMakeCache.txt" ]; then
        cmake -S "$SOURCE_DIR" -B "$BUILD_DIR" "${config[@]}" >/dev/null
    else
        cmake -S "$SOURCE_DIR" -B "$BUILD_DIR" -G Ninja "${config[@]}" >/dev/null
    fi
    cmake --build "$BUILD_DIR" --target attention-lab
    if grep -q -- '-march=x86-64-v3' "$BUILD_DIR/compile_commands.json"; then
        fail "the package build uses -march=x86-64-v3; it must be portable"
    fi
    ok "built without -march=x86-64-v3"
else
    step "reuse the build directory $BUILD_DIR"
    [ -f "$BUILD_DIR/CMakeCache.txt" ] && [ -x "$BUILD_DIR/bin/attention-lab" ] \
        || fail "no built attention-lab in $BUILD_DIR: run ./test.sh first (or use --portable)"
    grep -q '^CMAKE_BUILD_TYPE:STRING=Release$' "$BUILD_DIR/CMakeCache.txt" \
        || fail "$BUILD_DIR is not a Release build"
    # Up to date with the sources (a no-op right after test.sh), never reconfigured.
    cmake --build "$BUILD_DIR" --target attention-lab >/dev/null
    if grep -q '^ATTENTION_LAB_PORTABLE:BOOL=ON$' "$BUILD_DIR/CMakeCache.txt"; then
        ok "$BUILD_DIR is up to date (portable)"
    else
        ok "$BUILD_DIR is up to date (x86-64-v3: this package checks the install; release packages use --portable)"
    fi
fi

step "cmake --install into DESTDIR"
DESTDIR=$DESTDIR_ROOT cmake --install "$BUILD_DIR" --prefix $PREFIX
(cd "$DESTDIR_ROOT" && find . -type f | sort)

BINARY=$P/bin/attention-lab
DESKTOP=$P/share/applications/$APP_ID.desktop
METAINFO=$P/share/metainfo/$APP_ID.metainfo.xml
MIME_XML=$P/share/mime/packages/attention-lab-mime.xml
ICON=$P/share/icons/hicolor/scalable/apps/$APP_ID.svg
for f in "$BINARY" "$DESKTOP" "$METAINFO" "$MIME_XML" "$ICON"; do
    [ -f "$f" ] || fail "not installed: ${f#"$DESTDIR_ROOT"}"
done
[ -x "$BINARY" ] || fail "not executable: $BINARY"
ok "binary, .desktop, metainfo, MIME XML and icon are in place"

step "desktop-file-validate ${DESKTOP#"$DESTDIR_ROOT"}"
# Errors and warnings fail; hints (e.g. two main categories, which the issue asks for) pass.
out=$(desktop-file-validate "$DESKTOP" 2>&1) || { echo "$out"; fail "desktop-file-validate"; }
[ -z "$out" ] || echo "$out"
if grep -qE ': (error|warning):' <<<"$out"; then fail "desktop-file-validate reported problems"; fi
grep -qx "Icon=$APP_ID" "$DESKTOP" || fail ".desktop Icon= is not $APP_ID"
grep -qx "MimeType=$MIME_TYPE;" "$DESKTOP" || fail ".desktop MimeType= is not $MIME_TYPE"
grep -qx 'Categories=Education;Science;.*' "$DESKTOP" || fail ".desktop Categories"
grep -qx 'Exec=attention-lab %f' "$DESKTOP" || fail ".desktop Exec="
ok ".desktop file valid"

step "appstreamcli validate --pedantic --no-net ${METAINFO#"$DESTDIR_ROOT"}"
appstreamcli validate --pedantic --no-net "$METAINFO" || fail "appstreamcli validate"
grep -q "<launchable type=\"desktop-id\">$APP_ID.desktop</launchable>" "$METAINFO" \
    || fail "metainfo <launchable> does not name the installed .desktop file"
grep -q '<binary>attention-lab</binary>' "$METAINFO" || fail "metainfo <provides><binary>"
# validate-tree checks the installed tree as a whole: the metainfo, its .desktop file, icon.
appstreamcli validate-tree --pedantic --no-net "$DESTDIR_ROOT" || fail "appstreamcli validate-tree"
ok "metainfo valid"

step "icon ${ICON#"$DESTDIR_ROOT"}"
xmllint --noout "$ICON" || fail "icon is not well-formed XML"
grep -q '<svg' "$ICON" || fail "icon is not an SVG"
ok "icon is a well-formed SVG"

step "MIME type ${MIME_XML#"$DESTDIR_ROOT"}"
xmllint --noout "$MIME_XML" || fail "MIME XML is not well-formed"
mkdir -p "$WORK/xdg/mime/packages"
cp "$MIME_XML" "$WORK/xdg/mime/packages/"
# With the temporary directory on XDG_DATA_DIRS, update-mime-database does not warn about it.
XDG_DATA_DIRS=$WORK/xdg:/usr/share update-mime-database "$WORK/xdg/mime" \
    || fail "update-mime-database"
grep -qx "$MIME_TYPE" "$WORK/xdg/mime/types" || fail "update-mime-database did not register $MIME_TYPE"
grep -qx "$MIME_TYPE application/json" "$WORK/xdg/mime/subclasses" \
    || fail "$MIME_TYPE is not a sub-class of application/json"
if command -v gio >/dev/null 2>&1; then
    example=$(find "$SOURCE_DIR/resources/examples" -name '*.json' | sort | head -n 1)
    cp "$example" "$WORK/scenario.json"
    printf '{"format": "something-else", "version": 1}\n' >"$WORK/other.json"
    sniff() {
        XDG_DATA_HOME=$WORK/none XDG_DATA_DIRS=$WORK/xdg:/usr/share \
            gio info -a standard::content-type "$1" | sed -n 's/.*content-type: //p'
    }
    [ "$(sniff "$WORK/scenario.json")" = "$MIME_TYPE" ] || fail "a scenario file is not $MIME_TYPE"
    [ "$(sniff "$WORK/other.json")" = application/json ] || fail "plain JSON is no longer JSON"
    ok "gio: a scenario file is $MIME_TYPE, other JSON stays application/json"
fi
ok "MIME type registers"

step "installed binary, headless"
run_headless() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$BINARY" "$@"; }
version=$(run_headless --version) || fail "attention-lab --version"
echo "$version"
project_version=$(sed -n 's/^project(AttentionLab VERSION \([0-9.]*\).*/\1/p' "$SOURCE_DIR/CMakeLists.txt")
[ "$version" = "attention-lab $project_version" ] || fail "--version printed '$version'"
examples=$(run_headless --list-examples) || fail "attention-lab --list-examples"
echo "$examples"
expected=$(find "$SOURCE_DIR/resources/examples" -name '*.json' | wc -l)
[ "$(grep -c . <<<"$examples")" -eq "$expected" ] || fail "--list-examples: expected $expected names"
ok "--version and --list-examples run without a display"

step "cpack -G DEB"
rm -f "$BUILD_DIR"/packages/*.deb
(cd "$BUILD_DIR" && cpack -G DEB -B "$BUILD_DIR/packages" >/dev/null) || fail "cpack -G DEB"
debs=("$BUILD_DIR"/packages/attention-lab_*.deb)
[ -f "${debs[0]}" ] || fail "cpack made no attention-lab_*.deb"
DEB=${debs[0]}
echo "$DEB"
dpkg-deb -I "$DEB"
dpkg-deb -c "$DEB"
depends=$(dpkg-deb -f "$DEB" Depends)
echo "Depends: $depends"
for lib in libc6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6charts6; do
    grep -q "$lib" <<<"$depends" || fail "Depends (shlibdeps) lacks $lib"
done
[ "$(dpkg-deb -f "$DEB" Section)" = science ] || fail "Section is not science"
contents=$(dpkg-deb -c "$DEB")
for path in ./usr/bin/attention-lab ./usr/share/applications/$APP_ID.desktop \
    ./usr/share/metainfo/$APP_ID.metainfo.xml ./usr/share/mime/packages/attention-lab-mime.xml \
    ./usr/share/icons/hicolor/scalable/apps/$APP_ID.svg; do
    grep -q " $path\$" <<<"$contents" || fail "the package lacks $path"
done
ok "package built: $(basename "$DEB")"

if ((INSTALL_DEB)); then
    step "apt-get install the package, run it, remove it"
    [ "$(id -u)" -eq 0 ] || fail "--install-deb needs root"
    # Without Recommends: the Depends alone must make it run, as on a minimal system.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$DEB"
    remove_and_fail() { apt-get remove -y -qq attention-lab; fail "$*"; }
    installed=$(env -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/attention-lab --version) \
        || remove_and_fail "/usr/bin/attention-lab --version"
    echo "$installed"
    # dpkg's triggers registered the type and the handler system-wide.
    if command -v gio >/dev/null 2>&1; then
        type=$(gio info -a standard::content-type "$WORK/scenario.json" \
            | sed -n 's/.*content-type: //p')
        [ "$type" = "$MIME_TYPE" ] || remove_and_fail "installed system sees a scenario as '$type'"
        ok "the installed system sees a scenario file as $MIME_TYPE"
    fi
    if [ -f /usr/share/applications/mimeinfo.cache ]; then
        grep -q "^$MIME_TYPE=$APP_ID.desktop;" /usr/share/applications/mimeinfo.cache \
            || remove_and_fail "mimeinfo.cache does not name $APP_ID.desktop for $MIME_TYPE"
        ok "mimeinfo.cache: $MIME_TYPE opens with $APP_ID.desktop"
    fi
    DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq attention-lab
    [ ! -e /usr/bin/attention-lab ] || fail "apt-get remove left /usr/bin/attention-lab"
    [ "$installed" = "attention-lab $project_version" ] || fail "installed --version: $installed"
    ok "installed, ran and removed the package"
fi

printf '\ninstall-check: PASS (%ss)\n' "$((SECONDS - STARTED))"
