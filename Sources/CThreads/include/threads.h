// What a second thread needs of glibc beyond POSIX (GNU extensions, which Swift's Glibc
// module leaves out): where it starts, and how its heap grows.
#include <pthread.h>

/// Sets `attributes` so that a thread made with them starts on a processor other than the
/// caller's, if this process may use another; returns whether it did.
int itin_start_elsewhere(pthread_attr_t *attributes);

/// Lets the calling thread run on any processor its process's main thread may.
void itin_run_anywhere(void);

/// Whether the calling thread may run on every processor its process's main thread may,
/// and on no other (for the tests).
int itin_runs_anywhere(void);

/// Has glibc grow a heap by at least `bytes` at a time (`M_TOP_PAD`) until as many
/// `itin_heap_steps_end` calls have come as `itin_heap_steps_begin` calls; then by its default.
void itin_heap_steps_begin(int bytes);
void itin_heap_steps_end(void);
