/*
 * Turning the framebuffer's rows into PNG scanlines, and filtering them.
 * Internal to the encoder: Swift never sees these.
 *
 * A scanline is one filter-type byte followed by the row's samples: width × 3
 * bytes for RGB, width × 4 for RGBA. The scanlines of an image lie one after
 * another with no gap; that whole buffer is what the IDAT chunk compresses.
 */
#ifndef LSPNG_SCANLINES_H
#define LSPNG_SCANLINES_H

#include <stddef.h>
#include <stdint.h>

#include "lspng_encoder.h"

/* reciprocals[a] = ceil(2^32 / a), for dividing by alpha with a multiply and a
 * shift. Exact for every dividend below 2^16 (here at most 255 × 255 + 127):
 * the rounding error n × (ceil(2^32/a) − 2^32/a) / 2^32 stays below 1/a. */
void lspng_fill_reciprocals(uint64_t reciprocals[256]);

/* Writes RGB scanlines (filter byte 0) of premultiplied RGBA8 rows, whose
 * colours equal their straight colours because every pixel is opaque. Returns
 * 1 on success, or 0 at the end of the first row holding a pixel that is not
 * opaque (`out` is then partly written and must be rewritten as RGBA). */
int lspng_write_rgb_scanlines(const uint8_t *pixels, uint32_t width, uint32_t height,
                              size_t row_stride, int ssse3, uint8_t *out);

/* The same bytes and result by plain C, on any CPU: what lspng_write_rgb_scanlines does
 * when `ssse3` is 0 (or the machine is not x86-64); with 1 it uses SSSE3's byte shuffle. */
int lspng_write_rgb_scanlines_portable(const uint8_t *pixels, uint32_t width, uint32_t height,
                                       size_t row_stride, uint8_t *out);

/* Whether this CPU has SSSE3 (always 0 off x86-64). */
int lspng_have_ssse3(void);

/* Writes straight-alpha RGBA scanlines (filter byte 0) of premultiplied RGBA8
 * rows: each colour c of a pixel with alpha a becomes min(255, (c × 255 + a / 2) / a),
 * c × 255 / a rounded to nearest, and a pixel with a = 0 becomes 0, 0, 0, 0. */
void lspng_write_rgba_scanlines(const uint8_t *pixels, uint32_t width, uint32_t height,
                                size_t row_stride, const uint64_t reciprocals[256],
                                uint8_t *out);

/* Applies `filter` to scanlines written with filter byte 0, in place, and sets
 * each row's filter byte. row_bytes excludes the filter byte. */
void lspng_filter_scanlines(uint8_t *scanlines, uint32_t height, size_t row_bytes,
                            int bytes_per_pixel, lspng_filter filter);

#endif
