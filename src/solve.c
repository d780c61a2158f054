/*
 * solve.c - one puzzle against the index, and the plain reference.
 *
 * The kernel returns the sets that answer; everything after that is per set,
 * not per word: count, base points and pangrams come from the set's
 * precomputed totals, and word ids are copied only when asked for.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define WORD_CHUNK BEE_WORD_PAD

bee_result *bee_result_new(void)
{
    return calloc(1, sizeof(bee_result));
}

void bee_result_free(bee_result *r)
{
    if (!r)
        return;
    free(r->words);
    free(r->hits);
    free(r);
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

void bee_result_sort(bee_result *r)
{
    if (r->count > 1)
        qsort(r->words, r->count, sizeof *r->words, cmp_u32);
}

/* Number of blocks whose first key is <= key (keys ascending); branch-free. */
static size_t blocks_upto(const uint32_t *keys, size_t n, uint32_t key)
{
    const uint32_t *base = keys;
    while (n > 1) {
        size_t half = n / 2;
        base = base[half] <= key ? base + half : base;
        n -= half;
    }
    return (size_t)(base - keys) + (*base <= key);
}

static uint64_t total_score(bee_scoring s, uint64_t base_points, size_t count, size_t pangrams)
{
    return s == BEE_SCORING_SIMPLE ? count + 2 * pangrams : base_points + 7 * pangrams;
}

bee_status bee_solve(const bee_index *ix, const bee_puzzle *p,
                     const bee_solve_options *opt, bee_result *r, bee_error *err)
{
    bee_solve_options o = opt ? *opt : (bee_solve_options){BEE_SCORING_NYT, 1};
    if (!bee_grow_u32(&r->hits, &r->hits_cap, ix->n_masks + BEE_COLUMN_PAD))
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");

    /* sets of more than 7 letters cannot answer a puzzle of 7 or fewer */
    size_t first = 0, end = ix->scan_data.n_blocks;
    if (p->size <= BEE_NARROW_LETTERS) {
        end = ix->n_narrow_blocks;
        if (ix->ranged && end) {
            size_t lo = blocks_upto(ix->block_key, end, bee_permute(p->center, ix->rank));
            first = lo ? lo - 1 : 0;   /* the block holding the lowest key may start lower */
            end = blocks_upto(ix->block_key, end, bee_permute(p->letters, ix->rank));
        }
    }
    bee_scan_counters c = {0, 0};
    size_t nh = ix->scan(&ix->scan_data, first, end, ~p->letters, p->center, r->hits, &c);
    bee_status s = bee_result_from_sets(ix, p, &o, nh, r, err);
    r->blocks_scanned = end > first ? end - first : 0;
    r->blocks_entered = c.blocks_entered;
    r->masks_tested = c.masks_tested;
    return s;
}

bee_status bee_result_from_sets(const bee_index *ix, const bee_puzzle *p,
                                const bee_solve_options *opt, size_t nh, bee_result *r,
                                bee_error *err)
{
    bee_solve_options o = opt ? *opt : (bee_solve_options){BEE_SCORING_NYT, 1};
    const uint32_t *masks = ix->scan_data.masks;
    const bee_set_info *sets = ix->sets;
    size_t count = 0, pangrams = 0;
    uint64_t points = 0;
    if (o.want_words) {
        /* room for every indexed word plus a chunk, so the copy below needs no
         * bounds checks: most sets have 1-3 words, and a fixed 8-id copy beat
         * memcpy's size dispatch by ~2 ns a set (word_ids is padded too) */
        if (!bee_grow_u32(&r->words, &r->words_cap, ix->n_words + WORD_CHUNK))
            return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
        uint32_t *dst = r->words;
        for (size_t i = 0; i < nh; i++) {
            uint32_t h = r->hits[i];
            size_t n = sets[h].count;
            const uint32_t *src = ix->word_ids + sets[h].first;
            for (size_t j = 0; j < n; j += WORD_CHUNK)
                memcpy(dst + count + j, src + j, WORD_CHUNK * sizeof *dst);
            count += n;
            points += sets[h].points;
            pangrams += masks[h] == p->letters ? n : 0;
        }
    } else {
        for (size_t i = 0; i < nh; i++) {
            uint32_t h = r->hits[i];
            size_t n = sets[h].count;
            count += n;
            points += sets[h].points;
            pangrams += masks[h] == p->letters ? n : 0;
        }
    }
    r->count = count;
    r->pangrams = pangrams;
    r->score = total_score(o.scoring, points, count, pangrams);
    return BEE_OK;
}

bee_status bee_solve_reference(const bee_dict *d, uint32_t min_len, const bee_puzzle *p,
                               const bee_solve_options *opt, bee_result *r, bee_error *err)
{
    bee_solve_options o = opt ? *opt : (bee_solve_options){BEE_SCORING_NYT, 1};
    size_t count = 0, pangrams = 0;
    uint64_t score = 0;
    for (size_t i = 0; i < d->n; i++) {
        uint32_t m = d->mask[i];
        if (d->len[i] < min_len || (m & ~p->letters) != 0 || (m & p->center) == 0)
            continue;
        int pangram = m == p->letters;
        if (o.want_words) {
            if (!bee_grow_u32(&r->words, &r->words_cap, count + 1))
                return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
            r->words[count] = (uint32_t)i;
        }
        count++;
        pangrams += pangram;
        score += bee_word_score(o.scoring, d->len[i], pangram);
    }
    r->count = count;
    r->pangrams = pangrams;
    r->score = score;
    r->blocks_scanned = 0;
    r->blocks_entered = 0;
    r->masks_tested = d->n;
    return BEE_OK;
}
