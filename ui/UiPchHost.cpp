// An empty source: the target that compiles ui/UiPch.h (see ui/CMakeLists.txt).
