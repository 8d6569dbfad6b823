#include "CommandLine.h"

#include "Attention.h"

#include <csignal>

int main(int argc, char **argv)
{
    // A write past the file-size limit (ulimit -f, RLIMIT_FSIZE) must fail with EFBIG and
    // be reported ("file too large") like any other failed save, not kill the process
    // with SIGXFSZ's default action and take the unsaved work with it.
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    // Before Qt starts any thread (see prepareEngineMemory).
    attn::prepareEngineMemory();
    return attn::app::run(argc, argv);
}
