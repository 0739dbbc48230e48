#include "loupe_system.h"
#include <stdlib.h> /* defines __GLIBC__ on glibc systems */
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void loupe_keep_large_buffers_in_heap(void) {
#if defined(__GLIBC__)
    /* Measured: growing and trimming the heap by only what each cell needs (the default) made every
       cell fault its multi-megabyte buffers in again. 64 MB of top padding keeps them resident. */
    mallopt(M_TOP_PAD, 64 << 20);
#endif
}
