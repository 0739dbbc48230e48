// Cairo's image words (premultiplied ARGB in a native-endian 32-bit word) as straight RGBA bytes.
// One rule for every place that needs it — the lazily converted pixels of a render, the encoder
// that converts each row as it copies it, and the comparison with a reference — so they cannot
// disagree by a byte. Integer arithmetic only: the same bytes on every machine.
#include "loupe_png.h"
#include <string.h>

/* reciprocal[a] = ceil(2^24 / a): (n · reciprocal[a]) >> 24 is n / a, exactly, for every n below
   2^16 (the error ceil(2^24/a)·a − 2^24 is below a ≤ 2^8, so n times it stays below 2^24). A division
   per channel had made the conversion three times slower; the test checks every alpha and value. */
static const uint32_t reciprocal[256] = {
    0, 16777216, 8388608, 5592406, 4194304, 3355444, 2796203, 2396746,
    2097152, 1864136, 1677722, 1525202, 1398102, 1290556, 1198373, 1118482,
    1048576, 986896, 932068, 883012, 838861, 798916, 762601, 729445,
    699051, 671089, 645278, 621379, 599187, 578525, 559241, 541201,
    524288, 508401, 493448, 479350, 466034, 453439, 441506, 430186,
    419431, 409201, 399458, 390168, 381301, 372828, 364723, 356963,
    349526, 342393, 335545, 328966, 322639, 316552, 310690, 305041,
    299594, 294338, 289263, 284360, 279621, 275037, 270601, 266306,
    262144, 258112, 254201, 250407, 246724, 243149, 239675, 236299,
    233017, 229825, 226720, 223697, 220753, 217886, 215093, 212370,
    209716, 207127, 204601, 202136, 199729, 197380, 195084, 192842,
    190651, 188509, 186414, 184366, 182362, 180401, 178482, 176603,
    174763, 172961, 171197, 169467, 167773, 166112, 164483, 162886,
    161320, 159784, 158276, 156797, 155345, 153920, 152521, 151147,
    149797, 148471, 147169, 145889, 144632, 143396, 142180, 140986,
    139811, 138655, 137519, 136401, 135301, 134218, 133153, 132105,
    131072, 130056, 129056, 128071, 127101, 126145, 125204, 124276,
    123362, 122462, 121575, 120700, 119838, 118988, 118150, 117324,
    116509, 115705, 114913, 114131, 113360, 112599, 111849, 111108,
    110377, 109656, 108943, 108241, 107547, 106862, 106185, 105518,
    104858, 104207, 103564, 102928, 102301, 101681, 101068, 100463,
    99865, 99274, 98690, 98113, 97542, 96979, 96421, 95870,
    95326, 94787, 94255, 93728, 93207, 92692, 92183, 91679,
    91181, 90688, 90201, 89718, 89241, 88769, 88302, 87839,
    87382, 86929, 86481, 86038, 85599, 85164, 84734, 84308,
    83887, 83469, 83056, 82647, 82242, 81841, 81443, 81050,
    80660, 80274, 79892, 79513, 79138, 78767, 78399, 78034,
    77673, 77315, 76960, 76609, 76261, 75916, 75574, 75235,
    74899, 74566, 74236, 73909, 73585, 73263, 72945, 72629,
    72316, 72006, 71698, 71393, 71090, 70790, 70493, 70198,
    69906, 69616, 69328, 69043, 68760, 68479, 68201, 67924,
    67651, 67379, 67109, 66842, 66577, 66314, 66053, 65794,
};

static inline uint32_t unpremultiplied(uint32_t c, uint32_t a, uint32_t half, uint64_t reciprocal_a) {
    return c > a ? 0 : (uint32_t)(((uint64_t)(c * 255 + half) * reciprocal_a) >> 24);
}

/* (v·255 + a/2) / a, rounded to nearest; a channel above its alpha is not premultiplied colour
   (Cairo never makes one) and reads as 0, as the lookup table this replaced did. One formula for
   every alpha, without branches, so a block of words compiles to vector instructions (a gather
   for the reciprocals): alpha 255 gives the channel back exactly, alpha 0 gives 0 (reciprocal[0]
   is 0), which the tests check for every alpha and value. */
static inline uint32_t straight_word(uint32_t p) {
    uint32_t a = p >> 24, half = a / 2;
    uint64_t reciprocal_a = reciprocal[a];
    uint32_t r = unpremultiplied((p >> 16) & 255, a, half, reciprocal_a), g = unpremultiplied((p >> 8) & 255, a, half, reciprocal_a),
             b = unpremultiplied(p & 255, a, half, reciprocal_a);
    return (a << 24) | (b << 16) | (g << 8) | r;
}

uint32_t loupe_straight_rgba_word(uint32_t argb) { return straight_word(argb); }

/* A straight word as its four bytes R, G, B, A, in one store (the word is built little-endian). */
static inline void put_rgba(uint8_t *to, uint32_t s) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    s = __builtin_bswap32(s);
#endif
    memcpy(to, &s, 4);
}

static inline uint32_t get_rgba(const uint8_t *from) {
    uint32_t s;
    memcpy(&s, from, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    s = __builtin_bswap32(s);
#endif
    return s;
}

/* Opaque words are the rule's swap of red and blue, and so are clear ones (zero either way): a block
   of only those is converted or compared in one branch-free pass that the compiler turns into vector
   instructions. A block holding any other word — partly transparent (anti-aliased edges, soft fills)
   or malformed (alpha 0 with colour, which Cairo never makes and the rule reads as clear) — is done
   again by the whole rule, whose one branch-free formula vectorises too (a gather for the reciprocals). */
enum { block = 16 };

/* On x86-64 each row function is also built for AVX2 and the loader picks the build the processor
   runs (glibc's ifunc): twice the words per instruction and a one-instruction swap. Integer
   arithmetic either way, so both builds give the same bytes. */
#if defined(__x86_64__) && defined(__linux__)
#define VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define VECTOR_CLONES
#endif

static inline uint32_t swapped(uint32_t p) { return (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16); }

/* Non-zero unless the word is opaque or all zeros: (alpha + 1) & 0xFE is 0 only for alpha 0 and 255. */
static inline uint32_t not_swap_exact(uint32_t p) {
    uint32_t a = p >> 24;
    return ((a + 1) & 0xFEu) | (a == 0 ? p : 0);
}

/* The bodies, inlined into each build below. */
static inline __attribute__((always_inline)) void straight_row(const uint32_t *restrict argb, uint8_t *restrict rgba, uint32_t width) {
    uint32_t x = 0;
    for (; x + block <= width; x += block) {
        uint32_t other = 0;
        for (int i = 0; i < block; i++) {
            uint32_t p = argb[x + i];
            other |= not_swap_exact(p);
            put_rgba(rgba + 4 * (x + i), swapped(p));
        }
        if (other) {
            for (int i = 0; i < block; i++) put_rgba(rgba + 4 * (x + i), straight_word(argb[x + i]));
        }
    }
    for (; x < width; x++) put_rgba(rgba + 4 * x, straight_word(argb[x]));
}

static inline __attribute__((always_inline)) int row_equals(const uint8_t *rgba, const uint32_t *argb, uint32_t width) {
    uint32_t x = 0;
    for (; x + block <= width; x += block) {
        uint32_t differs = 0, other = 0;
        for (int i = 0; i < block; i++) {
            uint32_t p = argb[x + i];
            other |= not_swap_exact(p);
            differs |= get_rgba(rgba + 4 * (x + i)) ^ swapped(p);
        }
        if (other) {
            differs = 0;
            for (int i = 0; i < block; i++) differs |= get_rgba(rgba + 4 * (x + i)) ^ straight_word(argb[x + i]);
        }
        if (differs) return 0;
    }
    for (; x < width; x++) if (get_rgba(rgba + 4 * x) != straight_word(argb[x])) return 0;
    return 1;
}

VECTOR_CLONES void loupe_straight_rgba_row(const uint32_t *restrict argb, uint8_t *restrict rgba, uint32_t width) {
    straight_row(argb, rgba, width);
}

VECTOR_CLONES int loupe_rgba_row_equals_argb(const uint8_t *rgba, const uint32_t *argb, uint32_t width) {
    return row_equals(rgba, argb, width);
}

/* The same bodies built for any x86-64 (or whatever this is), whatever the processor: the tests
   check this build too, as a machine without AVX2 runs it. */
void loupe_straight_rgba_row_portable(const uint32_t *restrict argb, uint8_t *restrict rgba, uint32_t width) {
    straight_row(argb, rgba, width);
}

int loupe_rgba_row_equals_argb_portable(const uint8_t *rgba, const uint32_t *argb, uint32_t width) {
    return row_equals(rgba, argb, width);
}
