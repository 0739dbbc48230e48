// A digest of an image's pixels, so that a reference PNG can say which pixels it holds without being
// inflated: comparing a render with a reference is then hashing the render (one pass over memory
// still warm from drawing) instead of inflating the file and comparing two buffers.
//
// The digest is XXH3-64 (xxHash, Debian's libxxhash, seed 0) of the image's straight RGBA bytes, row
// after row — a value of the pixels alone, not of the compression nor of Cairo's premultiplied form,
// so the same pixels give the same digest however they were written, and any xxHash implementation
// can check it. XXH3 was measured against XXH64 on a 1092×510 render: 0.24 against 0.41 ms with the
// rows made straight on the way.
#include "loupe_png.h"
#include <stdlib.h>
#include <xxhash.h>

int loupe_digest_begin(loupe_digest *digest) {
    digest->state = XXH3_createState();
    if (!digest->state) return 1;
    XXH3_64bits_reset((XXH3_state_t *)digest->state);
    return 0;
}

void loupe_digest_add_row(loupe_digest *digest, const uint8_t *rgba, uint32_t width) {
    XXH3_64bits_update((XXH3_state_t *)digest->state, rgba, (size_t)width * 4);
}

uint64_t loupe_digest_end(loupe_digest *digest) {
    uint64_t value = XXH3_64bits_digest((XXH3_state_t *)digest->state);
    XXH3_freeState((XXH3_state_t *)digest->state);
    digest->state = NULL;
    return value;
}

int loupe_pixel_digest_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, uint64_t *value) {
    loupe_digest digest;
    if (loupe_digest_begin(&digest)) return 1;
    for (uint32_t y = 0; y < height; y++) loupe_digest_add_row(&digest, rgba + (size_t)y * stride, width);
    *value = loupe_digest_end(&digest);
    return 0;
}

int loupe_pixel_digest_argb(const uint32_t *argb, uint32_t width, uint32_t height, size_t stride, uint64_t *value) {
    /* Each row is made straight into one small buffer and hashed while it is in the cache. */
    loupe_digest digest;
    uint8_t *row = malloc((size_t)width * 4 + 1);
    if (!row || loupe_digest_begin(&digest)) { free(row); return 1; }
    for (uint32_t y = 0; y < height; y++) {
        loupe_straight_rgba_row((const uint32_t *)((const uint8_t *)argb + (size_t)y * stride), row, width);
        loupe_digest_add_row(&digest, row, width);
    }
    free(row);
    *value = loupe_digest_end(&digest);
    return 0;
}
