# Chooses the default of ATTENTION_LAB_PORTABLE from the processor this build runs on.
#
# A local build uses x86-64-v3 (AVX2 + FMA: Eigen's GEMM kernels run about twice as fast), but
# an app built so dies with SIGILL at its first vector instruction on a processor without AVX2,
# and many classroom laptops (Celeron and Pentium N-series, Atom) have none. So configure runs
# cmake/host_cpu_check.cpp, compiled without -march, and builds for baseline x86-64 unless this
# processor runs x86-64-v3. -DATTENTION_LAB_PORTABLE=ON or OFF given on the command line wins
# (packages are always configured ON: they run on machines other than the one that built them).
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
    set(ATTENTION_LAB_HOST_RUNS_V3 OFF)
elseif(CMAKE_CROSSCOMPILING)
    # The build machine says nothing of the target's processor.
    set(ATTENTION_LAB_HOST_RUNS_V3 OFF)
elseif(NOT DEFINED CACHE{ATTENTION_LAB_HOST_RUNS_V3})
    try_run(_host_cpu_run _host_cpu_compiled
        ${CMAKE_BINARY_DIR}/host-cpu-check ${CMAKE_CURRENT_LIST_DIR}/host_cpu_check.cpp
        RUN_OUTPUT_VARIABLE _host_cpu_output)
    if(_host_cpu_compiled AND _host_cpu_run EQUAL 0)
        set(_host_v3 ON)
    else()
        set(_host_v3 OFF)
    endif()
    set(ATTENTION_LAB_HOST_RUNS_V3 ${_host_v3} CACHE INTERNAL
        "Whether the processor that configured this build runs x86-64-v3 code")
endif()

if(ATTENTION_LAB_HOST_RUNS_V3)
    set(_portable_default OFF)
else()
    set(_portable_default ON)
endif()
option(ATTENTION_LAB_PORTABLE
    "Build for baseline x86-64 instead of x86-64-v3 (default: ON when this processor lacks AVX2)"
    ${_portable_default})

if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
    if(ATTENTION_LAB_PORTABLE)
        message(STATUS "Instruction set: baseline x86-64 (runs on any x86-64 processor)")
    else()
        message(STATUS "Instruction set: x86-64-v3 (AVX2 + FMA; this processor runs it)")
    endif()
endif()
