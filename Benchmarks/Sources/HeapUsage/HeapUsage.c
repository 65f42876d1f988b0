#include <malloc.h>
#include "HeapUsage.h"

size_t itin_heap_bytes_in_use(void) {
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;  /* from the heap and mmapped: large arrays move between the two */
}
