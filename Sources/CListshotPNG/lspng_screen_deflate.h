/*
 * lspng_screen_deflate.h — raw DEFLATE (RFC 1951) made for the scanlines of
 * rendered screens.
 *
 * A rendered screen is mostly rows equal to the row above and runs of one
 * colour, with text in between. The matcher tries those matches first — the
 * same bytes one row up (distance = row size) and runs (distance = the pixel
 * size, and 1) — and only where they come out short a small hash chain, which
 * finds the repeats inside text. Tokens are cut into blocks where the cost
 * estimate says new Huffman tables pay off; each block is written with its own
 * dynamic tables, the fixed ones, or stored, whichever is smallest.
 *
 * Plain C with no CPU dispatch and no address-dependent state: the output is
 * a function of the input bytes, the row size and the pixel size alone, the
 * same on every machine.
 */
#ifndef LSPNG_SCREEN_DEFLATE_H
#define LSPNG_SCREEN_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/** The matcher's working memory (hash chains, tokens, tables), kept from one image to the next. */
typedef struct lspng_screen_state lspng_screen_state;

/** A new working memory, or NULL when out of memory. */
lspng_screen_state *lspng_screen_create(void);

/** Frees it. NULL is allowed. */
void lspng_screen_destroy(lspng_screen_state *state);

/** Bytes of output that always suffice for `size` bytes of input. */
size_t lspng_screen_bound(size_t size);

/**
 * Writes the raw DEFLATE data of `size` bytes at `in` (rows of `row_size`
 * bytes, pixels of `pixel_size` bytes; both only guide the matcher, any
 * values ≥ 1 give a valid stream) into `out`, ending with the final block.
 * Returns its length, or 0 when it does not fit in `capacity` bytes.
 */
size_t lspng_screen_compress(lspng_screen_state *state, const uint8_t *in, size_t size,
                             size_t row_size, size_t pixel_size, uint8_t *out, size_t capacity);

#endif /* LSPNG_SCREEN_DEFLATE_H */
