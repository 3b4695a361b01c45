/*
 * The zlib stream of a PNG's scanlines, by one of three compressors (see
 * lspng_deflate.h).
 *
 * A zlib stream (RFC 1950) is a two-byte header, DEFLATE data (RFC 1951) and
 * the Adler-32 of the uncompressed bytes, big-endian. libdeflate writes the
 * whole stream itself; for ISA-L's and the screen matcher's raw DEFLATE data
 * the header and the Adler-32 are written here.
 */
#include "lspng_bytes.h"
#include "lspng_deflate.h"
#include "lspng_screen_deflate.h"

#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

enum {
    ZLIB_HEADER = 2,
    ZLIB_TRAILER = 4,
    /* A stored DEFLATE block holds at most 65535 bytes behind a 5-byte head. */
    STORED_BLOCK = 65535,
    STORED_HEAD = 5,
    /* Room for ISA-L's block heads and Huffman tables beyond stored blocks. */
    FAST_SLACK = 1024,
};

int lspng_deflater_init(lspng_deflater *deflater, lspng_compressor compressor, int level) {
    *deflater = (lspng_deflater){0};
    deflater->compressor = compressor;
    switch (compressor) {
    case LSPNG_COMPRESSOR_FAST:
        deflater->fast_buffer_size = ISAL_DEF_LVL1_DEFAULT;
        deflater->fast_buffer = (uint8_t *)malloc(deflater->fast_buffer_size);
        deflater->own_fast_stream = (struct isal_zstream *)malloc(sizeof(struct isal_zstream));
        deflater->fast_stream = deflater->own_fast_stream;
        return deflater->fast_buffer != NULL && deflater->fast_stream != NULL;
    case LSPNG_COMPRESSOR_SCREEN:
        deflater->screen = lspng_screen_create();
        return deflater->screen != NULL;
    case LSPNG_COMPRESSOR_SMALL:
        deflater->thorough = libdeflate_alloc_compressor(level);
        return deflater->thorough != NULL;
    }
    return 0;
}

void lspng_deflater_release(lspng_deflater *deflater) {
    libdeflate_free_compressor(deflater->thorough);
    lspng_screen_destroy(deflater->screen);
    free(deflater->fast_buffer);
    free(deflater->own_fast_stream);
    deflater->thorough = NULL;
    deflater->screen = NULL;
    deflater->fast_buffer = NULL;
    deflater->own_fast_stream = NULL;
    deflater->fast_stream = NULL;
}

size_t lspng_deflater_fast_state_size(void) {
    return sizeof(struct isal_zstream);
}

/* The most ISA-L writes for `size` bytes: stored blocks and some slack. */
static size_t fast_bound(size_t size) {
    return size + (size / STORED_BLOCK + 1) * STORED_HEAD + FAST_SLACK;
}

size_t lspng_deflater_bound(const lspng_deflater *deflater, size_t size) {
    switch (deflater->compressor) {
    case LSPNG_COMPRESSOR_FAST: return ZLIB_HEADER + fast_bound(size) + ZLIB_TRAILER;
    case LSPNG_COMPRESSOR_SCREEN: return ZLIB_HEADER + lspng_screen_bound(size) + ZLIB_TRAILER;
    case LSPNG_COMPRESSOR_SMALL: break;
    }
    return libdeflate_zlib_compress_bound(deflater->thorough, size);
}

/* Raw DEFLATE data for `size` bytes by ISA-L level 1, ending with the final
 * block. Returns its length, 0 when it does not fit.
 *
 * Why not isal_deflate_stateless, the obvious call: in ISA-L 2.30 (Debian 12),
 * the level 1 body (isal_deflate_icf_body_hash_hist_01/02/04), starting a
 * stream with no history, hashes the third byte from a register that still
 * holds the stream's address, not from the input. One hash table entry then
 * lands in a bucket chosen by bits 16…47 of where the isal_zstream lies, and
 * in about one stream in 600 a later match finds it: other bytes (always a
 * valid stream, the same pixels) from a process whose memory lies elsewhere.
 * ASLR moves it on every run. So the stream is begun by the stateful API with
 * PRIMER bytes and a sync flush: ISA-L's finish code, which hashes them
 * correctly, takes them and marks the history begun, and the body then never
 * takes its faulty first-byte path. (One byte is too few: the finish code
 * hashes 4 at a time and leaves the history unmarked; 4 to 280 all work.) The
 * rest follows in one more call. It costs about 10 bytes a stream, the
 * primer's own block and the sync flush's empty stored block, and no time that
 * shows. EncoderStateAddressTests moves the stream across every bucket and
 * finds the same bytes. */
enum { PRIMER = 16 };

static size_t compress_fast(lspng_deflater *deflater, const uint8_t *in, size_t size,
                            uint8_t *out, size_t capacity) {
    /* ISA-L counts in 32 bits: more than 4 GB of scanlines is refused as too large. */
    if (size > UINT32_MAX) return 0;
    if (capacity > UINT32_MAX) capacity = UINT32_MAX;
    /* isal_deflate_init leaves some fields (hist_bits, the window, 0 for the default
     * 32 KB) as it finds them: the stream is zeroed first, so that no byte of the output
     * depends on what the memory held (EncoderStackTests). */
    struct isal_zstream *stream = deflater->fast_stream;
    memset(stream, 0, sizeof *stream);
    isal_deflate_init(stream);
    stream->level = 1;
    stream->level_buf = deflater->fast_buffer;
    stream->level_buf_size = (uint32_t)deflater->fast_buffer_size;
    stream->gzip_flag = IGZIP_DEFLATE;
    stream->next_out = out;
    stream->avail_out = (uint32_t)capacity;

    uint32_t primer = size < PRIMER ? (uint32_t)size : PRIMER;
    stream->next_in = (uint8_t *)in;
    stream->avail_in = primer;
    stream->flush = SYNC_FLUSH;
    stream->end_of_stream = 0;
    if (isal_deflate(stream) != COMP_OK || stream->avail_in != 0) return 0;

    stream->next_in = (uint8_t *)in + primer;
    stream->avail_in = (uint32_t)(size - primer);
    stream->flush = NO_FLUSH;
    stream->end_of_stream = 1;
    if (isal_deflate(stream) != COMP_OK || stream->avail_in != 0) return 0;
    /* Everything is written, the final block included; anything short of that means the
     * output did not fit. */
    if (stream->internal_state.state != ZSTATE_END) return 0;
    return stream->total_out;
}

size_t lspng_deflater_compress(lspng_deflater *deflater, const uint8_t *scanlines, size_t rows,
                               size_t row_size, size_t pixel_size, uint8_t *out, size_t capacity) {
    size_t size = rows * row_size;
    if (deflater->compressor == LSPNG_COMPRESSOR_SMALL) {
        return libdeflate_zlib_compress(deflater->thorough, scanlines, size, out, capacity);
    }
    if (capacity < ZLIB_HEADER + ZLIB_TRAILER) return 0;
    /* CMF: DEFLATE with a 32 KB window; FLG: "fastest", and a multiple of 31 with CMF. */
    out[0] = 0x78;
    out[1] = 0x01;
    size_t room = capacity - ZLIB_HEADER - ZLIB_TRAILER;
    size_t written = deflater->compressor == LSPNG_COMPRESSOR_FAST
                         ? compress_fast(deflater, scanlines, size, out + ZLIB_HEADER, room)
                         : lspng_screen_compress(deflater->screen, scanlines, size, row_size, pixel_size,
                                                 out + ZLIB_HEADER, room);
    if (written == 0) return 0;
    written += ZLIB_HEADER;
    lspng_put_be32(out + written, libdeflate_adler32(1, scanlines, size));
    return written + ZLIB_TRAILER;
}
