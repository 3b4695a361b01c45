/*
 * PNG encoding through libpng, into a growable memory buffer.
 *
 * Error handling: lspng_encode validates its arguments and allocates
 * everything it can before libpng runs, then calls encode_with_libpng, the one
 * function that calls setjmp. When libpng fails, lspng_error_fn copies the
 * message and longjmps back into encode_with_libpng, which returns at once
 * without reading any of its own locals. Everything that must survive the jump
 * (the row pointers, the output buffer) belongs to lspng_encode's frame, which
 * C's setjmp rules leave intact, so no `volatile` is needed. lspng_encode then
 * frees all of it on every path.
 */
#include "lspng.h"
#include "lspng_internal.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The growing output. Written by the write callback, owned by lspng_encode. */
typedef struct lspng_output {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
} lspng_output;

static void write_callback(png_structp png, png_bytep bytes, size_t length) {
    lspng_output *out = (lspng_output *)png_get_io_ptr(png);
    if (length > SIZE_MAX - out->size) {
        out->out_of_memory = 1;
        png_error(png, "PNG output too large");
    }
    size_t needed = out->size + length;
    if (needed > out->capacity) {
        size_t capacity = out->capacity != 0 ? out->capacity : 16384;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
        if (grown == NULL) {
            out->out_of_memory = 1;
            png_error(png, "out of memory while writing PNG data");
        }
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, bytes, length);
    out->size = needed;
}

/* Everything goes to memory; there is nothing to flush. (Passing NULL would make
 * libpng fflush() the io pointer as if it were a FILE *.) */
static void flush_callback(png_structp png) { (void)png; }

static int filter_mask(lspng_filter filter) {
    switch (filter) {
    case LSPNG_FILTER_NONE: return PNG_FILTER_NONE;
    case LSPNG_FILTER_SUB: return PNG_FILTER_SUB;
    case LSPNG_FILTER_UP: return PNG_FILTER_UP;
    case LSPNG_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case LSPNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case LSPNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
    }
    return -1;
}

/* The only setjmp of an encode. Returns LSPNG_OK or LSPNG_ERROR_LIBPNG (message
 * already written by lspng_error_fn). */
static lspng_status encode_with_libpng(png_structp png, png_infop info, png_bytepp rows,
                                       uint32_t width, uint32_t height, int channels,
                                       int level, int filters, lspng_output *out) {
    if (setjmp(png_jmpbuf(png))) {
        return LSPNG_ERROR_LIBPNG;
    }
    png_set_write_fn(png, out, write_callback, flush_callback);
    png_set_IHDR(png, info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    /* No png_set_tIME, text, gamma or any other ancillary chunk: IHDR, IDAT, IEND only. */
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    return LSPNG_OK;
}

lspng_status lspng_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                          size_t row_stride, int channels, int level, lspng_filter filter,
                          uint8_t **out_data, size_t *out_size,
                          char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (out_data == NULL || out_size == NULL) {
        lspng_set_message(message, message_capacity, "no place to return the PNG data");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    *out_data = NULL;
    *out_size = 0;
    if (pixels == NULL) {
        lspng_set_message(message, message_capacity, "no pixels to encode");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (channels != 3 && channels != 4) {
        lspng_set_message(message, message_capacity,
                          "%d channels per pixel; only 3 (RGB) and 4 (RGBA) can be encoded",
                          channels);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
        lspng_set_message(message, message_capacity,
                          "cannot encode a %u × %u image (each side must be 1…%u)",
                          (unsigned)width, (unsigned)height, (unsigned)PNG_UINT_31_MAX);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (level < 0 || level > 9) {
        lspng_set_message(message, message_capacity,
                          "compression level %d is outside 0…9", level);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    int filters = filter_mask(filter);
    if (filters < 0) {
        lspng_set_message(message, message_capacity, "unknown PNG filter %d", (int)filter);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if ((size_t)width > SIZE_MAX / (size_t)channels || row_stride < (size_t)width * channels) {
        lspng_set_message(message, message_capacity,
                          "row stride %zu is shorter than a row of %u pixels", row_stride,
                          (unsigned)width);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    /* The last row must be addressable. (height ≤ 2^31 row pointers always fit in a 64-bit size_t.) */
    if ((size_t)(height - 1) > SIZE_MAX / row_stride) {
        lspng_set_message(message, message_capacity, "image too large to address");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }

    /* libpng only reads the rows; the cast drops const for its API. */
    png_bytepp rows = (png_bytepp)malloc((size_t)height * sizeof(png_bytep));
    if (rows == NULL) {
        lspng_set_message(message, message_capacity, "out of memory for %u row pointers",
                          (unsigned)height);
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    for (uint32_t y = 0; y < height; y++) {
        rows[y] = (png_bytep)(uintptr_t)(pixels + (size_t)y * row_stride);
    }

    lspng_message_sink sink = lspng_make_sink(message, message_capacity);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, lspng_error_fn,
                                              lspng_warning_fn);
    if (png == NULL) {
        free(rows);
        lspng_set_message(message, message_capacity, "out of memory creating the PNG writer");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(rows);
        lspng_set_message(message, message_capacity, "out of memory creating the PNG writer");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }

    lspng_output out = {NULL, 0, 0, 0};
    lspng_status status =
        encode_with_libpng(png, info, rows, width, height, channels, level, filters, &out);
    png_destroy_write_struct(&png, &info);
    free(rows);
    if (status != LSPNG_OK) {
        free(out.data);
        return out.out_of_memory ? LSPNG_ERROR_OUT_OF_MEMORY : status;
    }
    lspng_set_message(message, message_capacity, "%s", "");
    *out_data = out.data;
    *out_size = out.size;
    return LSPNG_OK;
}
