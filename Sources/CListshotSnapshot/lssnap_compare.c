/*
 * The walk over two images' pixels: the verdict's counts and the diff image,
 * from one definition of what each pixel is.
 */
#include <math.h>

#include "lssnap.h"
#include "lssnap_antialiasing.h"
#include "lssnap_pixel.h"

/* What one pixel inside both images is. */
typedef enum pixel_class { PIXEL_EQUAL, PIXEL_DIFFERING, PIXEL_ANTIALIASED } pixel_class;

LSSNAP_INLINE pixel_class classify(int64_t x, int64_t y, const lssnap_image *expected, const lssnap_image *actual,
                            const lssnap_rule *rule, double *delta) {
    uint32_t e = expected->pixels[y * expected->width + x], a = actual->pixels[y * actual->width + x];
    if (e == a) {
        *delta = 0;
        return PIXEL_EQUAL;
    }
    *delta = lssnap_color_delta(e, a);
    if (!(*delta > rule->counted_delta)) return PIXEL_EQUAL;
    if (rule->ignores_antialiasing
        && (lssnap_is_antialiased(x, y, expected, actual) || lssnap_is_antialiased(x, y, actual, expected))) {
        return PIXEL_ANTIALIASED;
    }
    return PIXEL_DIFFERING;
}

/* pixelmatch's picture of an unchanged pixel: its brightness over white, faded
 * toward white, keeping `opacity` of its contrast: 255 + (Y(straight) − 255) ×
 * opacity × alpha / 255, with Y(straight) × alpha / 255 = Y(premultiplied). */
LSSNAP_INLINE uint32_t faded(uint32_t stored, double opacity) {
    double grey = 255 + (lssnap_brightness(lssnap_over_black(stored)) - lssnap_alpha(stored)) * opacity;
    double level = round(grey);
    return lssnap_grey(level <= 0 ? 0 : level >= 255 ? 255 : (uint32_t)level);
}

/* The walk, for one rule (`zones` NULL) or a rule a zone: always inlined into
 * the two entries, so that the one without zones tests a constant NULL. */
LSSNAP_INLINE void compare(const lssnap_image *expected, const lssnap_image *actual, const lssnap_rule *rule,
                           const lssnap_zones *zones, lssnap_counts *counts, uint32_t *diff, const lssnap_diff_style *style) {
    int64_t shared_width = expected->width < actual->width ? expected->width : actual->width;
    int64_t shared_height = expected->height < actual->height ? expected->height : actual->height;
    int64_t canvas_width = expected->width > actual->width ? expected->width : actual->width;
    int64_t canvas_height = expected->height > actual->height ? expected->height : actual->height;
    lssnap_counts c = {0, 0, 0, INT64_MAX, INT64_MAX, INT64_MIN, INT64_MIN};
    uint32_t last_unfaded = expected->pixels[0], last_faded = style ? faded(last_unfaded, style->faded_opacity) : 0;
    for (int64_t y = 0; y < canvas_height; y++) {
        uint32_t *row = diff ? diff + y * canvas_width : NULL;
        int64_t x = 0;
        for (; y < shared_height && x < shared_width; x++) {
            double delta;
            uint8_t zone = 0;
            if (zones) {
                zone = zones->map[y * shared_width + x];
                zones->compared[zone]++;
            }
            pixel_class kind = classify(x, y, expected, actual, zone ? &zones->rules[zone] : rule, &delta);
            if (delta >= c.largest_delta) c.largest_delta = delta;
            switch (kind) {
            case PIXEL_EQUAL:
                if (row) {
                    /* Runs of one colour are most of a frame: each is faded once. */
                    uint32_t pixel = expected->pixels[y * expected->width + x];
                    if (pixel != last_unfaded) {
                        last_unfaded = pixel;
                        last_faded = faded(pixel, style->faded_opacity);
                    }
                    row[x] = last_faded;
                }
                break;
            case PIXEL_ANTIALIASED:
                c.antialiased++;
                if (zones) zones->antialiased[zone]++;
                if (row) row[x] = style->antialiased;
                break;
            case PIXEL_DIFFERING:
                c.differing++;
                if (zones) zones->differing[zone]++;
                if (x < c.min_x) c.min_x = x;
                if (y < c.min_y) c.min_y = y;
                if (x > c.max_x) c.max_x = x;
                if (y > c.max_y) c.max_y = y;
                if (row) row[x] = style->differing;
                break;
            }
        }
        /* Outside one of the images: counted by the caller, drawn here. */
        if (!row) {
            if (y + 1 >= shared_height) break;
            continue;
        }
        for (; x < canvas_width; x++) row[x] = style->outside;
    }
    *counts = c;
}

void lssnap_compare(const lssnap_image *expected, const lssnap_image *actual, const lssnap_rule *rule,
                    lssnap_counts *counts, uint32_t *diff, const lssnap_diff_style *style) {
    compare(expected, actual, rule, NULL, counts, diff, style);
}

void lssnap_compare_zoned(const lssnap_image *expected, const lssnap_image *actual, const lssnap_rule *rule,
                          const lssnap_zones *zones, lssnap_counts *counts, uint32_t *diff, const lssnap_diff_style *style) {
    for (size_t k = 0; k < zones->count; k++) zones->compared[k] = zones->differing[k] = zones->antialiased[k] = 0;
    compare(expected, actual, rule, zones, counts, diff, style);
}
