#include "CommandLine.h"

#include "Attention.h"

int main(int argc, char **argv)
{
    // Before Qt starts any thread (see prepareEngineMemory).
    attn::prepareEngineMemory();
    return attn::app::run(argc, argv);
}
