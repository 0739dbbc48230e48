// Writing Loupe's PNGs at memory speed. Widget art is flat colour, repeated rows and a little
// anti-aliased text, so almost everything a general deflate searches for is one pixel back or one
// row up. This encoder looks only there: rows are stored unfiltered, and the compressor matches a
// run against the previous pixel (distance 4) or the pixel above (distance one row), greedily, with
// Huffman codes built per block from the block's own counts (RFC 1951 dynamic blocks). No hash
// table, no search: it writes files about the size of zlib's level 1 in a fraction of the time
// (README, Performance). The output is a function of the pixels alone, so the same pixels always
// give the same bytes.
#include "loupe_png.h"
#include "digest_chunk.h"
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    block_tokens = 1 << 16,   /* tokens per deflate block: each block gets codes fitted to its own art */
    max_match = 258,          /* deflate's longest match */
    min_match = 4,            /* shorter matches cost about what their literals do */
    litlen_symbols = 286,
    distance_symbols = 30,
    code_length_symbols = 19,
};

/* ---- Bits, written least significant first, as deflate orders them. ---- */

typedef struct {
    uint8_t *data;
    size_t length;
    uint64_t bits;
    unsigned count;
} bit_writer;

static void put_bits(bit_writer *w, uint32_t value, unsigned n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->bits;
        w->data[w->length] = (uint8_t)word;
        w->data[w->length + 1] = (uint8_t)(word >> 8);
        w->data[w->length + 2] = (uint8_t)(word >> 16);
        w->data[w->length + 3] = (uint8_t)(word >> 24);
        w->length += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

static void flush_bits(bit_writer *w) {
    while (w->count > 0) {
        w->data[w->length++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
}

/* ---- Huffman codes of at most `limit` bits, and their canonical bit patterns (RFC 1951 §3.2.2). ---- */

typedef struct { uint32_t weight; int symbol; int parent; } huffman_node;

static int by_weight_then_symbol(const void *a, const void *b) {
    const huffman_node *x = a, *y = b;
    if (x->weight != y->weight) return x->weight < y->weight ? -1 : 1;
    return x->symbol - y->symbol;
}

/* Code lengths for `counts`. Two-queue Huffman construction over the symbols sorted by count; when
   the longest code is over the limit, the counts are halved (never to zero) and the tree rebuilt —
   slightly less than optimal, always valid, and deterministic. At least two symbols get a code,
   because a deflate tree with a single code is incomplete. */
static void code_lengths(const uint32_t *counts, int symbols, unsigned limit, uint8_t *lengths) {
    uint32_t weights[litlen_symbols];
    int used = 0;
    for (int s = 0; s < symbols; s++) {
        weights[s] = counts[s];
        if (counts[s]) used++;
    }
    for (int s = 0; used < 2 && s < symbols; s++) {
        if (!weights[s]) { weights[s] = 1; used++; }
    }
    huffman_node nodes[2 * litlen_symbols];
    for (;;) {
        int leaves = 0;
        for (int s = 0; s < symbols; s++) {
            if (weights[s]) nodes[leaves++] = (huffman_node){ weights[s], s, -1 };
        }
        qsort(nodes, (size_t)leaves, sizeof nodes[0], by_weight_then_symbol);
        /* Leaves are taken from the sorted front, inner nodes from their own queue in the order they
           were made (which is also by weight). */
        int next_leaf = 0, next_inner = leaves, made = leaves;
        while (made < 2 * leaves - 1) {
            int pick[2];
            for (int k = 0; k < 2; k++) {
                if (next_leaf < leaves && (next_inner >= made || nodes[next_leaf].weight <= nodes[next_inner].weight)) {
                    pick[k] = next_leaf++;
                } else {
                    pick[k] = next_inner++;
                }
            }
            nodes[made] = (huffman_node){ nodes[pick[0]].weight + nodes[pick[1]].weight, -1, -1 };
            nodes[pick[0]].parent = made;
            nodes[pick[1]].parent = made;
            made++;
        }
        /* Depths from the root down: a parent is always made after its children. */
        uint8_t depth[2 * litlen_symbols];
        depth[made - 1] = 0;
        unsigned longest = 0;
        for (int n = made - 2; n >= 0; n--) {
            depth[n] = (uint8_t)(depth[nodes[n].parent] + 1);
            if (n < leaves && depth[n] > longest) longest = depth[n];
        }
        if (longest <= limit) {
            memset(lengths, 0, (size_t)symbols);
            for (int n = 0; n < leaves; n++) lengths[nodes[n].symbol] = depth[n];
            return;
        }
        for (int s = 0; s < symbols; s++) {
            if (weights[s]) weights[s] = (weights[s] + 1) / 2;
        }
    }
}

/* Canonical codes, bit-reversed so that put_bits sends their first bit first. */
static void canonical_codes(const uint8_t *lengths, int symbols, uint16_t *codes) {
    unsigned per_length[16] = { 0 }, next[16] = { 0 };
    for (int s = 0; s < symbols; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    unsigned code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + per_length[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int s = 0; s < symbols; s++) {
        unsigned n = lengths[s];
        if (!n) { codes[s] = 0; continue; }
        unsigned c = next[n]++, reversed = 0;
        for (unsigned b = 0; b < n; b++) reversed |= ((c >> b) & 1u) << (n - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}

/* ---- Deflate's length and distance alphabets (RFC 1951 §3.2.5). ---- */

static const uint16_t length_base[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const uint8_t length_extra[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
    3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t distance_base[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
    257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
static const uint8_t distance_extra[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };

static int length_code(unsigned length) {
    int code = 28;
    while (length_base[code] > length) code--;
    return code;
}

static int distance_code(unsigned distance) {
    int code = 29;
    while (distance_base[code] > distance) code--;
    return code;
}

/* ---- Matching: how many bytes at `a` repeat those at `b`, up to `limit`, eight at a time. ---- */

static size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + ((size_t)__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

/* A token is a literal byte (0–255) or a match: 256 + (length − 3) × 2 + (0: a pixel back, 1: a row up). */
static inline uint16_t match_token(size_t length, int row_up) {
    return (uint16_t)(256 + (length - 3) * 2 + row_up);
}

/* The deflate stream of one block of tokens, with its own dynamic Huffman codes. */
static void write_block(bit_writer *w, const uint16_t *tokens, size_t count, unsigned row_distance, int final) {
    uint32_t litlen_counts[litlen_symbols] = { 0 }, distance_counts[distance_symbols] = { 0 };
    int row_code = distance_code(row_distance), pixel_code = distance_code(4);
    for (size_t t = 0; t < count; t++) {
        uint16_t token = tokens[t];
        if (token < 256) { litlen_counts[token]++; continue; }
        unsigned length = ((token - 256u) >> 1) + 3;
        litlen_counts[257 + length_code(length)]++;
        distance_counts[(token & 1) ? row_code : pixel_code]++;
    }
    litlen_counts[256] = 1;

    uint8_t lengths[litlen_symbols + distance_symbols];
    code_lengths(litlen_counts, litlen_symbols, 15, lengths);
    code_lengths(distance_counts, distance_symbols, 15, lengths + litlen_symbols);
    int litlens = litlen_symbols, distances = distance_symbols;
    while (litlens > 257 && !lengths[litlens - 1]) litlens--;
    while (distances > 1 && !lengths[litlen_symbols + distances - 1]) distances--;
    /* The two code-length lists, run-length coded as one sequence (symbols 16, 17 and 18). */
    uint8_t sequence[litlen_symbols + distance_symbols];
    memcpy(sequence, lengths, (size_t)litlens);
    memcpy(sequence + litlens, lengths + litlen_symbols, (size_t)distances);
    int total = litlens + distances;
    uint8_t runs[litlen_symbols + distance_symbols][2];
    int run_count = 0;
    uint32_t cl_counts[code_length_symbols] = { 0 };
    for (int i = 0; i < total;) {
        uint8_t value = sequence[i];
        int repeat = 1;
        while (i + repeat < total && sequence[i + repeat] == value) repeat++;
        i += repeat;
        if (value == 0) {
            while (repeat >= 11) { int n = repeat < 138 ? repeat : 138; runs[run_count][0] = 18; runs[run_count++][1] = (uint8_t)(n - 11); repeat -= n; }
            if (repeat >= 3) { runs[run_count][0] = 17; runs[run_count++][1] = (uint8_t)(repeat - 3); repeat = 0; }
        } else {
            runs[run_count][0] = value; runs[run_count++][1] = 0; repeat--;
            while (repeat >= 3) { int n = repeat < 6 ? repeat : 6; runs[run_count][0] = 16; runs[run_count++][1] = (uint8_t)(n - 3); repeat -= n; }
        }
        while (repeat-- > 0) { runs[run_count][0] = value; runs[run_count++][1] = 0; }
    }
    for (int r = 0; r < run_count; r++) cl_counts[runs[r][0]]++;
    uint8_t cl_lengths[code_length_symbols];
    uint16_t cl_codes[code_length_symbols];
    code_lengths(cl_counts, code_length_symbols, 7, cl_lengths);
    canonical_codes(cl_lengths, code_length_symbols, cl_codes);
    static const uint8_t cl_order[code_length_symbols] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };
    int cl_sent = code_length_symbols;
    while (cl_sent > 4 && !cl_lengths[cl_order[cl_sent - 1]]) cl_sent--;

    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(litlens - 257), 5);
    put_bits(w, (uint32_t)(distances - 1), 5);
    put_bits(w, (uint32_t)(cl_sent - 4), 4);
    for (int k = 0; k < cl_sent; k++) put_bits(w, cl_lengths[cl_order[k]], 3);
    static const uint8_t run_extra[3] = { 2, 3, 7 };
    for (int r = 0; r < run_count; r++) {
        uint8_t symbol = runs[r][0];
        put_bits(w, cl_codes[symbol], cl_lengths[symbol]);
        if (symbol >= 16) put_bits(w, runs[r][1], run_extra[symbol - 16]);
    }

    uint16_t litlen_codes[litlen_symbols], distance_codes[distance_symbols];
    canonical_codes(lengths, litlen_symbols, litlen_codes);
    canonical_codes(lengths + litlen_symbols, distance_symbols, distance_codes);
    const uint8_t *distance_lengths = lengths + litlen_symbols;
    unsigned row_extra = row_distance - distance_base[row_code];
    for (size_t t = 0; t < count; t++) {
        uint16_t token = tokens[t];
        if (token < 256) { put_bits(w, litlen_codes[token], lengths[token]); continue; }
        unsigned length = ((token - 256u) >> 1) + 3;
        int code = length_code(length);
        put_bits(w, litlen_codes[257 + code], lengths[257 + code]);
        put_bits(w, length - length_base[code], length_extra[code]);
        if (token & 1) {
            put_bits(w, distance_codes[row_code], distance_lengths[row_code]);
            put_bits(w, row_extra, distance_extra[row_code]);
        } else {
            put_bits(w, distance_codes[pixel_code], distance_lengths[pixel_code]);
        }
    }
    put_bits(w, litlen_codes[256], lengths[256]);
}

/* ---- The PNG around it. ---- */

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* A chunk's length, type and CRC around `length` bytes already at out + at + 8. */
static size_t close_chunk(uint8_t *out, size_t at, const char *type, size_t length) {
    put32(out + at, (uint32_t)length);
    memcpy(out + at + 4, type, 4);
    put32(out + at + 8 + length, libdeflate_crc32(0, out + at + 4, length + 4));
    return at + 12 + length;
}

/* The encoder over either source: straight RGBA bytes, or Cairo's premultiplied words, which are
   made straight as each row is copied in (no separate pass over the image). */
static int encode(const uint8_t *rgba, const uint32_t *argb, uint32_t width, uint32_t height, size_t stride,
                  int with_digest, loupe_png_buffer *out, char *error, size_t error_size) {
    size_t row = (size_t)width * 4 + 1;
    /* Deflate reaches 32,768 bytes back: wider images (8,192 px and more) fall back to libpng. */
    if (width == 0 || height == 0 || row > 32768) {
        snprintf(error, error_size, "image size %ux%u is outside the fast encoder's range", width, height);
        return 1;
    }
    size_t raw_length = row * height;
    uint8_t *raw = malloc(raw_length);
    uint16_t *tokens = malloc(block_tokens * sizeof *tokens);
    /* A literal costs at most 15 bits and a block's header well under 400 bytes; the slack covers
       both, so the bit writer never checks its room. */
    size_t capacity = 8 + 25 + 13 + 12 + raw_length * 2 + (raw_length / block_tokens + 1) * 512 + 64 + 12 + loupe_digest_chunk_length;
    uint8_t *png = malloc(capacity);
    if (!raw || !tokens || !png) {
        free(raw); free(tokens); free(png);
        snprintf(error, error_size, "out of memory while encoding PNG");
        return 2;
    }

    static const uint8_t signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    memcpy(png, signature, 8);
    size_t at = 8;
    uint8_t *ihdr = png + at + 8;
    put32(ihdr, width); put32(ihdr + 4, height);
    ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0; /* 8-bit RGBA, not interlaced */
    at = close_chunk(png, at, "IHDR", 13);
    png[at + 8] = 0; /* sRGB, perceptual intent: as libpng's writer said it */
    at = close_chunk(png, at, "sRGB", 1);

    size_t idat = at;
    bit_writer w = { png + idat + 8, 0, 0, 0 };
    w.data[w.length++] = 0x78; /* zlib: deflate, 32 KB window */
    w.data[w.length++] = 0x01; /* no dictionary, fastest; (0x78 << 8 | 0x01) is a multiple of 31 */
    /* Rows are copied in (and made straight) just ahead of the matcher, so each is compressed while
       it is still in the cache, and its checksum is taken there too. */
    uint32_t copied = 0, adler = 1;
    loupe_digest digest = { NULL };
    if (with_digest && loupe_digest_begin(&digest)) {
        free(raw); free(tokens); free(png);
        snprintf(error, error_size, "out of memory while encoding PNG");
        return 2;
    }
    size_t i = 0;
    do {
        size_t count = 0;
        while (i < raw_length && count < block_tokens) {
            while (copied < height && (size_t)copied * row <= i + max_match) {
                uint8_t *line = raw + (size_t)copied * row;
                line[0] = 0; /* filter type None */
                if (argb) loupe_straight_rgba_row((const uint32_t *)((const uint8_t *)argb + (size_t)copied * stride), line + 1, width);
                else memcpy(line + 1, rgba + (size_t)copied * stride, (size_t)width * 4);
                adler = libdeflate_adler32(adler, line, row);
                if (with_digest) loupe_digest_add_row(&digest, line + 1, width);
                copied++;
            }
            size_t limit = raw_length - i < max_match ? raw_length - i : max_match;
            size_t pixel = i >= 4 ? match_length(raw + i, raw + i - 4, limit) : 0;
            /* A pixel-back match as long as can be wins whatever the row above holds (ties go to
               it), so flat fills — most of a widget — are not matched twice. */
            size_t up = i >= row && pixel < limit ? match_length(raw + i, raw + i - row, limit) : 0;
            if (pixel >= min_match && pixel >= up) {
                tokens[count++] = match_token(pixel, 0);
                i += pixel;
            } else if (up >= min_match) {
                tokens[count++] = match_token(up, 1);
                i += up;
            } else {
                tokens[count++] = raw[i++];
            }
        }
        write_block(&w, tokens, count, (unsigned)row, i == raw_length);
    } while (i < raw_length);
    flush_bits(&w);
    put32(w.data + w.length, adler);
    w.length += 4;
    at = close_chunk(png, idat, "IDAT", w.length);
    if (with_digest) {
        /* After the image data, whose CRC it records: version, digest, CRC-32 of the IDAT bytes. */
        uint8_t *chunk = png + at + 8;
        uint64_t value = loupe_digest_end(&digest);
        chunk[0] = loupe_digest_chunk_version;
        put32(chunk + 1, (uint32_t)(value >> 32));
        put32(chunk + 5, (uint32_t)value);
        put32(chunk + 9, libdeflate_crc32(0, png + idat + 8, w.length));
        at = close_chunk(png, at, loupe_digest_chunk_type, loupe_digest_chunk_length);
    }
    at = close_chunk(png, at, "IEND", 0);
    free(raw);
    free(tokens);

    out->data = png;
    out->length = at;
    out->capacity = capacity;
    return 0;
}

int loupe_png_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int with_digest,
                          loupe_png_buffer *out, char *error, size_t error_size) {
    return encode(rgba, NULL, width, height, stride, with_digest, out, error, error_size);
}

int loupe_png_encode_fast_argb(const uint32_t *argb, uint32_t width, uint32_t height, size_t stride, int with_digest,
                               loupe_png_buffer *out, char *error, size_t error_size) {
    return encode(NULL, argb, width, height, stride, with_digest, out, error, error_size);
}
