#include "lstest_stack.h"

#include <alloca.h>
#include <string.h>

__attribute__((noinline)) void lstest_fill_stack(uint16_t value, size_t bytes) {
    volatile uint16_t *area = (volatile uint16_t *)alloca(bytes);
    for (size_t i = 0; i < bytes / sizeof *area; i++) area[i] = value;
    /* Keeps the stores: the compiler may not drop writes through a volatile pointer. */
    (void)area[0];
}
