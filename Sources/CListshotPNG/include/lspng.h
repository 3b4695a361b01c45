/*
 * lspng.h — the door between Swift and the C libraries that read and write PNG.
 *
 * Decoding goes through libpng (below). Encoding goes through libdeflate, with
 * the PNG container written here (lspng_encoder.h): on the contacts frames it
 * took 13 ms a frame at level 2, where libpng with zlib level 6 took 31 ms for
 * files 5 % smaller.
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
    /** A parameter was out of range (null pointer, size, level, filter, stride…). */
    LSPNG_ERROR_INVALID_ARGUMENT = 1,
    /** The data does not start with the 8-byte PNG signature. */
    LSPNG_ERROR_NOT_PNG = 2,
    /** The image is wider, taller or larger than the limits above (decoding), or its
     *  compressed data would not fit in one chunk (encoding). */
    LSPNG_ERROR_TOO_LARGE = 3,
    /** libpng rejected the data (corrupt, truncated, unsupported). */
    LSPNG_ERROR_LIBPNG = 4,
    /** malloc or realloc failed. */
    LSPNG_ERROR_OUT_OF_MEMORY = 5
} lspng_status;

/**
 * One text chunk: its keyword and its text, as bytes.
 *
 * Decoding returns tEXt, zTXt and iTXt chunks in file order, each keyword and
 * text followed by a NUL that the lengths do not count. The encoder writes
 * every entry as an uncompressed iTXt chunk (the text UTF-8) and ignores
 * `latin1`.
 */
typedef struct lspng_text {
    /** The keyword: Latin-1, 1…79 bytes, no NUL. */
    const uint8_t *keyword;
    size_t keyword_length;
    /** The text, no NUL. */
    const uint8_t *text;
    size_t text_length;
    /** 1 when the text is Latin-1 (tEXt, zTXt), 0 when it is UTF-8 (iTXt). */
    int latin1;
} lspng_text;

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
 * out_text, out_text_count  NULL to skip the text chunks unread (zTXt and
 *             compressed iTXt are then not decompressed). Otherwise, on success,
 *             the file's text chunks (see lspng_text) in one malloc'd block to
 *             release with lspng_free, NULL when there are none; on failure NULL
 *             and 0. A text chunk libpng finds malformed (a bad CRC, an empty
 *             keyword) is left out, as libpng leaves it out.
 */
lspng_status lspng_decode(const uint8_t *data, size_t size,
                          uint8_t **out_pixels, uint32_t *out_width, uint32_t *out_height,
                          lspng_text **out_text, size_t *out_text_count,
                          char *message, size_t message_capacity);

/**
 * The text chunks of a whole PNG file held in memory, as lspng_decode returns
 * them, without decoding the image: when no text chunk follows the image data
 * (the encoder's files put theirs before it) only the chunks before the image
 * data are read, else the image data is inflated a row at a time to reach the
 * rest. So a corrupt image is not always noticed; the size limits do not apply.
 */
lspng_status lspng_read_text(const uint8_t *data, size_t size,
                             lspng_text **out_text, size_t *out_text_count,
                             char *message, size_t message_capacity);

/**
 * Premultiplies `count` straight-alpha RGBA8 pixels (as lspng_decode returns
 * them) into `out`, one 32-bit word a pixel whose bytes in memory are R, G, B, A:
 * each colour c becomes div255(c × a), c × a / 255 rounded to nearest, exactly.
 */
void lspng_premultiply(const uint8_t *straight_rgba, uint32_t *out, size_t count);

/**
 * Asks the kernel to back the whole 2 MiB pages inside the `size` bytes at `start`
 * with huge pages (Linux `madvise(MADV_HUGEPAGE)`, for a system whose transparent
 * huge pages are set to `madvise`), before they are first touched: a frame's buffers
 * then take a handful of page faults instead of one a 4 KiB page, and fewer TLB
 * misses. Only a hint: nothing changes elsewhere or when it is refused.
 */
void lspng_advise_huge_pages(void *start, size_t size);

/** Frees a buffer returned by lspng_decode or lspng_read_text. NULL is allowed. */
void lspng_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif /* LSPNG_H */
