/*
 * PNG's straight alpha to the framebuffer's premultiplied pixels, in exact
 * integer arithmetic: div255(c × a), rounded to nearest, as the rasterizer
 * does. The inverse, for the encoder, is in lspng_scanlines.c; for every
 * premultiplied pixel the rasterizer can produce (c ≤ a), un-premultiplying
 * then premultiplying gives back the same bytes.
 *
 * In C, not Swift, because golden-image tests decode a golden at every check
 * in debug builds, where this loop in unoptimised Swift took 10 ms a frame.
 */
#include "lspng.h"

#include <string.h>

/* x / 255 rounded to nearest in each 16-bit lane (lanes hold at most 65 025). */
static inline __attribute__((always_inline)) uint32_t div255_lanes(uint32_t x) {
    uint32_t t = x + 0x00800080u;
    return ((t + ((t >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

void lspng_premultiply(const uint8_t *straight_rgba, uint32_t *out, size_t count) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = straight_rgba + 4 * i;
        uint32_t a = p[3];
        if (a == 255) {
            memcpy(&out[i], p, 4);
            continue;
        }
        uint8_t bytes[4] = {0, 0, 0, 0};
        if (a != 0) {
            uint32_t rb = div255_lanes(((uint32_t)p[0] | (uint32_t)p[2] << 16) * a);
            uint32_t g = div255_lanes((uint32_t)p[1] * a);
            bytes[0] = (uint8_t)rb;
            bytes[1] = (uint8_t)g;
            bytes[2] = (uint8_t)(rb >> 16);
            bytes[3] = (uint8_t)a;
        }
        memcpy(&out[i], bytes, 4);
    }
}
