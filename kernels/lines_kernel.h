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

/*
 * The bag one-off's count of a passing line (src/bag/bag_oneshot.c): the
 * lines a bag's filter passed (made of its letters, CR, capitals when
 * folding) are counted against the bag's tiles, most of them no longer than
 * 15 bytes, so a kernel counts one in a 16-byte vector: every byte against
 * the bytes after it, the first of each letter then holding the letter's
 * count, compared with its cap - no loop, no branch per line.
 *
 * caps[c - 0x60] is the cap of the letter byte c ('a'..'z'), at most 15 (a
 * decided line has at most 15 letters, so a larger cap is 15); the other
 * entries 0.  For line i, ending at text[at + ends[i]] with at + ends[i] >=
 * 16 (16 bytes readable before it): when a newline lies within the 16
 * bytes before its end and every byte after that newline is a-z, it is
 * decided: it fits when each letter's count is within its cap, and is then
 * kept as {ends[i], its length, its letter set}, unless empty (no word);
 * one that does not fit is dropped.  Otherwise (16 bytes or more, a byte
 * other than a-z) it is kept as {ends[i], BEE_LINE_UNDECIDED, 0}: the
 * caller counts it.  The lines kept, in order, go to out (room for k);
 * returns how many.  ends[i] < 65536: a slice (BEE_LINES_SLICE).
 */
#define BEE_LINE_UNDECIDED 255

typedef struct bee_line_fit {
    uint16_t end;
    uint8_t len; /* 1..15, or BEE_LINE_UNDECIDED */
    uint8_t unused;
    uint32_t letters; /* bit c - 'a' for each letter c */
} bee_line_fit;

typedef size_t (*bee_line_fits_fn)(const char *text, size_t at, const uint32_t *ends, size_t k,
                                   const uint8_t *caps, bee_line_fit *out);

size_t bee_line_fits_scalar(const char *, size_t, const uint32_t *, size_t, const uint8_t *,
                            bee_line_fit *);
size_t bee_line_fits_avx2(const char *, size_t, const uint32_t *, size_t, const uint8_t *,
                          bee_line_fit *);
size_t bee_line_fits_avx512(const char *, size_t, const uint32_t *, size_t, const uint8_t *,
                            bee_line_fit *);
size_t bee_line_fits_neon(const char *, size_t, const uint32_t *, size_t, const uint8_t *,
                          bee_line_fit *);
size_t bee_line_fits_wasm(const char *, size_t, const uint32_t *, size_t, const uint8_t *,
                          bee_line_fit *);

/* The rule for the line ending at end[0] (16 bytes readable before it), a
 * byte at a time: the reference every kernel agrees with ({0, 0, 0, 0}
 * when dropped). */
static inline bee_line_fit bee_line_fit_bytes(const char *end, const uint8_t *caps)
{
    const unsigned char *e = (const unsigned char *)end;
    bee_line_fit f = {0, BEE_LINE_UNDECIDED, 0, 0};
    uint8_t count[32] = {0};
    unsigned len = 0;
    while (len < 16 && e[-1 - (int)len] != '\n')
        len++;
    if (len == 16)
        return f;
    int over = 0;
    uint32_t letters = 0;
    for (unsigned j = 1; j <= len; j++) {
        unsigned c = e[-(int)j];
        if (c < 'a' || c > 'z')
            return f;
        over |= ++count[c - 0x60] > caps[c - 0x60];
        letters |= 1u << (c - 'a');
    }
    if (over || len == 0)
        return (bee_line_fit){0, 0, 0, 0};
    return (bee_line_fit){0, (uint8_t)len, 0, letters};
}

#endif
