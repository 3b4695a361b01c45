/*
 * lssha256.h — SHA-256's compression function (FIPS 180-4), in C, for ListshotFiles' SHA256.
 *
 * Golden-image tests run in debug builds, where Swift is compiled without
 * optimisation: there the Swift rounds took about 900 instructions a byte, and
 * the bundled fonts' digests (16 MB, which a golden's provenance records) took
 * seconds. The same rounds here, at -O0 too, take about 135. (A package used as
 * a dependency may not pass -O flags of its own.) The padding and the digest's
 * bytes stay in Swift (`SHA256.digest`).
 */
#ifndef LSSHA256_H
#define LSSHA256_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/**
 * Runs the compression function over `count` 64-byte blocks at `blocks` into
 * `state` (H0…H7), in order. Not constant-time; not for secrets.
 */
void lssha256_compress(uint32_t state[8], const uint8_t *blocks, size_t count);

#ifdef __cplusplus
}
#endif
#endif
