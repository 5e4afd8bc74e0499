#include "memory_copy.h"

#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) || defined(__SSE2__)
#include <emmintrin.h>

/// One row: a plain copy up to the destination's first 16-byte boundary, 64-byte blocks of
/// streaming stores (four 16-byte stores fill a whole line, so it need not be read), then 16-byte
/// ones, and a plain copy of the tail.
static void copy_row(uint8_t *destination, const uint8_t *source, size_t bytes) {
    size_t head = (16 - ((uintptr_t)destination & 15)) & 15;
    if (head > bytes) head = bytes;
    memcpy(destination, source, head);
    destination += head;
    source += head;
    bytes -= head;
    for (; bytes >= 64; bytes -= 64, destination += 64, source += 64) {
        __m128i a = _mm_loadu_si128((const __m128i *)source);
        __m128i b = _mm_loadu_si128((const __m128i *)(source + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(source + 32));
        __m128i d = _mm_loadu_si128((const __m128i *)(source + 48));
        _mm_stream_si128((__m128i *)destination, a);
        _mm_stream_si128((__m128i *)(destination + 16), b);
        _mm_stream_si128((__m128i *)(destination + 32), c);
        _mm_stream_si128((__m128i *)(destination + 48), d);
    }
    for (; bytes >= 16; bytes -= 16, destination += 16, source += 16) {
        _mm_stream_si128((__m128i *)destination, _mm_loadu_si128((const __m128i *)source));
    }
    memcpy(destination, source, bytes);
}

void folio_copy_rows_streaming(void *destination, size_t destination_pitch, const void *source, size_t source_pitch,
                               size_t row_bytes, size_t rows) {
    uint8_t *to = destination;
    const uint8_t *from = source;
    // Rows that follow one another on both sides are one run: fewer partial lines at row ends.
    if (destination_pitch == row_bytes && source_pitch == row_bytes) {
        row_bytes *= rows;
        rows = 1;
    }
    for (size_t row = 0; row < rows; row++) copy_row(to + row * destination_pitch, from + row * source_pitch, row_bytes);
    // Streaming stores are weakly ordered: fenced before anyone else may read the destination.
    _mm_sfence();
}

void folio_evict_from_caches(const void *start, size_t bytes) {
    const uint8_t *line = (const uint8_t *)((uintptr_t)start & ~(uintptr_t)63);
    const uint8_t *end = (const uint8_t *)start + bytes;
    for (; line < end; line += 64) _mm_clflush(line);
    _mm_mfence();
}

#else

void folio_evict_from_caches(const void *start, size_t bytes) {
    (void)start;
    (void)bytes;
}

void folio_copy_rows_streaming(void *destination, size_t destination_pitch, const void *source, size_t source_pitch,
                               size_t row_bytes, size_t rows) {
    for (size_t row = 0; row < rows; row++)
        memcpy((uint8_t *)destination + row * destination_pitch, (const uint8_t *)source + row * source_pitch,
               row_bytes);
}

#endif
