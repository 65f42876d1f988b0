#define _GNU_SOURCE
#include "threads.h"

#include <malloc.h>
#include <sched.h>
#include <unistd.h>

int itin_start_elsewhere(pthread_attr_t *attributes) {
    cpu_set_t others;
    int here = sched_getcpu();
    if (here < 0 || sched_getaffinity(0, sizeof others, &others) != 0) return 0;
    CPU_CLR(here, &others);
    if (CPU_COUNT(&others) == 0) return 0;
    return pthread_attr_setaffinity_np(attributes, sizeof others, &others) == 0;
}

void itin_run_anywhere(void) {
    cpu_set_t allowed;
    if (sched_getaffinity(getpid(), sizeof allowed, &allowed) == 0) sched_setaffinity(0, sizeof allowed, &allowed);
}

int itin_runs_anywhere(void) {
    cpu_set_t own, process;
    if (sched_getaffinity(0, sizeof own, &own) != 0 || sched_getaffinity(getpid(), sizeof process, &process) != 0)
        return 0;
    return CPU_EQUAL(&own, &process);
}

static pthread_mutex_t steps = PTHREAD_MUTEX_INITIALIZER;
static int stepping = 0;

void itin_heap_steps_begin(int bytes) {
    pthread_mutex_lock(&steps);
    if (stepping++ == 0) mallopt(M_TOP_PAD, bytes);
    pthread_mutex_unlock(&steps);
}

void itin_heap_steps_end(void) {
    pthread_mutex_lock(&steps);
    if (--stepping == 0) mallopt(M_TOP_PAD, 128 * 1024);  // glibc's default (DEFAULT_TOP_PAD)
    pthread_mutex_unlock(&steps);
}
