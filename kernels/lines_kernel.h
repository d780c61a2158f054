/*
 * lines_kernel.h - the contract of the line-filter kernels used by the
 * one-shot plan (src/solve/oneshot.c): find, in a word list's raw text, the lines
 * made only of allowed bytes that hold a center byte.
 *
 * A kernel classifies 64 bytes at a time into three bit masks (newline,
 * disallowed byte, center byte) and turns them into line verdicts with two
 * 64-bit additions, no branch per line: for `dirty = ~newline + bad + carry`
 * the carry of each bad byte runs up through the line's other bytes (all
 * ones in ~newline) and stops at the line's newline (a zero there), setting
 * that bit.  So the newline bits of `dirty` mark the lines with a bad byte,
 * and the carry out of the top says whether the line still open at byte 64
 * has one.  The center works the same way.
 *
 * Text is scanned in whole 64-byte chunks (the caller pads the tail with
 * newlines).  The filter only narrows: every line it passes is judged again
 * by the loader's rules, so it may pass too much but never too little.
 */
#ifndef BEE_LINES_KERNEL_H
#define BEE_LINES_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/* Byte c is allowed iff lo[c & 15] & hi[c >> 4] is nonzero; center[0] and
 * center[1] are the bytes that count as the center (equal if not folding). */
typedef struct bee_line_filter {
    uint8_t lo[16], hi[16];
    uint8_t center[2];
} bee_line_filter;

/* What the line still open at the end of a chunk has seen (0 or 1 each). */
typedef struct bee_line_carry {
    uint64_t dirty, center;
} bee_line_carry;

/* Scan text[0, n), n a multiple of 64, continuing from *carry: write the
 * offset of the newline ending each passing line to ends (as many entries
 * as newlines at most) and return how many. */
typedef size_t (*bee_lines_fn)(const char *text, size_t n, const bee_line_filter *f,
                               bee_line_carry *carry, uint32_t *ends);

size_t bee_lines_scalar(const char *, size_t, const bee_line_filter *, bee_line_carry *,
                        uint32_t *);
size_t bee_lines_avx2(const char *, size_t, const bee_line_filter *, bee_line_carry *, uint32_t *);
size_t bee_lines_avx512(const char *, size_t, const bee_line_filter *, bee_line_carry *,
                        uint32_t *);
size_t bee_lines_neon(const char *, size_t, const bee_line_filter *, bee_line_carry *, uint32_t *);
size_t bee_lines_wasm(const char *, size_t, const bee_line_filter *, bee_line_carry *, uint32_t *);

/* The line verdicts of one chunk, shared by every kernel: append base + the
 * position of each newline ending a clean line that holds a center byte. */
static inline size_t bee_lines_emit(uint64_t nl, uint64_t bad, uint64_t ctr, bee_line_carry *c,
                                    uint32_t base, uint32_t *ends, size_t n)
{
    uint64_t dirty, seen;
    uint64_t o1 = __builtin_add_overflow(~nl, bad, &dirty);
    uint64_t o2 = __builtin_add_overflow(dirty, c->dirty, &dirty);
    uint64_t o3 = __builtin_add_overflow(~nl, ctr, &seen);
    uint64_t o4 = __builtin_add_overflow(seen, c->center, &seen);
    c->dirty = o1 | o2;
    c->center = o3 | o4;
    for (uint64_t hit = nl & ~dirty & seen; hit; hit &= hit - 1)
        ends[n++] = base + (uint32_t)__builtin_ctzll(hit);
    return n;
}

#endif
