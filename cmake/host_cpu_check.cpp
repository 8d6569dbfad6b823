// Prints which instruction set this processor runs: "x86-64-v3" (AVX2, FMA, BMI2, F16C, MOVBE
// and the operating system saving the AVX registers) or "baseline". The configure step runs it
// (cmake/HostCpu.cmake) so that a build made on a machine without AVX2 does not use it;
// tests/ci/portable-check.sh runs it under an emulated older processor.
// Compiled without -march: it must itself run on any x86-64.
#include <cstdio>

int main()
{
    __builtin_cpu_init();
    const bool v3 = __builtin_cpu_supports("x86-64-v3");
    std::puts(v3 ? "x86-64-v3" : "baseline");
    return v3 ? 0 : 1;
}
