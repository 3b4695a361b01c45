/*
 * Animated PNG: the container of lspng_apng.h around the still encoder's
 * scanlines and compressors (lspng_container.h).
 *
 * The file: signature, IHDR, acTL, the text chunks, then per frame an fcTL and
 * its data (IDAT for the first frame, one fdAT for each later one), then IEND.
 * The file buffer grows as frames are added; each frame's data is compressed
 * straight into it. lspng_apng_take hands out what the buffer holds and empties
 * it, so a caller that streams the file keeps one frame's bytes, not all.
 */
#include "lspng_apng.h"
#include "lspng_bytes.h"
#include "lspng_container.h"
#include "lspng_message.h"

#include <stdlib.h>
#include <string.h>

enum {
    ACTL_LENGTH = 8,  /* num_frames, num_plays */
    FCTL_LENGTH = 26, /* sequence, width, height, x, y, delay num/den, dispose, blend */
    SEQUENCE_LENGTH = 4,
};

/* Makes the file buffer hold at least `needed` bytes, keeping what is written.
 * Returns 0 when out of memory (the buffer is then unchanged). */
static int grow(lspng_encoder *encoder, size_t needed) {
    if (needed <= encoder->file_capacity) return 1;
    size_t capacity = encoder->file_capacity > SIZE_MAX / 2 ? SIZE_MAX : encoder->file_capacity * 2;
    if (capacity < needed) capacity = needed;
    uint8_t *file = (uint8_t *)realloc(encoder->file, capacity);
    if (file == NULL) return 0;
    encoder->file = file;
    encoder->file_capacity = capacity;
    return 1;
}

lspng_status lspng_apng_begin(lspng_encoder *encoder, uint32_t width, uint32_t height,
                              uint32_t frame_count, uint32_t plays, int channels,
                              char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (encoder == NULL) {
        lspng_set_message(message, message_capacity, "no encoder");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    encoder->animation = (lspng_animation){0};
    if (width == 0 || height == 0 || width > LSPNG_MAX_LENGTH || height > LSPNG_MAX_LENGTH) {
        lspng_set_message(message, message_capacity,
                          "cannot animate a %u × %u canvas (each side must be 1…%u)",
                          (unsigned)width, (unsigned)height, (unsigned)LSPNG_MAX_LENGTH);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (frame_count == 0 || frame_count > LSPNG_MAX_LENGTH || plays > LSPNG_MAX_LENGTH) {
        lspng_set_message(message, message_capacity,
                          "an animation has 1…%u frames and plays 0…%u times, not %u frames and %u plays",
                          (unsigned)LSPNG_MAX_LENGTH, (unsigned)LSPNG_MAX_LENGTH,
                          (unsigned)frame_count, (unsigned)plays);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (channels != 3 && channels != 4) {
        lspng_set_message(message, message_capacity, "an animation has 3 or 4 channels, not %d", channels);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    size_t size = LSPNG_AFTER_IHDR + LSPNG_CHUNK_OVERHEAD + ACTL_LENGTH + encoder->text_size;
    if (!grow(encoder, size)) {
        lspng_set_message(message, message_capacity, "out of memory starting an animation");
        return LSPNG_ERROR_OUT_OF_MEMORY;
    }
    uint8_t *actl = lspng_write_header(encoder->file, width, height, channels);
    lspng_put_be32(actl + LSPNG_CHUNK_HEAD, frame_count);
    lspng_put_be32(actl + LSPNG_CHUNK_HEAD + 4, plays);
    uint8_t *text = lspng_finish_chunk(actl, "acTL", ACTL_LENGTH);
    if (encoder->text_size > 0) memcpy(text, encoder->text, encoder->text_size);
    encoder->animation = (lspng_animation){
        .size = size, .width = width, .height = height, .frame_count = frame_count,
        .channels = channels,
    };
    return LSPNG_OK;
}

/* Checks a frame for lspng_apng_add_frame; writes the message when it cannot be added. */
static lspng_status check_frame(const lspng_animation *animation, const lspng_apng_frame *frame,
                                char *message, size_t capacity) {
    uint32_t index = animation->frames_written;
    if (frame == NULL || frame->pixels == NULL) {
        lspng_set_message(message, capacity, "frame %u has no pixels", (unsigned)index);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (frame->width == 0 || frame->height == 0 || frame->x > animation->width ||
        frame->y > animation->height || frame->width > animation->width - frame->x ||
        frame->height > animation->height - frame->y) {
        lspng_set_message(message, capacity,
                          "frame %u's %u × %u rectangle at %u, %u is not inside the %u × %u canvas",
                          (unsigned)index, (unsigned)frame->width, (unsigned)frame->height,
                          (unsigned)frame->x, (unsigned)frame->y, (unsigned)animation->width,
                          (unsigned)animation->height);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (index == 0 && (frame->x != 0 || frame->y != 0 || frame->width != animation->width ||
                       frame->height != animation->height)) {
        lspng_set_message(message, capacity, "the first frame must cover the whole %u × %u canvas",
                          (unsigned)animation->width, (unsigned)animation->height);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if (frame->row_stride < (size_t)frame->width * 4 ||
        (size_t)frame->height > SIZE_MAX / ((size_t)frame->width * 4 + 1) ||
        (size_t)(frame->height - 1) > SIZE_MAX / frame->row_stride) {
        lspng_set_message(message, capacity, "frame %u's row stride %zu does not fit its %u pixels a row",
                          (unsigned)index, frame->row_stride, (unsigned)frame->width);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if ((unsigned)frame->dispose > LSPNG_APNG_DISPOSE_PREVIOUS || (unsigned)frame->blend > LSPNG_APNG_BLEND_OVER) {
        lspng_set_message(message, capacity, "frame %u has an unknown dispose or blend operation",
                          (unsigned)index);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    return LSPNG_OK;
}

lspng_status lspng_apng_add_frame(lspng_encoder *encoder, const lspng_apng_frame *frame,
                                  lspng_filter filter, char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (encoder == NULL || encoder->animation.channels == 0) {
        lspng_set_message(message, message_capacity, "no animation was begun");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    lspng_animation *animation = &encoder->animation;
    if (animation->frames_written == animation->frame_count) {
        lspng_set_message(message, message_capacity, "the animation already has its %u frames",
                          (unsigned)animation->frame_count);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    if ((unsigned)filter > LSPNG_FILTER_ADAPTIVE) {
        lspng_set_message(message, message_capacity, "unknown PNG filter %d", (int)filter);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    lspng_status status = check_frame(animation, frame, message, message_capacity);
    if (status != LSPNG_OK) return status;

    uint32_t index = animation->frames_written;
    int channels = animation->channels;
    size_t scanlines_size = lspng_prepare_scanlines(encoder, frame->pixels, frame->width,
                                                    frame->height, frame->row_stride, filter, &channels);
    if (scanlines_size == 0) goto out_of_memory;
    if (channels != animation->channels) {
        lspng_set_message(message, message_capacity,
                          "frame %u has pixels that are not opaque, in an animation begun as opaque (RGB)",
                          (unsigned)index);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }

    /* The fcTL, then the data chunk: an fdAT's data starts with its sequence number. */
    size_t prefix = index == 0 ? 0 : SEQUENCE_LENGTH;
    size_t room = lspng_deflater_bound(&encoder->deflater, scanlines_size);
    if (room > LSPNG_MAX_LENGTH - prefix) room = LSPNG_MAX_LENGTH - prefix;
    size_t fctl_size = LSPNG_CHUNK_OVERHEAD + FCTL_LENGTH;
    size_t needed = fctl_size + LSPNG_CHUNK_OVERHEAD + prefix + room + LSPNG_CHUNK_OVERHEAD; /* and IEND */
    if (needed > SIZE_MAX - animation->size || !grow(encoder, animation->size + needed)) goto out_of_memory;

    uint8_t *fctl = encoder->file + animation->size;
    uint8_t *data = fctl + LSPNG_CHUNK_HEAD;
    lspng_put_be32(data, animation->sequence++);
    lspng_put_be32(data + 4, frame->width);
    lspng_put_be32(data + 8, frame->height);
    lspng_put_be32(data + 12, frame->x);
    lspng_put_be32(data + 16, frame->y);
    data[20] = (uint8_t)(frame->delay_numerator >> 8), data[21] = (uint8_t)frame->delay_numerator;
    data[22] = (uint8_t)(frame->delay_denominator >> 8), data[23] = (uint8_t)frame->delay_denominator;
    data[24] = (uint8_t)frame->dispose;
    data[25] = (uint8_t)frame->blend;
    uint8_t *chunk = lspng_finish_chunk(fctl, "fcTL", FCTL_LENGTH);

    if (prefix > 0) lspng_put_be32(chunk + LSPNG_CHUNK_HEAD, animation->sequence);
    size_t compressed = lspng_deflater_compress(&encoder->deflater, encoder->scanlines, frame->height,
                                                scanlines_size / frame->height, (size_t)channels,
                                                chunk + LSPNG_CHUNK_HEAD + prefix, room);
    if (compressed == 0) { /* only when it would not fit in one chunk */
        animation->sequence--;
        lspng_set_message(message, message_capacity,
                          "frame %u compressed would exceed the %u bytes a PNG chunk can hold",
                          (unsigned)index, (unsigned)LSPNG_MAX_LENGTH);
        return LSPNG_ERROR_TOO_LARGE;
    }
    if (prefix > 0) animation->sequence++;
    uint8_t *end = lspng_finish_chunk(chunk, index == 0 ? "IDAT" : "fdAT", (uint32_t)(prefix + compressed));
    animation->size = (size_t)(end - encoder->file);
    animation->frames_written++;
    return LSPNG_OK;

out_of_memory:
    lspng_set_message(message, message_capacity, "out of memory for frame %u (%u × %u) of an animation",
                      (unsigned)animation->frames_written, (unsigned)frame->width, (unsigned)frame->height);
    return LSPNG_ERROR_OUT_OF_MEMORY;
}

/* The start of lspng_apng_take and lspng_apng_finish: clears the message and the
 * outputs, and checks that there are outputs and an animation to hand out. */
static lspng_status prepare_output(const lspng_encoder *encoder, const uint8_t **out_bytes,
                                   size_t *out_size, char *message, size_t message_capacity) {
    lspng_set_message(message, message_capacity, "%s", "");
    if (out_bytes == NULL || out_size == NULL) {
        lspng_set_message(message, message_capacity, "no place to return the PNG data");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    *out_bytes = NULL;
    *out_size = 0;
    if (encoder == NULL || encoder->animation.channels == 0) {
        lspng_set_message(message, message_capacity, "no animation was begun");
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    return LSPNG_OK;
}

lspng_status lspng_apng_take(lspng_encoder *encoder, const uint8_t **out_bytes, size_t *out_size,
                             char *message, size_t message_capacity) {
    lspng_status status = prepare_output(encoder, out_bytes, out_size, message, message_capacity);
    if (status != LSPNG_OK) return status;
    /* The buffer is not shrunk: the next frame reuses it. */
    *out_bytes = encoder->file;
    *out_size = encoder->animation.size;
    encoder->animation.size = 0;
    return LSPNG_OK;
}

lspng_status lspng_apng_finish(lspng_encoder *encoder, const uint8_t **out_png, size_t *out_size,
                               char *message, size_t message_capacity) {
    lspng_status status = prepare_output(encoder, out_png, out_size, message, message_capacity);
    if (status != LSPNG_OK) return status;
    lspng_animation *animation = &encoder->animation;
    if (animation->frames_written != animation->frame_count) {
        lspng_set_message(message, message_capacity, "the animation has %u of its %u frames",
                          (unsigned)animation->frames_written, (unsigned)animation->frame_count);
        return LSPNG_ERROR_INVALID_ARGUMENT;
    }
    /* add_frame left room for the IEND. */
    uint8_t *end = lspng_finish_chunk(encoder->file + animation->size, "IEND", 0);
    *out_png = encoder->file;
    *out_size = (size_t)(end - encoder->file);
    encoder->animation = (lspng_animation){0};
    return LSPNG_OK;
}
