/*
 * lspng_encoder.h — writing PNG files: our own scanlines and container, with
 * the screen matcher, ISA-L or libdeflate compressing the image data.
 *
 * An encoder keeps its compressors and its two buffers (the PNG
 * scanlines and the finished file) from one image to the next, growing them
 * when an image needs more, so encoding a run of same-sized frames allocates
 * nothing after the first. An encoder must be used by one thread at a time;
 * separate encoders may run on separate threads. Neither library longjmps:
 * every function returns a status and, on failure, writes a message as
 * lspng.h describes.
 *
 * The output depends only on the pixels, the compressor, the level, the filter,
 * the text given to lspng_encoder_set_text and the version of the library that
 * compresses (for the screen matcher, of this package): no time, gamma or other
 * ancillary chunk is written.
 */
#ifndef LSPNG_ENCODER_H
#define LSPNG_ENCODER_H

#include <stddef.h>
#include <stdint.h>

#include "lspng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The compression levels libdeflate offers: 0 stores, 12 is the smallest and slowest. */
#define LSPNG_MIN_LEVEL 0
#define LSPNG_MAX_LEVEL 12

/** Row filter applied before compression (PNG filter method 0). */
typedef enum lspng_filter {
    LSPNG_FILTER_NONE = 0,
    LSPNG_FILTER_SUB = 1,
    LSPNG_FILTER_UP = 2,
    LSPNG_FILTER_AVERAGE = 3,
    LSPNG_FILTER_PAETH = 4,
    /** For each row, the filter whose output has the smallest sum of absolute
     *  (signed) bytes: the PNG specification's heuristic, as libpng does it. */
    LSPNG_FILTER_ADAPTIVE = 5
} lspng_filter;

/** Which compressor writes the image data's zlib stream. */
typedef enum lspng_compressor {
    /** ISA-L's level 1: the fastest, the largest files; its code is picked for the CPU. */
    LSPNG_COMPRESSOR_FAST = 0,
    /** The screen matcher (plain C): the row above and runs first, then a small hash
     *  chain, blocks split by cost. The default. */
    LSPNG_COMPRESSOR_SCREEN = 1,
    /** libdeflate at the encoder's level: the goldens' bytes. */
    LSPNG_COMPRESSOR_SMALL = 2
} lspng_compressor;

/** An encoder's compressor and buffers. Opaque. */
typedef struct lspng_encoder lspng_encoder;

/**
 * A new encoder whose image data `compressor` compresses; `level`
 * (LSPNG_MIN_LEVEL…LSPNG_MAX_LEVEL, checked whichever the compressor) is
 * libdeflate's, used by LSPNG_COMPRESSOR_SMALL.
 * On success *out_encoder is set; release it with lspng_encoder_destroy.
 */
lspng_status lspng_encoder_create(lspng_compressor compressor, int level, lspng_encoder **out_encoder,
                                  char *message, size_t message_capacity);

/** Frees the encoder and its buffers. NULL is allowed. */
void lspng_encoder_destroy(lspng_encoder *encoder);

/**
 * Makes every later encode write `entries` (count of them; none at first) as
 * uncompressed iTXt chunks, in this order, after the IHDR: keyword, compression
 * flag 0, an empty language tag and translated keyword, the text as given (the
 * caller's UTF-8). The chunks are built here once; `entries` is not kept.
 *
 * Each keyword must be 1…79 bytes and neither it nor the text may hold a NUL
 * (LSPNG_ERROR_INVALID_ARGUMENT); the Latin-1 rules for the keyword's
 * characters are the caller's to check. A chunk longer than 2^31 − 1 bytes is
 * LSPNG_ERROR_TOO_LARGE. On failure the encoder keeps its previous text.
 */
lspng_status lspng_encoder_set_text(lspng_encoder *encoder, const lspng_text *entries,
                                    size_t count, char *message, size_t message_capacity);

/**
 * Encodes premultiplied RGBA8 pixels (bytes R, G, B, A) as a whole PNG file.
 *
 * When every pixel is opaque the file is 8-bit RGB (colour type 2), otherwise
 * 8-bit RGBA with straight alpha (colour type 6), each colour un-premultiplied
 * as c × 255 / a rounded to nearest, at most 255 (a pixel with a = 0 becomes
 * 0, 0, 0, 0). The file holds IHDR, the text chunks (lspng_encoder_set_text),
 * one IDAT and IEND, non-interlaced.
 *
 * pixels      first byte of the top row.
 * width, height  each 1…2^31 − 1.
 * row_stride  bytes from one row to the next; at least width × 4.
 * out_png, out_size  on success, the file: it lives in the encoder and stays
 *             valid until the encoder's next encode or its destruction.
 */
lspng_status lspng_encoder_encode(lspng_encoder *encoder, const void *pixels,
                                  uint32_t width, uint32_t height, size_t row_stride,
                                  lspng_filter filter, const uint8_t **out_png,
                                  size_t *out_size, char *message, size_t message_capacity);

/** The bytes of the ISA-L stream state an encoder keeps (lspng_encoder_use_fast_state). */
size_t lspng_encoder_fast_state_size(void);

/**
 * For tests: makes the encoder keep ISA-L's stream state in `memory`
 * (lspng_encoder_fast_state_size() bytes, 16-byte aligned, the caller's, alive
 * and unused elsewhere as long as the encoder is) instead of in its own. The
 * output never depends on where that state lies (lspng_deflate.c says why it
 * could); a test moves it around to show so. NULL goes back to the encoder's own.
 * Only LSPNG_COMPRESSOR_FAST uses ISA-L; for the others this changes nothing.
 */
void lspng_encoder_use_fast_state(lspng_encoder *encoder, void *memory);

/**
 * For tests: with `allowed` 0, makes the encoder write opaque rows by plain C
 * instead of SSSE3's byte shuffle (which it uses where the CPU has it); 1 goes
 * back. The bytes are the same either way; a test compares them.
 */
void lspng_encoder_use_simd(lspng_encoder *encoder, int allowed);

#ifdef __cplusplus
}
#endif

#endif /* LSPNG_ENCODER_H */
