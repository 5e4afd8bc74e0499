#ifndef FOLIO_PREFAULTED_ALLOCATION_H
#define FOLIO_PREFAULTED_ALLOCATION_H

#include <stddef.h>

/// Blocks from this size up are mappings of their own, their pages faulted in by the one mmap
/// call (MAP_POPULATE) and handed back to the system when freed; smaller ones come from malloc.
/// The same threshold as the process's malloc (`LargeAllocations.mappedFromBytes`).
#define FOLIO_PREFAULTED_FROM_BYTES ((size_t)1 << 20)

/// malloc, calloc, realloc and free for a library that fills every byte of its large blocks at
/// once (SDL's textures): a block of a few megabytes would otherwise take one page fault per 4 KB
/// page as it is first written, which costs more than faulting them all in one call. Only blocks
/// these functions made may be given to `folio_prefaulted_free` and `folio_prefaulted_realloc`.
void *folio_prefaulted_malloc(size_t size);
void *folio_prefaulted_calloc(size_t count, size_t size);
void *folio_prefaulted_realloc(void *pointer, size_t size);
void folio_prefaulted_free(void *pointer);

#endif
