#ifndef LOUPE_PNG_H
#define LOUPE_PNG_H
#include <stddef.h>
#include <stdint.h>

/* A growable byte buffer owned by the caller; free with loupe_png_free. */
typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} loupe_png_buffer;

/* Encodes straight (non-premultiplied) 8-bit RGBA rows as a PNG: with no row filter (fast), or with
   libpng's adaptive choice per row (smaller files, for galleries).
   Writes no timestamp or text chunk, so the same pixels always give the same bytes.
   Returns 0 on success; otherwise a non-zero code and a message in `error` (NUL-terminated). */
int loupe_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                          size_t stride, int zlib_level, int adaptive_filters,
                          loupe_png_buffer *out, char *error, size_t error_size);

/* Encodes straight 8-bit RGBA rows as a PNG at memory speed (loupe_png_write.c): unfiltered rows,
   matches one pixel back or one row up, dynamic Huffman codes per block. Deterministic. With
   `with_digest`, a `loPX` chunk after the image data carries the pixels' digest (below). Returns 0 on
   success; non-zero (with a message) for an image wider than 8,191 px, which libpng then writes. */
int loupe_png_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int with_digest,
                          loupe_png_buffer *out, char *error, size_t error_size);
/* The same encoder over a Cairo ARGB32 image (premultiplied words, `stride` bytes a row): each row
   is made straight (loupe_straight_rgba_row) as it is copied in. The same pixels give the same bytes
   as loupe_png_encode_fast over their straight RGBA. */
int loupe_png_encode_fast_argb(const uint32_t *argb, uint32_t width, uint32_t height, size_t stride, int with_digest,
                               loupe_png_buffer *out, char *error, size_t error_size);

/* Pixel digests (loupe_digest.c): XXH3-64 of an image's straight RGBA bytes, row after row. The same
   pixels give the same digest whatever their source: straight rows, or Cairo's words made straight
   row by row. A digest is begun, given each row in order, and ended (which frees it). Each function
   that returns int returns 0, or 1 when out of memory. */
typedef struct { void *state; } loupe_digest;
int loupe_digest_begin(loupe_digest *digest);
void loupe_digest_add_row(loupe_digest *digest, const uint8_t *rgba, uint32_t width);
uint64_t loupe_digest_end(loupe_digest *digest);
int loupe_pixel_digest_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, uint64_t *value);
int loupe_pixel_digest_argb(const uint32_t *argb, uint32_t width, uint32_t height, size_t stride, uint64_t *value);

/* The digest a PNG of the given size carries in its `loPX` chunk: 0 and `digest` set when the chunk
   is there, well formed, and still describes the file's image data (it records the CRC-32 of the
   IDAT bytes, so a tool that rewrote the image but kept the chunk is caught); 1 otherwise. */
int loupe_png_stored_digest(const uint8_t *bytes, size_t length, uint32_t width, uint32_t height, uint64_t *digest);

/* Cairo's premultiplied ARGB words as straight RGBA (loupe_premultiplied.c): each channel
   (v * 255 + a / 2) / a, integer arithmetic, the same bytes on every machine. */
uint32_t loupe_straight_rgba_word(uint32_t argb);
void loupe_straight_rgba_row(const uint32_t *argb, uint8_t *rgba, uint32_t width);
/* 1 when a row of straight RGBA bytes holds exactly the straight form of the row of words. */
int loupe_rgba_row_equals_argb(const uint8_t *rgba, const uint32_t *argb, uint32_t width);
/* The two row functions as built for a processor without AVX2 (for tests; the ones above pick their build). */
void loupe_straight_rgba_row_portable(const uint32_t *argb, uint8_t *rgba, uint32_t width);
int loupe_rgba_row_equals_argb_portable(const uint8_t *rgba, const uint32_t *argb, uint32_t width);

/* Whether a PNG of the given size holds exactly a Cairo image's pixels once made straight, without
   decoding it into an image first: 0 the same, 1 different, -1 a file the fast reader does not take
   (another format, or damaged), which the caller then decodes and compares the slow way. */
int loupe_png_equals_argb(const uint8_t *bytes, size_t length, const uint32_t *argb, uint32_t width, uint32_t height,
                          size_t stride);

/* The same for straight RGBA rows (`width * 4` bytes each, no padding). */
int loupe_png_equals_rgba(const uint8_t *bytes, size_t length, const uint8_t *rgba, uint32_t width, uint32_t height);

/* Decodes an 8-bit RGBA, non-interlaced PNG (any row filters) of the given size straight into
   `pixels`, checking every chunk's CRC. Returns 0 on success, non-zero for anything else — another
   format or a damaged file — which the caller hands to loupe_png_decode_rgba for its message. */
int loupe_png_decode_fast(const uint8_t *bytes, size_t length, uint8_t *pixels, uint32_t width, uint32_t height);

/* The width and height in a PNG's header, checked for a sane size (at most 16384x16384). */
int loupe_png_read_size(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
                        char *error, size_t error_size);

/* Decodes any PNG into straight 8-bit RGBA at `pixels`, which holds width * height * 4 bytes for
   the size loupe_png_read_size returned (the caller allocates, so the pixels land where they are
   used without a copy). Returns 0 on success; otherwise a code and a message in `error`. */
int loupe_png_decode_rgba(const uint8_t *bytes, size_t length, uint8_t *pixels, uint32_t width, uint32_t height,
                          char *error, size_t error_size);

void loupe_png_free(loupe_png_buffer *buffer);

/* The libpng version in use ("1.6.39"). */
const char *loupe_png_version(void);
#endif
