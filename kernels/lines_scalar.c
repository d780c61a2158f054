/*
 * lines_scalar.c - the portable line filter: one byte per step through the
 * filter's tables; the rule the vector line filters must agree with.
 */
#include "lines_kernel.h"

#if defined(__AVX2__) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "lines_scalar.c must be compiled for the baseline CPU (no -mavx2/-march=native)"
#endif

#define LINES_FN bee_lines_scalar

typedef bee_line_filter lines_vectors;

static void lines_setup(const bee_line_filter *f, lines_vectors *v)
{
    *v = *f;
}

static void lines_classify(const char *p, const lines_vectors *v, uint64_t *nl, uint64_t *bad,
                           uint64_t *ctr)
{
    uint64_t n = 0, b = 0, c = 0;
    for (int i = 0; i < 64; i++) {
        unsigned char x = (unsigned char)p[i];
        uint64_t bit = 1ull << i;
        int newline = x == '\n';
        n |= newline ? bit : 0;
        b |= !newline && !(v->lo[x & 15] & v->hi[x >> 4]) ? bit : 0;
        c |= x == v->center[0] || x == v->center[1] ? bit : 0;
    }
    *nl = n;
    *bad = b;
    *ctr = c;
}

#include "lines_impl.h"
