// The command line, as glibc hands it to the program's initialisers (see arguments.h).
#include "arguments.h"

static int count;
static char **words;

static void keep(int argc, char **argv, char **envp) {
    (void)envp;
    count = argc;
    words = argv;
}

// glibc calls each of the executable's `.init_array` functions with argc, argv and envp.
__attribute__((section(".init_array"), used)) static void (*keepAtStart)(int, char **, char **) = keep;

__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    *outArgLen = count;
    return words;
}
