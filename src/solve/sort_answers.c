/*
 * sort_answers.c - a solve's word ids into ascending (alphabetical) order
 * through a bitmap of the ids (engine.h, bee_sort_answers).
 *
 * The workload: the subsets plan and the block scan find a puzzle's
 * answers set by set, as a few sorted runs, which must come out as one
 * ascending list.  For 7 random letters (ENABLE) 1 puzzle in 10 has more
 * than 64 answers, some several hundred; solve.c ranks up to 64 by vector
 * compares (n^2 of them) and gives the rest to this file.  The radix sort
 * it replaces paid for 2 x 512 counters whatever n is (~1 us a puzzle over
 * 64); a bucket sort by the top bits left the ids of one prefix together (a
 * puzzle's answers cluster), to be ordered by compares that mispredict.
 * Here each id sets its bit in a bitmap of all ids, a bit a 64-id word in a
 * summary, and a bit a summary word in a top word (a register: 2^18 ids at
 * most); reading the bits back in order is then a count of trailing zeros
 * an id, with no compare at all: the top word gives the summary words in
 * use, those the bitmap's words in use (into a list, one flat loop), and
 * those the ids.  Each word's bits come out 4 at a time without a branch
 * (a loop only past 4), and each word read is cleared, so the bitmap is all
 * zeros between solves and nothing is cleared in bulk.
 */
#include "solve/engine.h"

#include <assert.h>

enum { SPAN = 64, UNROLL = 4 };

/* Append base + the place of each set bit of w, in order, at out; return
 * how many.  Writes UNROLL entries past the last one kept when w has fewer
 * bits (ctz of w | top bit: defined whatever w is, discarded). */
static inline size_t emit(uint64_t w, uint32_t base, uint32_t *out)
{
    const uint64_t top = 1ull << 63;
    size_t k = 0;
    for (int u = 0; u < UNROLL; u++) { /* unrolled: no branch */
        out[k] = base + (uint32_t)__builtin_ctzll(w | top);
        k += w != 0;
        w &= w - 1;
    }
    for (; w; w &= w - 1) /* a word with more than 4 bits: seldom */
        out[k++] = base + (uint32_t)__builtin_ctzll(w);
    return k;
}

bee_status bee_id_bitmap_reserve(bee_id_bitmap *b, size_t n_ids)
{
    assert(n_ids <= BEE_SORT_ANSWERS_IDS);
    size_t leaves = (n_ids + SPAN - 1) / SPAN, summaries = (leaves + SPAN - 1) / SPAN;
    if (b->leaf && leaves <= b->n_leaves)
        return BEE_OK;
    /* fresh zeros: the bitmap is all zeros between uses */
    uint64_t *w = bee_calloc(summaries + leaves, sizeof *w);
    if (!w)
        return BEE_ERR_NOMEM;
    bee_free(b->summary);
    b->summary = w;
    b->leaf = w + summaries;
    b->n_leaves = leaves;
    return BEE_OK;
}

void bee_id_bitmap_free(bee_id_bitmap *b)
{
    bee_free(b->summary);
    memset(b, 0, sizeof *b);
}

size_t bee_sort_answers(bee_id_bitmap *b, const uint32_t *a, size_t n, uint32_t *to,
                        uint32_t *leaves)
{
    uint64_t top = 0; /* a register, not memory: every id sets a bit of it */
    for (size_t i = 0; i < n; i++) {
        uint32_t id = a[i], leaf = id / SPAN;
        assert(leaf < b->n_leaves);
        b->leaf[leaf] |= 1ull << (id % SPAN);
        b->summary[leaf / SPAN] |= 1ull << (leaf % SPAN);
        top |= 1ull << (leaf / SPAN);
    }
    size_t n_leaves = 0;
    for (; top; top &= top - 1) {
        size_t s = (size_t)__builtin_ctzll(top);
        n_leaves += emit(b->summary[s], (uint32_t)(s * SPAN), leaves + n_leaves);
        b->summary[s] = 0;
    }
    size_t k = 0;
    for (size_t j = 0; j < n_leaves; j++) {
        uint32_t leaf = leaves[j];
        k += emit(b->leaf[leaf], leaf * SPAN, to + k);
        b->leaf[leaf] = 0;
    }
    return k;
}
