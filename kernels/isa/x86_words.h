/*
 * isa/x86_words.h - the word check's two steps and the bag one-off's line
 * count (below) in 128- and 256-bit SIMDe code, the same for the AVX2 and
 * AVX-512 kernels (a word is 16 bytes, so
 * 512-bit registers would not help, and SIMDe has no 512-bit byte widening).
 * Letters: each of the 16 bytes widened to 32 bits, 1 << (byte - 'a') by a
 * variable shift (a NUL gives a shift past 31, so 0), the lanes past the
 * word's length cleared, the 16 lanes OR-ed.  Order: the first byte where
 * the words differ or the earlier one ends, and whether it is smaller (a
 * signed compare is right: the bytes are a-z or NUL).
 */
#ifndef BEE_ISA_X86_WORDS_H
#define BEE_ISA_X86_WORDS_H

#include <simde/x86/avx2.h>

/* The letter set of the bytes of x (a NUL gives a shift past 31: none). */
static inline uint32_t word_letters16_of(simde__m128i x)
{
    const simde__m256i a = simde_mm256_set1_epi32('a'), one = simde_mm256_set1_epi32(1);
    simde__m256i c0 = simde_mm256_cvtepu8_epi32(x);
    simde__m256i c1 = simde_mm256_cvtepu8_epi32(simde_mm_srli_si128(x, 8));
    simde__m256i v =
        simde_mm256_or_si256(simde_mm256_sllv_epi32(one, simde_mm256_sub_epi32(c0, a)),
                             simde_mm256_sllv_epi32(one, simde_mm256_sub_epi32(c1, a)));
    simde__m128i s =
        simde_mm_or_si128(simde_mm256_castsi256_si128(v), simde_mm256_extracti128_si256(v, 1));
    s = simde_mm_or_si128(s, simde_mm_shuffle_epi32(s, 0x4e));
    s = simde_mm_or_si128(s, simde_mm_shuffle_epi32(s, 0xb1));
    return (uint32_t)simde_mm_cvtsi128_si32(s);
}

static uint32_t word_letters16(const unsigned char *w, unsigned len)
{
    const simde__m128i iota =
        simde_mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    simde__m128i x = simde_mm_loadu_si128((const simde__m128i *)(const void *)w);
    simde__m128i keep = simde_mm_cmpgt_epi8(simde_mm_set1_epi8((char)(len < 16 ? len : 16)), iota);
    return word_letters16_of(simde_mm_and_si128(x, keep));
}

static int word_order16(const unsigned char *p, const unsigned char *w)
{
    simde__m128i x = simde_mm_loadu_si128((const simde__m128i *)(const void *)p);
    simde__m128i y = simde_mm_loadu_si128((const simde__m128i *)(const void *)w);
    unsigned same = (unsigned)simde_mm_movemask_epi8(simde_mm_cmpeq_epi8(x, y));
    unsigned ended =
        (unsigned)simde_mm_movemask_epi8(simde_mm_cmpeq_epi8(x, simde_mm_setzero_si128()));
    unsigned less = (unsigned)simde_mm_movemask_epi8(simde_mm_cmplt_epi8(x, y));
    unsigned stop = (~same | ended) & 0xffffu;
    if (!stop)
        return -1;
    return (int)((less >> __builtin_ctz(stop)) & 1u);
}

/* ---- the bag one-off's line count (lines_kernel.h), two lines a step,
 * each in a 128-bit half of a 256-bit vector: the bytes before its start
 * (up to the last newline) cleared, each byte compared with the bytes 1..15
 * after it (shifted in: zeros) so that the last of each letter counts 0 and
 * the first the others, its cap looked up by nibble (one table a high
 * nibble, 6 and 7), and the letter set as word_letters16's.  Signed byte
 * compares are right: caps and counts are at most 15, the bytes of a
 * passing line below 0x80. */
#define LINE_FIT_LINES 2

typedef struct line_caps_vectors {
    simde__m256i caps6, caps7;
} line_caps_vectors;

static inline void line_caps_setup(const uint8_t *caps, line_caps_vectors *v)
{
    v->caps6 = simde_mm256_broadcastsi128_si256(
        simde_mm_loadu_si128((const simde__m128i *)(const void *)caps));
    v->caps7 = simde_mm256_broadcastsi128_si256(
        simde_mm_loadu_si128((const simde__m128i *)(const void *)(caps + 16)));
}

/* 0 in the first 16 bytes, 0xff in the next: 16 bytes from ramp + 15 - j
 * keep the bytes after byte j */
static const uint8_t line_ramp[32] = {0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,
                                      0,   0,   0,   0,   0,   255, 255, 255, 255, 255, 255,
                                      255, 255, 255, 255, 255, 255, 255, 255, 255, 255};

/* A line of a step: its newlines, letters other than a-z and letters over
 * their caps (the 16 bits of its half): its length (BEE_LINE_UNDECIDED, or
 * 0 when dropped). */
static inline uint8_t line_fit_of(unsigned nl, unsigned other, unsigned over)
{
    unsigned top = 31u - (unsigned)__builtin_clz(nl | 1u);
    if (!nl || other)
        return BEE_LINE_UNDECIDED;
    /* 15 - top letters (none after a newline at the end: an empty line),
     * 0 if one is over its cap: a product, which compilers keep a product
     * (a line fits or not at random: a branch would be mispredicted) */
    return (uint8_t)((15 - top) * (over == 0));
}

/* Lines ends[0] and ends[m > 1] (m 1 or 2) of text `base`: len[j] for
 * j < m. */
static inline void line_fit_lines(const char *base, const uint32_t *ends, size_t m,
                                  const line_caps_vectors *v, uint8_t *len)
{
    const char *e0 = base + ends[0], *e1 = base + ends[m > 1];
    simde__m256i x = simde_mm256_loadu2_m128i((const simde__m128i *)(const void *)(e1 - 16),
                                              (const simde__m128i *)(const void *)(e0 - 16));
    uint32_t nl =
        (uint32_t)simde_mm256_movemask_epi8(simde_mm256_cmpeq_epi8(x, simde_mm256_set1_epi8('\n')));
    unsigned top0 = 31u - (unsigned)__builtin_clz((nl & 0xffffu) | 1u);
    unsigned top1 = 31u - (unsigned)__builtin_clz((nl >> 16) | 1u);
    uint32_t kept = (0xfffeu << top0 & 0xffffu) | (0xfffeu << top1 & 0xffffu) << 16;
    x = simde_mm256_and_si256(
        x, simde_mm256_loadu2_m128i((const simde__m128i *)(const void *)(line_ramp + 15 - top1),
                                    (const simde__m128i *)(const void *)(line_ramp + 15 - top0)));
    simde__m256i lower =
        simde_mm256_and_si256(simde_mm256_cmpgt_epi8(x, simde_mm256_set1_epi8('a' - 1)),
                              simde_mm256_cmpgt_epi8(simde_mm256_set1_epi8('z' + 1), x));
    uint32_t other = kept & ~(uint32_t)simde_mm256_movemask_epi8(lower);
    simde__m256i after = simde_mm256_setzero_si256();
#define LINE_AFTER(k) \
    after = simde_mm256_sub_epi8(after, simde_mm256_cmpeq_epi8(x, simde_mm256_srli_si256(x, k)))
    LINE_AFTER(1);
    LINE_AFTER(2);
    LINE_AFTER(3);
    LINE_AFTER(4);
    LINE_AFTER(5);
    LINE_AFTER(6);
    LINE_AFTER(7);
    LINE_AFTER(8);
    LINE_AFTER(9);
    LINE_AFTER(10);
    LINE_AFTER(11);
    LINE_AFTER(12);
    LINE_AFTER(13);
    LINE_AFTER(14);
    LINE_AFTER(15);
#undef LINE_AFTER
    simde__m256i lo = simde_mm256_and_si256(x, simde_mm256_set1_epi8(15));
    simde__m256i cap = simde_mm256_blendv_epi8(
        simde_mm256_shuffle_epi8(v->caps6, lo), simde_mm256_shuffle_epi8(v->caps7, lo),
        simde_mm256_cmpgt_epi8(x, simde_mm256_set1_epi8(0x6f)));
    uint32_t over = kept & ~(uint32_t)simde_mm256_movemask_epi8(simde_mm256_cmpgt_epi8(cap, after));
    len[0] = line_fit_of(nl & 0xffffu, other & 0xffffu, over & 0xffffu);
    if (m > 1)
        len[1] = line_fit_of(nl >> 16, other >> 16, over >> 16);
}

/* The letter set of the len (1..15) letters before end. */
static inline uint32_t line_letters(const char *end, unsigned len)
{
    simde__m128i x = simde_mm_loadu_si128((const simde__m128i *)(const void *)(end - 16));
    return word_letters16_of(simde_mm_and_si128(
        x, simde_mm_loadu_si128((const simde__m128i *)(const void *)(line_ramp + len))));
}

#endif
