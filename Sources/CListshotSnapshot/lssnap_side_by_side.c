/*
 * Images side by side on a background: the composite a failure leaves.
 */
#include <string.h>

#include "lssnap.h"
#include "lssnap_pixel.h"

/* x / 255 rounded to nearest in each 16-bit lane (lanes hold at most 65 025). */
LSSNAP_INLINE uint32_t div255_lanes(uint32_t x) {
    uint32_t t = x + 0x00800080u;
    return ((t + ((t >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

/* Porter-Duff source-over of premultiplied src onto dst, in exact integers, as the
 * rasterizer's PixelMath.sourceOver does (values, not stored words). */
LSSNAP_INLINE uint32_t source_over(uint32_t src, uint32_t dst) {
    uint32_t sa = src >> 24;
    if (sa == 255) return src;
    if (sa == 0) return dst;
    uint32_t kept_coverage = 255 - sa;
    uint32_t rb = div255_lanes((dst & 0x00FF00FFu) * kept_coverage);
    uint32_t ga = div255_lanes(((dst >> 8) & 0x00FF00FFu) * kept_coverage);
    return src + (rb | ga << 8);
}

static void fill(uint32_t *out, int64_t out_width, int64_t x, int64_t width, int64_t y0, int64_t y1, uint32_t pixel) {
    for (int64_t y = y0; y < y1; y++) {
        uint32_t *row = out + y * out_width + x;
        for (int64_t i = 0; i < width; i++) row[i] = pixel;
    }
}

/* One image at column x, row top, in a column `column` wide: the rows above it and
 * the column right of and below it are background; its rows copied (the opaque
 * pixels of a source-over are the source's), the pixels that are not opaque blended
 * over the background. */
static void place(const lssnap_image *image, int64_t x, int64_t column, int64_t top, uint32_t background, uint32_t *out,
                  int64_t out_width, int64_t out_height) {
    uint32_t under = lssnap_load(background);
    fill(out, out_width, x, column, 0, top, background);
    for (int64_t y = 0; y < image->height; y++) {
        const uint32_t *source = image->pixels + y * image->width;
        uint32_t *row = out + (top + y) * out_width + x;
        memcpy(row, source, (size_t)image->width * sizeof *row);
        for (int64_t i = 0; i < image->width; i++) {
            if (!lssnap_is_opaque(source[i])) row[i] = lssnap_store(source_over(lssnap_load(source[i]), under));
        }
        for (int64_t i = image->width; i < column; i++) row[i] = background;
    }
    fill(out, out_width, x, column, top + image->height, out_height, background);
}

void lssnap_side_by_side(const lssnap_image *images, const int64_t *columns, size_t count, int64_t top, int64_t gutter,
                         uint32_t gutter_pixel, uint32_t background, uint32_t *out, int64_t out_width, int64_t out_height) {
    int64_t x = 0;
    for (size_t index = 0; index < count; index++) {
        if (index > 0) {
            fill(out, out_width, x, gutter, 0, out_height, gutter_pixel);
            x += gutter;
        }
        place(&images[index], x, columns[index], top, background, out, out_width, out_height);
        x += columns[index];
    }
}
