// libpng reports errors by longjmp. Swift code cannot be jumped over safely, so every libpng call
// stays inside these two functions and errors come back as a return code and a message.
#include "loupe_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    jmp_buf jump;
    char *error;
    size_t error_size;
} loupe_png_context;

static void on_error(png_structp png, png_const_charp message) {
    loupe_png_context *ctx = (loupe_png_context *)png_get_error_ptr(png);
    snprintf(ctx->error, ctx->error_size, "%s", message);
    longjmp(ctx->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message; /* warnings (e.g. unknown chunks) do not fail a decode */
}

static void on_write(png_structp png, png_bytep data, png_size_t length) {
    loupe_png_buffer *out = (loupe_png_buffer *)png_get_io_ptr(png);
    if (out->length + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->length + length) capacity *= 2;
        uint8_t *grown = realloc(out->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding PNG");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->length, data, length);
    out->length += length;
}

static void on_flush(png_structp png) { (void)png; }

int loupe_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                          size_t stride, int zlib_level, int adaptive_filters,
                          loupe_png_buffer *out, char *error, size_t error_size) {
    loupe_png_context ctx = { .error = error, .error_size = error_size };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, on_error, on_warning);
    if (!png) { snprintf(error, error_size, "libpng could not start a writer"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); snprintf(error, error_size, "libpng could not start a writer"); return 1; }
    if (setjmp(ctx.jump)) {
        png_destroy_write_struct(&png, &info);
        return 2;
    }
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, adaptive_filters ? PNG_ALL_FILTERS : PNG_FILTER_NONE);
    png_set_compression_level(png, zlib_level);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rgba + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
} loupe_png_reader;

static void on_read(png_structp png, png_bytep data, png_size_t length) {
    loupe_png_reader *in = (loupe_png_reader *)png_get_io_ptr(png);
    if (in->offset + length > in->length) png_error(png, "the file ends before the image does (truncated PNG)");
    memcpy(data, in->bytes + in->offset, length);
    in->offset += length;
}

int loupe_png_read_size(const uint8_t *bytes, size_t length, uint32_t *width, uint32_t *height,
                        char *error, size_t error_size) {
    /* Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4). */
    if (length < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        snprintf(error, error_size, "not a PNG file (bad signature)");
        return 1;
    }
    if (length < 24 || memcmp(bytes + 12, "IHDR", 4) != 0) {
        snprintf(error, error_size, "the file ends before the image header (truncated PNG)");
        return 1;
    }
    *width = png_get_uint_32(bytes + 16);
    *height = png_get_uint_32(bytes + 20);
    if (*width == 0 || *height == 0 || (uint64_t)*width * (uint64_t)*height > (uint64_t)16384 * 16384) {
        snprintf(error, error_size, "image size %ux%u is empty or larger than 16384x16384", *width, *height);
        return 1;
    }
    return 0;
}

int loupe_png_decode_rgba(const uint8_t *bytes, size_t length, uint8_t *pixels, uint32_t width, uint32_t height,
                          char *error, size_t error_size) {
    if (length < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        snprintf(error, error_size, "not a PNG file (bad signature)");
        return 1;
    }
    loupe_png_context ctx = { .error = error, .error_size = error_size };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx, on_error, on_warning);
    if (!png) { snprintf(error, error_size, "libpng could not start a reader"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); snprintf(error, error_size, "libpng could not start a reader"); return 1; }
    png_bytep *volatile rows = NULL;
    if (setjmp(ctx.jump)) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return 2;
    }
    loupe_png_reader in = { bytes, length, 0 };
    png_set_read_fn(png, &in, on_read);
#ifdef PNG_IGNORE_ADLER32
    /* Chunk CRCs and truncation are still checked; callers compare the pixels anyway. */
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "the image header changed between reads");
    int color = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    if (depth == 16) png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = (size_t)width * 4;
    rows = malloc(sizeof(png_bytep) * height);
    if (!rows) png_error(png, "out of memory while decoding PNG");
    for (uint32_t y = 0; y < height; y++) rows[y] = pixels + y * stride;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

void loupe_png_free(loupe_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = buffer->capacity = 0;
}


const char *loupe_png_version(void) { return png_get_libpng_ver(NULL); }
