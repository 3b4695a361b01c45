/*
 * PNG decoding through libpng, from memory, to straight RGBA8.
 *
 * Error handling: lspng_decode checks the signature and the declared size,
 * creates the libpng structs, then calls decode_with_libpng, the one function
 * that calls setjmp. libpng's errors reach lspng_error_fn, which copies the
 * message and longjmps back there. After a longjmp that function returns at
 * once without reading its own locals; the pixel buffer, row pointers and read
 * position it may have set live in a struct owned by lspng_decode's frame, so
 * they are valid after the jump without `volatile`, and lspng_decode frees them
 * on every path.
 */
#include "lspng.h"
#include "lspng_internal.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* State that must outlive a longjmp: owned by lspng_decode. */
typedef struct lspng_decoding {
    const uint8_t *data;
    size_t size;
    size_t offset;
    uint8_t *pixels;
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
 * chunks are ignored by design; skipping iCCP, zTXt and iTXt also means no
 * decompression of metadata. tRNS is deliberately not listed: it becomes alpha. */
static const png_byte ignored_chunks[] =
    "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0"
    "sBIT\0sCAL\0sPLT\0sRGB\0sTER\0tEXt\0tIME\0zTXt";

/* The only setjmp of a decode. Returns LSPNG_OK, or an error whose message is
 * already written (by lspng_error_fn after a longjmp, or here). */
static lspng_status decode_with_libpng(png_structp png, png_infop info, lspng_decoding *job,
                                       char *message, size_t capacity) {
    if (setjmp(png_jmpbuf(png))) {
        return LSPNG_ERROR_LIBPNG;
    }
    png_set_read_fn(png, job, read_callback);
    png_set_user_limits(png, LSPNG_MAX_DIMENSION, LSPNG_MAX_DIMENSION);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks,
                                (int)(sizeof ignored_chunks / 5));
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
    png_read_end(png, NULL); /* reads through IEND: checks the remaining CRCs */
    job->width = width;
    job->height = height;
    return LSPNG_OK;
}

lspng_status lspng_decode(const uint8_t *data, size_t size,
                          uint8_t **out_pixels, uint32_t *out_width, uint32_t *out_height,
                          char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (out_pixels == NULL || out_width == NULL || out_height == NULL) {
        lspng_set_message(message, message_capacity, "no place to return the pixels");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    *out_pixels = NULL;
    *out_width = 0;
    *out_height = 0;
    if (data == NULL && size != 0) {
        lspng_set_message(message, message_capacity, "no data to decode");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (size < 8) {
        lspng_set_message(message, message_capacity,
                          "not a PNG file (only %zu bytes, shorter than the signature)", size);
        return LSPNG_ERROR_NOT_PNG;
    }
    if (png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        lspng_set_message(message, message_capacity, "not a PNG file (bad signature)");
        return LSPNG_ERROR_NOT_PNG;
    }
    /* The IHDR must be the first chunk: refuse oversized images before libpng
     * allocates anything for them. (Checked again, authoritatively, after
     * png_read_info.) */
    if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
        lspng_status status = check_size(read_be32(data + 16), read_be32(data + 20), message,
                                         message_capacity);
        if (status != LSPNG_OK) return status;
    }

    lspng_message_sink sink = lspng_make_sink(message, message_capacity);
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, lspng_error_fn,
                                             lspng_warning_fn);
    if (png == NULL) {
        lspng_set_message(message, message_capacity, "out of memory creating the PNG reader");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        lspng_set_message(message, message_capacity, "out of memory creating the PNG reader");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }

    lspng_decoding job = {data, size, 0, NULL, NULL, 0, 0};
    lspng_status status = decode_with_libpng(png, info, &job, message, message_capacity);
    png_destroy_read_struct(&png, &info, NULL);
    free(job.rows);
    if (status != LSPNG_OK) {
        free(job.pixels);
        return status;
    }
    *out_pixels = job.pixels;
    *out_width = job.width;
    *out_height = job.height;
    return LSPNG_OK;
}
