// The gazetteer's bytes, linked into the binary by places.S (made by scripts/places.py).
#include <stddef.h>

extern const unsigned char itin_places_start[];
extern const unsigned char itin_places_end[];

static inline const unsigned char *itin_places_bytes(void) { return itin_places_start; }
static inline size_t itin_places_count(void) { return (size_t)(itin_places_end - itin_places_start); }

// The NFKD table names are folded with, made by scripts/fold_table.py.
#include "fold.h"

// The ballparks, linked in by venues.S (made by scripts/venues.py).
extern const unsigned char itin_venues_start[];
extern const unsigned char itin_venues_end[];

static inline const unsigned char *itin_venues_bytes(void) { return itin_venues_start; }
static inline size_t itin_venues_count(void) { return (size_t)(itin_venues_end - itin_venues_start); }
