/*
 * isa/scalar.h - the primitives of the portable kernel: one-lane "vectors"
 * (a plain 32- or 64-bit integer), byte-at-a-time line classes and word
 * steps.  The generic loops over these are the rule every vector kernel must
 * agree with hit for hit; see generic/kernels.h for the list of primitives.
 * Stores are unconditional and counted only when kept: no branch on the data.
 */
#ifndef BEE_ISA_SCALAR_H
#define BEE_ISA_SCALAR_H

#include "../bag_kernel.h"
#include "../lines_kernel.h"
#include "../words_kernel.h"
#include "line_fit_bytes.h"

#include <string.h>

/* ---- 32-bit lanes */
#define LANES 1
typedef uint32_t vec;

static inline vec vec_load(const uint32_t *p)
{
    return *p;
}
static inline vec vec_splat(uint32_t x)
{
    return x;
}
static inline vec vec_and(vec a, vec b)
{
    return a & b;
}
static inline vec vec_add(vec a, vec b)
{
    return a + b;
}
static inline vec vec_iota(void)
{
    return 0;
}
static inline uint32_t lanes_zero(vec v)
{
    return v == 0;
}
static inline uint32_t lanes_nonzero(vec v)
{
    return v != 0;
}
static inline size_t compress_store(uint32_t *out, uint32_t k, vec v)
{
    *out = v;
    return k;
}

/* ---- rank walk steps (generic/ranks.h) */
static inline vec vec_lookup8(const uint32_t *row, const uint8_t *idx)
{
    return row[*idx];
}
static inline void vec_store(uint32_t *p, vec v)
{
    *p = v;
}
/* acc + 1 where v is above key, as signed numbers */
static inline vec vec_count_above(vec acc, vec v, vec key)
{
    return acc + ((int32_t)v > (int32_t)key);
}
/* bit j set when lane j's rank has its bit set in the rank table */
static inline uint32_t lanes_in_table(const uint64_t *word, vec r)
{
    return (uint32_t)(word[r >> 5] >> (r & 31)) & 1;
}

/* ---- 64-bit lanes */
#define LANES64 1
typedef uint64_t vec64;

static inline vec64 vec64_load(const uint64_t *p)
{
    return *p;
}
static inline vec64 vec64_splat(uint64_t x)
{
    return x;
}
static inline vec64 vec64_and(vec64 a, vec64 b)
{
    return a & b;
}
static inline vec64 vec64_sub(vec64 a, vec64 b)
{
    return a - b;
}
static inline uint32_t lanes64_zero(vec64 v)
{
    return v == 0;
}
static inline uint32_t lanes64_eq(vec64 a, vec64 b)
{
    return a == b;
}
static inline size_t compress_positions64(uint32_t *out, uint32_t k, uint32_t base)
{
    *out = base;
    return k;
}

/* ---- line classes, a byte a step: a "vector" of bytes is the 16 of a
 * table, or a splat's value in its first byte */
typedef struct bytes {
    uint8_t b[16];
} bytes;

static inline bytes bytes_splat(uint8_t x)
{
    return (bytes){{x}};
}
static inline bytes bytes_table16(const uint8_t *t)
{
    bytes v;
    memcpy(v.b, t, 16);
    return v;
}

#include "../generic/lines_vectors.h"

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    uint64_t n = 0, b = 0, c = 0;
    for (int i = 0; i < 64; i++) {
        unsigned char x = (unsigned char)p[i];
        uint64_t bit = 1ull << i;
        int newline = x == '\n';
        n |= newline ? bit : 0;
        b |= !newline && !(v->lo.b[x & 15] & v->hi.b[x >> 4]) ? bit : 0;
        c |= x == v->c0.b[0] || x == v->c1.b[0] ? bit : 0;
    }
    *nl = n;
    *bad = b;
    if (ctr)
        *ctr = c;
}

/* ---- word steps, a byte at a time */
static uint32_t word_letters16(const unsigned char *w, unsigned len)
{
    return bee_word_letters(w, len < 16 ? len : 16);
}

static int word_order16(const unsigned char *p, const unsigned char *w)
{
    for (int j = 0; j < 16; j++)
        if (p[j] != w[j] || !p[j])
            return p[j] < w[j];
    return -1;
}

/* ---- bytes kept by a bit mask (generic/select.h): a byte at a time, every
 * byte stored at the end and counted only when kept */
static inline size_t select_bytes64(char *to, const char *p, uint64_t k)
{
    size_t n = 0;
    for (int i = 0; i < 64; i++) {
        to[n] = p[i];
        n += k >> i & 1;
    }
    return n;
}

#endif
