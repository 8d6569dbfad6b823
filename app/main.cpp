#include "CommandLine.h"

#include "Attention.h"

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    // A write past the file-size limit (ulimit -f, RLIMIT_FSIZE) must fail with EFBIG and
    // be reported ("file too large") like any other failed save, not kill the process
    // with SIGXFSZ's default action and take the unsaved work with it.
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    // A standard output or error closed by the caller (`>&-`) stays taken, by a descriptor
    // open for reading only: the first file the program opens would otherwise get number 1
    // or 2 and receive the output; this way a write fails (EBADF) and is reported.
    for (int fd : {STDOUT_FILENO, STDERR_FILENO})
        if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
            const int reserved = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
            if (reserved >= 0 && reserved != fd) {
                ::dup2(reserved, fd);
                ::close(reserved);
            }
        }
    // Before Qt starts any thread (see prepareEngineMemory).
    attn::prepareEngineMemory();
    return attn::app::run(argc, argv);
}
