/*
 * lspng_deflate.h — the zlib stream of a PNG's scanlines, by one of three
 * compressors, chosen when the encoder is made:
 *
 *   fast    ISA-L's level 1 (hand-written SIMD, picked for the CPU it runs on).
 *   screen  the screen matcher (lspng_screen_deflate.h): plain C, tries the
 *           row above and runs first; the default.
 *   small   libdeflate at the encoder's level; the goldens' bytes.
 *
 * On the 60 contacts frames (780 × 1688 RGB, one core, CPU time of the
 * compression, best of 5; the PNG files' bytes ÷ Pillow's 8,505,299):
 * fast 1.3 ms a frame, 1.16; screen 3.2 ms, 0.96; small (level 2) 8.5 ms, 0.99.
 */
#ifndef LSPNG_DEFLATE_H
#define LSPNG_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

#include "lspng_encoder.h"

struct libdeflate_compressor;
struct isal_zstream;

struct lspng_screen_state;

/** The compressor and its working memory, kept from one image to the next. */
typedef struct lspng_deflater {
    lspng_compressor compressor;
    struct libdeflate_compressor *thorough; /* small: libdeflate at the encoder's level */
    struct lspng_screen_state *screen;      /* screen: the matcher's tables and tokens */
    uint8_t *fast_buffer;                   /* ISA-L level 1's hash table and tokens */
    struct isal_zstream *fast_stream;       /* ISA-L's stream state (80 KB): own_fast_stream, */
    struct isal_zstream *own_fast_stream;   /* or memory a test placed (lspng_encoder_use_fast_state) */
    size_t fast_buffer_size;
} lspng_deflater;

/** Sets up `deflater` for `compressor` (libdeflate's `level` for the small one); returns 0
 *  when out of memory (release it anyway). */
int lspng_deflater_init(lspng_deflater *deflater, lspng_compressor compressor, int level);

/** Frees what lspng_deflater_init allocated. */
void lspng_deflater_release(lspng_deflater *deflater);

/** The bytes of ISA-L's stream state (sizeof struct isal_zstream). */
size_t lspng_deflater_fast_state_size(void);

/** Bytes of output that always suffice for `size` bytes of scanlines. */
size_t lspng_deflater_bound(const lspng_deflater *deflater, size_t size);

/**
 * Writes the zlib stream of `rows` scanlines of `row_size` bytes each, with
 * pixels of `pixel_size` bytes (3 or 4), into `out` (`capacity` bytes).
 * Returns its length, or 0 when it does not fit.
 */
size_t lspng_deflater_compress(lspng_deflater *deflater, const uint8_t *scanlines, size_t rows,
                               size_t row_size, size_t pixel_size, uint8_t *out, size_t capacity);

#endif /* LSPNG_DEFLATE_H */
