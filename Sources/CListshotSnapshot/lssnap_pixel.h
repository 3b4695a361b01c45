/*
 * One premultiplied pixel: reading its channels, pixelmatch's colour
 * difference, and writing an opaque grey. Internal to this target.
 *
 * The arithmetic is ListshotSnapshot's definition, operation for operation and
 * in the same order (double precision, no fused multiply-add: see the pragma),
 * so that every delta is the same double the Swift code it replaced computed and
 * the counts stay pixelmatch's (PixelmatchReferenceTests, DifferencePixelsPinnedTests).
 */
#ifndef LSSNAP_PIXEL_H
#define LSSNAP_PIXEL_H

#include <stdint.h>

/* A multiply and an add fused into one rounding would change the deltas on CPUs
 * that have fma (arm64): keep every operation rounded on its own, as Swift does. */
#pragma STDC FP_CONTRACT OFF

/* Inlined even at -O0, where these small functions would otherwise be calls: a
 * debug build runs them for every pixel of a frame. */
#define LSSNAP_INLINE static inline __attribute__((always_inline))

/* A pixel as stored (bytes R, G, B, A) to a value whose low byte is R, and back. */
LSSNAP_INLINE uint32_t lssnap_load(uint32_t stored) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return __builtin_bswap32(stored);
#else
    return stored;
#endif
}

LSSNAP_INLINE uint32_t lssnap_store(uint32_t value) { return lssnap_load(value); }

/* Whether a stored pixel is opaque. */
LSSNAP_INLINE int lssnap_is_opaque(uint32_t stored) { return lssnap_load(stored) >> 24 == 255; }

/* One colour as three channel values, 0…255. */
typedef struct lssnap_rgb {
    double r, g, b;
} lssnap_rgb;

/* The colour a premultiplied pixel shows over black: its channels as they are. */
LSSNAP_INLINE lssnap_rgb lssnap_over_black(uint32_t stored) {
    uint32_t p = lssnap_load(stored);
    lssnap_rgb c = {(double)(p & 0xFF), (double)((p >> 8) & 0xFF), (double)((p >> 16) & 0xFF)};
    return c;
}

LSSNAP_INLINE double lssnap_alpha(uint32_t stored) { return (double)(lssnap_load(stored) >> 24); }

/* The colour it shows over white: c + 255 × (1 − alpha / 255). */
LSSNAP_INLINE lssnap_rgb lssnap_over_white(uint32_t stored) {
    lssnap_rgb c = lssnap_over_black(stored);
    double white = 255 - lssnap_alpha(stored);
    lssnap_rgb w = {c.r + white, c.g + white, c.b + white};
    return w;
}

/* YIQ, weighted as in Kotsarenko and Ramos (2010), as pixelmatch has them. */
LSSNAP_INLINE double lssnap_brightness(lssnap_rgb c) { return c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223; }
LSSNAP_INLINE double lssnap_in_phase(lssnap_rgb c) { return c.r * 0.59597799 - c.g * 0.27417610 - c.b * 0.32180189; }
LSSNAP_INLINE double lssnap_quadrature(lssnap_rgb c) { return c.r * 0.21147017 - c.g * 0.52261711 + c.b * 0.31114694; }

/* pixelmatch's squared YIQ distance of two colours. */
LSSNAP_INLINE double lssnap_yiq_delta(lssnap_rgb c1, lssnap_rgb c2) {
    double y = lssnap_brightness(c1) - lssnap_brightness(c2);
    double i = lssnap_in_phase(c1) - lssnap_in_phase(c2);
    double q = lssnap_quadrature(c1) - lssnap_quadrature(c2);
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

/* The delta of two premultiplied pixels, 0…35215: the larger of their deltas over
 * white and over black, so that a change of opacity alone shows, and 0 exactly
 * when the pixels are equal. */
LSSNAP_INLINE double lssnap_color_delta(uint32_t a, uint32_t b) {
    if (a == b) return 0;
    double over_white = lssnap_yiq_delta(lssnap_over_white(a), lssnap_over_white(b));
    double over_black = lssnap_yiq_delta(lssnap_over_black(a), lssnap_over_black(b));
    return over_black >= over_white ? over_black : over_white;
}

/* Brightness of a minus that of b, both over white: what the anti-aliasing
 * detector compares neighbours by. */
LSSNAP_INLINE double lssnap_brightness_delta(uint32_t a, uint32_t b) {
    if (a == b) return 0;
    return lssnap_brightness(lssnap_over_white(a)) - lssnap_brightness(lssnap_over_white(b));
}

/* An opaque grey pixel, as stored. */
LSSNAP_INLINE uint32_t lssnap_grey(uint32_t level) {
    return lssnap_store(level | level << 8 | level << 16 | 0xFFu << 24);
}

#endif
