/*
 * lspng_apng.h — writing animated PNG (APNG) files with an lspng_encoder.
 *
 * An APNG is a PNG whose IHDR is followed by an acTL (the number of frames and
 * of plays) and, for each frame, an fcTL (its rectangle, delay and how it is
 * disposed of and blended) and its image data: the first frame in IDAT chunks,
 * so that a decoder that knows nothing of APNG shows it, the others in fdAT
 * chunks (a sequence number, then data as in an IDAT). fcTL and fdAT chunks
 * share one sequence, 0, 1, 2, … in file order. See
 * https://wiki.mozilla.org/APNG_Specification.
 *
 * An animation is written in three steps: lspng_apng_begin, lspng_apng_add_frame
 * once per frame announced, lspng_apng_finish. Each frame is compressed as it is
 * added, so the caller may release its pixels at once. The file grows in the
 * encoder, unless the caller takes what is written after each step
 * (lspng_apng_take) and writes it out: then the encoder holds at most one
 * frame's bytes, whatever the frame count. An lspng_encoder_encode in between
 * abandons the animation. The bytes
 * depend only on what lspng_encoder_encode's depend on, and on the frames,
 * their rectangles and delays.
 */
#ifndef LSPNG_APNG_H
#define LSPNG_APNG_H

#include <stddef.h>
#include <stdint.h>

#include "lspng.h"
#include "lspng_encoder.h"

#ifdef __cplusplus
extern "C" {
#endif

/** What happens to a frame's rectangle before the next frame is drawn (fcTL dispose_op). */
typedef enum lspng_apng_dispose {
    /** Left as it is. */
    LSPNG_APNG_DISPOSE_NONE = 0,
    /** Cleared to transparent black. */
    LSPNG_APNG_DISPOSE_BACKGROUND = 1,
    /** Put back as it was before the frame. */
    LSPNG_APNG_DISPOSE_PREVIOUS = 2
} lspng_apng_dispose;

/** How a frame's pixels meet the canvas (fcTL blend_op). */
typedef enum lspng_apng_blend {
    /** They replace the canvas's, alpha included. */
    LSPNG_APNG_BLEND_SOURCE = 0,
    /** They are composited over the canvas's. */
    LSPNG_APNG_BLEND_OVER = 1
} lspng_apng_blend;

/** One frame: its pixels, where it goes on the canvas, how long it shows. */
typedef struct lspng_apng_frame {
    /** Premultiplied RGBA8 pixels: the first byte of the rectangle's top row. */
    const void *pixels;
    /** Bytes from one row to the next; at least width × 4. */
    size_t row_stride;
    /** The rectangle on the canvas: 1…canvas size, inside the canvas. The first
     *  frame covers the whole canvas. */
    uint32_t x, y, width, height;
    /** Shown for delay_numerator / delay_denominator seconds (a denominator of 0
     *  means 100, as the specification says). */
    uint16_t delay_numerator, delay_denominator;
    lspng_apng_dispose dispose;
    lspng_apng_blend blend;
} lspng_apng_frame;

/**
 * Starts an animation on a width × height canvas (each 1…2^31 − 1) of
 * `frame_count` frames (at least 1), played `plays` times (0: without end).
 * `channels` is 3 when every frame will be opaque (an RGB file), else 4 (RGBA).
 * Writes the signature, IHDR, acTL and the encoder's text chunks.
 */
lspng_status lspng_apng_begin(lspng_encoder *encoder, uint32_t width, uint32_t height,
                              uint32_t frame_count, uint32_t plays, int channels,
                              char *message, size_t message_capacity);

/**
 * Adds the next frame: its fcTL and its data (IDAT for the first, fdAT after).
 * The rectangle must lie inside the canvas and the first must be the whole
 * canvas; in an RGB animation every pixel must be opaque
 * (LSPNG_ERROR_INVALID_ARGUMENT otherwise, naming the frame).
 */
lspng_status lspng_apng_add_frame(lspng_encoder *encoder, const lspng_apng_frame *frame,
                                  lspng_filter filter, char *message, size_t message_capacity);

/**
 * Hands out the bytes of the animation written since the last take (or since
 * lspng_apng_begin), and forgets them: the next step writes from the start of
 * the encoder's buffer again. `*out_bytes` stays valid until the encoder's next
 * call. The file is the concatenation of every take and of what
 * lspng_apng_finish returns, byte for byte the file an animation without takes
 * returns whole.
 */
lspng_status lspng_apng_take(lspng_encoder *encoder, const uint8_t **out_bytes, size_t *out_size,
                             char *message, size_t message_capacity);

/**
 * Ends the animation with IEND, after exactly the frames announced. On success
 * the file (or, after takes, the rest of it) lives in the encoder, as lspng_encoder_encode's does, until the
 * encoder's next encode or animation, or its destruction.
 */
lspng_status lspng_apng_finish(lspng_encoder *encoder, const uint8_t **out_png, size_t *out_size,
                               char *message, size_t message_capacity);

#ifdef __cplusplus
}
#endif

#endif /* LSPNG_APNG_H */
