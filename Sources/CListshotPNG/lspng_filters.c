/*
 * PNG row filters (PNG specification, section 7.3 and 9), applied in place.
 *
 * Each filtered byte is the raw byte minus a prediction from raw bytes: the one
 * a pixel to the left, the one above, and the one above-left (0 outside the
 * image). Working from the bottom row up, and from right to left within a row,
 * every prediction still reads unfiltered bytes, so no second buffer is needed.
 *
 * The default, LSPNG_FILTER_NONE, never gets here: on UI frames it was both the
 * fastest and the smallest. The others are kept for images that profit from them.
 */
#include "lspng_scanlines.h"

static inline uint8_t paeth(uint8_t left, uint8_t up, uint8_t up_left) {
    int p = (int)left + up - up_left;
    int pa = p > left ? p - left : left - p;
    int pb = p > up ? p - up : up - p;
    int pc = p > up_left ? p - up_left : up_left - p;
    if (pa <= pb && pa <= pc) return left;
    return pb <= pc ? up : up_left;
}

/* The prediction `type` makes for byte i of `row`; `prior` is the row above, or NULL. */
static inline uint8_t predict(int type, const uint8_t *row, const uint8_t *prior, size_t i,
                              size_t bpp) {
    uint8_t left = i >= bpp ? row[i - bpp] : 0;
    uint8_t up = prior != NULL ? prior[i] : 0;
    uint8_t up_left = prior != NULL && i >= bpp ? prior[i - bpp] : 0;
    switch (type) {
    case LSPNG_FILTER_SUB: return left;
    case LSPNG_FILTER_UP: return up;
    case LSPNG_FILTER_AVERAGE: return (uint8_t)(((unsigned)left + up) >> 1);
    case LSPNG_FILTER_PAETH: return paeth(left, up, up_left);
    default: return 0;
    }
}

/* The adaptive heuristic's cost of filtering `row` with `type`: the sum of the
 * filtered bytes read as signed values, in absolute value. */
static uint64_t cost(int type, const uint8_t *row, const uint8_t *prior, size_t n, size_t bpp) {
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t v = (uint8_t)(row[i] - predict(type, row, prior, i, bpp));
        sum += v < 128 ? v : 256u - v;
    }
    return sum;
}

void lspng_filter_scanlines(uint8_t *scanlines, uint32_t height, size_t row_bytes,
                            int bytes_per_pixel, lspng_filter filter) {
    if (filter == LSPNG_FILTER_NONE) return;
    size_t pitch = row_bytes + 1, bpp = (size_t)bytes_per_pixel;
    for (uint32_t y = height; y-- > 0;) {
        uint8_t *row = scanlines + (size_t)y * pitch + 1;
        const uint8_t *prior = y > 0 ? row - pitch : NULL;
        int type = (int)filter;
        if (filter == LSPNG_FILTER_ADAPTIVE) {
            uint64_t best = UINT64_MAX;
            for (int candidate = LSPNG_FILTER_NONE; candidate <= LSPNG_FILTER_PAETH; candidate++) {
                uint64_t c = cost(candidate, row, prior, row_bytes, bpp);
                if (c < best) best = c, type = candidate;
            }
        }
        for (size_t i = row_bytes; i-- > 0;) {
            row[i] = (uint8_t)(row[i] - predict(type, row, prior, i, bpp));
        }
        row[-1] = (uint8_t)type;
    }
}
