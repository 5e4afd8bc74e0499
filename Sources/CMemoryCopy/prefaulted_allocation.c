#include "prefaulted_allocation.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

// Every block starts with this header, so that free and realloc know how it was made without
// looking anywhere else; 16 bytes keep malloc's alignment.
typedef struct {
    size_t size;
    size_t kind;
} block_header;

enum { header_bytes = sizeof(block_header) };
static const size_t from_heap = 0x68656170; // "heap"
static const size_t mapped = 0x6d617070;    // "mapp"

static void *payload(block_header *block) { return (char *)block + header_bytes; }
static block_header *header_of(void *pointer) { return (block_header *)((char *)pointer - header_bytes); }

void *folio_prefaulted_malloc(size_t size) {
    if (size > SIZE_MAX / 2) return NULL;
    block_header *block;
    if (size >= FOLIO_PREFAULTED_FROM_BYTES) {
        void *pages = mmap(NULL, size + header_bytes, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
        if (pages == MAP_FAILED) return NULL;
        block = pages;
        block->kind = mapped;
    } else {
        block = malloc(size + header_bytes);
        if (!block) return NULL;
        block->kind = from_heap;
    }
    block->size = size;
    return payload(block);
}

void *folio_prefaulted_calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) return NULL;
    void *pointer = folio_prefaulted_malloc(total);
    // A fresh mapping is zero already.
    if (pointer && header_of(pointer)->kind == from_heap) memset(pointer, 0, total);
    return pointer;
}

void folio_prefaulted_free(void *pointer) {
    if (!pointer) return;
    block_header *block = header_of(pointer);
    if (block->kind == mapped) {
        munmap(block, block->size + header_bytes);
    } else {
        free(block);
    }
}

void *folio_prefaulted_realloc(void *pointer, size_t size) {
    if (!pointer) return folio_prefaulted_malloc(size);
    block_header *block = header_of(pointer);
    if (block->kind == from_heap && size < FOLIO_PREFAULTED_FROM_BYTES) {
        block_header *moved = realloc(block, size + header_bytes);
        if (!moved) return NULL;
        moved->size = size;
        return payload(moved);
    }
    void *fresh = folio_prefaulted_malloc(size);
    if (!fresh) return NULL;
    memcpy(fresh, pointer, block->size < size ? block->size : size);
    folio_prefaulted_free(pointer);
    return fresh;
}
