/*
 * lspng.h — the only door between Swift and libpng.
 *
 * libpng reports errors with longjmp(). Swift must never be on the stack
 * between a setjmp() and the longjmp() that returns to it, so every libpng call
 * lives in this C target. Each entry point below creates its own png_struct,
 * arms the jump buffer exactly once, does the whole job, frees everything it
 * made (on success and on every failure path) and returns a status code plus a
 * human-readable message. Nothing here keeps global state: the functions are
 * safe to call from several threads at once.
 *
 * Messages are written, NUL-terminated and truncated if need be, into a buffer
 * the caller provides (LSPNG_MESSAGE_CAPACITY bytes is always enough for the
 * messages produced here). On failure the text is libpng's own (for example
 * "IHDR: CRC error") or one of ours (for example "not a PNG file (bad
 * signature)"). libpng's warnings are ignored, except that the ones naming the
 * IHDR are appended to its generic IHDR error, as in "Invalid IHDR data
 * (Invalid bit depth in IHDR)". On success the buffer holds an empty string.
 */
#ifndef LSPNG_H
#define LSPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Size of the message buffer callers should pass. */
#define LSPNG_MESSAGE_CAPACITY 256

/** The largest width or height lspng_decode accepts. */
#define LSPNG_MAX_DIMENSION 32768u
/** The most pixels (width × height) lspng_decode accepts: 2^28, i.e. 1 GiB of RGBA8. */
#define LSPNG_MAX_PIXELS (1u << 28)

/** What happened. Every non-OK status comes with a message. */
typedef enum lspng_status {
    LSPNG_OK = 0,
    /** A parameter was out of range (null pointer, bad channel count, level, stride…). */
    LSPNG_ERROR_INVALID_ARGUMENT = 1,
    /** The data does not start with the 8-byte PNG signature. */
    LSPNG_ERROR_NOT_PNG = 2,
    /** The image is wider, taller or larger than the limits above. */
    LSPNG_ERROR_TOO_LARGE = 3,
    /** libpng rejected the data (corrupt, truncated, unsupported) or failed while writing. */
    LSPNG_ERROR_LIBPNG = 4,
    /** malloc or realloc failed. */
    LSPNG_ERROR_OUT_OF_MEMORY = 5
} lspng_status;

/** Row filter used by the encoder (PNG filter method 0). */
typedef enum lspng_filter {
    LSPNG_FILTER_NONE = 0,
    LSPNG_FILTER_SUB = 1,
    LSPNG_FILTER_UP = 2,
    LSPNG_FILTER_AVERAGE = 3,
    LSPNG_FILTER_PAETH = 4,
    /** libpng picks the best of the five filters for each row (slowest, often smallest). */
    LSPNG_FILTER_ADAPTIVE = 5
} lspng_filter;

/**
 * Encodes 8-bit straight-alpha pixels as a PNG in memory.
 *
 * pixels     first byte of the top row; rows of `width` pixels of `channels` bytes:
 *            4 = R,G,B,A (written as colour type 6), 3 = R,G,B (colour type 2).
 * width, height  both 1…2^31-1 (PNG's own limit).
 * row_stride bytes from the start of one row to the next; at least width × channels.
 * level      zlib compression level 0…9.
 * filter     the row filter.
 * out_data, out_size  on success, a malloc'd buffer holding the whole PNG file and its
 *            length; release it with lspng_free. On failure *out_data is NULL.
 *
 * The output is 8-bit, non-interlaced, and holds only IHDR, IDAT and IEND: no
 * time, text, gamma or other ancillary chunk, so identical pixels and options
 * always give identical bytes.
 */
lspng_status lspng_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                          size_t row_stride, int channels, int level, lspng_filter filter,
                          uint8_t **out_data, size_t *out_size,
                          char *message, size_t message_capacity);

/**
 * Decodes a whole PNG file held in memory into straight (not premultiplied)
 * RGBA8 pixels, rows top to bottom with no padding (stride = width × 4).
 *
 * Every valid PNG is accepted: greyscale 1/2/4/8/16 bits, grey+alpha,
 * palette 1/2/4/8 bits with or without tRNS, RGB 8/16 with or without tRNS,
 * RGBA 8/16, interlaced (Adam7) or not. Palette and low-depth grey are expanded,
 * tRNS becomes alpha, grey becomes R=G=B, images without alpha get A=255, and
 * 16-bit samples are scaled to 8 bits with correct rounding (png_set_scale_16).
 *
 * No gamma correction or colour management is done: gAMA, cHRM, sRGB and iCCP
 * are ignored and the stored sample values are returned as they are.
 *
 * Before any pixel memory is allocated, images wider or taller than
 * LSPNG_MAX_DIMENSION or with more than LSPNG_MAX_PIXELS pixels are refused
 * with LSPNG_ERROR_TOO_LARGE (a guard against decompression bombs). The whole
 * stream is read through IEND, so a bad CRC or zlib checksum anywhere in the
 * image data is an error.
 *
 * out_pixels  on success, a malloc'd buffer of width × height × 4 bytes; release it
 *             with lspng_free. On failure *out_pixels is NULL.
 */
lspng_status lspng_decode(const uint8_t *data, size_t size,
                          uint8_t **out_pixels, uint32_t *out_width, uint32_t *out_height,
                          char *message, size_t message_capacity);

/** Frees a buffer returned by lspng_encode or lspng_decode. NULL is allowed. */
void lspng_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif /* LSPNG_H */
