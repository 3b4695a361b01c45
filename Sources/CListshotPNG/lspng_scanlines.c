/*
 * Framebuffer rows to PNG scanlines: dropping alpha from opaque pixels, or
 * un-premultiplying translucent ones. The arithmetic matches the decoder's
 * premultiplying (div255(c × a)), so decode(encode(frame)) == frame for every
 * pixel the rasterizer can produce (c ≤ a).
 */
#include "lspng_scanlines.h"

#include <string.h>

#if defined(__x86_64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#include <cpuid.h>
#include <tmmintrin.h>
#define LSPNG_SSSE3 1
#endif

/* Inlined even at -O0: the debug builds tests run in write failure images through here,
 * and as calls these helpers took half the time of a frame's scanlines. */
#define LSPNG_PER_PIXEL static inline __attribute__((always_inline))

void lspng_fill_reciprocals(uint64_t reciprocals[256]) {
    reciprocals[0] = 0; /* never used: a = 0 gives 0, 0, 0, 0 */
    for (uint64_t a = 1; a < 256; a++) {
        reciprocals[a] = ((UINT64_C(1) << 32) + a - 1) / a;
    }
}

LSPNG_PER_PIXEL uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

LSPNG_PER_PIXEL void store32(uint8_t *p, uint32_t v) { memcpy(p, &v, 4); }

/* Whether the alpha byte (the fourth in memory) of `pixel` is 255. */
LSPNG_PER_PIXEL int is_opaque(uint32_t pixel) {
    uint8_t bytes[4];
    memcpy(bytes, &pixel, 4);
    return bytes[3] == 255;
}

/* Copies the R, G, B bytes of `count` RGBA pixels. */
static void copy_rgb(const uint8_t *in, uint8_t *out, uint32_t count) {
    uint32_t x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* Four pixels (16 bytes) become 12: three 32-bit stores instead of 12 byte stores. */
    for (; x + 4 <= count; x += 4, in += 16, out += 12) {
        uint32_t p0 = load32(in), p1 = load32(in + 4), p2 = load32(in + 8), p3 = load32(in + 12);
        store32(out, (p0 & 0xFFFFFF) | p1 << 24);            /* R0 G0 B0 R1 */
        store32(out + 4, (p1 >> 8 & 0xFFFF) | p2 << 16);     /* G1 B1 R2 G2 */
        store32(out + 8, (p2 >> 16 & 0xFF) | p3 << 8);       /* B2 R3 G3 B3 */
    }
#endif
    for (; x < count; x++, in += 4, out += 3) {
        out[0] = in[0], out[1] = in[1], out[2] = in[2];
    }
}

int lspng_write_rgb_scanlines_portable(const uint8_t *pixels, uint32_t width, uint32_t height,
                                       size_t row_stride, uint8_t *out) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * row_stride;
        /* Check the row's alpha first, in a loop the compiler vectorizes, so that
         * the copy has no early exit. */
        uint32_t all = 0xFFFFFFFF;
        for (uint32_t x = 0; x < width; x++) all &= load32(row + 4 * (size_t)x);
        if (!is_opaque(all)) return 0;
        *out++ = 0; /* filter type: none */
        copy_rgb(row, out, width);
        out += 3 * (size_t)width;
    }
    return 1;
}

#ifdef LSPNG_SSSE3
int lspng_have_ssse3(void) {
    unsigned eax, ebx, ecx, edx;
    return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3) != 0;
}

/* lspng_write_rgb_scanlines_portable's bytes in one pass instead of two, 16 pixels at a
 * time: a byte shuffle drops the alpha of four pixels at once while the alpha check ANDs
 * the pixels as they go by. On the contacts frames (780 × 1688) 0.13 ms a frame instead of
 * 0.66 ms, a fifth of what encoding took. */
__attribute__((target("ssse3")))
static int write_rgb_scanlines_ssse3(const uint8_t *pixels, uint32_t width, uint32_t height,
                                     size_t row_stride, uint8_t *out) {
    /* R G B of pixels 0…3 into bytes 0…11; bytes 12…15 zero. */
    const __m128i drop_alpha = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *in = pixels + (size_t)y * row_stride;
        __m128i all = _mm_set1_epi32(-1);
        uint32_t rest = 0xFFFFFFFF;
        *out++ = 0; /* filter type: none */
        uint32_t x = 0;
        for (; x + 16 <= width; x += 16, in += 64, out += 48) {
            __m128i a = _mm_loadu_si128((const __m128i *)in);
            __m128i b = _mm_loadu_si128((const __m128i *)(in + 16));
            __m128i c = _mm_loadu_si128((const __m128i *)(in + 32));
            __m128i d = _mm_loadu_si128((const __m128i *)(in + 48));
            all = _mm_and_si128(all, _mm_and_si128(_mm_and_si128(a, b), _mm_and_si128(c, d)));
            a = _mm_shuffle_epi8(a, drop_alpha);
            b = _mm_shuffle_epi8(b, drop_alpha);
            c = _mm_shuffle_epi8(c, drop_alpha);
            d = _mm_shuffle_epi8(d, drop_alpha);
            /* 4 × 12 bytes into three 16-byte stores. */
            _mm_storeu_si128((__m128i *)out, _mm_or_si128(a, _mm_slli_si128(b, 12)));
            _mm_storeu_si128((__m128i *)(out + 16), _mm_or_si128(_mm_srli_si128(b, 4), _mm_slli_si128(c, 8)));
            _mm_storeu_si128((__m128i *)(out + 32), _mm_or_si128(_mm_srli_si128(c, 8), _mm_slli_si128(d, 4)));
        }
        for (; x < width; x++, in += 4, out += 3) {
            rest &= load32(in);
            out[0] = in[0], out[1] = in[1], out[2] = in[2];
        }
        uint32_t lanes[4];
        _mm_storeu_si128((__m128i *)lanes, all);
        if (!is_opaque(rest & lanes[0] & lanes[1] & lanes[2] & lanes[3])) return 0;
    }
    return 1;
}
#else
int lspng_have_ssse3(void) { return 0; }
#endif

int lspng_write_rgb_scanlines(const uint8_t *pixels, uint32_t width, uint32_t height,
                              size_t row_stride, int ssse3, uint8_t *out) {
#ifdef LSPNG_SSSE3
    if (ssse3) return write_rgb_scanlines_ssse3(pixels, width, height, row_stride, out);
#endif
    (void)ssse3;
    return lspng_write_rgb_scanlines_portable(pixels, width, height, row_stride, out);
}

/* c × 255 / a rounded to nearest, at most 255 (c > a only in pixels the
 * rasterizer never makes). */
LSPNG_PER_PIXEL uint8_t straight(uint32_t c, uint32_t a, uint64_t reciprocal) {
    uint32_t q = (uint32_t)(((uint64_t)(c * 255 + a / 2) * reciprocal) >> 32);
    return (uint8_t)(q > 255 ? 255 : q);
}

void lspng_write_rgba_scanlines(const uint8_t *pixels, uint32_t width, uint32_t height,
                                size_t row_stride, const uint64_t reciprocals[256],
                                uint8_t *out) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *in = pixels + (size_t)y * row_stride;
        *out++ = 0; /* filter type: none */
        for (uint32_t x = 0; x < width; x++, in += 4, out += 4) {
            uint32_t a = in[3];
            if (a == 255) {
                out[0] = in[0], out[1] = in[1], out[2] = in[2], out[3] = 255;
            } else if (a == 0) {
                out[0] = out[1] = out[2] = out[3] = 0;
            } else {
                uint64_t r = reciprocals[a];
                out[0] = straight(in[0], a, r);
                out[1] = straight(in[1], a, r);
                out[2] = straight(in[2], a, r);
                out[3] = (uint8_t)a;
            }
        }
    }
}
