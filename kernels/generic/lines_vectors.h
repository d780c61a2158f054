/*
 * generic/lines_vectors.h - the vectors a line-classes step reads, made once
 * per call from the filter (lines_kernel.h) with the instruction set's byte
 * primitives: bytes, bytes_splat(x) (x in every byte) and bytes_table16(t)
 * (the 16 bytes at t in every 128-bit lane, a nibble lookup table).  An
 * isa/ header includes it between those and its lines_classify, which needs
 * the complete type.
 */
#ifndef BEE_GENERIC_LINES_VECTORS_H
#define BEE_GENERIC_LINES_VECTORS_H

#include "../lines_kernel.h"

typedef struct lines_vectors {
    bytes lo, hi, nibble, newline, c0, c1;
} lines_vectors;

static void lines_setup(const bee_line_filter *f, lines_vectors *v)
{
    v->lo = bytes_table16(f->lo);
    v->hi = bytes_table16(f->hi);
    v->nibble = bytes_splat(0x0f);
    v->newline = bytes_splat('\n');
    v->c0 = bytes_splat(f->center[0]);
    v->c1 = bytes_splat(f->center[1]);
}

#endif
