#include "lstest_stack.h"

#include <alloca.h>

__attribute__((noinline)) void lstest_fill_stack(uint16_t value, size_t bytes) {
    /* Writes through a volatile pointer, which the compiler may not drop. */
    volatile uint16_t *area = (volatile uint16_t *)alloca(bytes);
    for (size_t i = 0; i < bytes / sizeof *area; i++) area[i] = value;
}
