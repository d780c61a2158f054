/*
 * solve.c - one puzzle, by the cheapest plan (bee.h, "Plans"), and the plain
 * reference.
 *
 * Set lists: one map lookup, then the set's list filtered by the center (a
 * kernel), or only its per-center totals when no words are wanted.  Subsets
 * and block scan find the sets that answer; everything after that is per
 * set, not per word: count, base points and pangrams come from the set's
 * precomputed totals, and word ids are copied only when asked for, then
 * merged into alphabetical order.
 */
#include "solve/engine.h"

#include <stdlib.h>
#include <string.h>

#define WORD_CHUNK BEE_WORD_PAD

bee_result *bee_result_new(void)
{
    return bee_calloc_lines(sizeof(bee_result));
}

void bee_result_free(bee_result *r)
{
    if (!r)
        return;
    bee_free(r->words);
    bee_free(r->hits);
    bee_free(r->scratch);
    bee_id_bitmap_free(&r->id_bitmap);
    bee_free(r);
}

size_t bee_result_count(const bee_result *r)
{
    return r->count;
}
size_t bee_result_pangrams(const bee_result *r)
{
    return r->pangrams;
}
uint64_t bee_result_score(const bee_result *r)
{
    return r->score;
}
bee_plan bee_result_plan(const bee_result *r)
{
    return r->plan;
}
size_t bee_result_blocks_scanned(const bee_result *r)
{
    return r->blocks_scanned;
}
size_t bee_result_blocks_entered(const bee_result *r)
{
    return r->blocks_entered;
}
size_t bee_result_masks_tested(const bee_result *r)
{
    return r->masks_tested;
}

const uint32_t *bee_result_words(const bee_result *r, size_t *count)
{
    if (count)
        *count = r->count;
    return r->words;
}

const uint32_t *bee_result_pangram_words(const bee_result *r, size_t *count)
{
    const uint32_t *ids = r->pangrams ? r->pangram_words : NULL;
    if (count)
        *count = ids ? r->pangrams : 0;
    return ids;
}

void bee_solve_options_init_sized(bee_solve_options *o, size_t size)
{
    const bee_solve_options defaults = {sizeof defaults, BEE_SCORING_NYT, 1};
    bee_options_give(o, size, &defaults, sizeof defaults);
}

/* The caller's options into *o, the defaults for what they lack (bee.h,
 * "Options"); first the common case: options of this library's size. */
static bee_status solve_options(const bee_solve_options *opt, bee_solve_options *o, bee_error *err)
{
    if (opt && opt->struct_size == sizeof *o) {
        *o = *opt;
        return BEE_OK;
    }
    return BEE_OPTIONS_TAKE(bee_solve_options, *o, opt, want_words, err);
}

const char *bee_plan_name(bee_plan p)
{
    switch (p) {
    case BEE_PLAN_AUTO: return "auto";
    case BEE_PLAN_SET_LISTS: return "set-lists";
    case BEE_PLAN_BLOCK_SCAN: return "block-scan";
    case BEE_PLAN_SUBSETS: return "subsets";
    }
    return "unknown";
}

int bee_plan_from_name(const char *name)
{
    for (int p = BEE_PLAN_AUTO; p <= BEE_PLAN_SUBSETS; p++)
        if (strcmp(name, bee_plan_name((bee_plan)p)) == 0)
            return p;
    return BEE_UNKNOWN_NAME;
}

/* Put r->words[0 .. r->count) in ascending order; 0 if out of memory. */
static int sort_words(bee_result *r, uint32_t id_bits)
{
    if (r->count < 2)
        return 1;
    if (!bee_grow_u32(&r->scratch, &r->scratch_cap, r->count))
        return 0;
    uint32_t *sorted = bee_sort_ids(r->words, r->scratch, r->count, id_bits);
    if (sorted != r->words) { /* swap the buffers rather than copy */
        r->scratch = r->words;
        r->words = sorted;
        size_t cap = r->scratch_cap;
        r->scratch_cap = r->words_cap;
        r->words_cap = cap;
    }
    return 1;
}

/* sort_words for a solve's answers, a few sorted runs (one a set), ids
 * below ix's word count; 0 if out of memory.  Few ids by the kernel's
 * bee_ranks_sort (ranks_kernel.h), more through the result's bitmap
 * (sort_answers.c), in time linear in n. */
__attribute__((noinline)) static int sort_answers(const bee_index *ix, bee_result *r)
{
    _Static_assert(BEE_SORT_ANSWERS_IDS <= 1u << BEE_RANKS_ID_BITS, "ids the kernel sorts");
    size_t n_ids = ix->dict->n;
    size_t n = r->count, room = n + BEE_SORT_ANSWERS_PAD;
    if (n_ids > BEE_SORT_ANSWERS_IDS)
        return sort_words(r, bee_id_bits(n_ids));
    if (!bee_grow_u32(&r->scratch, &r->scratch_cap, 2 * room))
        return 0;
    uint32_t *to = r->scratch;
    if (n <= BEE_RANKS_MAX) {
        ix->ranks_sort(r->words, n, to);
    } else {
        if (bee_id_bitmap_reserve(&r->id_bitmap, n_ids) != BEE_OK)
            return 0;
        if (bee_sort_answers(&r->id_bitmap, r->words, n, to, to + room) != n)
            return sort_words(r, bee_id_bits(n_ids)); /* an id listed twice */
    }
    /* swap the buffers rather than copy */
    r->scratch = r->words;
    r->words = to;
    size_t cap = r->scratch_cap;
    r->scratch_cap = r->words_cap;
    r->words_cap = cap;
    return 1;
}

void bee_result_sort(bee_result *r)
{
    if (!r->words)
        return; /* a count-only result */
    size_t i = 1;
    while (i < r->count && r->words[i - 1] < r->words[i])
        i++;
    if (i >= r->count)
        return; /* already ascending: bee_solve's words always are */
    uint32_t most = 0;
    for (size_t k = 0; k < r->count; k++)
        most = r->words[k] > most ? r->words[k] : most;
    if (!sort_words(r, bee_id_bits((size_t)most + 1))) {
        /* no scratch memory: sort in place, slowly */
        for (size_t a = 1; a < r->count; a++)
            for (size_t b = a; b > 0 && r->words[b - 1] > r->words[b]; b--) {
                uint32_t t = r->words[b];
                r->words[b] = r->words[b - 1];
                r->words[b - 1] = t;
            }
    }
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

static bee_status nomem(bee_error *err)
{
    return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
}

/* The set-lists plan: `slot` holds the puzzle's own letters, a narrow set.
 * A count of a 7-letter set reads the index's stored totals when it has
 * them: no list is built for it. */
static bee_status solve_by_list(const bee_index *ix, bee_solve_parts *parts,
                                const bee_set_slot *slot, const bee_puzzle *p,
                                const bee_solve_options *o, bee_result *r, bee_error *err)
{
    const bee_set_totals *t = o->want_words ? NULL : bee_set_totals_stored(ix, parts, slot);
    const bee_set_list *list = t ? NULL : bee_set_list_get(ix, parts, slot, o->want_words);
    if (!t && !list)
        return nomem(err);
    t = t ? t : &list->totals;
    uint32_t j = bee_popcount32(p->letters & (p->center - 1)); /* the center's place */
    size_t count = t->count[j], pangrams = t->pangrams;
    if (o->want_words) {
        if (!bee_grow_u32(&r->words, &r->words_cap, (size_t)t->n + BEE_FILTER_PAD))
            return nomem(err);
        const uint32_t *entry = atomic_load_explicit(&list->entry, memory_order_acquire);
        ix->filter(entry, t->n, 1u << (BEE_LIST_TAG_SHIFT + j), r->words);
        r->pangram_words = pangrams <= BEE_LIST_PANGRAMS_HERE ? list->pangram_ids
                                                              : ix->word_ids + list->pangram_first;
    } else {
        r->pangram_words = NULL;
    }
    r->count = count; /* the filter keeps exactly these: the totals count the same entries */
    r->pangrams = pangrams;
    r->score = bee_dict_score(ix->dict, o->scoring, t->points[j], count, pangrams);
    r->blocks_scanned = r->blocks_entered = 0;
    r->masks_tested = o->want_words ? t->n : 0;
    r->plan = BEE_PLAN_SET_LISTS;
    return BEE_OK;
}

/* The sets answering p, by the subsets plan: each set of the puzzle's
 * letters holding the center looked up in its map, maps[0] the narrow
 * sets', maps[1] the wide sets' (any map if p has at most 7 letters). */
static size_t sets_by_subsets(const bee_set_map *const maps[2], const bee_puzzle *p, bee_result *r)
{
    enum { CHUNK = 64 }; /* every subset of a 7-letter puzzle's outer letters */
    const uint32_t outer = p->letters & ~p->center;
    uint32_t sub = 0, subs[CHUNK];
    const bee_set_map *in[CHUNK];
    size_t nh = 0, lookups = 0;
    do { /* every subset of the outer letters, the empty one first */
        size_t k = 0, n = 0;
        do { /* the filter (in cache) first: most subsets are no word's set */
            uint32_t set = sub | p->center;
            const bee_set_map *m = maps[bee_popcount32(set) > BEE_NARROW_LETTERS];
            subs[n] = set;
            in[n] = m;
            n += (size_t)bee_set_map_maybe(m, set);
            k++;
            sub = (sub - outer) & outer;
        } while (sub != 0 && k < CHUNK);
        for (size_t j = 0; j < n; j++) { /* the table's slots all in flight at once */
            __builtin_prefetch(&in[j]->slots[bee_set_hash(subs[j], 0, in[j]->shift)]);
            __builtin_prefetch(&in[j]->slots[bee_set_hash(subs[j], 1, in[j]->shift)]);
        }
        for (size_t j = 0; j < n; j++) { /* no branch */
            uint32_t pos = bee_set_map_find(in[j], subs[j]);
            r->hits[nh] = pos;
            nh += pos != BEE_SET_NONE;
        }
        lookups += k;
    } while (sub != 0);
    r->blocks_scanned = r->blocks_entered = 0;
    r->masks_tested = lookups;
    return nh;
}

/* The sets answering p (at most 7 letters) by the rank table: places in
 * t->info into r->hits, the place of the puzzle's own set into *whole
 * (BEE_SET_NONE if no word's).  A subset's colex rank is a sum of one term
 * a letter, the letter's binomial at its place in the subset, and the
 * offset of its size; the kernel makes the ranks of the 2^(k-1) subsets
 * holding the center in registers from the table's rows and indexes
 * (engine.h, bee_rank_table), tests their bits, 8 or 16 table reads at once,
 * and counts the few found to their places (ranks_kernel.h).  (Ranks made
 * here, in tables of partial sums, were stored and loaded back as vectors:
 * every such load waited for its stores.) */
static size_t sets_by_ranks(const bee_rank_table *t, bee_ranks_walk_fn walk, const bee_puzzle *p,
                            bee_result *r, uint32_t *whole)
{
    const uint32_t *rows[BEE_RANKS_TERMS];
    uint32_t k = 0, center = 0;
    for (uint32_t m = p->letters; m; m &= m - 1, k++) {
        rows[k] = t->term[__builtin_ctz(m)];
        center = (m & -m) == p->center ? k : center;
    }
    for (uint32_t j = k; j < BEE_NARROW_LETTERS; j++)
        rows[j] = t->term[0]; /* all zeros: no subset walked has these letters */
    rows[BEE_NARROW_LETTERS] = t->off;
    /* (room in hits: the index's sets and a pad) */
    size_t n = walk(t->word, rows, t->walk[center][0], 1u << (k - 1), r->hits);
    uint32_t own = bee_rank_of(t, p->letters);
    *whole = bee_rank_has(t, own) ? bee_rank_place(t, own) : BEE_SET_NONE;
    for (size_t i = 0; i < n; i++)
        __builtin_prefetch(&t->info[r->hits[i]]);
    r->blocks_scanned = r->blocks_entered = 0;
    r->masks_tested = (size_t)1 << bee_popcount32(p->letters & ~p->center);
    return n;
}

/* The sets answering p, by the block scan. */
static size_t sets_by_scan(const bee_index *ix, const bee_puzzle *p, bee_result *r)
{
    /* sets of more than 7 letters cannot answer a puzzle of 7 or fewer */
    size_t first = 0, end = ix->scan_data.n_blocks;
    if (p->size <= BEE_NARROW_LETTERS) {
        end = ix->n_narrow_blocks;
        if (ix->ranged && end) {
            size_t lo = blocks_upto(ix->block_key, end, bee_permute(p->center, ix->rank));
            first = lo ? lo - 1 : 0; /* the block holding the lowest key may start lower */
            end = blocks_upto(ix->block_key, end, bee_permute(p->letters, ix->rank));
        }
    }
    bee_scan_counters c = {0, 0};
    size_t nh = ix->scan(&ix->scan_data, first, end, ~p->letters, p->center, r->hits, &c);
    r->blocks_scanned = end > first ? end - first : 0;
    r->blocks_entered = c.blocks_entered;
    r->masks_tested = c.masks_tested;
    return nh;
}

void bee_solve_prefetch(const bee_index *ix, const bee_puzzle *p, int step)
{
    const bee_solve_parts *parts = bee_solve_parts_built(ix);
    if (!parts || p->size > BEE_NARROW_LETTERS)
        return; /* nothing built yet, or no set list for it */
    const bee_set_map *m = &parts->map;
    if (step == 0) {
        __builtin_prefetch(&m->slots[bee_set_hash(p->letters, 0, m->shift)]);
        __builtin_prefetch(&m->slots[bee_set_hash(p->letters, 1, m->shift)]);
        return;
    }
    const bee_set_slot *slot = bee_set_map_slot(m, p->letters);
    if (!slot)
        return;
    const bee_set_list *list = bee_set_list_built(parts, slot);
    const bee_set_totals *t = list ? NULL : bee_set_totals_stored(ix, parts, slot);
    if (list) { /* the totals, and the first entries when built with them */
        __builtin_prefetch(list);
        __builtin_prefetch((const char *)list + 64);
        __builtin_prefetch((const char *)list + 128);
        __builtin_prefetch((const char *)list + 192);
    } else if (t) { /* a count's: no list is built for it */
        __builtin_prefetch(t);
    }
}

static bee_status from_records(const bee_index *ix, const bee_puzzle *p,
                               const bee_solve_options *opt, const bee_set_info *sets,
                               const uint32_t *masks, uint32_t whole, size_t nh, bee_result *r,
                               bee_error *err);

/* bee_solve and bee_solve_plan: `plan` forced unless BEE_PLAN_AUTO. */
static bee_status solve(const bee_index *ix, const bee_puzzle *p, const bee_solve_options *opt,
                        bee_plan plan, bee_result *r, bee_error *err)
{
    bee_solve_options o;
    if (solve_options(opt, &o, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (plan != BEE_PLAN_AUTO && plan != BEE_PLAN_SET_LISTS && plan != BEE_PLAN_BLOCK_SCAN &&
        plan != BEE_PLAN_SUBSETS)
        return bee_fail(err, BEE_ERR_ARG, "unknown plan %d", (int)plan);
    bee_solve_parts *parts = NULL;
    if (plan == BEE_PLAN_AUTO && r->solves < BEE_PLAN_WARMUP && !bee_solve_parts_built(ix))
        plan = BEE_PLAN_BLOCK_SCAN; /* the warm-up rule (bee.h, "Plans") */
    r->solves++;
    if (plan == BEE_PLAN_AUTO) {
        if (bee_solve_parts_try(ix, &parts, err) != BEE_OK)
            return BEE_ERR_NOMEM;
        plan = parts ? plan : BEE_PLAN_BLOCK_SCAN; /* another thread is building them */
    } else if (plan != BEE_PLAN_BLOCK_SCAN && !(parts = bee_solve_parts_get(ix, err))) {
        return BEE_ERR_NOMEM;
    }
    /* Set lists when the puzzle's letters are a narrow word's set (the
     * filter first: a random puzzle's letters are seldom a word's; it is a
     * hash and a word of a table in cache, where the letters' rank was 51
     * instructions more, a NYT puzzle's 4%).  But after a puzzle that auto
     * answered by subsets (a stream of random letters), the subsets first:
     * the walk reads on its way whether the letters are a word's set, where
     * the filter's word was one more cache miss that the walk waited on. */
    const int asked_auto = plan == BEE_PLAN_AUTO;
    const int listed = p->size <= BEE_NARROW_LETTERS && ix->dict->n <= BEE_LIST_MAX_WORDS;
    /* The rank table only where the subsets plan may answer: after a walk
     * (built by then, unless r walked another index's) or for that plan,
     * so a stream the set lists answer never builds it. */
    const bee_rank_table *ranks = NULL;
    if (asked_auto && r->walked && p->size <= BEE_PLAN_SUBSETS_MAX &&
        !(ranks = bee_solve_ranks_get(ix, parts, err)))
        return BEE_ERR_NOMEM;
    const int walk_first = ranks && bee_rank_fits(ranks, p->letters);
    const bee_set_slot *slot = NULL;
    if (plan == BEE_PLAN_AUTO || plan == BEE_PLAN_SET_LISTS) {
        slot = listed && !walk_first && bee_set_map_maybe(&parts->map, p->letters)
                   ? bee_set_map_slot(&parts->map, p->letters)
                   : NULL;
        plan = slot                                                       ? BEE_PLAN_SET_LISTS
               : plan == BEE_PLAN_AUTO && p->size <= BEE_PLAN_SUBSETS_MAX ? BEE_PLAN_SUBSETS
                                                                          : BEE_PLAN_BLOCK_SCAN;
    }
    if (plan == BEE_PLAN_SUBSETS && !ranks && !(ranks = bee_solve_ranks_get(ix, parts, err)))
        return BEE_ERR_NOMEM;
    size_t nh = 0;
    uint32_t whole = BEE_SET_NONE;
    const int ranked = plan == BEE_PLAN_SUBSETS && bee_rank_fits(ranks, p->letters);
    if (plan != BEE_PLAN_SET_LISTS) {
        if (!bee_grow_u32(&r->hits, &r->hits_cap, ix->n_masks + BEE_COLUMN_PAD))
            return nomem(err);
        r->plan = plan;
        if (ranked) {
            nh = sets_by_ranks(ranks, ix->ranks_walk, p, r, &whole);
            slot = walk_first && listed && whole != BEE_SET_NONE /* a word's set after all */
                       ? bee_set_map_slot(&parts->map, p->letters)
                       : NULL;
        }
    }
    if (asked_auto) /* a forced plan says nothing of the stream */
        r->walked = ranked && !slot;
    if (slot) /* narrow: the puzzle has at most 7 letters */
        return solve_by_list(ix, parts, slot, p, &o, r, err);
    bee_status s;
    if (ranked) {
        s = from_records(ix, p, &o, ranks->info, NULL, whole, nh, r, err);
    } else if (plan == BEE_PLAN_SUBSETS) {
        const bee_set_map *maps[2] = {&parts->map, &parts->map};
        if (p->size > BEE_NARROW_LETTERS && !(maps[1] = bee_solve_wide_get(ix, parts, err)))
            return BEE_ERR_NOMEM;
        nh = sets_by_subsets(maps, p, r);
        s = bee_result_from_sets(ix, p, &o, nh, r, err);
    } else {
        nh = sets_by_scan(ix, p, r);
        s = bee_result_from_sets(ix, p, &o, nh, r, err);
    }
    if (s == BEE_OK && o.want_words && nh > 1 && !sort_answers(ix, r))
        return nomem(err);
    return s;
}

bee_status bee_solve(const bee_index *ix, const bee_puzzle *p, const bee_solve_options *opt,
                     bee_result *r, bee_error *err)
{
    return solve(ix, p, opt, BEE_PLAN_AUTO, r, err);
}

bee_status bee_solve_plan(const bee_index *ix, const bee_puzzle *p, const bee_solve_options *opt,
                          bee_plan plan, bee_result *r, bee_error *err)
{
    return solve(ix, p, opt, plan, r, err);
}

/* bee_result_from_sets over the records `sets` (r->hits are places in it):
 * the puzzle's own set is the one whose mask (masks[h]) is the puzzle's
 * letters, or without masks the place `whole`. */
static bee_status from_records(const bee_index *ix, const bee_puzzle *p,
                               const bee_solve_options *opt, const bee_set_info *sets,
                               const uint32_t *masks, uint32_t whole, size_t nh, bee_result *r,
                               bee_error *err)
{
    bee_solve_options o;
    if (solve_options(opt, &o, err) != BEE_OK)
        return BEE_ERR_ARG;
    size_t count = 0, pangrams = 0;
    uint64_t points = 0;
    r->pangram_words = NULL;
    if (o.want_words) {
        /* room for every indexed word plus a chunk, so the copy below needs no
         * bounds checks: most sets have 1-3 words, and a fixed 8-id copy beat
         * memcpy's size dispatch by ~2 ns a set (word_ids is padded too) */
        if (!bee_grow_u32(&r->words, &r->words_cap, ix->n_words + WORD_CHUNK + BEE_RESULT_PAD))
            return nomem(err);
        uint32_t *dst = r->words;
        for (size_t i = 0; i < nh; i++) {
            uint32_t h = r->hits[i];
            size_t n = sets[h].count;
            const uint32_t *src = ix->word_ids + sets[h].first;
            for (size_t j = 0; j < n; j += WORD_CHUNK)
                memcpy(dst + count + j, src + j, WORD_CHUNK * sizeof *dst);
            count += n;
            points += sets[h].points;
            int own = masks ? masks[h] == p->letters : h == whole;
            pangrams += own ? n : 0;
            r->pangram_words = own ? src : r->pangram_words;
        }
    } else {
        for (size_t i = 0; i < nh; i++) {
            uint32_t h = r->hits[i];
            size_t n = sets[h].count;
            count += n;
            points += sets[h].points;
            pangrams += (masks ? masks[h] == p->letters : h == whole) ? n : 0;
        }
    }
    r->count = count;
    r->pangrams = pangrams;
    r->score = bee_dict_score(ix->dict, o.scoring, points, count, pangrams);
    return BEE_OK;
}

bee_status bee_result_from_sets(const bee_index *ix, const bee_puzzle *p,
                                const bee_solve_options *opt, size_t nh, bee_result *r,
                                bee_error *err)
{
    return from_records(ix, p, opt, ix->sets, ix->scan_data.masks, BEE_SET_NONE, nh, r, err);
}

bee_status bee_solve_reference(const bee_dict *d, uint32_t min_len, const bee_puzzle *p,
                               const bee_solve_options *opt, bee_result *r, bee_error *err)
{
    bee_solve_options o;
    if (solve_options(opt, &o, err) != BEE_OK)
        return BEE_ERR_ARG;
    size_t count = 0, pangrams = 0;
    uint64_t score = 0;
    for (size_t i = 0; i < d->n; i++) {
        uint32_t m = d->mask[i];
        if (bee_dict_letters(d, i) < min_len || (m & ~p->letters) != 0 || (m & p->center) == 0)
            continue;
        int pangram = m == p->letters;
        if (o.want_words) {
            if (!bee_grow_u32(&r->words, &r->words_cap, count + 1))
                return nomem(err);
            r->words[count] = (uint32_t)i;
        }
        count++;
        pangrams += pangram;
        score += bee_alphabet_score(d->alpha, o.scoring, bee_dict_letters(d, i), pangram);
    }
    r->count = count;
    r->pangrams = pangrams;
    r->score = score;
    r->blocks_scanned = 0;
    r->blocks_entered = 0;
    r->masks_tested = d->n;
    r->plan = BEE_PLAN_AUTO;
    r->pangram_words = NULL;
    return BEE_OK;
}
