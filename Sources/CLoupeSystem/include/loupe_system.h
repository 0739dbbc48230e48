#ifndef LOUPE_SYSTEM_H
#define LOUPE_SYSTEM_H
/* Asks glibc to grow and trim the heap in 64 MB steps (M_TOP_PAD), so the multi-megabyte buffers
   of successive renders reuse resident memory instead of faulting pages in each time (glibc only;
   a no-op elsewhere). For processes that render many images. */
void loupe_keep_large_buffers_in_heap(void);
#endif
