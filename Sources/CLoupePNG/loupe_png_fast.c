// Reading Loupe's own PNGs at memory speed: they are 8-bit RGBA, not interlaced, so reading one is
// gathering its IDAT chunks, inflating them whole and undoing the row filters. libdeflate inflates a
// whole buffer about four times faster than zlib's streaming (measured: 0.52 against 2.34 ms for a
// 1092×510 widget), and its CRC-32 is PNG's. Anything else goes through libpng.
#include "loupe_png.h"
#include "digest_chunk.h"
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };

static uint32_t get32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

/* The Paeth predictor of the PNG specification. */
static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + (int)b - (int)c;
    int pa = abs(p - (int)a), pb = abs(p - (int)b), pc = abs(p - (int)c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/* Whether the file starts as a PNG of this size, 8-bit RGBA, not interlaced: the only kind the
   fast reader and the digest reader take (anything else goes to libpng). */
static int is_rgba8_of_size(const uint8_t *bytes, size_t length, uint32_t width, uint32_t height) {
    if (length < 33 || memcmp(bytes, signature, 8) != 0 || memcmp(bytes + 12, "IHDR", 4) != 0) return 0;
    const uint8_t *header = bytes + 16;
    if (get32(header) != width || get32(header + 4) != height) return 0;
    return header[8] == 8 && header[9] == 6 && header[10] == 0 && header[11] == 0 && header[12] == 0;
}

/* Inflates a PNG that is 8-bit RGBA of the given size, not interlaced, into its filtered rows
   (`width * 4 + 1` bytes each, the filter type first), checking every chunk's bounds and CRC.
   Returns the rows (the caller frees them), or NULL for any other file. */
static uint8_t *inflate_rows(const uint8_t *bytes, size_t length, uint32_t width, uint32_t height) {
    if (!is_rgba8_of_size(bytes, length, width, height)) return NULL;
    /* Gather the IDAT chunks, checking every chunk's bounds and CRC on the way. */
    size_t at = 8, idat_length = 0, idat_capacity = 0;
    uint8_t *idat = NULL;
    int ended = 0;
    while (at + 12 <= length) {
        uint32_t chunk = get32(bytes + at);
        if (chunk > length - at - 12) { free(idat); return NULL; }
        const uint8_t *type = bytes + at + 4;
        if (libdeflate_crc32(0, type, 4 + (size_t)chunk) != get32(bytes + at + 8 + chunk)) { free(idat); return NULL; }
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_length + chunk > idat_capacity) {
                size_t grown = idat_capacity ? idat_capacity * 2 : 65536;
                while (grown < idat_length + chunk) grown *= 2;
                uint8_t *bigger = realloc(idat, grown);
                if (!bigger) { free(idat); return NULL; }
                idat = bigger; idat_capacity = grown;
            }
            memcpy(idat + idat_length, type + 4, chunk);
            idat_length += chunk;
        } else if (memcmp(type, "IEND", 4) == 0) {
            ended = 1;
            break;
        }
        at += 12 + (size_t)chunk;
    }
    if (!ended || !idat) { free(idat); return NULL; }
    size_t row = (size_t)width * 4 + 1;
    uint8_t *raw = malloc(row * height);
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    size_t produced = 0;
    int status = (raw && decompressor)
        ? (int)libdeflate_zlib_decompress(decompressor, idat, idat_length, raw, row * height, &produced) : -1;
    free(idat);
    if (decompressor) libdeflate_free_decompressor(decompressor);
    if (status != LIBDEFLATE_SUCCESS || produced != row * height) { free(raw); return NULL; }
    return raw;
}

/* Undoes row y's filter in place (the row above is already undone). Returns the row's pixels, or
   NULL for an unknown filter type. */
static uint8_t *unfilter_row(uint8_t *raw, uint32_t y, uint32_t width) {
    size_t row = (size_t)width * 4 + 1, stride = (size_t)width * 4;
    uint8_t filter = raw[y * row];
    uint8_t *line = raw + y * row + 1;
    const uint8_t *up = y ? line - row : NULL;
    switch (filter) {
    case 0: break;
    case 1: for (size_t i = 4; i < stride; i++) line[i] += line[i - 4]; break;
    case 2: if (up) for (size_t i = 0; i < stride; i++) line[i] += up[i]; break;
    case 3: for (size_t i = 0; i < stride; i++) line[i] += (uint8_t)(((i >= 4 ? line[i - 4] : 0) + (up ? up[i] : 0)) / 2); break;
    case 4: for (size_t i = 0; i < stride; i++) line[i] += paeth(i >= 4 ? line[i - 4] : 0, up ? up[i] : 0, (up && i >= 4) ? up[i - 4] : 0); break;
    default: return NULL;
    }
    return line;
}

int loupe_png_decode_fast(const uint8_t *bytes, size_t length, uint8_t *pixels, uint32_t width, uint32_t height) {
    uint8_t *raw = inflate_rows(bytes, length, width, height);
    if (!raw) return 1;
    size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *line = unfilter_row(raw, y, width);
        if (!line) { free(raw); return 1; }
        memcpy(pixels + y * stride, line, stride);
    }
    free(raw);
    return 0;
}

/* The one comparison behind both entry points: rows of Cairo's words (argb) or straight bytes (rgba). */
static int equals_rows(const uint8_t *bytes, size_t length, const uint32_t *argb, const uint8_t *rgba, size_t stride,
                       uint32_t width, uint32_t height) {
    uint8_t *raw = inflate_rows(bytes, length, width, height);
    if (!raw) return -1;
    int same = 1;
    for (uint32_t y = 0; y < height && same; y++) {
        const uint8_t *line = unfilter_row(raw, y, width);
        if (!line) { free(raw); return -1; }
        same = argb ? loupe_rgba_row_equals_argb(line, (const uint32_t *)((const uint8_t *)argb + y * stride), width)
                    : memcmp(line, rgba + y * stride, (size_t)width * 4) == 0;
    }
    free(raw);
    return same ? 0 : 1;
}

int loupe_png_equals_argb(const uint8_t *bytes, size_t length, const uint32_t *argb, uint32_t width, uint32_t height,
                          size_t stride_bytes) {
    return equals_rows(bytes, length, argb, NULL, stride_bytes, width, height);
}

int loupe_png_equals_rgba(const uint8_t *bytes, size_t length, const uint8_t *rgba, uint32_t width, uint32_t height) {
    return equals_rows(bytes, length, NULL, rgba, (size_t)width * 4, width, height);
}

int loupe_png_stored_digest(const uint8_t *bytes, size_t length, uint32_t width, uint32_t height, uint64_t *digest) {
    if (!is_rgba8_of_size(bytes, length, width, height) || get32(bytes + 8) != 13) return 1;
    if (libdeflate_crc32(0, bytes + 12, 17) != get32(bytes + 29)) return 1;
    /* Walk the chunks, taking the CRC of the IDAT bytes as they come; the digest chunk follows them. */
    size_t at = 33;
    uint32_t idat_crc = 0;
    while (at + 12 <= length) {
        uint32_t chunk = get32(bytes + at);
        if (chunk > length - at - 12) return 1;
        const uint8_t *type = bytes + at + 4, *data = type + 4;
        if (memcmp(type, "IDAT", 4) == 0) {
            idat_crc = libdeflate_crc32(idat_crc, data, chunk);
        } else if (memcmp(type, loupe_digest_chunk_type, 4) == 0) {
            if (chunk != loupe_digest_chunk_length || data[0] != loupe_digest_chunk_version) return 1;
            if (libdeflate_crc32(0, type, 4 + (size_t)chunk) != get32(data + chunk)) return 1;
            if (get32(data + 9) != idat_crc) return 1;
            *digest = ((uint64_t)get32(data + 1) << 32) | get32(data + 5);
            return 0;
        } else if (memcmp(type, "IEND", 4) == 0) {
            return 1;
        }
        at += 12 + (size_t)chunk;
    }
    return 1;
}
