/*
 * lspng_bytes.h — writing the big-endian numbers PNG and zlib use.
 */
#ifndef LSPNG_BYTES_H
#define LSPNG_BYTES_H

#include <stdint.h>

/* Stores `value` at p[0…3], most significant byte first. */
static inline void lspng_put_be32(uint8_t *p, uint32_t value) {
    p[0] = (uint8_t)(value >> 24);
    p[1] = (uint8_t)(value >> 16);
    p[2] = (uint8_t)(value >> 8);
    p[3] = (uint8_t)value;
}

#endif /* LSPNG_BYTES_H */
