/*
 * isa/lanes4.h - what the 128-bit kernels without a compress instruction
 * (NEON, wasm simd128) share: the byte shuffle that moves the kept lanes of
 * 4 32-bit lanes to the front, and the kept positions of 2 64-bit lanes.
 */
#ifndef BEE_ISA_LANES4_H
#define BEE_ISA_LANES4_H

#include <stddef.h>
#include <stdint.h>

/* Row k: the bytes of the lanes set in k first, in order (the rest after).
 * Generated: for k in 0..15, lanes = [l for l in 0..3 if k has bit l] +
 * the others; the row is 4l, 4l+1, 4l+2, 4l+3 for each l. */
static const uint8_t compress_table[16][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {4, 5, 6, 7, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15},
    {0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15},
    {4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 12, 13, 14, 15},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
    {0, 1, 2, 3, 12, 13, 14, 15, 4, 5, 6, 7, 8, 9, 10, 11},
    {4, 5, 6, 7, 12, 13, 14, 15, 0, 1, 2, 3, 8, 9, 10, 11},
    {0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 8, 9, 10, 11},
    {8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7},
    {0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15, 4, 5, 6, 7},
    {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
};

/* The number of bits set in a 4-bit k. */
static inline size_t lanes4_kept(uint32_t k)
{
    return (size_t)(0x4332322132212110ull >> (4 * k) & 0xf);
}

/* Branch-free: both entries written, the first kept lane first. */
static inline size_t compress_positions64(uint32_t *out, uint32_t k, uint32_t base)
{
    out[0] = base + ((k & 1) ? 0 : 1);
    out[1] = base + 1;
    return (k & 1) + (k >> 1);
}

/* row[idx[l]] for 4 lanes, by plain loads (no 8-entry permute in 128
 * bits). */
static inline void lanes4_lookup8(const uint32_t *row, const uint8_t *idx, uint32_t v[4])
{
    for (int l = 0; l < 4; l++)
        v[l] = row[idx[l]];
}

/* Bit l set when rank r[l]'s bit is set in the rank table (ranks_kernel.h):
 * four plain loads, for the instruction sets without a gather. */
static inline uint32_t lanes4_in_table(const uint64_t *word, const uint32_t r[4])
{
    uint32_t k = 0;
    for (int l = 0; l < 4; l++)
        k |= (uint32_t)(word[r[l] >> 5] >> (r[l] & 31) & 1) << l;
    return k;
}

#endif
