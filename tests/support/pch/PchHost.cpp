// An empty source: the target that compiles tests/support/pch/TestPch.h (see CMakeLists.txt).
