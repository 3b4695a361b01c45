/*
 * libpng helpers for lspng_decode.c. Not part of the public header: Swift never
 * sees these.
 */
#ifndef LSPNG_INTERNAL_H
#define LSPNG_INTERNAL_H

#include <png.h>
#include <stddef.h>

#include "lspng.h"
#include "lspng_message.h"

/* Where libpng's error function copies its message: the caller's buffer.
 * `ihdr_details` collects libpng's warnings about the IHDR: png_check_IHDR warns
 * with the specific problem ("Invalid bit depth in IHDR") and then fails with the
 * generic "Invalid IHDR data", so the details are appended to that one error.
 * All other warnings are ignored. */
typedef struct lspng_message_sink {
    char *text;
    size_t capacity;
    char ihdr_details[LSPNG_MESSAGE_CAPACITY];
} lspng_message_sink;

/* A sink writing to `text`, with no details yet. */
lspng_message_sink lspng_make_sink(char *text, size_t capacity);

/* The error function given to png_create_*_struct. Its error pointer must be an
 * lspng_message_sink. Copies libpng's message and longjmps to the jump buffer
 * armed with setjmp(png_jmpbuf(png)); never returns. */
PNG_NORETURN void lspng_error_fn(png_structp png, png_const_charp message);

/* The warning function given to png_create_*_struct: keeps IHDR warnings in the
 * sink's details and ignores all others. */
void lspng_warning_fn(png_structp png, png_const_charp message);

#endif
