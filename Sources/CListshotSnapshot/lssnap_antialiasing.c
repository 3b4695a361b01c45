/*
 * pixelmatch's anti-aliasing detector, after "Anti-aliased Pixel and Intensity
 * Slope Detector" (V. Vyšniauskas, 2009).
 *
 * A pixel is taken for anti-aliasing when, among its eight neighbours, at most
 * two have its brightness, some are darker and some brighter, and the darkest or
 * the brightest of them lies inside a flat area (three or more equal neighbours)
 * in both images: the pixel sits on the slope of an edge between two solid
 * areas, where another rasterizer, or the same one a subpixel away, would blend
 * differently.
 *
 * The images may differ in size; each is read inside its own bounds (the
 * detector is only asked about pixels that both images have).
 */
#include "lssnap_antialiasing.h"

#include "lssnap_pixel.h"

/* The pixel's 3 × 3 block, cut by the image's edges. */
typedef struct neighbourhood {
    int64_t min_x, max_x, min_y, max_y;
    int touches_edge;
} neighbourhood;

static neighbourhood neighbourhood_of(int64_t x, int64_t y, const lssnap_image *image) {
    neighbourhood n;
    n.min_x = x > 0 ? x - 1 : 0;
    n.max_x = x + 1 < image->width ? x + 1 : image->width - 1;
    n.min_y = y > 0 ? y - 1 : 0;
    n.max_y = y + 1 < image->height ? y + 1 : image->height - 1;
    n.touches_edge = x == n.min_x || x == n.max_x || y == n.min_y || y == n.max_y;
    return n;
}

/* Whether at least three neighbours of the pixel at x, y equal it exactly (a
 * pixel on the image's edge counts one for the missing side). False when
 * `image` has no such pixel. */
static int has_many_siblings(int64_t x, int64_t y, const lssnap_image *image) {
    if (x >= image->width || y >= image->height) return 0;
    neighbourhood n = neighbourhood_of(x, y, image);
    uint32_t center = image->pixels[y * image->width + x];
    int equal = n.touches_edge ? 1 : 0;
    for (int64_t nx = n.min_x; nx <= n.max_x; nx++) {
        for (int64_t ny = n.min_y; ny <= n.max_y; ny++) {
            if (nx == x && ny == y) continue;
            if (image->pixels[ny * image->width + nx] == center) equal++;
            if (equal > 2) return 1;
        }
    }
    return 0;
}

static int is_in_flat_area_of_both(int64_t x, int64_t y, const lssnap_image *image, const lssnap_image *other) {
    return has_many_siblings(x, y, image) && has_many_siblings(x, y, other);
}

int lssnap_is_antialiased(int64_t x, int64_t y, const lssnap_image *image, const lssnap_image *other) {
    neighbourhood n = neighbourhood_of(x, y, image);
    uint32_t center = image->pixels[y * image->width + x];
    int equal = n.touches_edge ? 1 : 0;
    double darkest = 0, brightest = 0;
    int64_t darkest_x = 0, darkest_y = 0, brightest_x = 0, brightest_y = 0;
    /* Columns outside, rows inside, as pixelmatch walks them: ties go to the first found. */
    for (int64_t nx = n.min_x; nx <= n.max_x; nx++) {
        for (int64_t ny = n.min_y; ny <= n.max_y; ny++) {
            if (nx == x && ny == y) continue;
            double delta = lssnap_brightness_delta(center, image->pixels[ny * image->width + nx]);
            if (delta == 0) {
                equal++;
                if (equal > 2) return 0; /* a flat area, not an edge's slope */
            } else if (delta < darkest) {
                darkest = delta;
                darkest_x = nx;
                darkest_y = ny;
            } else if (delta > brightest) {
                brightest = delta;
                brightest_x = nx;
                brightest_y = ny;
            }
        }
    }
    /* Only a pixel with both darker and brighter neighbours is on a slope. */
    if (darkest == 0 || brightest == 0) return 0;
    return is_in_flat_area_of_both(darkest_x, darkest_y, image, other)
        || is_in_flat_area_of_both(brightest_x, brightest_y, image, other);
}
