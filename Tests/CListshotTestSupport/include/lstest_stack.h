#ifndef LSTEST_STACK_H
#define LSTEST_STACK_H

#include <stddef.h>
#include <stdint.h>

/*
 * Fills `bytes` bytes of the calling thread's stack, below the caller's frame,
 * with `value` repeated, and returns. What the caller calls next finds that
 * pattern in its uninitialized locals: a test calls this, then the code under
 * test, to show that the code reads nothing it did not set.
 */
void lstest_fill_stack(uint16_t value, size_t bytes);

#endif
