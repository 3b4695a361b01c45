/*
 * The PNG encoder: scanlines (lspng_scanlines.c, lspng_filters.c) compressed
 * by the screen matcher, ISA-L or libdeflate (lspng_deflate.c), in a container
 * written here.
 *
 * A PNG file is the 8-byte signature followed by chunks. A chunk is its data
 * length (4 bytes, big-endian, at most 2^31 − 1), its type (4 ASCII bytes), the
 * data, and the CRC-32 of type and data. We write IHDR (size and format), the
 * text chunks the encoder was given (uncompressed iTXt), one IDAT holding the
 * zlib stream of all the scanlines, and IEND (no data). Animated PNGs reuse the
 * header and the scanlines (lspng_container.h) in lspng_apng.c.
 */
#include "lspng_encoder.h"
#include "lspng_message.h"
#include "lspng_scanlines.h"

#include "lspng_bytes.h"
#include "lspng_container.h"
#include "lspng_deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t signature[LSPNG_SIGNATURE_LENGTH] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

enum {
    CHUNK_HEAD = LSPNG_CHUNK_HEAD,
    CHUNK_OVERHEAD = LSPNG_CHUNK_OVERHEAD,
    /* Where the text chunks start: after the signature and the IHDR. */
    TEXT_START = LSPNG_AFTER_IHDR,
    /* The bytes of an iTXt's data besides keyword and text: the keyword's NUL, the
     * compression flag and method, and the NULs ending the (empty) language tag and
     * translated keyword. */
    ITXT_FIELDS = 5,
};

#define PNG_MAX_LENGTH LSPNG_MAX_LENGTH

uint8_t *lspng_finish_chunk(uint8_t *chunk, const char type[4], uint32_t length) {
    lspng_put_be32(chunk, length);
    memcpy(chunk + 4, type, 4);
    lspng_put_be32(chunk + CHUNK_HEAD + length, libdeflate_crc32(0, chunk + 4, 4 + (size_t)length));
    return chunk + CHUNK_OVERHEAD + length;
}

uint8_t *lspng_write_header(uint8_t *file, uint32_t width, uint32_t height, int channels) {
    memcpy(file, signature, sizeof signature);
    uint8_t *ihdr = file + sizeof signature;
    lspng_put_be32(ihdr + CHUNK_HEAD, width);
    lspng_put_be32(ihdr + CHUNK_HEAD + 4, height);
    ihdr[CHUNK_HEAD + 8] = 8;                      /* bit depth */
    ihdr[CHUNK_HEAD + 9] = channels == 3 ? 2 : 6;  /* colour type: RGB or RGBA */
    ihdr[CHUNK_HEAD + 10] = 0;                     /* compression method: zlib */
    ihdr[CHUNK_HEAD + 11] = 0;                     /* filter method 0 */
    ihdr[CHUNK_HEAD + 12] = 0;                     /* not interlaced */
    return lspng_finish_chunk(ihdr, "IHDR", LSPNG_IHDR_LENGTH);
}

/* Makes *buffer hold at least `needed` bytes. Its contents are not kept: every
 * encode rewrites both buffers from the start. Returns 0 when out of memory. */
static int reserve(uint8_t **buffer, size_t *capacity, size_t needed) {
    if (needed <= *capacity) return 1;
    free(*buffer);
    *buffer = (uint8_t *)malloc(needed);
    *capacity = *buffer != NULL ? needed : 0;
    if (*buffer != NULL) lspng_advise_huge_pages(*buffer, needed);
    return *buffer != NULL;
}

lspng_status lspng_encoder_create(lspng_compressor compressor, int level, lspng_encoder **out_encoder,
                                  char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (out_encoder == NULL) {
        lspng_set_message(message, message_capacity, "no place to return the encoder");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    *out_encoder = NULL;
    if (level < LSPNG_MIN_LEVEL || level > LSPNG_MAX_LEVEL) {
        lspng_set_message(message, message_capacity, "compression level %d is outside %d…%d",
                          level, LSPNG_MIN_LEVEL, LSPNG_MAX_LEVEL);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (compressor != LSPNG_COMPRESSOR_FAST && compressor != LSPNG_COMPRESSOR_SCREEN &&
        compressor != LSPNG_COMPRESSOR_SMALL) {
        lspng_set_message(message, message_capacity, "there is no compressor %d", (int)compressor);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    lspng_encoder *encoder = (lspng_encoder *)calloc(1, sizeof *encoder);
    if (encoder == NULL || !lspng_deflater_init(&encoder->deflater, compressor, level)) {
        if (encoder != NULL) lspng_deflater_release(&encoder->deflater);
        free(encoder);
        lspng_set_message(message, message_capacity, "out of memory creating the PNG encoder");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    lspng_fill_reciprocals(encoder->reciprocals);
    encoder->ssse3 = lspng_have_ssse3();
    *out_encoder = encoder;
    return LSPNG_OK;
}

size_t lspng_encoder_fast_state_size(void) {
    return lspng_deflater_fast_state_size();
}

void lspng_encoder_use_fast_state(lspng_encoder *encoder, void *memory) {
    encoder->deflater.fast_stream =
        memory != NULL ? (struct isal_zstream *)memory : encoder->deflater.own_fast_stream;
}

void lspng_encoder_use_simd(lspng_encoder *encoder, int allowed) {
    encoder->ssse3 = allowed && lspng_have_ssse3();
}

void lspng_encoder_destroy(lspng_encoder *encoder) {
    if (encoder == NULL) return;
    lspng_deflater_release(&encoder->deflater);
    free(encoder->scanlines);
    free(encoder->file);
    free(encoder->text);
    free(encoder);
}

/* Checks one entry for lspng_encoder_set_text; writes the message when it cannot be written. */
static lspng_status check_text(const lspng_text *entry, size_t index, char *message, size_t capacity) {
    if (entry->keyword == NULL || (entry->text == NULL && entry->text_length > 0)) {
        lspng_set_message(message, capacity, "text entry %zu has no keyword or no text", index);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (entry->keyword_length < 1 || entry->keyword_length > 79 ||
        memchr(entry->keyword, 0, entry->keyword_length) != NULL) {
        lspng_set_message(message, capacity,
                          "the keyword of text entry %zu is not 1…79 bytes without NUL", index);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (entry->text_length > 0 && memchr(entry->text, 0, entry->text_length) != NULL) {
        lspng_set_message(message, capacity, "the text of entry %zu holds a NUL byte", index);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (entry->text_length > PNG_MAX_LENGTH - ITXT_FIELDS - entry->keyword_length) {
        lspng_set_message(message, capacity,
                          "the text of entry %zu is longer than a PNG chunk can hold", index);
        return LSPNG_ERROR_TOO_LARGE;
    }
    return LSPNG_OK;
}

lspng_status lspng_encoder_set_text(lspng_encoder *encoder, const lspng_text *entries,
                                    size_t count, char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (encoder == NULL || (entries == NULL && count > 0)) {
        lspng_set_message(message, message_capacity, "no encoder or no text entries");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    size_t size = 0;
    for (size_t i = 0; i < count; i++) {
        lspng_status status = check_text(&entries[i], i, message, message_capacity);
        if (status != LSPNG_OK) return status;
        size_t chunk = CHUNK_OVERHEAD + ITXT_FIELDS + entries[i].keyword_length + entries[i].text_length;
        if (chunk > SIZE_MAX - size) {
            lspng_set_message(message, message_capacity, "the text entries are too large to address");
            return LSPNG_ERROR_TOO_LARGE;
        }
        size += chunk;
    }
    uint8_t *text = size > 0 ? (uint8_t *)malloc(size) : NULL;
    if (size > 0 && text == NULL) {
        lspng_set_message(message, message_capacity, "out of memory for %zu bytes of PNG text", size);
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    uint8_t *chunk = text;
    for (size_t i = 0; i < count; i++) {
        const lspng_text *entry = &entries[i];
        uint8_t *data = chunk + CHUNK_HEAD;
        memcpy(data, entry->keyword, entry->keyword_length);
        data += entry->keyword_length;
        *data++ = 0; /* the keyword's end */
        *data++ = 0; /* compression flag: uncompressed */
        *data++ = 0; /* compression method (zlib; unused) */
        *data++ = 0; /* language tag: empty */
        *data++ = 0; /* translated keyword: empty */
        if (entry->text_length > 0) memcpy(data, entry->text, entry->text_length);
        chunk = lspng_finish_chunk(chunk, "iTXt",
                             (uint32_t)(ITXT_FIELDS + entry->keyword_length + entry->text_length));
    }
    free(encoder->text);
    encoder->text = text;
    encoder->text_size = size;
    return LSPNG_OK;
}

size_t lspng_prepare_scanlines(lspng_encoder *encoder, const uint8_t *pixels, uint32_t width,
                               uint32_t height, size_t row_stride, int filter, int *channels) {
    /* RGB while every pixel is opaque, else start over as RGBA. */
    if (*channels == 3) {
        if (!reserve(&encoder->scanlines, &encoder->scanlines_capacity,
                     (size_t)height * ((size_t)width * 3 + 1))) {
            return 0;
        }
        if (!lspng_write_rgb_scanlines(pixels, width, height, row_stride, encoder->ssse3,
                                       encoder->scanlines)) {
            *channels = 4;
        }
    }
    if (*channels == 4) {
        if (!reserve(&encoder->scanlines, &encoder->scanlines_capacity,
                     (size_t)height * ((size_t)width * 4 + 1))) {
            return 0;
        }
        lspng_write_rgba_scanlines(pixels, width, height, row_stride, encoder->reciprocals,
                                   encoder->scanlines);
    }
    size_t row_bytes = (size_t)width * (size_t)*channels;
    lspng_filter_scanlines(encoder->scanlines, height, row_bytes, *channels, (lspng_filter)filter);
    return (size_t)height * (row_bytes + 1);
}

/* Checks the arguments of lspng_encoder_encode; writes the message when they are wrong. */
static lspng_status check_arguments(const lspng_encoder *encoder, const void *pixels,
                                    uint32_t width, uint32_t height, size_t row_stride,
                                    lspng_filter filter, char *message, size_t capacity) {
    if (encoder == NULL || pixels == NULL) {
        lspng_set_message(message, capacity, "no encoder or no pixels");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (width == 0 || height == 0 || width > PNG_MAX_LENGTH || height > PNG_MAX_LENGTH) {
        lspng_set_message(message, capacity, "cannot encode a %u × %u image (each side must be 1…%u)",
                          (unsigned)width, (unsigned)height, (unsigned)PNG_MAX_LENGTH);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if ((unsigned)filter > LSPNG_FILTER_ADAPTIVE) {
        lspng_set_message(message, capacity, "unknown PNG filter %d", (int)filter);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (row_stride < (size_t)width * 4) {
        lspng_set_message(message, capacity, "row stride %zu is shorter than a row of %u pixels",
                          row_stride, (unsigned)width);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    /* The last row and the RGBA scanlines must be addressable. */
    if ((size_t)(height - 1) > SIZE_MAX / row_stride ||
        (size_t)height > SIZE_MAX / ((size_t)width * 4 + 1)) {
        lspng_set_message(message, capacity, "image too large to address");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    return LSPNG_OK;
}

lspng_status lspng_encoder_encode(lspng_encoder *encoder, const void *pixels,
                                  uint32_t width, uint32_t height, size_t row_stride,
                                  lspng_filter filter, const uint8_t **out_png,
                                  size_t *out_size, char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (out_png == NULL || out_size == NULL) {
        lspng_set_message(message, message_capacity, "no place to return the PNG data");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    *out_png = NULL;
    *out_size = 0;
    lspng_status status = check_arguments(encoder, pixels, width, height, row_stride, filter,
                                          message, message_capacity);
    if (status != LSPNG_OK) return status;
    encoder->animation = (lspng_animation){0}; /* the file buffer is about to be rewritten */

    int channels = 3;
    size_t scanlines_size = lspng_prepare_scanlines(encoder, pixels, width, height, row_stride,
                                                    filter, &channels);
    if (scanlines_size == 0) goto out_of_memory;

    /* Room for the worst case, but never for an IDAT longer than a chunk may be. */
    size_t idat_room = lspng_deflater_bound(&encoder->deflater, scanlines_size);
    if (idat_room > PNG_MAX_LENGTH) idat_room = PNG_MAX_LENGTH;
    size_t head = TEXT_START + encoder->text_size + CHUNK_HEAD; /* where the IDAT's data starts */
    if (idat_room + 4 + CHUNK_OVERHEAD > SIZE_MAX - head ||
        !reserve(&encoder->file, &encoder->file_capacity, head + idat_room + 4 + CHUNK_OVERHEAD)) {
        goto out_of_memory;
    }

    uint8_t *file = encoder->file;
    uint8_t *text = lspng_write_header(file, width, height, channels);
    if (encoder->text_size > 0) memcpy(text, encoder->text, encoder->text_size);
    uint8_t *idat = text + encoder->text_size;

    size_t compressed = lspng_deflater_compress(&encoder->deflater, encoder->scanlines, height,
                                                scanlines_size / height, (size_t)channels,
                                                idat + CHUNK_HEAD, idat_room);
    if (compressed == 0) { /* only when it would not fit in one chunk */
        lspng_set_message(message, message_capacity,
                          "the compressed image would exceed the %u bytes a PNG chunk can hold",
                          (unsigned)PNG_MAX_LENGTH);
        return LSPNG_ERROR_TOO_LARGE;
    }
    uint8_t *iend = lspng_finish_chunk(idat, "IDAT", (uint32_t)compressed);
    uint8_t *end = lspng_finish_chunk(iend, "IEND", 0);
    *out_png = file;
    *out_size = (size_t)(end - file);
    return LSPNG_OK;

out_of_memory:
    lspng_set_message(message, message_capacity, "out of memory for a %u × %u PNG",
                      (unsigned)width, (unsigned)height);
    return LSPNG_ERROR_OUT_OF_MEMORY;
}
