/*
 * The encoder's state and the pieces of the PNG container that the still
 * encoder (lspng_encoder.c) and the animated one (lspng_apng.c) share. Not part
 * of the public header: Swift never sees these.
 */
#ifndef LSPNG_CONTAINER_H
#define LSPNG_CONTAINER_H

#include <stddef.h>
#include <stdint.h>

#include "lspng_deflate.h"

/* An animation being written (lspng_apng.c); all zero when none is. */
typedef struct lspng_animation {
    size_t size;          /* bytes of the file written so far */
    uint32_t width, height;
    uint32_t frame_count; /* frames announced in the acTL */
    uint32_t frames_written;
    uint32_t sequence;    /* the next fcTL or fdAT sequence number */
    int channels;         /* 3 (RGB) or 4 (RGBA) for every frame; 0 when no animation is open */
} lspng_animation;

struct lspng_encoder {
    lspng_deflater deflater;
    uint8_t *scanlines; /* the filtered rows, the input of the compressor */
    size_t scanlines_capacity;
    uint8_t *file; /* the PNG file being written */
    size_t file_capacity;
    uint8_t *text; /* the text chunks, whole, written after every IHDR */
    size_t text_size;
    uint64_t reciprocals[256]; /* for un-premultiplying, see lspng_fill_reciprocals */
    int ssse3;                 /* 1: opaque rows through SSSE3 (lspng_write_rgb_scanlines) */
    lspng_animation animation;
};

enum {
    LSPNG_SIGNATURE_LENGTH = 8,
    LSPNG_CHUNK_HEAD = 8,      /* length and type */
    LSPNG_CHUNK_OVERHEAD = 12, /* length, type and CRC */
    LSPNG_IHDR_LENGTH = 13,
    /* Where the chunks after the IHDR start. */
    LSPNG_AFTER_IHDR = LSPNG_SIGNATURE_LENGTH + LSPNG_CHUNK_OVERHEAD + LSPNG_IHDR_LENGTH,
};

/* PNG's limit on a chunk's length, and on a width or height. */
#define LSPNG_MAX_LENGTH UINT32_C(0x7FFFFFFF)

/* Frames the `length` bytes of data already written at chunk + LSPNG_CHUNK_HEAD as
 * a chunk of `type`: writes its length, type and CRC. Returns the end of the chunk. */
uint8_t *lspng_finish_chunk(uint8_t *chunk, const char type[4], uint32_t length);

/* Writes the signature and the IHDR of a width × height 8-bit image with
 * `channels` 3 (RGB) or 4 (RGBA) at `file`. Returns the end of the IHDR. */
uint8_t *lspng_write_header(uint8_t *file, uint32_t width, uint32_t height, int channels);

/* Writes the scanlines of `pixels` (premultiplied RGBA8) into the encoder's
 * scanline buffer and filters them: as RGB when `*channels` is 3 on entry and
 * every pixel is opaque, else as RGBA, setting `*channels` to 4. Returns the size
 * of the scanlines, 0 when out of memory. */
size_t lspng_prepare_scanlines(struct lspng_encoder *encoder, const uint8_t *pixels,
                               uint32_t width, uint32_t height, size_t row_stride,
                               int filter, int *channels);

#endif /* LSPNG_CONTAINER_H */
