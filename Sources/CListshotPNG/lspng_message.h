/*
 * Writing the messages that come back with every non-OK status (see lspng.h).
 */
#ifndef LSPNG_MESSAGE_H
#define LSPNG_MESSAGE_H

#include <stddef.h>

/* printf-style write into the caller's message buffer (truncated, always
 * NUL-terminated; nothing is written when text is NULL or capacity is 0). */
void lspng_set_message(char *text, size_t capacity, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

#endif
