/*
 * generic/kernels.h - every kernel family, written once over the primitives
 * of one instruction set.  A kernel file (scalar.c, avx2.c, ...) defines
 * KERNEL_SUFFIX, includes its isa/<set>.h and then this header, which
 * defines that set's entry points: bee_scan_<suffix>, bee_filter_<suffix>
 * (kernel.h), bee_bag_scan_<suffix> (bag_kernel.h), bee_lines_<suffix>
 * (lines_kernel.h), bee_line_fits_<suffix> (the same), bee_words_<suffix>
 * (words_kernel.h), bee_ranks_walk_<suffix>, bee_ranks_sort_<suffix> (ranks_kernel.h)
 * and bee_select_bytes_<suffix> (select_kernel.h).
 *
 * The primitives each isa/<set>.h defines:
 *   LANES, vec                 32-bit lanes a vector holds (1..16), its type
 *   vec_load(p)                LANES words from p (no alignment needed)
 *   vec_splat(x), vec_iota()   x in every lane; 0, 1, ..., LANES - 1
 *   vec_and(a, b), vec_add(a, b)
 *   lanes_zero(v), lanes_nonzero(v)
 *                              bit j set when lane j is (not) 0
 *   compress_store(out, k, v)  store the lanes of v whose bit is set in k to
 *                              out[0 ..], in order, writing all LANES words;
 *                              return how many were kept
 *   vec_store(p, v)            LANES words to p
 *   vec_count_above(acc, v, k) acc + 1 in each lane where v is above k
 *                              (signed)
 *   lanes_in_table(word, r)    bit j set when rank lane j's bit is set in
 *                              a rank table's words (ranks_kernel.h)
 *   vec_lookup8(row, idx)      row[idx[j]] in lane j: an 8-entry row, LANES
 *                              bytes of indexes below 8
 *   LANES64, vec64, vec64_load(p), vec64_splat(x), vec64_and(a, b),
 *   vec64_sub(a, b), lanes64_zero(v), lanes64_eq(a, b)
 *                              the same over 64-bit lanes (1..8)
 *   compress_positions64(out, k, base)
 *                              store base + j for each bit j of a LANES64-lane
 *                              mask k to out[0 ..], in order, writing LANES64
 *                              entries; return how many were kept
 *   bytes, bytes_splat(x), bytes_table16(t)
 *                              a byte vector, x in every byte, a 16-byte
 *                              lookup table in every 128-bit lane; then
 *                              generic/lines_vectors.h, then
 *   lines_classify(p, v, &nl, &bad, &ctr)
 *                              64 bytes at p into newline, disallowed and
 *                              center bit masks (lines_kernel.h)
 *   line_caps_vectors, line_caps_setup(caps, &v), LINE_FIT_LINES,
 *   line_fit_lines(base, ends, m, &v, len), line_letters(end, len)
 *                              a bag's caps made ready once a call, the
 *                              count of the m <= LINE_FIT_LINES lines ending
 *                              at base + ends[j] (len[j]), and the letter
 *                              set of the len letters before end
 *                              (lines_kernel.h's bee_line_fit_bytes)
 *   word_letters16(w, len)     the letter set of w's first min(len, 16) letters
 *   word_order16(p, w)         1 if w sorts after p, 0 if not, -1 if their
 *                              first 16 bytes are equal letters (undecided)
 *   select_bytes64(to, p, k)   the bytes of p[0 .. 64) whose bit is set in
 *                              k to to[0 ..], in order, writing up to 64
 *                              bytes; return how many were kept
 *                              (isa/select_bytes8.h for the table shuffle)
 * Those that read or write whole vectors rely on the padding each contract
 * header describes.
 */
#ifndef KERNEL_SUFFIX
#error "define KERNEL_SUFFIX and include an isa/ header before generic/kernels.h"
#endif

#define KERNEL_CAT2(a, b) a##_##b
#define KERNEL_CAT(a, b)  KERNEL_CAT2(a, b)
#define KERNEL_NAME(name) KERNEL_CAT(name, KERNEL_SUFFIX)

#include "scan.h"
#include "filter.h"
#include "bag_scan.h"
#include "lines.h"
#include "line_fits.h"
#include "words.h"
#include "ranks.h"
#include "select.h"
