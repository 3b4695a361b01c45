/*
 * lssnap.h — the per-pixel loops of ListshotSnapshot's comparison, in C.
 *
 * Golden-image tests run in debug builds, where Swift is compiled without
 * optimisation and a loop over a 780 × 1688 frame's pixels takes a third of a
 * second; the same loop here, at -O0 too, takes a few milliseconds. (A package
 * used as a dependency may not pass -O flags of its own.) The rules of the
 * comparison are ListshotSnapshot's (`ImageDifference`, `DifferenceImages`);
 * this target only runs them.
 *
 * Images are premultiplied RGBA8, one 32-bit word a pixel whose bytes in memory
 * are R, G, B, A (the framebuffer's layout), row after row with no padding.
 * Nothing here allocates or keeps state; every function works on one thread,
 * so its results never depend on how many there are.
 */
#ifndef LSSNAP_H
#define LSSNAP_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A premultiplied image: width × height pixels, stride = width. */
typedef struct lssnap_image {
    const uint32_t *pixels;
    int64_t width;
    int64_t height;
} lssnap_image;

/** How pixels are classified. */
typedef struct lssnap_rule {
    /** A pixel counts when its colour delta is above this (pixelmatch's maxDelta). */
    double counted_delta;
    /** Whether a counted pixel that looks like anti-aliasing is set apart, not counted. */
    int ignores_antialiasing;
} lssnap_rule;

/** What the pixels inside both images came to. */
typedef struct lssnap_counts {
    /** Farther apart than the rule allows, and not set apart as anti-aliasing. */
    int64_t differing;
    /** Farther apart than the rule allows, but anti-aliasing. */
    int64_t antialiased;
    /** The largest colour delta of any of these pixels (0 when none differs). */
    double largest_delta;
    /** The box around the differing pixels, inclusive; min > max when there are none. */
    int64_t min_x, min_y, max_x, max_y;
} lssnap_counts;

/**
 * Parts of the shared area judged by rules of their own (the views a test gives
 * a tolerance of their own). `map` has a byte a pixel of the shared area (the
 * smaller width by the smaller height, row after row): the zone the pixel is
 * in, below `count`. Zone 0 is the rest, judged by the call's `rule`; zone k by
 * `rules[k]` (rules[0] is not read). `compared[k]`, `differing[k]` and
 * `antialiased[k]` receive each zone's pixels and counts, zone 0's included;
 * `lssnap_counts` holds the sums of the counts.
 */
typedef struct lssnap_zones {
    const uint8_t *map;
    const lssnap_rule *rules;
    size_t count;
    int64_t *compared;
    int64_t *differing;
    int64_t *antialiased;
} lssnap_zones;

/** The diff image's colours, as premultiplied pixels, and how much of the expected
 *  image's contrast an unchanged pixel keeps. */
typedef struct lssnap_diff_style {
    uint32_t differing;
    uint32_t antialiased;
    uint32_t outside;
    double faded_opacity;
} lssnap_diff_style;

/**
 * Classifies every pixel inside both images (the smaller width by the smaller
 * height, top-left aligned) and counts them into `counts`.
 *
 * When `diff` is not NULL it is the diff image's pixels, max width × max height
 * of the two images, and every one of them is written: pixels within the rule
 * as the expected pixel's brightness faded toward white (opaque grey), counted
 * ones in `style->differing`, anti-aliasing in `style->antialiased`, and pixels
 * outside one of the images in `style->outside`. `style` may be NULL when
 * `diff` is.
 */
void lssnap_compare(const lssnap_image *expected, const lssnap_image *actual, const lssnap_rule *rule,
                    lssnap_counts *counts, uint32_t *diff, const lssnap_diff_style *style);

/**
 * lssnap_compare with each pixel classified by its zone's rule (`zones`, not
 * NULL) and counted into its zone; `counts` as lssnap_compare's. A separate
 * entry, so that the usual comparison, with no zones, reads no map.
 */
void lssnap_compare_zoned(const lssnap_image *expected, const lssnap_image *actual, const lssnap_rule *rule,
                          const lssnap_zones *zones, lssnap_counts *counts, uint32_t *diff, const lssnap_diff_style *style);

/**
 * Draws `count` images side by side into `out` (out_width × out_height pixels,
 * every one written): each at the left of a column `columns[i]` wide (at least
 * its width), from row `top` down (the rows above are left for labels), left to
 * right, `gutter` columns of `gutter_pixel` between the columns from top to
 * bottom, on `background` (opaque), each image composited over the background
 * with premultiplied source-over, as a 1:1 draw on a canvas does. The columns
 * plus the gutters must add up to out_width, and no image may reach below
 * out_height.
 */
void lssnap_side_by_side(const lssnap_image *images, const int64_t *columns, size_t count, int64_t top, int64_t gutter,
                         uint32_t gutter_pixel, uint32_t background, uint32_t *out, int64_t out_width, int64_t out_height);

#ifdef __cplusplus
}
#endif

#endif
