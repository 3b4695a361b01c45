/*
 * pixelmatch's anti-aliasing detector. Internal to this target.
 */
#ifndef LSSNAP_ANTIALIASING_H
#define LSSNAP_ANTIALIASING_H

#include <stdint.h>

#include "lssnap.h"

/* Whether the pixel at x, y of `image` looks like anti-aliasing, `other` being
 * the image it is compared with (see lssnap_antialiasing.c). */
int lssnap_is_antialiased(int64_t x, int64_t y, const lssnap_image *image, const lssnap_image *other);

#endif
