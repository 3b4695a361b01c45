/*
 * lspng_deflate.h — the zlib stream of a PNG's scanlines, from two compressors.
 *
 * ISA-L's level 1 (hand-written SIMD, ~1.4 ms for a 780 × 1688 RGB frame on
 * the benchmark machine) compresses the top rows; libdeflate (~12 ms for the
 * whole frame at level 2, but 15 % smaller) compresses the bottom
 * `thorough_eighths` eighths. ISA-L's part ends with a full flush (byte
 * aligned, no back references across it), so libdeflate's raw DEFLATE data
 * can follow it in the same stream; one Adler-32 of all the scanlines closes
 * it. With 8 eighths the stream is libdeflate's own zlib stream, with 0
 * ISA-L's alone. Which rows go where depends only on the image height and
 * the share, never on the machine.
 */
#ifndef LSPNG_DEFLATE_H
#define LSPNG_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

struct libdeflate_compressor;
struct isal_zstream;

/** The compressors and ISA-L's working memory, kept from one image to the next. */
typedef struct lspng_deflater {
    struct libdeflate_compressor *thorough; /* libdeflate at the encoder's level */
    uint8_t *fast_buffer;                   /* ISA-L level 1's hash table and tokens */
    struct isal_zstream *fast_stream;       /* ISA-L's stream state (80 KB): own_fast_stream, */
    struct isal_zstream *own_fast_stream;   /* or memory a test placed (lspng_encoder_use_fast_state) */
    size_t fast_buffer_size;
    int thorough_eighths;                   /* 0…8 */
} lspng_deflater;

/** Sets up `deflater`; returns 0 when out of memory (release it anyway). */
int lspng_deflater_init(lspng_deflater *deflater, int level, int thorough_eighths);

/** Frees what lspng_deflater_init allocated. */
void lspng_deflater_release(lspng_deflater *deflater);

/** The bytes of ISA-L's stream state (sizeof struct isal_zstream). */
size_t lspng_deflater_fast_state_size(void);

/** Bytes of output that always suffice for `size` bytes of scanlines. */
size_t lspng_deflater_bound(const lspng_deflater *deflater, size_t size);

/**
 * Writes the zlib stream of `rows` scanlines of `row_size` bytes each into
 * `out` (`capacity` bytes). Returns its length, or 0 when it does not fit.
 */
size_t lspng_deflater_compress(lspng_deflater *deflater, const uint8_t *scanlines, size_t rows,
                               size_t row_size, uint8_t *out, size_t capacity);

#endif /* LSPNG_DEFLATE_H */
