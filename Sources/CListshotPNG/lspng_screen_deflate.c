/*
 * Raw DEFLATE for the scanlines of rendered screens (see lspng_screen_deflate.h).
 *
 * Matching: at each position the matcher measures the match one row up and the
 * run at the pixel size (at 1 when pixels are 1 byte), 8 bytes at a time. When the
 * longer is at least GOOD_ENOUGH it is taken; otherwise a hash chain of 4-byte
 * prefixes, walked at most CHAIN_DEPTH steps, may find a longer one (text, icons).
 * The longest match is taken at once (greedy): checking the next position for a
 * longer one (lazy matching) made the contacts frames 0.4 % smaller for 20 % more
 * time. Positions inside long matches are not hashed: the rows and runs they belong
 * to are found again by the cheap candidates. Most positions have every candidate
 * behind them and a whole match after them; find_match_inside() serves those
 * without bounds checks, find_match() the first rows and the end.
 *
 * On the 60 contacts frames (the job `listshot bench --compare-peers` times), a
 * chain of 2 instead of 6, hashing inside matches of 3 bytes only (below 16 before) and no
 * run at 1 for 3-byte pixels (275 matches a frame used it) made the matcher 16 %
 * faster (3.2 to 2.7 ms a frame) for 1 % more bytes (0.964 to 0.974 × Pillow's).
 *
 * Blocks: every CHUNK_TOKENS tokens, an entropy estimate says whether the
 * chunk's symbols are different enough from the block's so far that a new
 * block, with its own tables, pays for their cost; if so the block is written
 * and the chunk begins the next. A block is written with dynamic Huffman
 * codes (lengths limited to 15 bits, the code-length code to 7), the fixed
 * codes, or stored, whichever costs the fewest bits.
 *
 * Every number here is an integer computed from the input alone, so the
 * output is the same on every machine.
 */
#include "lspng_screen_deflate.h"

#include <stdlib.h>
#include <string.h>

enum {
    WINDOW = 32768,
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    HASH_BITS = 15,
    HASH_SIZE = 1 << HASH_BITS,
    /* A cheap candidate at least this long is taken without walking the hash chain. */
    GOOD_ENOUGH = 24,
    /* Bytes after a position for find_match_inside(): a match and a word beyond it. */
    FAST_AFTER = MAX_MATCH + 16,
    /* How far back the hash chain looks: a power of 2, at most WINDOW. */
    CHAIN_WINDOW = WINDOW,
    /* How many earlier positions with the same 4-byte hash are compared. */
    CHAIN_DEPTH = 2,
    /* A chain match this long ends the walk. */
    NICE_LENGTH = 128,
    /* Positions inside matches up to this long are hashed; inside longer ones, not. */
    HASH_INSIDE_BELOW = 4,
    /* Tokens between two block-split decisions, and the most a block holds. */
    CHUNK_TOKENS = 8192,
    BLOCK_TOKENS = 8 * CHUNK_TOKENS,
    /* The price of a new block in the estimate: its tables (about 700 bits) and a margin
     * for the entropy's optimism about a small chunk. At 640 the contacts frames were split
     * about 23 times a frame and came out 0.4 % larger; at 3,000 they are not split at all
     * (their statistics hardly change down a screen: blocks end at BLOCK_TOKENS). */
    TABLES_BITS = 3000,
    /* Positions are kept as 32-bit offsets from a base moved on every REBASE bytes. */
    REBASE = 1 << 30,
    LITLEN_SYMBOLS = 286,
    DIST_SYMBOLS = 30,
    CODELEN_SYMBOLS = 19,
    END_OF_BLOCK = 256,
    MAX_CODE_BITS = 15,
    MAX_CODELEN_BITS = 7,
    STORED_MAX = 65535,
};

/* A token: a literal byte (< 256), or a match as length | distance << 9. */
#define MATCH_TOKEN(length, distance) ((uint32_t)(length) | ((uint32_t)(distance) << 9))

typedef struct symbol_counts {
    uint32_t litlen[LITLEN_SYMBOLS];
    uint32_t dist[DIST_SYMBOLS];
} symbol_counts;

struct lspng_screen_state {
    uint32_t head[HASH_SIZE];   /* per hash: newest position + 1 (from the base), 0 for none */
    uint32_t prev[CHAIN_WINDOW]; /* per position mod CHAIN_WINDOW: the one before with the same hash */
    uint32_t tokens[BLOCK_TOKENS];
    symbol_counts block;        /* the block's symbols before the current chunk */
    symbol_counts chunk;        /* the current chunk's */
    uint16_t length_symbol[MAX_MATCH + 1];
    uint8_t dist_symbol_small[257];   /* distances 1…256 */
    uint8_t dist_symbol_large[256];   /* distances 257…32768, by (distance − 1) >> 7 */
};

/* The base, extra bits and symbols of lengths and distances (RFC 1951 3.2.5). */
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                       33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                       6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t codelen_order[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                       11, 4,  12, 3, 13, 2, 14, 1, 15};

lspng_screen_state *lspng_screen_create(void) {
    lspng_screen_state *state = (lspng_screen_state *)calloc(1, sizeof *state);
    if (state == NULL) return NULL;
    for (int symbol = 0; symbol < 29; symbol++) {
        int count = symbol == 28 ? 1 : 1 << length_extra[symbol];
        for (int i = 0; i < count && length_base[symbol] + i <= MAX_MATCH; i++) {
            state->length_symbol[length_base[symbol] + i] = (uint16_t)symbol;
        }
    }
    for (int symbol = 0; symbol < 30; symbol++) {
        int count = 1 << dist_extra[symbol];
        for (int i = 0; i < count; i++) {
            int distance = dist_base[symbol] + i;
            if (distance <= 256) state->dist_symbol_small[distance] = (uint8_t)symbol;
            else state->dist_symbol_large[(distance - 1) >> 7] = (uint8_t)symbol;
        }
    }
    return state;
}

void lspng_screen_destroy(lspng_screen_state *state) {
    free(state);
}

size_t lspng_screen_bound(size_t size) {
    /* No block costs more than storing it: its bytes, 5 bytes a stored block of at most
     * 65535, and one byte of the previous block's padding. A block ends only after a
     * whole chunk of tokens, so there is at most one block per CHUNK_TOKENS bytes, plus
     * the last; and 8 bytes the bit writer stores beyond the end. */
    return size + (size / STORED_MAX + 1) * 5 + (size / CHUNK_TOKENS + 2) * 6 + 16 + 8;
}

static inline int dist_symbol(const lspng_screen_state *state, uint32_t distance) {
    return distance <= 256 ? state->dist_symbol_small[distance]
                           : state->dist_symbol_large[(distance - 1) >> 7];
}

/* ---- Matching ---------------------------------------------------------------------- */

static inline uint32_t load32(const uint8_t *p) {
    /* Little-endian by construction, so hashes are the same on every machine. */
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t load64_native(const uint8_t *p) {
    uint64_t value;
    memcpy(&value, p, sizeof value);
    return value;
}

static inline uint32_t hash4(const uint8_t *p) {
    return (load32(p) * 0x9E3779B1u) >> (32 - HASH_BITS);
}

/* How many bytes at `a` equal those at `b`, up to `limit`. Whole words first; the
 * first differing byte of a word is found from its lowest (little-endian) or highest
 * (big-endian) set bit of the difference: only the speed depends on the machine. */
static inline uint32_t match_length(const uint8_t *a, const uint8_t *b, uint32_t limit) {
    uint32_t n = 0;
    while (n + 8 <= limit) {
        uint64_t difference = load64_native(a + n) ^ load64_native(b + n);
        if (difference != 0) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return n + (uint32_t)(__builtin_clzll(difference) >> 3);
#else
            return n + (uint32_t)(__builtin_ctzll(difference) >> 3);
#endif
        }
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

typedef struct matcher {
    lspng_screen_state *state;
    const uint8_t *in;
    size_t size;
    size_t base;        /* positions in the hash tables count from here */
    size_t row_size;    /* 0 when a row is beyond the window */
    size_t pixel_size;  /* 0 when it is 1 (the run at 1 is tried anyway) or beyond the window */
} matcher;

/* match_length() for positions with at least `limit` + 8 bytes after them: whole
 * words are compared until one differs or the limit is passed, and the result is
 * capped at the limit (the bytes read beyond it are in the input and change nothing). */
static inline uint32_t match_length_long(const uint8_t *a, const uint8_t *b, uint32_t limit) {
    uint32_t n = 0;
    do {
        uint64_t difference = load64_native(a + n) ^ load64_native(b + n);
        if (difference != 0) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            n += (uint32_t)(__builtin_clzll(difference) >> 3);
#else
            n += (uint32_t)(__builtin_ctzll(difference) >> 3);
#endif
            return n < limit ? n : limit;
        }
        n += 8;
    } while (n < limit);
    return limit;
}

/* Walks the hash chain of `here` (hash `h`, `at` bytes past the base) at most CHAIN_DEPTH
 * steps for a match longer than *best_length, of at most `limit` bytes, and stores it in
 * *best_length and *best_distance. `whole_words` when `limit` + 8 bytes follow `here`, so
 * that match_length_long() may measure. Reads the hash chains; changes nothing. Always
 * inlined: a call in the matcher's hot path cost 3 % of its time. */
static inline __attribute__((always_inline)) void walk_chain(const matcher *m, const uint8_t *here, size_t at,
                                                             uint32_t h, uint32_t limit, int whole_words,
                                                             uint32_t *best_length, uint32_t *best_distance) {
    const lspng_screen_state *state = m->state;
    uint32_t best = *best_length;
    uint32_t candidate = state->head[h];
    uint32_t prefix = load32(here);
    /* The byte that would make a candidate longer than the best, compared first. */
    uint32_t probe = best < limit ? best : 0;
    uint8_t probe_byte = here[probe];
    for (int depth = CHAIN_DEPTH; candidate != 0 && depth > 0; depth--) {
        size_t c = candidate - 1;
        if (at - c >= CHAIN_WINDOW) break;
        const uint8_t *there = m->in + m->base + c;
        if (there[probe] == probe_byte && load32(there) == prefix) {
            uint32_t length = 4 + (whole_words ? match_length_long(here + 4, there + 4, limit - 4)
                                               : match_length(here + 4, there + 4, limit - 4));
            if (length > best) {
                best = length, *best_distance = (uint32_t)(at - c);
                if (length >= NICE_LENGTH) break;
                probe = best < limit ? best : 0;
                probe_byte = here[probe];
            }
        }
        uint32_t next = state->prev[c & (CHAIN_WINDOW - 1)];
        if (next >= candidate) break;
        candidate = next;
    }
    *best_length = best;
}

/* The longest match found at `p` (0 when shorter than MIN_MATCH), its distance in
 * *distance. Reads the hash chains; changes nothing. */
static inline uint32_t find_match(const matcher *m, size_t p, uint32_t *distance) {
    size_t remaining = m->size - p;
    uint32_t limit = remaining < MAX_MATCH ? (uint32_t)remaining : MAX_MATCH;
    if (limit < MIN_MATCH) return 0;
    const uint8_t *here = m->in + p;
    uint32_t best = 0, best_distance = 0;
    if (m->pixel_size != 0 && p >= m->pixel_size) {
        best = match_length(here, here - m->pixel_size, limit);
        best_distance = (uint32_t)m->pixel_size;
    }
    /* A candidate whose byte at `best` differs cannot be longer: it is not measured. */
    if (m->pixel_size == 0 && p >= 1 && best < limit && here[best] == (here - 1)[best]) {
        uint32_t length = match_length(here, here - 1, limit);
        if (length > best) best = length, best_distance = 1;
    }
    if (m->row_size != 0 && p >= m->row_size && best < limit && here[best] == (here - m->row_size)[best]) {
        uint32_t length = match_length(here, here - m->row_size, limit);
        if (length > best) best = length, best_distance = (uint32_t)m->row_size;
    }
    if (best < GOOD_ENOUGH && limit >= 4) {
        walk_chain(m, here, p - m->base, hash4(here), limit, 0, &best, &best_distance);
    }
    if (best < MIN_MATCH) return 0;
    *distance = best_distance;
    return best;
}

/* find_match() for a position with every candidate behind it and at least FAST_AFTER
 * bytes after it, whose 4-byte hash is `h`: the same match, found without the bounds
 * checks. */
static inline uint32_t find_match_inside(const matcher *m, size_t p, uint32_t h, uint32_t *distance) {
    const uint8_t *here = m->in + p;
    uint32_t best, best_distance;
    if (m->pixel_size != 0) {
        best = match_length_long(here, here - m->pixel_size, MAX_MATCH);
        best_distance = (uint32_t)m->pixel_size;
    } else {
        best = match_length_long(here, here - 1, MAX_MATCH);
        best_distance = 1;
    }
    if (m->row_size != 0 && best < MAX_MATCH && here[best] == (here - m->row_size)[best]) {
        uint32_t length = match_length_long(here, here - m->row_size, MAX_MATCH);
        if (length > best) best = length, best_distance = (uint32_t)m->row_size;
    }
    if (best < GOOD_ENOUGH) walk_chain(m, here, p - m->base, h, MAX_MATCH, 1, &best, &best_distance);
    if (best < MIN_MATCH) return 0;
    *distance = best_distance;
    return best;
}

/* Hashes position `p`, whose hash is `h`. */
static inline void insert_hashed(const matcher *m, size_t p, uint32_t h) {
    lspng_screen_state *state = m->state;
    size_t at = p - m->base;
    state->prev[at & (CHAIN_WINDOW - 1)] = state->head[h];
    state->head[h] = (uint32_t)(at + 1);
}

/* Hashes position `p` (which has 4 bytes after it). */
static inline void insert(const matcher *m, size_t p) {
    lspng_screen_state *state = m->state;
    uint32_t h = hash4(m->in + p);
    size_t at = p - m->base;
    state->prev[at & (CHAIN_WINDOW - 1)] = state->head[h];
    state->head[h] = (uint32_t)(at + 1);
}

/* ---- Huffman codes ----------------------------------------------------------------- */

/* Sorts keys count << 9 | symbol (a count is below 2^17: a block holds at most
 * BLOCK_TOKENS tokens), all different, so the order is the same whatever the sort does.
 * Shell sort with Ciura's gaps: at most 286 keys, no calls. */
static void sort_keys(uint32_t *keys, int n) {
    static const int gaps[] = {132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 6; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            uint32_t key = keys[i];
            int j = i;
            for (; j >= gap && keys[j - gap] > key; j -= gap) keys[j] = keys[j - gap];
            keys[j] = key;
        }
    }
}

/* Code lengths for `n` symbols with these counts, none longer than `limit`: a Huffman
 * tree built from the sorted counts with two queues, then made to fit the limit by
 * moving leaves down until the Kraft sum is exactly 1 (as miniz does). Fewer than two
 * used symbols get two codes of one bit, so every code is complete. */
static void build_lengths(const uint32_t *counts, int n, int limit, uint8_t *lengths) {
    uint16_t symbols[LITLEN_SYMBOLS];
    uint32_t keys[LITLEN_SYMBOLS];
    uint32_t weight[2 * LITLEN_SYMBOLS];
    uint16_t parent[2 * LITLEN_SYMBOLS];
    uint16_t depth[2 * LITLEN_SYMBOLS];
    int used = 0;
    memset(lengths, 0, (size_t)n);
    for (int s = 0; s < n; s++) {
        if (counts[s] != 0) keys[used++] = counts[s] << 9 | (uint32_t)s;
    }
    if (used < 2) {
        int first = used == 1 ? (int)(keys[0] & 511) : 0;
        lengths[first] = 1;
        lengths[first == 0 ? 1 : 0] = 1;
        return;
    }
    sort_keys(keys, used);
    for (int i = 0; i < used; i++) symbols[i] = (uint16_t)(keys[i] & 511), weight[i] = keys[i] >> 9;
    /* Leaves are nodes 0…used−1, sorted; internal nodes used…2·used−2, made in order of
     * weight, so the two lightest are always at the fronts of the two queues. */
    int leaf = 0, inner = used, made = used;
    for (int k = 0; k < used - 1; k++) {
        int pick[2];
        for (int t = 0; t < 2; t++) {
            if (leaf < used && (inner >= made || weight[leaf] <= weight[inner])) pick[t] = leaf++;
            else pick[t] = inner++;
        }
        weight[made] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = (uint16_t)made;
        made++;
    }
    int root = made - 1;
    depth[root] = 0;
    for (int node = root - 1; node >= 0; node--) depth[node] = (uint16_t)(depth[parent[node]] + 1);
    uint32_t per_length[MAX_CODE_BITS + 1] = {0};
    for (int i = 0; i < used; i++) per_length[depth[i] > limit ? limit : depth[i]]++;
    uint32_t kraft = 0;
    for (int bits = 1; bits <= limit; bits++) kraft += per_length[bits] << (limit - bits);
    while (kraft > (1u << limit)) {
        per_length[limit]--;
        for (int bits = limit - 1; bits > 0; bits--) {
            if (per_length[bits] != 0) {
                per_length[bits]--;
                per_length[bits + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    /* The rarest symbols get the longest codes. */
    int i = 0;
    for (int bits = limit; bits >= 1; bits--) {
        for (uint32_t c = 0; c < per_length[bits]; c++) lengths[symbols[i++]] = (uint8_t)bits;
    }
}

/* Canonical codes for these lengths, bit-reversed for DEFLATE's LSB-first order. */
static void build_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t per_length[MAX_CODE_BITS + 1] = {0};
    uint16_t next[MAX_CODE_BITS + 2];
    for (int s = 0; s < n; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits <= MAX_CODE_BITS; bits++) {
        code = (uint16_t)((code + per_length[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int s = 0; s < n; s++) {
        int bits = lengths[s];
        if (bits == 0) continue;
        uint16_t value = next[bits]++, reversed = 0;
        for (int b = 0; b < bits; b++) reversed = (uint16_t)(reversed << 1 | ((value >> b) & 1));
        codes[s] = reversed;
    }
}

/* ---- Output ------------------------------------------------------------------------ */

/* Bits go out LSB first through a 64-bit buffer: add_bits() puts up to 56 bits in
 * (never more between two flushes), flush_bits() writes its whole bytes — 8 bytes are
 * stored, the pointer moves by the whole bytes held, so the output needs 8 bytes of
 * room beyond what is written. */
typedef struct bit_writer {
    uint8_t *out;
    uint64_t bits;
    unsigned count; /* bits held, at most 7 after a flush */
} bit_writer;

static inline void add_bits(bit_writer *w, uint64_t value, unsigned count) {
    w->bits |= value << w->count;
    w->count += count;
}

static inline void flush_bits(bit_writer *w) {
    uint64_t bits = w->bits;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(w->out, &bits, sizeof bits);
#else
    for (int i = 0; i < 8; i++) w->out[i] = (uint8_t)(bits >> (8 * i));
#endif
    w->out += w->count >> 3;
    w->bits = w->count >= 8 ? w->bits >> (w->count & ~7u) : w->bits;
    w->count &= 7;
}

/* Pads to a byte boundary with zero bits and writes them. */
static void align_bits(bit_writer *w) {
    add_bits(w, 0, (8 - w->count % 8) % 8);
    flush_bits(w);
}

/* A block's dynamic tables: the code lengths as run-length-coded items of the
 * code-length alphabet, and that alphabet's own code. */
typedef struct dynamic_tables {
    uint8_t litlen_lengths[LITLEN_SYMBOLS];
    uint8_t dist_lengths[DIST_SYMBOLS];
    uint8_t codelen_lengths[CODELEN_SYMBOLS];
    uint16_t codelen_codes[CODELEN_SYMBOLS];
    uint8_t items[LITLEN_SYMBOLS + DIST_SYMBOLS]; /* code-length symbols */
    uint8_t item_extra[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int item_count, hlit, hdist, hclen;
    uint64_t header_bits; /* everything after the 3-bit block head, before the data */
} dynamic_tables;

static void plan_tables(const symbol_counts *counts, dynamic_tables *t) {
    build_lengths(counts->litlen, LITLEN_SYMBOLS, MAX_CODE_BITS, t->litlen_lengths);
    build_lengths(counts->dist, DIST_SYMBOLS, MAX_CODE_BITS, t->dist_lengths);
    t->hlit = LITLEN_SYMBOLS;
    while (t->hlit > 257 && t->litlen_lengths[t->hlit - 1] == 0) t->hlit--;
    t->hdist = DIST_SYMBOLS;
    while (t->hdist > 1 && t->dist_lengths[t->hdist - 1] == 0) t->hdist--;
    uint8_t all[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int total = t->hlit + t->hdist;
    memcpy(all, t->litlen_lengths, (size_t)t->hlit);
    memcpy(all + t->hlit, t->dist_lengths, (size_t)t->hdist);
    uint32_t codelen_counts[CODELEN_SYMBOLS] = {0};
    int items = 0;
    for (int i = 0; i < total;) {
        uint8_t length = all[i];
        int run = 1;
        while (i + run < total && all[i + run] == length) run++;
        i += run;
        if (length == 0) {
            while (run >= 11) {
                int r = run < 138 ? run : 138;
                t->items[items] = 18, t->item_extra[items++] = (uint8_t)(r - 11);
                run -= r;
            }
            if (run >= 3) {
                t->items[items] = 17, t->item_extra[items++] = (uint8_t)(run - 3);
                run = 0;
            }
        } else if (run >= 4) {
            t->items[items] = length, t->item_extra[items++] = 0;
            run--;
            while (run >= 3) {
                int r = run < 6 ? run : 6;
                t->items[items] = 16, t->item_extra[items++] = (uint8_t)(r - 3);
                run -= r;
            }
        }
        while (run-- > 0) t->items[items] = length, t->item_extra[items++] = 0;
    }
    t->item_count = items;
    for (int k = 0; k < items; k++) codelen_counts[t->items[k]]++;
    build_lengths(codelen_counts, CODELEN_SYMBOLS, MAX_CODELEN_BITS, t->codelen_lengths);
    build_codes(t->codelen_lengths, CODELEN_SYMBOLS, t->codelen_codes);
    t->hclen = CODELEN_SYMBOLS;
    while (t->hclen > 4 && t->codelen_lengths[codelen_order[t->hclen - 1]] == 0) t->hclen--;
    uint64_t bits = 5 + 5 + 4 + 3 * (uint64_t)t->hclen;
    for (int k = 0; k < items; k++) {
        uint8_t s = t->items[k];
        bits += t->codelen_lengths[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    t->header_bits = bits;
}

static uint8_t fixed_litlen_length(int symbol) {
    return symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8;
}

/* Writes `count` tokens with these codes, then the end of the block. A match's length
 * code and extra bits are looked up as one (built here for the block), its distance's
 * joined on the fly: two additions and one flush a token. */
static void write_tokens(bit_writer *w, const lspng_screen_state *state, const uint32_t *tokens,
                         size_t count, const uint16_t *litlen_codes, const uint8_t *litlen_lengths,
                         const uint16_t *dist_codes, const uint8_t *dist_lengths) {
    uint32_t length_code[MAX_MATCH + 1];
    uint8_t length_bits[MAX_MATCH + 1];
    for (int length = MIN_MATCH; length <= MAX_MATCH; length++) {
        int ls = state->length_symbol[length];
        int symbol = 257 + ls;
        length_code[length] = litlen_codes[symbol] |
                              (uint32_t)(length - length_base[ls]) << litlen_lengths[symbol];
        length_bits[length] = (uint8_t)(litlen_lengths[symbol] + length_extra[ls]);
    }
    for (size_t i = 0; i < count; i++) {
        uint32_t token = tokens[i];
        if (token < 256) {
            add_bits(w, litlen_codes[token], litlen_lengths[token]);
        } else {
            uint32_t length = token & 511, distance = token >> 9;
            add_bits(w, length_code[length], length_bits[length]);
            int ds = dist_symbol(state, distance);
            add_bits(w, dist_codes[ds] | (uint32_t)(distance - dist_base[ds]) << dist_lengths[ds],
                     (unsigned)dist_lengths[ds] + dist_extra[ds]);
        }
        flush_bits(w);
    }
    add_bits(w, litlen_codes[END_OF_BLOCK], litlen_lengths[END_OF_BLOCK]);
    flush_bits(w);
}

/* Writes one block of `count` tokens (whose symbols `counts` holds, end of block not
 * included) standing for the `size` bytes at `raw`, in whichever of the three forms is
 * smallest. Returns 0 when it would not fit before `end`. */
static int write_block(bit_writer *w, const uint8_t *end, const lspng_screen_state *state,
                       const uint32_t *tokens, size_t count, symbol_counts *counts,
                       const uint8_t *raw, size_t size, int final) {
    counts->litlen[END_OF_BLOCK]++;
    dynamic_tables t;
    plan_tables(counts, &t);
    uint64_t extra_bits = 0, dynamic_bits = 3 + t.header_bits, fixed_bits = 3;
    for (int s = 0; s < LITLEN_SYMBOLS; s++) {
        uint64_t c = counts->litlen[s];
        dynamic_bits += c * t.litlen_lengths[s];
        fixed_bits += c * fixed_litlen_length(s);
        if (s >= 257) extra_bits += c * length_extra[s - 257];
    }
    for (int s = 0; s < DIST_SYMBOLS; s++) {
        uint64_t c = counts->dist[s];
        dynamic_bits += c * t.dist_lengths[s];
        fixed_bits += c * 5;
        extra_bits += c * dist_extra[s];
    }
    dynamic_bits += extra_bits;
    fixed_bits += extra_bits;
    size_t stored_blocks = size == 0 ? 1 : (size + STORED_MAX - 1) / STORED_MAX;
    /* Each stored block: 3 bits of head, padding to a byte (at most 7), LEN and NLEN. */
    uint64_t stored_bits = (uint64_t)stored_blocks * (3 + 7 + 32) + 8 * (uint64_t)size;
    uint64_t best = dynamic_bits < fixed_bits ? dynamic_bits : fixed_bits;
    int stored = stored_bits <= best;
    if (stored) best = stored_bits;
    /* Room for the block, its last byte's padding, and the 8 bytes a flush stores. */
    if ((uint64_t)(end - w->out) * 8 < w->count + best + 7 + 64) return 0;

    if (stored) {
        size_t done = 0;
        do {
            size_t n = size - done < STORED_MAX ? size - done : STORED_MAX;
            int last = final && done + n == size;
            add_bits(w, (uint32_t)last, 3); /* BFINAL, BTYPE 00 */
            align_bits(w);
            w->out[0] = (uint8_t)n, w->out[1] = (uint8_t)(n >> 8);
            w->out[2] = (uint8_t)~n, w->out[3] = (uint8_t)(~n >> 8);
            memcpy(w->out + 4, raw + done, n);
            w->out += 4 + n;
            done += n;
        } while (done < size);
        return 1;
    }
    uint16_t litlen_codes[LITLEN_SYMBOLS + 2], dist_codes[DIST_SYMBOLS];
    uint8_t litlen_lengths[LITLEN_SYMBOLS + 2], dist_lengths[DIST_SYMBOLS];
    if (dynamic_bits < fixed_bits) {
        add_bits(w, (uint32_t)final | 2u << 1, 3); /* BTYPE 10 */
        add_bits(w, (uint32_t)(t.hlit - 257), 5);
        add_bits(w, (uint32_t)(t.hdist - 1), 5);
        add_bits(w, (uint32_t)(t.hclen - 4), 4);
        flush_bits(w);
        for (int k = 0; k < t.hclen; k++) {
            add_bits(w, t.codelen_lengths[codelen_order[k]], 3);
            flush_bits(w);
        }
        for (int k = 0; k < t.item_count; k++) {
            uint8_t s = t.items[k];
            add_bits(w, t.codelen_codes[s], t.codelen_lengths[s]);
            if (s >= 16) add_bits(w, t.item_extra[k], s == 16 ? 2 : s == 17 ? 3 : 7);
            flush_bits(w);
        }
        memcpy(litlen_lengths, t.litlen_lengths, LITLEN_SYMBOLS);
        memcpy(dist_lengths, t.dist_lengths, DIST_SYMBOLS);
        build_codes(litlen_lengths, LITLEN_SYMBOLS, litlen_codes);
        build_codes(dist_lengths, DIST_SYMBOLS, dist_codes);
    } else {
        add_bits(w, (uint32_t)final | 1u << 1, 3); /* BTYPE 01 */
        for (int s = 0; s < LITLEN_SYMBOLS + 2; s++) litlen_lengths[s] = fixed_litlen_length(s);
        memset(dist_lengths, 5, DIST_SYMBOLS);
        build_codes(litlen_lengths, LITLEN_SYMBOLS + 2, litlen_codes);
        build_codes(dist_lengths, DIST_SYMBOLS, dist_codes);
    }
    write_tokens(w, state, tokens, count, litlen_codes, litlen_lengths, dist_codes, dist_lengths);
    return 1;
}

/* ---- Block splitting ----------------------------------------------------------------- */

/* log2(1 + i/32) in 16-bit fixed point. */
static const uint32_t log2_fraction[33] = {
    0,     2909,  5732,  8473,  11136, 13727, 16248, 18704, 21098, 23433, 25711,
    27936, 30109, 32234, 34312, 36346, 38336, 40286, 42196, 44068, 45904, 47705,
    49472, 51207, 52911, 54584, 56229, 57845, 59434, 60997, 62534, 64047, 65536};

/* log2(x) in 16-bit fixed point, to within about 0.05 (x ≥ 1). */
static uint64_t log2_fixed(uint64_t x) {
    int whole = 63 - __builtin_clzll(x);
    uint64_t fraction = whole >= 5 ? (x >> (whole - 5)) & 31 : (x << (5 - whole)) & 31;
    return ((uint64_t)whole << 16) + log2_fraction[fraction];
}

/* Estimated bits of coding these symbols with a code made for them: their entropy. */
static uint64_t entropy_bits(const uint32_t *counts, int n, const uint32_t *more) {
    uint64_t total = 0, sum = 0;
    for (int s = 0; s < n; s++) total += counts[s] + (more ? more[s] : 0);
    if (total == 0) return 0;
    uint64_t log_total = log2_fixed(total);
    for (int s = 0; s < n; s++) {
        uint64_t c = counts[s] + (more ? more[s] : 0);
        if (c != 0) sum += c * (log_total - log2_fixed(c));
    }
    return sum >> 16;
}

static uint64_t estimate(const symbol_counts *a, const symbol_counts *b) {
    return entropy_bits(a->litlen, LITLEN_SYMBOLS, b ? b->litlen : NULL) +
           entropy_bits(a->dist, DIST_SYMBOLS, b ? b->dist : NULL);
}

/* Whether the chunk is better off starting a block of its own than joining the block. */
static int split_pays(const symbol_counts *block, const symbol_counts *chunk) {
    uint64_t together = estimate(block, chunk);
    uint64_t apart = estimate(block, NULL) + estimate(chunk, NULL) + TABLES_BITS;
    return apart < together;
}

static void add_counts(symbol_counts *into, const symbol_counts *from) {
    for (int s = 0; s < LITLEN_SYMBOLS; s++) into->litlen[s] += from->litlen[s];
    for (int s = 0; s < DIST_SYMBOLS; s++) into->dist[s] += from->dist[s];
}

/* ---- The compressor ---------------------------------------------------------------- */

size_t lspng_screen_compress(lspng_screen_state *state, const uint8_t *in, size_t size,
                             size_t row_size, size_t pixel_size, uint8_t *out, size_t capacity) {
    matcher m = {state, in, size, 0, row_size <= WINDOW ? row_size : 0,
                 pixel_size > 1 && pixel_size <= WINDOW ? pixel_size : 0};
    if (m.row_size == m.pixel_size || m.row_size == 1) m.row_size = 0; /* tried already */
    memset(state->head, 0, sizeof state->head);
    memset(&state->block, 0, sizeof state->block);
    memset(&state->chunk, 0, sizeof state->chunk);
    bit_writer w = {out, 0, 0};
    const uint8_t *end = out + capacity;
    uint32_t *tokens = state->tokens;
    size_t count = 0, chunk_start = 0;        /* tokens in the block; where the chunk begins */
    size_t block_from = 0, chunk_from = 0;    /* input positions of the same */
    size_t p = 0;
    /* Where every candidate is behind a position and FAST_AFTER bytes after it. */
    size_t fast_begin = m.row_size > m.pixel_size ? m.row_size : m.pixel_size;
    if (fast_begin < 1) fast_begin = 1;
    size_t fast_end = size > FAST_AFTER ? size - FAST_AFTER : 0;
    while (p < size) {
        if (p - m.base >= REBASE) {
            m.base = p;
            memset(state->head, 0, sizeof state->head);
        }
        uint32_t distance = 0;
        if (p >= fast_begin && p < fast_end) {
            uint32_t h = hash4(in + p);
            uint32_t length = find_match_inside(&m, p, h, &distance);
            insert_hashed(&m, p, h);
            if (length == 0) {
                tokens[count++] = in[p];
                state->chunk.litlen[in[p]]++;
                p++;
            } else {
                tokens[count++] = MATCH_TOKEN(length, distance);
                state->chunk.litlen[257 + state->length_symbol[length]]++;
                state->chunk.dist[dist_symbol(state, distance)]++;
                if (length < HASH_INSIDE_BELOW) {
                    for (size_t q = p + 1; q < p + length; q++) insert(&m, q);
                }
                p += length;
            }
        } else {
        uint32_t length = find_match(&m, p, &distance);
        if (length == 0) {
            tokens[count++] = in[p];
            state->chunk.litlen[in[p]]++;
            if (size - p >= 4) insert(&m, p);
            p++;
        } else {
            tokens[count++] = MATCH_TOKEN(length, distance);
            state->chunk.litlen[257 + state->length_symbol[length]]++;
            state->chunk.dist[dist_symbol(state, distance)]++;
            /* Positions with 4 bytes after them: below size − 3. */
            size_t hashable = size >= 4 ? size - 3 : 0;
            size_t stop = length < HASH_INSIDE_BELOW ? p + length : p + 1;
            if (stop > hashable) stop = hashable;
            for (size_t q = p; q < stop; q++) insert(&m, q);
            p += length;
        }
        }
        if (count - chunk_start >= CHUNK_TOKENS && p < size) {
            if (chunk_start > 0 && split_pays(&state->block, &state->chunk)) {
                if (!write_block(&w, end, state, tokens, chunk_start, &state->block, in + block_from,
                                 chunk_from - block_from, 0)) {
                    return 0;
                }
                memmove(tokens, tokens + chunk_start, (count - chunk_start) * sizeof *tokens);
                count -= chunk_start;
                state->block = state->chunk;
                block_from = chunk_from;
            } else {
                add_counts(&state->block, &state->chunk);
            }
            memset(&state->chunk, 0, sizeof state->chunk);
            chunk_start = count;
            chunk_from = p;
            if (count + CHUNK_TOKENS > BLOCK_TOKENS) { /* the block is full */
                if (!write_block(&w, end, state, tokens, count, &state->block, in + block_from,
                                 p - block_from, 0)) {
                    return 0;
                }
                memset(&state->block, 0, sizeof state->block);
                count = chunk_start = 0;
                block_from = chunk_from = p;
            }
        }
    }
    /* The last chunk: a block of its own if that pays, then the final block. */
    if (chunk_start > 0 && count > chunk_start && split_pays(&state->block, &state->chunk)) {
        if (!write_block(&w, end, state, tokens, chunk_start, &state->block, in + block_from,
                         chunk_from - block_from, 0)) {
            return 0;
        }
        if (!write_block(&w, end, state, tokens + chunk_start, count - chunk_start, &state->chunk,
                         in + chunk_from, size - chunk_from, 1)) {
            return 0;
        }
    } else {
        add_counts(&state->block, &state->chunk);
        if (!write_block(&w, end, state, tokens, count, &state->block, in + block_from,
                         size - block_from, 1)) {
            return 0;
        }
    }
    align_bits(&w);
    return (size_t)(w.out - out);
}
