/*
 * bag_file.c - the bag index part of an index file (format version 4,
 * docs/index-format.md): written by bee_index_save beside the puzzle index,
 * and turned back into a bag index by pointing into the mapping, so that
 * `bag --index FILE` does not rebuild it (~15 ms on ENABLE).
 *
 * A hostile file can carry a right checksum, so a load checks what a query
 * uses as an index before use: the key layout (levels for the alphabet's
 * letters, one new bit per level, no bit shared by two letters), word ids
 * and the length order and ranks below n, zero padding keys, fixed block
 * starts.  Then a query stays inside the parts, whatever they hold.
 * bee_bag_index_verify checks the rest, every field against what a build
 * makes: each key against its word's letters (after the alphabet's folds
 * and drops), every word once, the length order (in letters) and its
 * inverse, block summaries and the counts (reading the words' letters in
 * order once, and each other array once): 3x the time of a load.
 */
#include "bag/bag_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(bee_bag_file_info) == 2352, "bag part header is 2352 bytes");

void bee_bag_file_info_of(const bee_bag_index *bx, bee_bag_file_info *info)
{
    memset(info, 0, sizeof *info);
    info->n_exact = (uint32_t)bx->n_exact;
    info->shortest = bx->shortest;
    info->longest = bx->longest;
    info->n_letters = (uint32_t)bx->n_letters;
    memcpy(info->levels, bx->levels, sizeof info->levels);
    memcpy(info->upto, bx->upto, sizeof info->upto);
}

static bee_status bad(bee_error *err, const char *name, const char *what)
{
    return bee_fail(err, BEE_ERR_FORMAT, "%s: damaged index file (bag index: %s)", name, what);
}

/* Levels 1..BAG_MAX_LEVEL for the alphabet's n letters, 0 and no key bits
 * past them; each level adds one bit of 0..62 to the letter's key bits,
 * levels past the letter's stay equal; no bit serves two letters. */
static int key_layout_ok(const bee_bag_file_info *f, int n)
{
    if (f->n_letters != (uint32_t)n)
        return 0;
    uint64_t used = 0;
    for (int c = 0; c < BAG_LETTERS; c++) {
        unsigned top = f->levels[c];
        if (c < n ? top < 1 || top > BAG_MAX_LEVEL : top != 0)
            return 0;
        if (f->upto[c][0] != 0)
            return 0;
        for (unsigned k = 1; k <= BAG_MAX_LEVEL; k++) {
            uint64_t prev = f->upto[c][k - 1], cur = f->upto[c][k], added = cur & ~prev;
            if (k > top ? cur != prev
                        : (prev & ~cur) || bee_popcount64(added) != 1 ||
                              (added & (BEE_BAG_FLAG | used)))
                return 0;
            used |= added;
        }
    }
    return 1;
}

/* The padding read by whole vectors: zero, so that a read past the last
 * word finds no hit.  NULL if it is. */
static const char *bag_padding(const bee_bag_parts *p, size_t n)
{
    const char *problem = NULL;
    for (size_t i = 0; i < BEE_BAG_PAD && !problem; i++)
        problem = p->keys[n + i]                  ? "key column padding"
                  : p->block_and[p->n_blocks + i] ? "block AND summary padding"
                  : p->block_or[p->n_blocks + i]  ? "block OR summary padding"
                                                  : NULL;
    return problem;
}

/* What a bag query uses as an index, for a load that checks no more: word
 * ids, the length order and ranks below n; the padding zero; the block
 * starts those of fixed blocks.  NULL if all hold, else the problem (in
 * `what` when it names an element), with bag_content's messages. */
static const char *bag_bounds(const bee_dict *d, const bee_bag_parts *p, char *what,
                              size_t what_size)
{
    size_t n = d->n, nb = p->n_blocks, bs = p->block_size;
    uint32_t worst = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t a = p->ids[i], b = p->by_length[i], c = p->length_rank[i];
        uint32_t m = a > b ? a : b;
        m = m > c ? m : c;
        worst = m > worst ? m : worst;
    }
    for (size_t i = 0; worst >= n && i < n; i++) {
        if (p->ids[i] >= n)
            snprintf(what, what_size, "key %zu: word id out of bounds or repeated", i);
        else if (p->by_length[i] >= n || p->length_rank[i] >= n)
            snprintf(what, what_size, "length order at rank %zu", i);
        else
            continue;
        return what;
    }
    const char *problem = bag_padding(p, n);
    if (problem)
        return problem;
    if (bs < 1 || nb != (n + bs - 1) / bs || p->block_start[nb] != n)
        return "block count or bounds";
    for (size_t b = 0; b < nb; b++)
        if (p->block_start[b] != b * bs) {
            snprintf(what, what_size, "block %zu: start or summaries", b);
            return what;
        }
    return NULL;
}

/* Every field as a build makes it, for bee_bag_index_verify: NULL if all
 * hold, else the problem (in `what` when it names an element).  `bx` has
 * the file's key layout; `pos` room for n entries. */
static const char *bag_content(const bee_dict *d, const bee_bag_parts *p, const bee_bag_index *bx,
                               uint32_t *pos, char *what, size_t what_size)
{
    const bee_bag_file_info *f = p->info;
    size_t n = d->n, nb = p->n_blocks, bs = p->block_size;
    const char *problem = NULL;

    /* every word once; then, in word order (the text read in sequence, the
     * keys once each), each key is its word's, with the flag exactly where a
     * count passes its letter's levels */
    memset(pos, 0xff, n * sizeof *pos);
    for (size_t i = 0; i < n && !problem; i++) {
        uint32_t id = p->ids[i];
        if (id >= n || pos[id] != UINT32_MAX) {
            snprintf(what, what_size, "key %zu: word id out of bounds or repeated", i);
            problem = what;
        } else {
            pos[id] = (uint32_t)i;
        }
    }
    size_t exact = 0;
    enum { AHEAD = 16 }; /* the keys are read out of id order: ~60% of the load without */
    for (size_t id = 0; id < n && !problem; id++) {
        if (id + AHEAD < n) /* every pos[] below n here: the loop above found no problem */
            __builtin_prefetch(&p->keys[pos[id + AHEAD]]);
        uint64_t key = 0;
        if (!bee_bag_word_key(bx, d, id, 1, &key)) { /* as the build does */
            snprintf(what, what_size,
                     d->alpha ? "word %zu: no word of the alphabet"
                              : "word %zu: a byte outside a-z",
                     id);
            problem = what;
        }
        exact += (key & BEE_BAG_FLAG) != 0;
        if (!problem && p->keys[pos[id]] != key) { /* any order: summaries are checked */
            snprintf(what, what_size, "key %u: not its word's", pos[id]);
            problem = what;
        }
    }
    if (!problem)
        problem = bag_padding(p, n);
    if (!problem && exact != f->n_exact)
        problem = "count of words checked exactly";

    /* blocks: fixed size, exact summaries */
    if (!problem && (bs < 1 || nb != (n + bs - 1) / bs || p->block_start[nb] != n))
        problem = "block count or bounds";
    for (size_t b = 0; b < nb && !problem; b++) {
        size_t s = b * bs, e = s + bs < n ? s + bs : n;
        uint64_t a = BAG_KEY_BITS, o = 0;
        for (size_t i = s; i < e; i++) {
            a &= p->keys[i];
            o |= p->keys[i];
        }
        if (p->block_start[b] != s || p->block_and[b] != (a & BAG_KEY_BITS) ||
            p->block_or[b] != (o & BAG_KEY_BITS)) {
            snprintf(what, what_size, "block %zu: start or summaries", b);
            problem = what;
        }
    }

    /* longest first, then by id: the one stable counting sort by length;
     * the ranks its inverse */
    size_t next[BEE_MAX_WORD_LEN + 2];
    uint32_t shortest, longest;
    bee_bag_length_starts(d, next, &shortest, &longest); /* as the build does */
    const uint8_t *letters = bee_dict_letters_column(d);
    for (size_t id = 0; id < n && !problem; id++) {
        size_t r = next[BEE_MAX_WORD_LEN - letters[id]]++;
        if (p->length_rank[id] != r || p->by_length[r] != id) {
            snprintf(what, what_size, "length order at rank %zu", r);
            problem = what;
        }
    }
    if (!problem && (f->shortest != shortest || f->longest != longest))
        problem = "shortest or longest word length";
    return problem;
}

bee_status bee_bag_index_from_parts(const bee_dict *d, const bee_bag_parts *p, int full,
                                    const char *name, bee_bag_index **out, bee_error *err)
{
    *out = NULL;
    const bee_bag_file_info *f = p->info;
    size_t n = d->n, nb = p->n_blocks, bs = p->block_size;
    char what[160];
    int nl = bee_alphabet_size(bee_dict_alphabet(d));
    if (!key_layout_ok(f, nl))
        return bad(err, name, "key levels or bits");
    bee_bag_index *bx = bee_calloc(1, sizeof *bx);
    uint32_t *pos = full ? bee_malloc((n ? n : 1) * sizeof *pos) : NULL; /* each word's key */
    if (!bx || (full && !pos)) {
        bee_free(bx);
        bee_free(pos);
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory loading the bag index", name);
    }
    bx->n_letters = nl;
    memcpy(bx->levels, f->levels, sizeof bx->levels);
    memcpy(bx->upto, f->upto, sizeof bx->upto);
    const char *problem =
        full ? bag_content(d, p, bx, pos, what, sizeof what) : bag_bounds(d, p, what, sizeof what);
    bee_free(pos);
    if (problem) {
        bee_status s = bad(err, name, problem);
        bee_free(bx);
        return s;
    }
    bee_kernel_id kernel;
    bee_status ks = bee_kernel_resolve(BEE_KERNEL_AUTO, &kernel, err);
    if (ks != BEE_OK) {
        bee_free(bx);
        return ks;
    }

    bx->dict = d;
    bee_bag_index_options_init(&bx->opt);
    bx->opt.block_size = (uint32_t)bs;
    bx->kernel = kernel;
    bx->scan = bee_kernel_bag_scan_fn(kernel);
    bx->scan_data = (bee_bag_blocks){p->keys, p->block_and, p->block_or, p->block_start, nb};
    bx->n_words = n;
    bx->n_exact = f->n_exact; /* checked equal when full; else a count only */
    bx->word_ids = p->ids;
    bx->by_length = p->by_length;
    bx->length_rank = p->length_rank;
    bx->shortest = f->shortest; /* likewise; compared with options only */
    bx->longest = f->longest;
    bx->bytes = p->bytes;
    bx->owned = bx;
    *out = bx;
    return BEE_OK;
}
