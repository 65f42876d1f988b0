// Natural Earth's shapes, linked into the binary by mapdata.S (made by scripts/mapdata.py).
#include <stddef.h>

extern const unsigned char itin_map_start[];
extern const unsigned char itin_map_end[];

static inline const unsigned char *itin_map_bytes(void) { return itin_map_start; }
static inline size_t itin_map_count(void) { return (size_t)(itin_map_end - itin_map_start); }
