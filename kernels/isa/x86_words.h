/*
 * isa/x86_words.h - the word check's two steps in 128- and 256-bit SIMDe
 * code, the same for the AVX2 and AVX-512 kernels (a word is 16 bytes, so
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

static uint32_t word_letters16(const unsigned char *w, unsigned len)
{
    const simde__m256i a = simde_mm256_set1_epi32('a'), one = simde_mm256_set1_epi32(1);
    const simde__m256i first = simde_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const simde__m256i second = simde_mm256_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15);
    simde__m256i l = simde_mm256_set1_epi32((int)len);
    simde__m128i x = simde_mm_loadu_si128((const simde__m128i *)(const void *)w);
    simde__m256i c0 = simde_mm256_cvtepu8_epi32(x);
    simde__m256i c1 = simde_mm256_cvtepu8_epi32(simde_mm_srli_si128(x, 8));
    simde__m256i b0 =
        simde_mm256_and_si256(simde_mm256_cmpgt_epi32(l, first),
                              simde_mm256_sllv_epi32(one, simde_mm256_sub_epi32(c0, a)));
    simde__m256i b1 =
        simde_mm256_and_si256(simde_mm256_cmpgt_epi32(l, second),
                              simde_mm256_sllv_epi32(one, simde_mm256_sub_epi32(c1, a)));
    simde__m256i v = simde_mm256_or_si256(b0, b1);
    simde__m128i s =
        simde_mm_or_si128(simde_mm256_castsi256_si128(v), simde_mm256_extracti128_si256(v, 1));
    s = simde_mm_or_si128(s, simde_mm_shuffle_epi32(s, 0x4e));
    s = simde_mm_or_si128(s, simde_mm_shuffle_epi32(s, 0xb1));
    return (uint32_t)simde_mm_cvtsi128_si32(s);
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

#endif
