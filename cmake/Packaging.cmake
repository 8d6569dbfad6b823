# CPack: `cpack -G DEB` in a build directory makes attention-lab_<version>_<arch>.deb.
# Configure that build with -DATTENTION_LAB_PORTABLE=ON (baseline x86-64, see the top
# CMakeLists.txt); tests/ci/install-check.sh does so and checks the result.
set(ATTENTION_LAB_PACKAGE_MAINTAINER "Attention Lab contributors"
    CACHE STRING "Maintainer field of the Debian package (\"Name <email>\")")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME attention-lab)
set(CPACK_PACKAGE_VENDOR "Attention Lab contributors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "see and edit scaled dot-product attention, step by step")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "Attention Lab makes the attention of a transformer visible and editable: every step of\n"
    "softmax(QK^T/sqrt(d_k)+M)V for a small example, from the query, key and value matrices\n"
    "through the scaled scores, the mask and the weights to the output, with heatmaps,\n"
    "statistics, a d_k sweep, built-in worked examples and headless export. Made for\n"
    "classrooms and self-study.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ATTENTION_LAB_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Depends come from dpkg-shlibdeps (package dpkg-dev) over the installed binary. The Qt
# platform plugins (xcb, offscreen) and the SVG icon engine ship in libqt6gui6 and
# libqt6svg6 on Debian 12, which shlibdeps already lists.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n")
# No maintainer scripts: dpkg triggers of shared-mime-info, desktop-file-utils and the
# hicolor icon cache pick up the MIME type, the .desktop file and the icon.

include(CPack)
