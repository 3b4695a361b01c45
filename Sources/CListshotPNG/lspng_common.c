#include "lspng_internal.h"
#include "lspng.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <stdint.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

void lspng_set_message(char *text, size_t capacity, const char *format, ...) {
    if (text == NULL || capacity == 0) return;
    va_list args;
    va_start(args, format);
    vsnprintf(text, capacity, format, args);
    va_end(args);
}

lspng_message_sink lspng_make_sink(char *text, size_t capacity) {
    lspng_message_sink sink;
    sink.text = text;
    sink.capacity = capacity;
    sink.ihdr_details[0] = '\0';
    return sink;
}

void lspng_error_fn(png_structp png, png_const_charp message) {
    lspng_message_sink *sink = (lspng_message_sink *)png_get_error_ptr(png);
    if (sink != NULL) {
        const char *text = message != NULL && message[0] != '\0' ? message : "libpng error";
        if (strcmp(text, "Invalid IHDR data") == 0 && sink->ihdr_details[0] != '\0') {
            lspng_set_message(sink->text, sink->capacity, "%s (%s)", text, sink->ihdr_details);
        } else {
            lspng_set_message(sink->text, sink->capacity, "%s", text);
        }
    }
    png_longjmp(png, 1);
}

void lspng_warning_fn(png_structp png, png_const_charp message) {
    lspng_message_sink *sink = (lspng_message_sink *)png_get_error_ptr(png);
    if (sink == NULL || message == NULL || strstr(message, "in IHDR") == NULL) return;
    size_t used = strlen(sink->ihdr_details);
    snprintf(sink->ihdr_details + used, sizeof sink->ihdr_details - used, "%s%s",
             used > 0 ? "; " : "", message);
}

void lspng_free(void *buffer) { free(buffer); }

void lspng_advise_huge_pages(void *start, size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t begin = ((uintptr_t)start + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)start + size) & ~(huge - 1);
    if (end > begin) (void)madvise((void *)begin, end - begin, MADV_HUGEPAGE);
#else
    (void)start, (void)size;
#endif
}
