/*
 * PNG decoding through libpng, from memory, to straight RGBA8 and the text
 * chunks.
 *
 * lspng_read_text is the same read with the image skipped where it can be:
 * see read_past_image.
 *
 * Error handling: lspng_decode checks the signature and the declared size;
 * run_job creates the libpng structs, then calls decode_with_libpng, the one
 * function that calls setjmp. libpng's errors reach lspng_error_fn, which copies
 * the message and longjmps back there. After a longjmp that function returns at
 * once without reading its own locals; the pixel buffer, row pointers and read
 * position it may have set live in a struct owned by lspng_decode's (or
 * lspng_read_text's) frame, so they are valid after the jump without
 * `volatile`, and are freed on every path: the rows by run_job, the pixels by
 * the entry point. The text is copied out of libpng's structs after the jump
 * buffer's work is done, before they are destroyed.
 */
#include "lspng.h"
#include "lspng_internal.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* State that must outlive a longjmp: owned by lspng_decode or lspng_read_text. */
typedef struct lspng_decoding {
    const uint8_t *data;
    size_t size;
    size_t offset;
    int wants_pixels; /* 0 for lspng_read_text */
    int wants_text;
    uint8_t *pixels; /* the image, or for lspng_read_text one row */
    png_bytepp rows;
    uint32_t width;
    uint32_t height;
} lspng_decoding;

static void read_callback(png_structp png, png_bytep out, size_t length) {
    lspng_decoding *job = (lspng_decoding *)png_get_io_ptr(png);
    if (length > job->size - job->offset) {
        png_error(png, "unexpected end of data (the PNG file is truncated)");
    }
    memcpy(out, job->data + job->offset, length);
    job->offset += length;
}

/* The decompression-bomb guard; writes the message and returns non-OK when too large. */
static lspng_status check_size(uint32_t width, uint32_t height, char *message,
                               size_t capacity) {
    if (width > LSPNG_MAX_DIMENSION || height > LSPNG_MAX_DIMENSION ||
        (uint64_t)width * height > LSPNG_MAX_PIXELS) {
        lspng_set_message(message, capacity,
                          "image too large: %u × %u pixels (the limit is %u pixels a side "
                          "and %u pixels in all)",
                          (unsigned)width, (unsigned)height, (unsigned)LSPNG_MAX_DIMENSION,
                          (unsigned)LSPNG_MAX_PIXELS);
        return LSPNG_ERROR_TOO_LARGE;
    }
    return LSPNG_OK;
}

static uint32_t read_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

/* Ancillary chunks skipped unread (their CRCs are still checked). Gamma and colour
 * chunks are ignored by design; skipping iCCP also means no decompression of
 * metadata. tRNS is deliberately not listed: it becomes alpha. */
static const png_byte ignored_chunks[] =
    "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0oFFs\0pCAL\0pHYs\0"
    "sBIT\0sCAL\0sPLT\0sRGB\0sTER\0tIME";
/* The text chunks, also skipped unread when the caller does not want the text. */
static const png_byte text_chunks[] = "iTXt\0tEXt\0zTXt";

static int is_text_chunk(const uint8_t *type) {
    return memcmp(type, "tEXt", 4) == 0 || memcmp(type, "zTXt", 4) == 0 ||
           memcmp(type, "iTXt", 4) == 0;
}

/* Whether a text chunk comes after the first IDAT, from the chunk heads alone. A
 * layout that does not reach IEND answers 1: libpng then reads on and reports
 * what is wrong. */
static int text_follows_image(const uint8_t *data, size_t size) {
    int in_image = 0;
    size_t offset = 8;
    while (size - offset >= 12) {
        uint32_t length = read_be32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (memcmp(type, "IEND", 4) == 0) return 0;
        if (memcmp(type, "IDAT", 4) == 0) {
            in_image = 1;
        } else if (in_image && is_text_chunk(type)) {
            return 1;
        }
        if (length > size - offset - 12) return 1;
        offset += 12 + (size_t)length;
    }
    return 1;
}

/* For lspng_read_text, after png_read_info: the text chunks before the image are
 * read; when another follows it, reads the rows untransformed, one at a time into
 * one buffer, and then the chunks after them. Called under decode_with_libpng's
 * setjmp. */
static lspng_status read_past_image(png_structp png, png_infop info, lspng_decoding *job,
                                    char *message, size_t capacity) {
    if (!text_follows_image(job->data, job->size)) return LSPNG_OK;
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    job->pixels = (uint8_t *)malloc(png_get_rowbytes(png, info));
    if (job->pixels == NULL) {
        lspng_set_message(message, capacity, "out of memory for a row of the PNG image");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    png_uint_32 height = png_get_image_height(png, info);
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, job->pixels, NULL);
    }
    png_read_end(png, info);
    return LSPNG_OK;
}

/* The first text chunk that `job` has libpng read and that runs past the end of the
 * data, or NULL.
 *
 * libpng allocates a text chunk's declared length before it reads the chunk, and its
 * limit on that (PNG_USER_CHUNK_MALLOC_MAX, 8 MB) is only a warning: a 224-byte file
 * declaring a 2 GB zTXt had it allocate 2 GB, and only then find the file truncated.
 * So the chunk heads libpng would read are checked first, and such a file is refused
 * as truncated without the allocation. libpng reads through IEND;
 * lspng_read_text reads no further than the first IDAT unless a text chunk follows the
 * image (read_past_image). The other chunks are read in small pieces (IDAT as a stream,
 * the ignored and unwanted ones skipped, PLTE and tRNS into fixed buffers). */
static const uint8_t *text_running_past_end(const lspng_decoding *job) {
    if (!job->wants_text) return NULL;
    int stops_at_image = !job->wants_pixels && !text_follows_image(job->data, job->size);
    size_t offset = 8;
    while (job->size - offset >= 8) {
        uint32_t length = read_be32(job->data + offset);
        const uint8_t *type = job->data + offset + 4;
        if (memcmp(type, "IEND", 4) == 0) return NULL;
        if (stops_at_image && memcmp(type, "IDAT", 4) == 0) return NULL;
        if (length > job->size - offset - 8 || job->size - offset - 8 - length < 4) {
            /* A length over 2^31 - 1 libpng refuses itself, before allocating. */
            return is_text_chunk(type) && length <= 0x7FFFFFFFu ? job->data + offset : NULL;
        }
        offset += 12 + (size_t)length;
    }
    return NULL;
}

/* The only setjmp of a decode. Returns LSPNG_OK, or an error whose message is
 * already written (by lspng_error_fn after a longjmp, or here). */
static lspng_status decode_with_libpng(png_structp png, png_infop info, lspng_decoding *job,
                                       char *message, size_t capacity) {
    if (setjmp(png_jmpbuf(png))) {
        return LSPNG_ERROR_LIBPNG;
    }
    png_set_read_fn(png, job, read_callback);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks,
                                (int)(sizeof ignored_chunks / 5));
    if (!job->wants_text) {
        png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, text_chunks,
                                    (int)(sizeof text_chunks / 5));
    }
    if (!job->wants_pixels) {
        png_read_info(png, info);
        return read_past_image(png, info, job, message, capacity);
    }
    png_set_user_limits(png, LSPNG_MAX_DIMENSION, LSPNG_MAX_DIMENSION);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
    lspng_status status = check_size(width, height, message, capacity);
    if (status != LSPNG_OK) return status;

    /* To straight RGBA8, no gamma: */
    if (bit_depth == 16) png_set_scale_16(png);          /* 16 → 8 bits, rounded */
    png_set_expand(png);                                 /* palette → RGB, grey < 8 → 8, tRNS → alpha */
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);      /* A = 255 where there is no alpha */
    png_set_interlace_handling(png);                     /* Adam7 passes combined by libpng */
    png_read_update_info(png, info);

    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 ||
        png_get_rowbytes(png, info) != (size_t)width * 4) {
        lspng_set_message(message, capacity,
                          "internal error: libpng did not produce RGBA8 rows (depth %d, "
                          "%d channels)",
                          (int)png_get_bit_depth(png, info), (int)png_get_channels(png, info));
        return LSPNG_ERROR_LIBPNG;
    }

    size_t row_bytes = (size_t)width * 4;
    job->pixels = (uint8_t *)malloc(row_bytes * height);
    job->rows = (png_bytepp)malloc((size_t)height * sizeof(png_bytep));
    if (job->pixels == NULL || job->rows == NULL) {
        lspng_set_message(message, capacity, "out of memory for %u × %u pixels",
                          (unsigned)width, (unsigned)height);
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    for (png_uint_32 y = 0; y < height; y++) {
        job->rows[y] = job->pixels + (size_t)y * row_bytes;
    }
    png_read_image(png, job->rows);
    png_read_end(png, info); /* reads through IEND: checks the remaining CRCs */
    job->width = width;
    job->height = height;
    return LSPNG_OK;
}

/* The length of a text's text: libpng keeps it in one of two fields. */
static size_t text_length(const png_text *text) {
    return text->compression >= PNG_ITXT_COMPRESSION_NONE ? text->itxt_length : text->text_length;
}

/* The text chunks libpng kept in `info`, copied into one malloc'd block (the
 * entries, then each keyword and text with a NUL after it), for the caller to
 * free. No text gives NULL and 0. */
static lspng_status copy_text(png_structp png, png_infop info, lspng_text **out_text,
                              size_t *out_count, char *message, size_t capacity) {
    png_textp texts = NULL;
    int count = png_get_text(png, info, &texts, NULL);
    if (count <= 0 || texts == NULL) return LSPNG_OK;
    size_t bytes = (size_t)count * sizeof(lspng_text);
    for (int i = 0; i < count; i++) bytes += strlen(texts[i].key) + 1 + text_length(&texts[i]) + 1;
    lspng_text *entries = (lspng_text *)malloc(bytes);
    if (entries == NULL) {
        lspng_set_message(message, capacity, "out of memory for the PNG's text");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    uint8_t *strings = (uint8_t *)(entries + count);
    for (int i = 0; i < count; i++) {
        lspng_text *entry = &entries[i];
        entry->keyword_length = strlen(texts[i].key);
        entry->keyword = strings;
        memcpy(strings, texts[i].key, entry->keyword_length + 1);
        strings += entry->keyword_length + 1;
        entry->text_length = text_length(&texts[i]);
        entry->text = strings;
        if (entry->text_length > 0) memcpy(strings, texts[i].text, entry->text_length);
        strings[entry->text_length] = 0;
        strings += entry->text_length + 1;
        entry->latin1 = texts[i].compression < PNG_ITXT_COMPRESSION_NONE;
    }
    *out_text = entries;
    *out_count = (size_t)count;
    return LSPNG_OK;
}

/* Checks the data's signature; writes the message and returns non-OK when it is not a PNG. */
static lspng_status check_signature(const uint8_t *data, size_t size, char *message,
                                    size_t capacity) {
    if (data == NULL && size != 0) {
        lspng_set_message(message, capacity, "no data to decode");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (size < 8) {
        lspng_set_message(message, capacity,
                          "not a PNG file (only %zu bytes, shorter than the signature)", size);
        return LSPNG_ERROR_NOT_PNG;
    }
    if (png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        lspng_set_message(message, capacity, "not a PNG file (bad signature)");
        return LSPNG_ERROR_NOT_PNG;
    }
    return LSPNG_OK;
}

/* Runs `job` on the data it holds (signature already checked) with new libpng
 * structs, frees them and the row pointers, and on success copies the text out
 * when the job wants it. The pixels stay in the job for the caller. */
static lspng_status run_job(lspng_decoding *job, lspng_text **out_text, size_t *out_text_count,
                            char *message, size_t capacity) {
    const uint8_t *chunk = text_running_past_end(job);
    if (chunk != NULL) {
        lspng_set_message(message, capacity,
                          "%.4s: its length, %u bytes, runs past the end of the data (the PNG "
                          "file is truncated)",
                          (const char *)chunk + 4, (unsigned)read_be32(chunk));
        return LSPNG_ERROR_LIBPNG;
    }
    lspng_message_sink sink = lspng_make_sink(message, capacity);
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, lspng_error_fn,
                                             lspng_warning_fn);
    if (png == NULL) {
        lspng_set_message(message, capacity, "out of memory creating the PNG reader");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        lspng_set_message(message, capacity, "out of memory creating the PNG reader");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    lspng_status status = decode_with_libpng(png, info, job, message, capacity);
    if (status == LSPNG_OK && job->wants_text) {
        status = copy_text(png, info, out_text, out_text_count, message, capacity);
    }
    png_destroy_read_struct(&png, &info, NULL);
    free(job->rows);
    job->rows = NULL;
    return status;
}

lspng_status lspng_decode(const uint8_t *data, size_t size,
                          uint8_t **out_pixels, uint32_t *out_width, uint32_t *out_height,
                          lspng_text **out_text, size_t *out_text_count,
                          char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (out_pixels == NULL || out_width == NULL || out_height == NULL) {
        lspng_set_message(message, message_capacity, "no place to return the pixels");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if ((out_text == NULL) != (out_text_count == NULL)) {
        lspng_set_message(message, message_capacity, "a place for the text but not its count");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    *out_pixels = NULL;
    *out_width = 0;
    *out_height = 0;
    if (out_text != NULL) {
        *out_text = NULL;
        *out_text_count = 0;
    }
    lspng_status status = check_signature(data, size, message, message_capacity);
    if (status != LSPNG_OK) return status;
    /* The IHDR must be the first chunk: refuse oversized images before libpng
     * allocates anything for them. (Checked again, authoritatively, after
     * png_read_info.) */
    if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
        status = check_size(read_be32(data + 16), read_be32(data + 20), message, message_capacity);
        if (status != LSPNG_OK) return status;
    }

    lspng_decoding job = {data, size, 0, 1, out_text != NULL, NULL, NULL, 0, 0};
    status = run_job(&job, out_text, out_text_count, message, message_capacity);
    if (status != LSPNG_OK) {
        free(job.pixels);
        return status;
    }
    *out_pixels = job.pixels;
    *out_width = job.width;
    *out_height = job.height;
    return LSPNG_OK;
}

lspng_status lspng_read_text(const uint8_t *data, size_t size,
                             lspng_text **out_text, size_t *out_text_count,
                             char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (out_text == NULL || out_text_count == NULL) {
        lspng_set_message(message, message_capacity, "no place to return the text");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    *out_text = NULL;
    *out_text_count = 0;
    lspng_status status = check_signature(data, size, message, message_capacity);
    if (status != LSPNG_OK) return status;
    lspng_decoding job = {data, size, 0, 0, 1, NULL, NULL, 0, 0};
    status = run_job(&job, out_text, out_text_count, message, message_capacity);
    free(job.pixels);
    return status;
}
