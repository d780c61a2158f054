/* bulk.c - see bulk.h. */
#include "bulk.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#define NOT_FOUND UINT32_MAX
#define COPY_WIDTH 16   /* short words are copied 16 bytes at a time */

typedef struct set_info {
    uint32_t count, points;   /* words, their base points */
} set_info;

struct bulk {
    cli_format format;
    int count_only, size;
    bee_scoring scoring;
    /* letter sets, cuckoo hashed: a set sits in one of its two slots, as
     * (dense id << 32 | set); 0 = empty.  Two loads a lookup, no branch. */
    uint64_t *slots;
    uint32_t shift;          /* 32 - log2(slot count) */
    uint32_t n_sets;         /* dense id n_sets: "no such set", all zero */
    set_info *info;          /* per dense id, n_sets + 1 */
    uint32_t *start;         /* per dense id: its words are ids[start[k] .. start[k + 1]) */
    uint32_t *ids;           /* word ids of each set, alphabetical */
    size_t n_dict;
    uint32_t passes, digit_bits;   /* radix sort of word ids: passes x bits */
    /* pre-rendered words: word i is text[off[i] .. off[i + 1]); and, when
     * that is at most 15 bytes, also short[i] (its length in byte 15), so
     * that a word costs one cache line fetch, not two */
    char *text;
    uint32_t *off;
    unsigned char (*short_form)[16];
    size_t longest;
    /* Per dense set of exactly 7 letters (NULL if unused): the words of all
     * its subsets, alphabetical, each id tagged (bits 25-31) with which of the
     * set's letters the word uses.  A puzzle on that set (every NYT puzzle,
     * which has a pangram) then needs no sort: its words are this list
     * filtered by the center.  Built on first use by whichever thread needs
     * it; at most one list per set, so memory is bounded by the dictionary. */
    _Atomic(uint32_t *) *full;
};

#define FULL_ID_BITS 25   /* word ids below 2^25 in the tagged lists */
#define FULL_ID_MASK ((1u << FULL_ID_BITS) - 1)

struct bulk_scratch {
    uint32_t *sorted;           /* the answers' ids, and as much again to sort */
    size_t sorted_cap;
    uint32_t hits[1u << (BULK_MAX_SIZE - 1)];
};

static const uint32_t hash_mul[2] = {0x9E3779B1u, 0x85EBCA77u};

static uint32_t slot_of(uint32_t set, int which, uint32_t shift)
{
    return (set * hash_mul[which]) >> shift;
}

/* The dense id of `set`, or n_sets if it is not a word's letter set. */
static inline uint32_t find(const bulk *b, uint32_t set)
{
    uint64_t e1 = b->slots[slot_of(set, 0, b->shift)];
    uint64_t e2 = b->slots[slot_of(set, 1, b->shift)];
    uint32_t k = (uint32_t)e1 == set ? (uint32_t)(e1 >> 32) : b->n_sets;
    return (uint32_t)e2 == set ? (uint32_t)(e2 >> 32) : k;
}

/* Cuckoo insertion; 0 on success, -1 if the table must grow. */
static int insert(uint64_t *slots, uint32_t shift, uint64_t e)
{
    int which = 0;
    for (int kick = 0; kick < 512; kick++) {
        uint32_t h = slot_of((uint32_t)e, which, shift);
        uint64_t old = slots[h];
        slots[h] = e;
        if (old == 0)
            return 0;
        e = old;   /* move the evicted set to its other slot */
        which = slot_of((uint32_t)e, 0, shift) == h;
    }
    return -1;
}

static int counts_as_set(const bee_dict *d, uint32_t id, uint32_t min_len, int size)
{
    return bee_dict_word_len(d, id) >= min_len &&
           __builtin_popcount(bee_dict_word_mask(d, id)) <= size;
}

/* Distinct sets get dense ids in order of first word; then the table. */
static int build_sets(bulk *b, const bee_dict *d, uint32_t min_len)
{
    size_t n = b->n_dict, cap = 16;
    uint32_t *dense_of = malloc(n * sizeof *dense_of);
    uint32_t *set_of = malloc(n * sizeof *set_of);   /* dense id -> set */
    uint64_t *probe = NULL;
    int rc = -1;
    if (!dense_of || !set_of)
        goto out;
    /* 1. dense ids, through a linear-probing table with room to spare */
    while (cap < 2 * n)
        cap *= 2;
    probe = calloc(cap, sizeof *probe);
    if (!probe)
        goto out;
    uint32_t shift = 32 - (uint32_t)__builtin_ctzll(cap), n_sets = 0;
    size_t n_words = 0;
    for (uint32_t id = 0; id < n; id++) {
        dense_of[id] = NOT_FOUND;
        if (!counts_as_set(d, id, min_len, b->size))
            continue;
        uint32_t set = bee_dict_word_mask(d, id);
        size_t h = slot_of(set, 0, shift);
        while (probe[h] && (uint32_t)probe[h] != set)
            h = (h + 1) & (cap - 1);
        if (!probe[h]) {
            set_of[n_sets] = set;
            probe[h] = (uint64_t)n_sets++ << 32 | set;
        }
        dense_of[id] = (uint32_t)(probe[h] >> 32);
        n_words++;
    }
    /* 2. per set: count, points, word list */
    b->n_sets = n_sets;
    b->info = calloc(n_sets + 1, sizeof *b->info);
    b->start = calloc(n_sets + 2, sizeof *b->start);
    b->ids = malloc((n_words + 1) * sizeof *b->ids);
    if (!b->info || !b->start || !b->ids)
        goto out;
    for (uint32_t id = 0; id < n; id++) {
        if (dense_of[id] == NOT_FOUND)
            continue;
        set_info *si = &b->info[dense_of[id]];
        si->count++;
        si->points += bee_word_score(BEE_SCORING_NYT, bee_dict_word_len(d, id), 0);
    }
    for (uint32_t k = 0; k <= n_sets; k++)
        b->start[k + 1] = b->start[k] + b->info[k].count;
    for (uint32_t id = 0; id < n; id++)   /* ascending ids: each list alphabetical */
        if (dense_of[id] != NOT_FOUND)
            b->ids[b->start[dense_of[id]]++] = id;
    for (uint32_t k = n_sets; k > 0; k--)   /* the cursors moved each start one list on */
        b->start[k] = b->start[k - 1];
    b->start[0] = 0;
    /* 3. the cuckoo table, at most 40% full; grown until every set fits */
    for (cap = 16; cap < 5 * (size_t)n_sets / 2;)
        cap *= 2;
    for (;; cap *= 2) {
        free(b->slots);
        b->slots = calloc(cap, sizeof *b->slots);
        if (!b->slots)
            goto out;
        b->shift = 32 - (uint32_t)__builtin_ctzll(cap);
        uint32_t k = 0;
        while (k < n_sets && insert(b->slots, b->shift, (uint64_t)k << 32 | set_of[k]) == 0)
            k++;
        if (k == n_sets)
            break;
    }
    rc = 0;
out:
    free(dense_of);
    free(set_of);
    free(probe);
    return rc;
}

/* Each word as it appears in a list: "word", (json) or word, (tsv). */
static int render_words(bulk *b, const bee_dict *d)
{
    out o;
    b->off = malloc((b->n_dict + 1) * sizeof *b->off);
    if (!b->off || out_open(&o, -1, 1 << 20))
        return -1;
    for (uint32_t id = 0; id < b->n_dict; id++) {
        size_t start = o.len;
        b->off[id] = (uint32_t)start;
        const char *w = bee_dict_word(d, id);
        uint32_t len = bee_dict_word_len(d, id);
        if (b->format == FORMAT_JSON)
            out_json_str(&o, w, len);
        else
            out_bytes(&o, w, len);
        out_char(&o, ',');
        if (o.len - start > b->longest)
            b->longest = o.len - start;
    }
    b->off[b->n_dict] = (uint32_t)o.len;
    b->text = o.buf;
    if (o.error || o.len > UINT32_MAX)
        return -1;
    b->short_form = aligned_alloc(64, (b->n_dict * 16 + 63) / 64 * 64);
    if (!b->short_form)
        return -1;
    for (uint32_t id = 0; id < b->n_dict; id++) {
        uint32_t n = b->off[id + 1] - b->off[id];
        memset(b->short_form[id], 0, 16);
        if (n < 16)
            memcpy(b->short_form[id], b->text + b->off[id], n);
        b->short_form[id][15] = (unsigned char)(n < 16 ? n : 0);
    }
    return 0;
}

bulk *bulk_new(const cli_common *c, const bee_dict *d, const bee_index *ix)
{
    if (c->format == FORMAT_TEXT || c->size > BULK_MAX_SIZE)
        return NULL;
    bulk *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->format = c->format;
    b->count_only = c->count_only;
    b->size = c->size;
    b->scoring = c->scoring;
    b->n_dict = bee_dict_size(d);
    uint32_t id_bits = b->n_dict > 1 ? 32 - (uint32_t)__builtin_clz((uint32_t)(b->n_dict - 1)) : 1;
    b->passes = (id_bits + 7) / 8;
    b->digit_bits = (id_bits + b->passes - 1) / b->passes;
    bee_index_info info;
    bee_index_get_info(ix, &info);
    if (build_sets(b, d, info.min_len) != 0 || (!b->count_only && render_words(b, d) != 0)) {
        bulk_free(b);
        return NULL;
    }
    /* up to 2^24 words, sort_ids's digits stay below the tag bits */
    if (!b->count_only && b->size == 7 && b->n_dict <= (1u << 24)) {
        b->full = calloc(b->n_sets + 1, sizeof *b->full);
        if (!b->full) {
            bulk_free(b);
            return NULL;
        }
    }
    return b;
}

void bulk_free(bulk *b)
{
    if (!b)
        return;
    free(b->slots);
    free(b->info);
    free(b->start);
    free(b->ids);
    free(b->text);
    free(b->off);
    free(b->short_form);
    for (uint32_t k = 0; b->full && k <= b->n_sets; k++)
        free(atomic_load_explicit(&b->full[k], memory_order_relaxed));
    free(b->full);
    free(b);
}

bulk_scratch *bulk_scratch_new(const bulk *b)
{
    bulk_scratch *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    (void)b;
    return s;
}

void bulk_scratch_free(bulk_scratch *s)
{
    if (!s)
        return;
    free(s->sorted);
    free(s);
}

static char *put_str(char *p, const char *s, size_t n)
{
    memcpy(p, s, n);
    return p + n;
}
#define PUT_LIT(p, lit) put_str(p, lit, sizeof lit - 1)

static char *put_word(const bulk *b, char *p, uint32_t id)
{
    const unsigned char *f = b->short_form[id];
    if (f[15]) {
        memcpy(p, f, 16);
        return p + f[15];
    }
    size_t n = b->off[id + 1] - b->off[id];
    memcpy(p, b->text + b->off[id], n);
    return p + n;
}

/* LSD radix sort of word ids by their low bits(n_dict) bits (higher bits,
 * such as tags, ride along): a few short passes.  Sorts a[0..n) using tmp
 * and returns whichever of the two holds the result. */
static uint32_t *sort_ids(const bulk *b, uint32_t *a, uint32_t *tmp, size_t n)
{
    const uint32_t digit = b->digit_bits, mask = (1u << digit) - 1;
    uint32_t hist[4][256];
    memset(hist, 0, sizeof hist[0] * b->passes);
    if (b->passes == 3) {   /* every list of 65,537 to 16.7M words */
        for (size_t i = 0; i < n; i++) {
            hist[0][a[i] & mask]++;
            hist[1][(a[i] >> digit) & mask]++;
            hist[2][(a[i] >> 2 * digit) & mask]++;
        }
    } else {
        for (size_t i = 0; i < n; i++)
            for (uint32_t k = 0; k < b->passes; k++)
                hist[k][(a[i] >> (k * digit)) & mask]++;
    }
    for (uint32_t k = 0; k < b->passes; k++) {
        uint32_t sum = 0;
        for (uint32_t v = 0; v <= mask; v++) {
            uint32_t c = hist[k][v];
            hist[k][v] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++)
            tmp[hist[k][(a[i] >> (k * digit)) & mask]++] = a[i];
        uint32_t *t = a;
        a = tmp;
        tmp = t;
    }
    return a;
}

/* Room for n word ids in s->sorted, and as many again to sort with; -1 if
 * out of memory. */
static int scratch_ids(bulk_scratch *s, size_t n)
{
    if (n <= s->sorted_cap)
        return 0;
    free(s->sorted);
    s->sorted = malloc(2 * n * sizeof *s->sorted);
    s->sorted_cap = s->sorted ? n : 0;
    return s->sorted ? 0 : -1;
}

/* A tagged list: a header, then the entries. */
enum {
    FULL_LENGTH = 0,          /* entries */
    FULL_COUNT = 1,           /* 7 counts: answers when letter j is the center */
    FULL_POINTS = 8,          /* 7 base point totals, likewise */
    FULL_HEADER = 15
};

/* The tagged, alphabetical word list of the 7-letter set `set`, with the
 * totals of each of its 7 puzzles in the header.  NULL if out of memory. */
static uint32_t *build_full(const bulk *b, uint32_t set)
{
    size_t total = 0;
    uint32_t sub = set;
    do {   /* every nonempty subset */
        total += b->info[find(b, sub)].count;
        sub = (sub - 1) & set;
    } while (sub);
    uint32_t *list = calloc(FULL_HEADER + 2 * total, sizeof *list);
    if (!list)
        return NULL;
    list[FULL_LENGTH] = (uint32_t)total;
    uint32_t *entry = list + FULL_HEADER;
    size_t n = 0;
    sub = set;
    do {
        uint32_t k = find(b, sub), local = 0, j = 0;
        for (uint32_t m = set; m; m &= m - 1, j++) {   /* sub's letters as bits of set's */
            if (!(sub & m & -m))
                continue;
            local |= 1u << j;
            list[FULL_COUNT + j] += b->info[k].count;
            list[FULL_POINTS + j] += b->info[k].points;
        }
        for (uint32_t w = b->start[k]; w < b->start[k + 1]; w++)
            entry[n++] = b->ids[w] | local << FULL_ID_BITS;
        sub = (sub - 1) & set;
    } while (sub);
    uint32_t *sorted = sort_ids(b, entry, entry + total, total);
    if (sorted != entry)
        memcpy(entry, sorted, total * sizeof *list);
    uint32_t *fit = realloc(list, (FULL_HEADER + total) * sizeof *list);
    return fit ? fit : list;
}

static const uint32_t *full_list(const bulk *b, uint32_t k, uint32_t set)
{
    uint32_t *list = atomic_load_explicit(&b->full[k], memory_order_acquire);
    if (list)
        return list;
    uint32_t *mine = build_full(b, set), *expected = NULL;
    if (!mine)
        return NULL;
    if (atomic_compare_exchange_strong_explicit(&b->full[k], &expected, mine,
                                                memory_order_acq_rel, memory_order_acquire))
        return mine;
    free(mine);   /* another thread built it first */
    return expected;
}

/* The answers of a puzzle on a listed set: its list filtered by the center
 * (branch-free compaction, then the copies).  NULL if out of memory. */
static char *put_words_of_full(const bulk *b, bulk_scratch *s, const uint32_t *list,
                               uint32_t center_tag, char *p)
{
    size_t total = list[FULL_LENGTH];
    const uint32_t *entry = list + FULL_HEADER;
    if (scratch_ids(s, total))
        return NULL;
    uint32_t *a = s->sorted;
    size_t n = 0;
    for (size_t i = 0; i < total; i++) {
        a[n] = entry[i] & FULL_ID_MASK;
        n += (entry[i] & center_tag) != 0;
    }
    enum { AHEAD = 12 };
    for (size_t i = 0; i < n; i++) {
        if (i + AHEAD < n)
            __builtin_prefetch(b->short_form[a[i + AHEAD]]);
        p = put_word(b, p, a[i]);
    }
    return p;
}

/* The words of the hit sets, alphabetical: gather their ids (each set's
 * already ascending), LSD radix sort them (a few short passes: ids have
 * bits(n_dict) bits), then copy each word, fetching a few words ahead. */
static char *put_all_words(const bulk *b, bulk_scratch *s, size_t n_hits, size_t count,
                           char *p)
{
    if (count == 0)   /* s->sorted may still be NULL: no pointer arithmetic on it */
        return p;
    if (scratch_ids(s, count))
        return NULL;
    uint32_t *a = s->sorted, *tmp = s->sorted + count;
    size_t n = 0;
    for (size_t h = 0; h < n_hits; h++) {
        uint32_t set = s->hits[h];   /* runs are short: a loop beats memcpy */
        for (uint32_t k = b->start[set]; k < b->start[set + 1]; k++)
            a[n++] = b->ids[k];
    }
    if (n_hits > 1)
        a = sort_ids(b, a, tmp, n);
    enum { AHEAD = 12 };
    for (size_t i = 0; i < n; i++) {
        if (i + AHEAD < n)
            __builtin_prefetch(b->short_form[a[i + AHEAD]]);
        p = put_word(b, p, a[i]);
    }
    return p;
}

/* The answers, alphabetical: from the set's tagged list when the puzzle's
 * letters are a word's 7-letter set, else gathered and sorted. */
static char *put_words(const bulk *b, bulk_scratch *s, const uint32_t *full,
                       uint32_t center_tag, size_t n_hits, size_t count, char *q)
{
    if (full)
        return put_words_of_full(b, s, full, center_tag, q);
    return put_all_words(b, s, n_hits, count, q);
}

/* A list "a,b," ends without its last comma; empty stays empty. */
static char *end_list(char *p, const char *list_start)
{
    return p > list_start ? p - 1 : p;
}

int bulk_answer(const bulk *b, bulk_scratch *s, const bee_puzzle *p, out *o)
{
    uint32_t center = p->center, others = p->letters & ~center;
    uint64_t count = 0, points = 0;
    size_t n_hits = 0;
    uint32_t pangram_set = b->full ? find(b, p->letters) : b->n_sets, center_tag = 0;
    const uint32_t *full = NULL;
    if (pangram_set != b->n_sets) {   /* a word's 7-letter set: its tagged list */
        if (!(full = full_list(b, pangram_set, p->letters)))
            return -1;
        uint32_t j = (uint32_t)__builtin_popcount(p->letters & (center - 1));
        center_tag = 1u << (FULL_ID_BITS + j);
        count = full[FULL_COUNT + j];
        points = full[FULL_POINTS + j];
    } else {
        uint32_t sub = 0, k;
        do {   /* every subset of the other letters, with the center; no branch */
            k = find(b, sub | center);
            s->hits[n_hits] = k;
            n_hits += k != b->n_sets;
            count += b->info[k].count;
            points += b->info[k].points;
            sub = (sub - others) & others;
        } while (sub);
        pangram_set = k;   /* the last subset is all the letters */
    }
    uint64_t pangrams = b->info[pangram_set].count;
    uint64_t score = b->scoring == BEE_SCORING_SIMPLE ? count + 2 * pangrams
                                                      : points + 7 * pangrams;

    size_t need = 160 + (b->count_only ? 0 : (count + pangrams) * b->longest + COPY_WIDTH);
    if (out_reserve(o, need) != 0)
        return -1;
    char *q = o->buf + o->len, *list;
    size_t plen = strlen(p->text);
    if (b->format == FORMAT_JSON) {
        q = PUT_LIT(q, "{\"puzzle\":\"");
        q = put_str(q, p->text, plen);
        q = PUT_LIT(q, "\",\"center\":\"");
        *q++ = p->text[0];
        q = PUT_LIT(q, "\",\"count\":");
        q = out_put_u64(q, count);
        q = PUT_LIT(q, ",\"pangram_count\":");
        q = out_put_u64(q, pangrams);
        q = PUT_LIT(q, ",\"score\":");
        q = out_put_u64(q, score);
        if (!b->count_only) {
            q = list = PUT_LIT(q, ",\"pangrams\":[");
            for (uint32_t w = b->start[pangram_set]; w < b->start[pangram_set + 1]; w++)
                q = put_word(b, q, b->ids[w]);
            q = end_list(q, list);
            q = list = PUT_LIT(q, "],\"words\":[");
            if (!(q = put_words(b, s, full, center_tag, n_hits, count, q)))
                return -1;
            q = end_list(q, list);
            *q++ = ']';
        }
        q = PUT_LIT(q, "}\n");
    } else {
        q = put_str(q, p->text, plen);
        *q++ = '\t';
        q = out_put_u64(q, count);
        *q++ = '\t';
        q = out_put_u64(q, pangrams);
        *q++ = '\t';
        q = out_put_u64(q, score);
        if (!b->count_only) {
            *q++ = '\t';
            list = q;
            if (!(q = put_words(b, s, full, center_tag, n_hits, count, q)))
                return -1;
            q = end_list(q, list);
        }
        *q++ = '\n';
    }
    o->len = (size_t)(q - o->buf);
    return 0;
}
