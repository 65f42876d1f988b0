#include <stddef.h>

/// Bytes the heap has handed out and not yet taken back (glibc: mallinfo2, heap and mmapped).
size_t itin_heap_bytes_in_use(void);
