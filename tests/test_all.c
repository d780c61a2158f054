/*
 * test_all.c - bee_all_solve (every puzzle at once) against a plain oracle:
 * the oracle walks every letter set of the allowed letters one by one, solves
 * each of its puzzles with bee_solve_reference, applies the filters, sorts
 * with its own comparison (sorted letters as strings, then center) and cuts
 * to the top N.  Both methods and several thread counts must give exactly the
 * oracle's list.  One test corrupts a result on purpose to prove the
 * comparison catches it; others check every option error message.
 */
#include "testutil.h"
#include "all/all_memory.h"
#include "bee_experimental.h"
#include "all/all_table.h"
#include "all/all_totals.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ALPHABET ((1u << 26) - 1)

typedef struct list {
    bee_all_puzzle *p;
    size_t n, cap;
} list;

static void push(list *l, bee_all_puzzle p)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 256;
        l->p = realloc(l->p, l->cap * sizeof *l->p);
        assert_non_null(l->p);
    }
    l->p[l->n++] = p;
}

/* The set as a string that sorts in the alphabet's order: byte 1 + bit. */
static void letters_string(uint32_t set, char *s)
{
    for (int l = 0; l < 31; l++)
        if (set >> l & 1)
            *s++ = (char)(1 + l);
    *s = '\0';
}

/* The set in UTF-8 (English a-z when d is NULL), for messages. */
static const char *letters_utf8(const bee_dict *d, uint32_t set, char s[130])
{
    size_t n = 0;
    for (int l = 0; l < 31; l++)
        if (set >> l & 1)
            n += bee_alphabet_letter(d ? bee_dict_alphabet(d) : NULL, l, s + n);
    s[n] = '\0';
    return s;
}

/* The dictionary's letters as a mask. */
static uint32_t alphabet_of(const bee_dict *d)
{
    return (1u << bee_alphabet_size(bee_dict_alphabet(d))) - 1;
}

/* A word's first letter, plainly: its first UTF-8 character among the
 * alphabet's letters (the test alphabets have no folds). */
static int first_letter(const bee_dict *d, uint32_t id)
{
    const char *w = bee_dict_word(d, id);
    const bee_alphabet *a = bee_dict_alphabet(d);
    char l[5];
    for (int i = 0; i < bee_alphabet_size(a); i++) {
        size_t n = bee_alphabet_letter(a, i, l);
        if (strncmp(w, l, n) == 0)
            return i;
    }
    fail_msg("word '%s' starts with no letter", w);
    return -1;
}

static bee_all_order oracle_order;

/* The order the issue asks for, written plainly: key (highest first), then
 * the sorted letters as a string, then the center letter. */
static int oracle_cmp(const void *a, const void *b)
{
    const bee_all_puzzle *x = a, *y = b;
    if (oracle_order != BEE_ALL_BY_LETTERS) {
        uint32_t kx = oracle_order == BEE_ALL_BY_SCORE ? x->score : x->count;
        uint32_t ky = oracle_order == BEE_ALL_BY_SCORE ? y->score : y->count;
        if (kx != ky)
            return kx > ky ? -1 : 1;
    }
    char sx[32], sy[32];
    letters_string(x->letters, sx);
    letters_string(y->letters, sy);
    int c = strcmp(sx, sy);
    if (c)
        return c;
    return (x->center > y->center) - (x->center < y->center);
}

static int kept(const bee_all_options *o, const bee_all_puzzle *p)
{
    return p->count >= o->min_words && p->count <= o->max_words && p->score >= o->min_score &&
           p->score <= o->max_score && p->pangrams >= o->min_pangrams;
}

/* The puzzle makers' filters, plainly: a perfect pangram uses each of the
 * puzzle's letters once (as long as the puzzle); bingo: every letter of the
 * puzzle is the first letter of some answer. */
static int extras_kept(const bee_dict *d, const bee_all_options *o, const bee_puzzle *p,
                       const bee_result *r)
{
    if (!o->bingo && !o->min_perfect) /* the solve wanted no words */
        return 1;
    size_t n;
    const uint32_t *ids = bee_result_words(r, &n);
    uint32_t perfect = 0, starts = 0;
    for (size_t i = 0; i < n; i++) {
        perfect += bee_dict_word_mask(d, ids[i]) == p->letters &&
                   bee_dict_word_letters(d, ids[i]) == (uint32_t)p->size;
        starts |= 1u << first_letter(d, ids[i]);
    }
    return perfect >= o->min_perfect && (!o->bingo || starts == p->letters);
}

/* The sets of `left` more letters of `universe` from letter `from` on,
 * added to `s`, in ascending letter order into l. */
static void sets_of(uint32_t universe, int from, int left, uint32_t s, list *l)
{
    if (left == 0) {
        push(l, (bee_all_puzzle){s, 0, 0, 0, 0});
        return;
    }
    for (int c = from; c < 31; c++)
        if (universe >> c & 1)
            sets_of(universe, c + 1, left - 1, s | 1u << c, l);
}

/* Every puzzle the options select, solved one by one with the reference. */
static list oracle(const bee_dict *d, uint32_t min_len, const bee_all_options *o)
{
    list l = {0}, sets = {0};
    bee_result *r = bee_result_new();
    uint32_t universe = alphabet_of(d) & ~o->exclude;
    int free_k = o->size - __builtin_popcount(o->require & universe);
    if (free_k >= 0) /* the required letters, and every way to add the rest */
        sets_of(universe & ~o->require, 0, free_k, o->require & universe, &sets);
    assert_true(sets.n <= 50000); /* keep the walk small */
    for (size_t i = 0; i < sets.n; i++) {
        uint32_t s = sets.p[i].letters;
        if ((s & o->require) == o->require) {
            for (int c = 0; c < 31; c++) {
                uint32_t center = 1u << c;
                if (!(s & center) || (o->centers && !(o->centers & center)))
                    continue;
                bee_puzzle pz = {s, center, o->size, ""};
                bee_solve_options so;
                bee_solve_options_init(&so);
                so.scoring = o->scoring;
                so.want_words = o->bingo || o->min_perfect;
                assert_int_equal(bee_solve_reference(d, min_len, &pz, &so, r, NULL), BEE_OK);
                bee_all_puzzle p = {s, center, (uint32_t)bee_result_count(r),
                                    (uint32_t)bee_result_pangrams(r),
                                    (uint32_t)bee_result_score(r)};
                if ((o->any || bee_result_pangrams(r)) && kept(o, &p) && extras_kept(d, o, &pz, r))
                    push(&l, p);
            }
        }
    }
    free(sets.p);
    bee_result_free(r);
    oracle_order = o->order;
    if (l.n > 1)
        qsort(l.p, l.n, sizeof *l.p, oracle_cmp);
    if (o->top && o->top < l.n)
        l.n = o->top;
    return l;
}

/* 1 if the lists are equal; else 0 and where they part (letters of d's
 * alphabet; NULL: English). */
static int same_list_in(const bee_dict *d, const list *want, const bee_all_puzzle *got, size_t n,
                        char *why, size_t cap)
{
    for (size_t i = 0; i < want->n && i < n; i++) {
        const bee_all_puzzle *a = &want->p[i], *b = &got[i];
        if (memcmp(a, b, sizeof *a)) {
            char sa[130], sb[130], ca[130], cb[130];
            snprintf(why, cap,
                     "puzzle %zu: got %s/%s %u words %u pangrams %u points, "
                     "oracle %s/%s %u words %u pangrams %u points",
                     i, letters_utf8(d, b->letters, sb), letters_utf8(d, b->center, cb), b->count,
                     b->pangrams, b->score, letters_utf8(d, a->letters, sa),
                     letters_utf8(d, a->center, ca), a->count, a->pangrams, a->score);
            return 0;
        }
    }
    if (want->n != n) {
        snprintf(why, cap, "%zu puzzles, oracle %zu", n, want->n);
        return 0;
    }
    return 1;
}

static int same_list(const list *want, const bee_all_puzzle *got, size_t n, char *why, size_t cap)
{
    return same_list_in(NULL, want, got, n, why, cap);
}

/* bee_index_build's index of d, or with `totals` all_totals_build's (the
 * per-set totals alone). */
static bee_index *built(const bee_dict *d, uint32_t min_len, int totals)
{
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = min_len;
    bee_index *ix;
    assert_int_equal(
        totals ? all_totals_build(d, &io, &ix, NULL) : bee_index_build(d, &io, &ix, NULL), BEE_OK);
    return ix;
}

static bee_index *index_of(const bee_dict *d, uint32_t min_len)
{
    return built(d, min_len, 0);
}

/* A sink that keeps every chunk, to put them back in order afterwards. */
typedef struct collector {
    pthread_mutex_t lock;
    list *chunks; /* by chunk number */
    char *seen;
    size_t cap;
    int threads, bad_worker, twice;
    size_t stop_at; /* refuse this chunk (SIZE_MAX: none) */
} collector;

static int collect(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    collector *c = ctx;
    pthread_mutex_lock(&c->lock);
    if (worker < 0 || worker >= c->threads)
        c->bad_worker = 1;
    if (chunk >= c->cap) {
        size_t cap = 2 * chunk + 16;
        c->chunks = realloc(c->chunks, cap * sizeof *c->chunks);
        c->seen = realloc(c->seen, cap);
        assert_non_null(c->chunks);
        assert_non_null(c->seen);
        memset(c->chunks + c->cap, 0, (cap - c->cap) * sizeof *c->chunks);
        memset(c->seen + c->cap, 0, cap - c->cap);
        c->cap = cap;
    }
    c->twice |= c->seen[chunk];
    c->seen[chunk] = 1;
    for (size_t i = 0; i < n; i++)
        push(&c->chunks[chunk], p[i]);
    pthread_mutex_unlock(&c->lock);
    return chunk == c->stop_at;
}

/* bee_all_each_set's records, each turned back into its puzzles (a record
 * with no center, or a center outside its letters, is a fault). */
static int collect_sets(void *ctx, int worker, size_t chunk, const bee_all_set *sets, size_t n)
{
    list l = {0};
    for (size_t i = 0; i < n; i++) {
        const bee_all_set *s = &sets[i];
        if (!s->centers || (s->centers & ~s->letters))
            ((collector *)ctx)->bad_worker = 1;
        int at = 0;
        for (uint32_t m = s->centers; m; m &= m - 1, at++)
            push(&l, (bee_all_puzzle){s->letters, m & -m, s->count[at], s->pangrams, s->score[at]});
    }
    int r = collect(ctx, worker, chunk, l.p, l.n);
    free(l.p);
    return r;
}

/* bee_all_each's chunks (with `sets`, bee_all_each_set's, or given d
 * bee_all_each_set_dict's on d's words of min_len letters), put in order:
 * chunk numbers must have no gaps. */
static list streamed_as(const bee_index *ix, const bee_dict *d, uint32_t min_len,
                        const bee_all_options *o, bee_all_stats *st, int sets)
{
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = min_len;
    collector c = {PTHREAD_MUTEX_INITIALIZER, NULL, NULL, 0, o->threads, 0, 0, SIZE_MAX};
    bee_error err;
    bee_status s = d      ? bee_all_each_set_dict(d, &io, o, collect_sets, &c, st, &err)
                   : sets ? bee_all_each_set(ix, o, collect_sets, &c, st, &err)
                          : bee_all_each(ix, o, collect, &c, st, &err);
    if (s != BEE_OK)
        fail_msg("bee_all_each%s: %s", d ? "_set_dict" : sets ? "_set" : "", err.message);
    assert_false(c.bad_worker);
    assert_false(c.twice);
    list all = {0};
    size_t last = 0;
    for (size_t i = 0; i < c.cap; i++)
        if (c.seen[i])
            last = i + 1;
    for (size_t i = 0; i < last; i++) {
        assert_true(c.seen[i]);
        for (size_t k = 0; k < c.chunks[i].n; k++)
            push(&all, c.chunks[i].p[k]);
        free(c.chunks[i].p);
    }
    free(c.chunks);
    free(c.seen);
    return all;
}

static list streamed(const bee_index *ix, const bee_all_options *o, bee_all_stats *st)
{
    return streamed_as(ix, NULL, 0, o, st, 0);
}

/* Both methods and a few thread counts against the oracle. */
static void check(const bee_dict *d, uint32_t min_len, const bee_all_options *o, const char *what)
{
    bee_index *ix = index_of(d, min_len);
    list want = oracle(d, min_len, o);
    static const int threads[] = {1, 2, 3, 8};
    for (int m = BEE_ALL_SUBSETS; m <= BEE_ALL_ZETA; m++) {
        bee_all_options oo = *o;
        oo.method = (bee_all_method)m;
        oo.threads = threads[(m + o->size) % 4];
        bee_all_result *res;
        bee_error err;
        if (bee_all_solve(ix, &oo, &res, &err) != BEE_OK)
            fail_msg("%s: %s", what, err.message);
        assert_int_equal(res->stats.method, m);
        char why[1024]; /* four letter sets of up to 31 UTF-8 letters */
        if (!same_list_in(d, &want, res->puzzles, res->count, why, sizeof why))
            fail_msg("%s, method %s, %d threads, size %d, any %d, min-len %u: %s", what,
                     bee_all_method_name((bee_all_method)m), oo.threads, o->size, o->any, min_len,
                     why);
        bee_all_stats st;
        list got = streamed(ix, &oo, &st);
        if (!same_list_in(d, &want, got.p, got.n, why, sizeof why))
            fail_msg("%s, streamed, method %s, %d threads: %s", what,
                     bee_all_method_name((bee_all_method)m), oo.threads, why);
        assert_int_equal(st.delivered, got.n);
        assert_int_equal(st.sets, res->stats.sets);
        assert_int_equal(st.evaluated, res->stats.evaluated);
        assert_int_equal(st.kept, res->stats.kept);
        free(got.p);
        if (oo.order == BEE_ALL_BY_LETTERS && !oo.top) { /* set records: streamed only */
            for (int dict = 0; dict < 2; dict++) {
                if (dict && (oo.bingo || oo.min_perfect)) { /* they solve: no totals alone */
                    assert_int_equal(
                        bee_all_each_set_dict(d, NULL, &oo, collect_sets, NULL, NULL, &err),
                        BEE_ERR_ARG);
                    continue;
                }
                bee_all_stats sst;
                got = streamed_as(ix, dict ? d : NULL, min_len, &oo, &sst, 1);
                if (!same_list_in(d, &want, got.p, got.n, why, sizeof why))
                    fail_msg("%s, by sets%s, method %s, %d threads: %s", what,
                             dict ? " without an index" : "",
                             bee_all_method_name((bee_all_method)m), oo.threads, why);
                sst.threads = st.threads; /* few centers: more chunks of fewer sets */
                assert_memory_equal(&sst, &st, sizeof st);
                free(got.p);
            }
        } else {
            assert_int_equal(bee_all_each_set(ix, &oo, collect_sets, NULL, NULL, &err),
                             BEE_ERR_ARG);
        }
        if (!oo.bingo && !oo.min_perfect) { /* they solve: the totals cannot */
            bee_index *tx = built(d, min_len, 1);
            bee_all_result *tres;
            if (bee_all_solve(tx, &oo, &tres, &err) != BEE_OK)
                fail_msg("%s, on the totals: %s", what, err.message);
            if (!same_list_in(d, &want, tres->puzzles, tres->count, why, sizeof why))
                fail_msg("%s, on the totals, method %s, %d threads: %s", what,
                         bee_all_method_name((bee_all_method)m), oo.threads, why);
            tres->stats.threads = res->stats.threads; /* could fail to start */
            assert_memory_equal(&tres->stats, &res->stats, sizeof res->stats);
            bee_all_result_free(tres);
            bee_index_free(tx);
        }
        bee_all_result_free(res);
    }
    free(want.p);
    bee_index_free(ix);
}

/* A random selection within a universe of `letters` letters. */
static void random_options(tu_rng *rng, bee_all_options *o, uint32_t alphabet, uint32_t universe,
                           int size)
{
    bee_all_options_init(o);
    o->size = size;
    o->exclude = alphabet & ~universe;
    o->any = (int)tu_below(rng, 2);
    o->scoring = (bee_scoring)tu_below(rng, 2);
    o->order = (bee_all_order)tu_below(rng, 3);
    uint32_t letters[31];
    int n = 0;
    for (int l = 0; l < 31; l++)
        if (universe >> l & 1)
            letters[n++] = 1u << l;
    if (tu_below(rng, 3) == 0)
        for (int i = (int)tu_below(rng, (uint32_t)size + 1); i > 0; i--)
            o->require |= letters[tu_below(rng, (uint32_t)n)];
    if (tu_below(rng, 3) == 0)
        for (int i = 1 + (int)tu_below(rng, 4); i > 0; i--)
            o->centers |= letters[tu_below(rng, (uint32_t)n)];
    if (tu_below(rng, 4) == 0)
        o->min_words = tu_below(rng, 20);
    if (tu_below(rng, 4) == 0)
        o->max_words = tu_below(rng, 60);
    if (tu_below(rng, 4) == 0)
        o->min_score = tu_below(rng, 50);
    if (tu_below(rng, 4) == 0)
        o->max_score = tu_below(rng, 200);
    if (tu_below(rng, 4) == 0)
        o->min_pangrams = tu_below(rng, 3);
    if (tu_below(rng, 3) == 0)
        o->top = 1 + tu_below(rng, 50);
    if (tu_below(rng, 4) == 0)
        o->bingo = 1;
    if (tu_below(rng, 4) == 0)
        o->min_perfect = tu_below(rng, 3);
}

static uint32_t random_universe(tu_rng *rng, int letters)
{
    uint32_t u = 0;
    while (__builtin_popcount(u) < letters)
        u |= 1u << tu_below(rng, 26);
    return u;
}

/* Words drawn from the universe's letters (and a few others, which can never
 * answer), checked on every puzzle of every size from 1 to 10. */
static void random_dictionaries_every_puzzle(void **state)
{
    (void)state;
    tu_rng rng = {41};
    for (int round = 0; round < 60; round++) {
        int letters = 6 + (int)tu_below(&rng, 7); /* 6..12 letters allowed */
        uint32_t universe = random_universe(&rng, letters);
        char alphabet[40];
        int na = 0;
        for (int l = 0; l < 26; l++)
            if (universe >> l & 1)
                alphabet[na++] = (char)('a' + l);
        alphabet[na++] = (char)('a' + tu_below(&rng, 26)); /* maybe outside */
        alphabet[na] = '\0';
        size_t words = 1 + tu_below(&rng, 600);
        bee_dict *d = tu_random_dict(&rng, words, 9, alphabet);
        int size = 1 + (int)tu_below(&rng, letters < 10 ? (uint32_t)letters : 10u);
        bee_all_options o;
        random_options(&rng, &o, ALPHABET, universe, size);
        char what[80];
        snprintf(what, sizeof what, "round %d (%d letters, %zu words)", round, letters, words);
        check(d, 1 + tu_below(&rng, 5), &o, what);
        /* and the same dictionary with no option at all but the universe */
        bee_all_options_init(&o);
        o.exclude = ALPHABET & ~universe;
        o.size = size;
        o.any = round & 1;
        check(d, 4, &o, what);
        bee_dict_free(d);
    }
}

/* Letters for random alphabets: a-z and 13 others (two and three bytes in
 * UTF-8), shuffled so that the order of bits is not code-point order. */
static const char *const letter_pool[] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j",
                                          "k", "l", "m", "n", "o", "p", "q", "r", "s", "t",
                                          "u", "v", "w", "x", "y", "z", "ç", "ñ", "ä", "ö",
                                          "ü", "ß", "ø", "å", "æ", "œ", "ŋ", "λ", "ḃ"};

typedef struct random_alphabet {
    bee_alphabet *a;
    const char *letter[31]; /* by bit */
    int n;
} random_alphabet;

/* An alphabet of n letters (27..31) from the pool in a random order, with
 * random points, bonus and shortest word, parsed from its text. */
static void make_alphabet(tu_rng *rng, int n, random_alphabet *ra)
{
    int order[39];
    for (int i = 0; i < 39; i++)
        order[i] = i;
    for (int i = 38; i > 0; i--) {
        int j = (int)tu_below(rng, (uint32_t)i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    char text[512];
    int at = snprintf(text, sizeof text, "code r%d\nletters", n);
    for (int i = 0; i < n; i++) {
        ra->letter[i] = letter_pool[order[i]];
        at += snprintf(text + at, sizeof text - (size_t)at, " %s", ra->letter[i]);
    }
    at += snprintf(text + at, sizeof text - (size_t)at, "\nshortest %u\npoints",
                   1 + tu_below(rng, 4));
    for (int i = 0; i < 7; i++)
        at += snprintf(text + at, sizeof text - (size_t)at, " %u", tu_below(rng, 4));
    snprintf(text + at, sizeof text - (size_t)at, "\nbonus %u\n", tu_below(rng, 12));
    ra->n = n;
    bee_error err;
    if (bee_alphabet_parse(text, strlen(text), &ra->a, &err) != BEE_OK)
        fail_msg("alphabet: %s\n%s", err.message, text);
}

/* `words` random words over the letters of `universe` (one letter beyond it
 * now and then, whose words never answer), loaded in the alphabet. */
static bee_dict *alphabet_dict(tu_rng *rng, const random_alphabet *ra, uint32_t universe,
                               size_t words)
{
    int in[31], n_in = 0;
    for (int l = 0; l < ra->n; l++)
        if (universe >> l & 1)
            in[n_in++] = l;
    size_t cap = words * 9 * 3 + 1, len = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    for (size_t w = 0; w < words; w++) {
        int letters = 1 + (int)tu_below(rng, 9);
        for (int i = 0; i < letters; i++) {
            int l = tu_below(rng, 50) ? in[tu_below(rng, (uint32_t)n_in)]
                                      : (int)tu_below(rng, (uint32_t)ra->n);
            size_t k = strlen(ra->letter[l]);
            memcpy(text + len, ra->letter[l], k);
            len += k;
        }
        text[len++] = '\n';
    }
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.alphabet = ra->a;
    bee_dict *d;
    bee_error err;
    if (bee_dict_load_memory(text, len, "random", &o, &d, &err) != BEE_OK)
        fail_msg("dictionary: %s", err.message);
    free(text);
    return d;
}

/* Random dictionaries over random alphabets of 27 to 31 letters, random
 * sizes and options, --any and pangram sets: every list equal to the
 * oracle's, set by set.  A universe of up to 12 letters, the last letters
 * (bits 26 to 30) often in it. */
static void random_alphabets_every_puzzle(void **state)
{
    (void)state;
    tu_rng rng = {47};
    for (int round = 0; round < 40; round++) {
        random_alphabet ra;
        make_alphabet(&rng, 27 + (int)tu_below(&rng, 5), &ra);
        uint32_t alphabet = (1u << ra.n) - 1;
        int letters = 6 + (int)tu_below(&rng, 7);
        uint32_t universe = 1u << (ra.n - 1); /* the last letter: the highest bit */
        while (__builtin_popcount(universe) < letters)
            universe |= 1u << (tu_below(&rng, 2) ? 26 + tu_below(&rng, (uint32_t)ra.n - 26)
                                                 : tu_below(&rng, (uint32_t)ra.n));
        bee_dict *d = alphabet_dict(&rng, &ra, universe, 1 + tu_below(&rng, 500));
        int size = 1 + (int)tu_below(&rng, letters < 10 ? (uint32_t)letters : 10u);
        bee_all_options o;
        random_options(&rng, &o, alphabet, universe, size);
        char what[80];
        snprintf(what, sizeof what, "alphabet round %d (%d of %d letters)", round, letters, ra.n);
        check(d, 1 + tu_below(&rng, 5), &o, what);
        bee_all_options_init(&o);
        o.exclude = alphabet & ~universe;
        o.size = size;
        o.any = round & 1;
        check(d, bee_alphabet_min_len(ra.a), &o, what);
        bee_dict_free(d);
        bee_alphabet_free(ra.a);
    }
}

/* The whole of a 31-letter alphabet (no letter excluded): every set of 3
 * letters, C(31,3) x 3 puzzles, and the sets of 7 with 4 letters required
 * (C(27,3) x 7), any and pangram sets, against the oracle; both methods, so
 * the zeta table spans bits 0 to 30. */
static void whole_31_letter_alphabet(void **state)
{
    (void)state;
    tu_rng rng = {48};
    random_alphabet ra;
    make_alphabet(&rng, 31, &ra);
    bee_dict *d = alphabet_dict(&rng, &ra, (1u << 31) - 1, 1500);
    bee_all_options o;
    bee_all_options_init(&o);
    o.size = 3;
    o.any = 1;
    check(d, 1, &o, "31 letters, size 3, any");
    o.size = 7;
    o.order = BEE_ALL_BY_SCORE;
    o.require = 1u << 30 | 1u << 26 | 1u << 4 | 1u << 0;
    check(d, 1, &o, "31 letters, size 7 of them 4 required, any");
    o.any = 0;
    check(d, 1, &o, "31 letters, size 7 of them 4 required");
    bee_dict_free(d);
    bee_alphabet_free(ra.a);
}

/* The memory limit: refused with the estimate and the limit named; the
 * automatic method leaves zeta for subsets when only subsets fit. */
static void memory_limit(void **state)
{
    (void)state;
    tu_rng rng = {49};
    random_alphabet ra;
    make_alphabet(&rng, 31, &ra);
    bee_dict *d = alphabet_dict(&rng, &ra, (1u << 31) - 1, 2000);
    bee_index *ix = index_of(d, 1);
    bee_all_options o;
    bee_all_options_init(&o);
    o.any = 1;
    o.top = 5;
    bee_all_result *res;
    bee_error err;
    assert_int_equal(bee_all_solve(ix, &o, &res, &err), BEE_OK); /* C(31,7): zeta, 29 MB */
    assert_int_equal(res->stats.method, BEE_ALL_ZETA);
    bee_all_result_free(res);
    /* the plan the program asks (bee_all_memory_plan) agrees with each run */
    uint64_t need, limit;
    assert_int_equal(bee_all_memory_plan(ix, &o, 0, &need, &limit, NULL), BEE_OK);
    assert_true(need <= limit && limit == BEE_ALL_MEMORY_DEFAULT);
    o.max_memory = 16u << 20;
    assert_int_equal(bee_all_solve(ix, &o, &res, &err), BEE_OK);
    assert_int_equal(res->stats.method, BEE_ALL_SUBSETS);
    bee_all_result_free(res);
    o.method = BEE_ALL_ZETA;
    assert_int_equal(bee_all_solve(ix, &o, &res, &err), BEE_ERR_LIMIT);
    assert_null(res);
    assert_non_null(strstr(err.message, "MiB here (2629575 letter sets of 7 from 31 letters, "
                                        "method zeta), over the memory limit of 16 MiB"));
    assert_int_equal(bee_all_memory_plan(ix, &o, 0, &need, &limit, NULL), BEE_OK);
    assert_true(need > limit && limit == 16u << 20);
    o.method = BEE_ALL_AUTO;
    o.top = 0;
    o.order = BEE_ALL_BY_SCORE; /* gathered: 2,629,575 x 7 puzzles, twice */
    o.max_memory = 0;
    o.size = 9; /* C(31,9) x 9 x 20 bytes x 2: 7.3 GB over the default */
    assert_int_equal(bee_all_solve(ix, &o, &res, &err), BEE_ERR_LIMIT);
    assert_non_null(strstr(err.message, "gathered to sort), over the memory limit of 4096 MiB"));
    assert_int_equal(bee_all_memory_plan(ix, &o, 1, &need, &limit, &err), BEE_OK);
    assert_true(need > limit);
    o.require = 1u << 31; /* no letter of the alphabet: refused before any plan */
    assert_int_equal(bee_all_memory_plan(ix, &o, 1, &need, &limit, &err), BEE_ERR_ARG);
    bee_index_free(ix);
    bee_dict_free(d);
    bee_alphabet_free(ra.a);
}

/* Letter sets in an alphabet's UTF-8, and the uppercase letters. */
static void letters_in_utf8(void **state)
{
    (void)state;
    const bee_alphabet *ca = bee_alphabet_builtin("ca"), *de = bee_alphabet_builtin("de");
    uint32_t m;
    bee_error err;
    assert_int_equal(bee_alphabet_letters(ca, "bÇa", strlen("bÇa"), &m, &err), BEE_OK);
    assert_int_equal(m, 1u << 26 | 3u);
    assert_int_equal(bee_alphabet_letters(ca, "bà", strlen("bà"), &m, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "'bà' holds 'à', not a letter of alphabet 'ca' (it folds "
                                     "into one)");
    assert_int_equal(bee_alphabet_letters(ca, "çÇ", strlen("çÇ"), &m, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "'çÇ' holds 'Ç' twice");
    assert_int_equal(bee_alphabet_letters(ca, "a\xc3", 2, &m, &err), BEE_ERR_ARG);
    assert_non_null(strstr(err.message, "not valid UTF-8 at byte 2"));
    assert_int_equal(bee_alphabet_letters(NULL, "aB1", 3, &m, &err), BEE_ERR_ARG);
    assert_string_equal(err.message, "'aB1' holds '1', not a letter a-z");
    assert_int_equal(bee_alphabet_letters(NULL, "aB", 2, &m, &err), BEE_OK);
    assert_int_equal(m, 3u);
    char u[5];
    assert_int_equal(bee_alphabet_letter_upper(ca, 26, u), 2);
    assert_string_equal(u, "Ç");
    for (int i = 0; i < bee_alphabet_size(de); i++) { /* ä ö ü ß: Ä Ö Ü ẞ */
        char l[5];
        bee_alphabet_letter(de, i, l);
        bee_alphabet_letter_upper(de, i, u);
        assert_int_equal(bee_alphabet_letters(de, u, strlen(u), &m, &err), BEE_OK);
        assert_int_equal(m, 1u << i);
        assert_true(strcmp(l, u) != 0);
    }
}

/* Tie-heavy dictionaries: few distinct words, many equal scores and counts. */
static void ties_are_ordered_by_letters_then_center(void **state)
{
    (void)state;
    const char *words[] = {"abcd", "bcde",   "cdef",   "defa", "aaaa", "bbbb",
                           "cccc", "abcdef", "fedcba", "ace",  "bdf"};
    bee_dict *d = tu_dict_of(words, sizeof words / sizeof *words);
    for (int order = 0; order < 3; order++)
        for (int any = 0; any < 2; any++)
            for (size_t top = 0; top < 12; top += 5) {
                bee_all_options o;
                bee_all_options_init(&o);
                o.exclude = ALPHABET & ~0xffu; /* a..h */
                o.size = 6;
                o.any = any;
                o.order = (bee_all_order)order;
                o.top = top;
                check(d, 3, &o, "ties");
            }
    bee_dict_free(d);
}

/* Bounds are inclusive: bounds set to the values of real puzzles, each alone
 * and all at once. */
static void filter_bounds_are_inclusive(void **state)
{
    (void)state;
    tu_rng rng = {45};
    bee_dict *d = tu_random_dict(&rng, 300, 7, "abcdefghij");
    bee_all_options o;
    bee_all_options_init(&o);
    o.exclude = ALPHABET & ~0x3ffu;
    o.size = 5;
    o.any = 1;
    list all = oracle(d, 3, &o);
    assert_true(all.n > 100);
    for (int i = 0; i < 12; i++) {
        const bee_all_puzzle p = all.p[tu_below(&rng, (uint32_t)all.n)];
        bee_all_options f = o;
        switch (i % 6) {
        case 0: f.min_words = f.max_words = p.count; break;
        case 1: f.min_score = f.max_score = p.score; break;
        case 2: f.min_pangrams = p.pangrams; break;
        case 3:
            f.max_words = p.count;
            f.min_score = p.score;
            break;
        case 4:
            f.min_words = p.count;
            f.max_score = p.score;
            break;
        default:
            f.min_words = f.max_words = p.count;
            f.min_score = f.max_score = p.score;
            f.min_pangrams = p.pangrams;
        }
        f.order = (bee_all_order)(i % 3);
        check(d, 3, &f, "bounds");
    }
    free(all.p);
    bee_dict_free(d);
}

/* Sets of the whole alphabet: small puzzles (all C(26,3) x 3 of them), and
 * every pangram puzzle of size 7 on a random list of 26 letters. */
static void whole_alphabet(void **state)
{
    (void)state;
    tu_rng rng = {43};
    bee_dict *d = tu_random_dict(&rng, 400, 8, "abcdefghijklmnopqrstuvwxyz");
    bee_index *ix = index_of(d, 1);
    bee_result *r = bee_result_new();
    for (int size = 2; size <= 7; size += 5)
        for (int any = 0; any < 2; any++) {
            if (size == 7 && any)
                continue; /* 4.6 million reference solves: see the sample below */
            list want = {0};
            for (int m = BEE_ALL_SUBSETS; m <= BEE_ALL_ZETA; m++) {
                bee_all_options o;
                bee_all_options_init(&o);
                o.size = size;
                o.any = any;
                o.method = (bee_all_method)m;
                bee_all_result *res;
                assert_int_equal(bee_all_solve(ix, &o, &res, NULL), BEE_OK);
                if (m == BEE_ALL_SUBSETS) { /* each puzzle against the reference */
                    for (size_t i = 0; i < res->count; i++) {
                        const bee_all_puzzle *p = &res->puzzles[i];
                        bee_puzzle pz = {p->letters, p->center, size, ""};
                        assert_int_equal(bee_solve_reference(d, 1, &pz, NULL, r, NULL), BEE_OK);
                        assert_int_equal(p->count, bee_result_count(r));
                        assert_int_equal(p->pangrams, bee_result_pangrams(r));
                        assert_int_equal(p->score, bee_result_score(r));
                        assert_true(any || p->pangrams > 0);
                        push(&want, *p);
                    }
                    if (any) /* C(26,2) x 2 */
                        assert_int_equal(res->count, 650);
                } else {
                    char why[1024];
                    if (!same_list(&want, res->puzzles, res->count, why, sizeof why))
                        fail_msg("size %d any %d: zeta against subsets: %s", size, any, why);
                }
                bee_all_result_free(res);
            }
            free(want.p);
        }
    bee_result_free(r);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* The Debian word list: every pangram puzzle by both methods (equal lists),
 * every one of the 4,604,600 puzzles, a sample of both against the reference;
 * and on 21 letters (813,960 puzzles) the same list streamed, and the three
 * ways to order (full sort, best-N heaps, a top too large for heaps). */
static void debian_word_list(void **state)
{
    (void)state;
    bee_dict *d = tu_need_system_dict();
    bee_index *ix = index_of(d, 4);
    bee_all_options o;
    bee_all_options_init(&o);
    bee_all_result *sub, *zeta, *any;
    o.method = BEE_ALL_SUBSETS;
    assert_int_equal(bee_all_solve(ix, &o, &sub, NULL), BEE_OK);
    o.method = BEE_ALL_ZETA;
    assert_int_equal(bee_all_solve(ix, &o, &zeta, NULL), BEE_OK);
    assert_true(sub->count > 1000);
    assert_int_equal(sub->count, zeta->count);
    assert_int_equal(sub->count, sub->stats.sets * 7);
    assert_memory_equal(sub->puzzles, zeta->puzzles, sub->count * sizeof *sub->puzzles);
    o.any = 1;
    o.method = BEE_ALL_AUTO;
    assert_int_equal(bee_all_solve(ix, &o, &any, NULL), BEE_OK);
    assert_int_equal(any->count, 4604600);
    assert_int_equal(any->stats.method, BEE_ALL_ZETA);

    bee_result *r = bee_result_new(), *fast = bee_result_new();
    tu_rng rng = {44};
    for (int i = 0; i < 200; i++) {
        const bee_all_result *res = i % 2 ? sub : any;
        const bee_all_puzzle *p = &res->puzzles[tu_below(&rng, (uint32_t)res->count)];
        bee_puzzle pz = {p->letters, p->center, 7, ""};
        bee_solve_options so;
        bee_solve_options_init(&so);
        so.want_words = 0;
        assert_int_equal(bee_solve_reference(d, 4, &pz, &so, r, NULL), BEE_OK);
        assert_int_equal(bee_solve(ix, &pz, &so, fast, NULL), BEE_OK);
        assert_int_equal(p->count, bee_result_count(r));
        assert_int_equal(p->pangrams, bee_result_pangrams(r));
        assert_int_equal(p->score, bee_result_score(r));
        assert_int_equal(bee_result_score(fast), bee_result_score(r));
    }
    /* the pangram puzzles are exactly the `any` puzzles with a pangram */
    size_t j = 0;
    for (size_t i = 0; i < any->count; i++)
        if (any->puzzles[i].pangrams) {
            assert_true(j < sub->count);
            assert_memory_equal(&any->puzzles[i], &sub->puzzles[j], sizeof *sub->puzzles);
            j++;
        }
    assert_int_equal(j, sub->count);
    bee_all_result_free(sub);
    bee_all_result_free(zeta);
    bee_all_result_free(any);

    o.exclude = 0x2000000 | 0x800000 | 0x10000 | 0x400 | 0x200; /* z x q k j */
    bee_all_result *some, *sorted, *best, *large;
    assert_int_equal(bee_all_solve(ix, &o, &some, NULL), BEE_OK);
    assert_int_equal(some->count, 116280 * 7);
    o.threads = 2;
    bee_all_stats st;
    list streamed_some = streamed(ix, &o, &st); /* chunk by chunk, never gathered */
    assert_int_equal(streamed_some.n, some->count);
    assert_memory_equal(streamed_some.p, some->puzzles, some->count * sizeof *some->puzzles);
    free(streamed_some.p);
    o.order = BEE_ALL_BY_SCORE;
    assert_int_equal(bee_all_solve(ix, &o, &sorted, NULL), BEE_OK);
    assert_int_equal(sorted->count, some->count);
    oracle_order = BEE_ALL_BY_SCORE;
    for (size_t i = 0; i + 1 < sorted->count; i += i < 100000 ? 1 : 97)
        assert_true(oracle_cmp(&sorted->puzzles[i], &sorted->puzzles[i + 1]) < 0);
    o.top = 1000;
    assert_int_equal(bee_all_solve(ix, &o, &best, NULL), BEE_OK);
    o.top = 100000;
    assert_int_equal(bee_all_solve(ix, &o, &large, NULL), BEE_OK);
    assert_int_equal(best->count, 1000);
    assert_int_equal(large->count, 100000);
    assert_memory_equal(best->puzzles, sorted->puzzles, best->count * sizeof *best->puzzles);
    assert_memory_equal(large->puzzles, sorted->puzzles, large->count * sizeof *large->puzzles);
    uint64_t sum_sorted = 0, sum_some = 0; /* the same puzzles, reordered */
    for (size_t i = 0; i < some->count; i++) {
        const bee_all_puzzle *a = &some->puzzles[i], *b = &sorted->puzzles[i];
        sum_some += a->score * 31ull + a->letters * 7ull + a->center;
        sum_sorted += b->score * 31ull + b->letters * 7ull + b->center;
    }
    assert_true(sum_some == sum_sorted);
    bee_all_result_free(some);
    bee_all_result_free(sorted);
    bee_all_result_free(best);
    bee_all_result_free(large);
    bee_result_free(r);
    bee_result_free(fast);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* Deliberate faults: a changed count, two puzzles swapped, a puzzle dropped,
 * and an oracle that orders ties differently must all be caught. */
static void the_comparison_catches_faults(void **state)
{
    (void)state;
    const char *words[] = {"abcd", "bcde", "cdef", "abcdef", "fedcba", "face", "bead", "dead"};
    bee_dict *d = tu_dict_of(words, sizeof words / sizeof *words);
    bee_index *ix = index_of(d, 4);
    bee_all_options o;
    bee_all_options_init(&o);
    o.exclude = ALPHABET & ~0x3fu; /* a..f */
    o.size = 5;
    o.any = 1;
    o.order = BEE_ALL_BY_SCORE;
    list want = oracle(d, 4, &o);
    bee_all_result *res;
    assert_int_equal(bee_all_solve(ix, &o, &res, NULL), BEE_OK);
    char why[1024];
    assert_true(same_list(&want, res->puzzles, res->count, why, sizeof why));
    assert_true(res->count >= 4);

    res->puzzles[2].count++;
    assert_false(same_list(&want, res->puzzles, res->count, why, sizeof why));
    res->puzzles[2].count--;
    bee_all_puzzle t = res->puzzles[0];
    res->puzzles[0] = res->puzzles[res->count - 1];
    res->puzzles[res->count - 1] = t;
    assert_false(same_list(&want, res->puzzles, res->count, why, sizeof why));
    res->puzzles[res->count - 1] = res->puzzles[0];
    res->puzzles[0] = t;
    assert_false(same_list(&want, res->puzzles, res->count - 1, why, sizeof why));
    assert_true(same_list(&want, res->puzzles, res->count, why, sizeof why));

    /* ties in reverse center order: the real result must differ from it */
    list reversed = want;
    reversed.p = malloc(want.n * sizeof *want.p);
    memcpy(reversed.p, want.p, want.n * sizeof *want.p);
    int swapped = 0;
    for (size_t i = 0; i + 1 < reversed.n; i++)
        if (reversed.p[i].score == reversed.p[i + 1].score &&
            reversed.p[i].letters == reversed.p[i + 1].letters) {
            t = reversed.p[i];
            reversed.p[i] = reversed.p[i + 1];
            reversed.p[i + 1] = t;
            swapped = 1;
            break;
        }
    assert_true(swapped);
    assert_false(same_list(&reversed, res->puzzles, res->count, why, sizeof why));
    free(reversed.p);
    free(want.p);
    bee_all_result_free(res);
    bee_index_free(ix);
    bee_dict_free(d);
}

/* A sink that refuses a chunk stops the run with BEE_ERR_STOPPED: every chunk
 * before it arrives (they were handed out first), and on one thread nothing
 * after it.  On two, how many more arrive depends on the scheduler (the
 * other thread goes on while the refusing one waits for a CPU: all 282 of
 * them, at times), so only the chunks before it are checked there. */
static void a_refusing_sink_stops_the_run(void **state)
{
    (void)state;
    tu_rng rng = {46};
    bee_dict *d = tu_random_dict(&rng, 3000, 8, "abcdefghijklmnopqrstuvwxyz");
    bee_index *ix = index_of(d, 4);
    for (int run = 0; run < 4; run++) {
        int order = run % 2, threads = 1 + run / 2;
        bee_all_options o;
        bee_all_options_init(&o);
        o.any = 1;
        o.threads = threads;
        o.order = (bee_all_order)order;
        collector c = {PTHREAD_MUTEX_INITIALIZER, NULL, NULL, 0, 2, 0, 0, 3};
        bee_error err;
        assert_int_equal(bee_all_each(ix, &o, collect, &c, NULL, &err), BEE_ERR_STOPPED);
        assert_string_equal(err.message, "stopped: the receiver of the puzzles refused them");
        size_t chunks = 0;
        for (size_t i = 0; i < c.cap; i++) {
            chunks += c.seen[i];
            free(c.chunks[i].p);
        }
        assert_true(c.cap > c.stop_at);
        for (size_t i = 0; i <= c.stop_at; i++)
            assert_true(c.seen[i]);
        if (threads == 1)
            assert_int_equal(chunks, c.stop_at + 1); /* stopped there */
        free(c.chunks);
        free(c.seen);
    }
    bee_index_free(ix);
    bee_dict_free(d);
}

typedef struct progress_seen {
    pthread_mutex_t lock;
    size_t calls, most, total;
} progress_seen;

static void note_progress(void *ctx, size_t done, size_t total)
{
    progress_seen *p = ctx;
    pthread_mutex_lock(&p->lock);
    p->calls++;
    p->most = done > p->most ? done : p->most;
    if (p->total && p->total != total)
        p->total = SIZE_MAX; /* the total changed: caught below */
    else
        p->total = total;
    pthread_mutex_unlock(&p->lock);
}

/* Progress reaches every selected set exactly, with one total, in every flow. */
static void progress_counts_every_set(void **state)
{
    (void)state;
    tu_rng rng = {47};
    bee_dict *d = tu_random_dict(&rng, 3000, 8, "abcdefghijklmnopqrstuvwxyz");
    bee_index *ix = index_of(d, 4);
    for (int flow = 0; flow < 3; flow++) {
        bee_all_options o;
        bee_all_options_init(&o);
        o.any = 1;
        o.threads = 2;
        o.order = flow == 0 ? BEE_ALL_BY_LETTERS : BEE_ALL_BY_SCORE;
        o.top = flow == 2 ? 5 : 0;
        progress_seen p = {PTHREAD_MUTEX_INITIALIZER, 0, 0, 0};
        o.progress = note_progress;
        o.progress_ctx = &p;
        bee_all_result *res;
        assert_int_equal(bee_all_solve(ix, &o, &res, NULL), BEE_OK);
        assert_true(p.calls >= 1);
        assert_int_equal(p.total, res->stats.sets);
        assert_int_equal(p.most, res->stats.sets);
        bee_all_result_free(res);
    }
    bee_index_free(ix);
    bee_dict_free(d);
}

static void expect_error(const bee_index *ix, const bee_all_options *o, const char *message)
{
    bee_all_result *res = (bee_all_result *)1;
    bee_error err;
    assert_int_equal(bee_all_solve(ix, o, &res, &err), BEE_ERR_ARG);
    assert_null(res);
    assert_string_equal(err.message, message);
}

static void option_errors(void **state)
{
    (void)state;
    const char *words[] = {"tearing", "granite"};
    bee_dict *d = tu_dict_of(words, 2);
    bee_index *ix = index_of(d, 4);
    bee_all_options o;
    bee_all_options_init(&o);
    o.size = 11;
    expect_error(ix, &o, "puzzle size 11 is out of range for every-puzzle runs (1 to 10)");
    o.size = 0;
    expect_error(ix, &o, "puzzle size 0 is out of range for every-puzzle runs (1 to 10)");
    bee_all_options_init(&o);
    o.require = 1u << 26;
    expect_error(ix, &o, "letter sets hold bits beyond 'z' (bit 25)");
    o.require = 0x5; /* a, c */
    o.exclude = 0x6; /* b, c */
    expect_error(ix, &o, "letters 'c' are both required and excluded");
    bee_all_options_init(&o);
    o.require = 0xff;
    expect_error(ix, &o, "8 required letters 'abcdefgh' do not fit in a puzzle of 7 letters");
    bee_all_options_init(&o);
    o.exclude = ALPHABET & ~0x3fu;
    expect_error(ix, &o,
                 "6 letters are left after excluding 'ghijklmnopqrstuvwxyz', fewer than the "
                 "puzzle size 7");
    bee_all_options_init(&o);
    o.exclude = 0x3;
    o.centers = 0x1;
    expect_error(ix, &o, "no center is possible: centers 'a' are excluded");
    bee_all_options_init(&o);
    o.threads = -1;
    expect_error(ix, &o, "thread count -1 is out of range (0 to 256)");
    bee_all_options_init(&o);
    o.order = (bee_all_order)7;
    expect_error(ix, &o, "unknown order 7");
    bee_all_options_init(&o);
    o.method = (bee_all_method)9;
    expect_error(ix, &o, "unknown method 9");
    bee_index_free(ix);
    bee_dict_free(d);
}

/* all_totals_build checks the index options as bee_index_build does, with
 * its statuses and messages. */
static void totals_errors_are_the_index_build_s(void **state)
{
    (void)state;
    const char *words[] = {"tearing", "granite"};
    bee_dict *d = tu_dict_of(words, 2);
    bee_index_options io;
    bee_index_options_init(&io);
    for (int bad = 0; bad < 3; bad++) {
        bee_index_options b = io;
        if (bad == 0)
            b.min_len = 0;
        else if (bad == 1)
            b.block_size = 0;
        else
            b.sort = (bee_sort)9;
        bee_index *ix, *tx;
        bee_error want, got;
        bee_status s = bee_index_build(d, &b, &ix, &want);
        assert_int_not_equal(s, BEE_OK);
        assert_int_equal(all_totals_build(d, &b, &tx, &got), s);
        assert_null(tx);
        assert_string_equal(got.message, want.message);
    }
    bee_dict_free(d);
}

/* No word fits: no pangram set, and with `any` every puzzle is zero. */
static void nothing_answers(void **state)
{
    (void)state;
    const char *words[] = {"abcdefghijklmnopqrstuvwxyz", "zzz"};
    bee_dict *d = tu_dict_of(words, 2);
    bee_all_options o;
    bee_all_options_init(&o);
    o.exclude = ALPHABET & ~0x3ffu;
    check(d, 4, &o, "nothing");
    o.any = 1;
    o.centers = 0x3;
    check(d, 4, &o, "nothing, any");
    o.require = 0x7f; /* one set */
    check(d, 1, &o, "nothing, one set");
    bee_dict_free(d);
}

/* The zeta transform's rounds dealt out in parts (as the threads share them)
 * against the whole rounds, on random tables: every part count, each
 * universe size and puzzle size; a piece left out or done twice shows. */
static void zeta_parts_make_the_whole(void **state)
{
    (void)state;
    uint64_t x = 0x9e3779b97f4a7c15ull;
    const int ns[] = {7, 12, 26}, ks[] = {1, 3, 7, 10};
    for (size_t a = 0; a < sizeof ns / sizeof *ns; a++)
        for (size_t b = 0; b < sizeof ks / sizeof *ks; b++) {
            int n = ns[a], k = ks[b] < n ? ks[b] : n;
            if (n == 26 && k > 7)
                continue; /* (a table of 10 million entries) */
            all_ranks r;
            all_ranks_init(&r, n == 26 ? 0x3ffffffu : ((1u << n) - 1) << 3, k);
            size_t len = r.off[k + 1];
            uint64_t *whole = malloc(len * sizeof *whole), *parted = malloc(len * sizeof *whole);
            assert_non_null(whole);
            assert_non_null(parted);
            for (int parts = 2; parts <= ALL_ZETA_PARTS_MAX; parts += 3) {
                for (size_t i = 0; i < len; i++) {
                    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                    whole[i] = parted[i] = x % 4 ? 0 : x >> 40;
                }
                all_zeta(&r, whole);
                for (int round = 0; round < r.n; round++)
                    for (int part = parts - 1; part >= 0; part--)
                        all_zeta_round(&r, parted, round, part, parts);
                if (memcmp(whole, parted, len * sizeof *whole))
                    fail_msg("zeta in %d parts, %d letters, size %d: not the whole", parts, n, k);
            }
            free(whole);
            free(parted);
        }
}

/* The ascending positions of a position set: how many. */
static int positions_of(uint32_t positions, uint8_t *p)
{
    int m = 0;
    for (; positions; positions &= positions - 1)
        p[m++] = (uint8_t)__builtin_ctz(positions);
    return m;
}

/* The transform against its definition: every entry the total of its
 * subsets' entries (each subset ranked on its own), on 12 and 26 letters. */
static void zeta_is_the_sum_over_subsets(void **state)
{
    (void)state;
    uint64_t x = 0x2545f4914f6cdd1dull;
    const int ns[] = {12, 26}, ks[] = {1, 4, 5};
    for (size_t a = 0; a < 2; a++)
        for (size_t b = 0; b < 3; b++) {
            int n = ns[a], k = ks[b];
            all_ranks r;
            all_ranks_init(&r, ((1u << n) - 1) << (26 - n), k);
            size_t len = r.off[k + 1];
            uint64_t *table = malloc(len * sizeof *table), *own = malloc(len * sizeof *own);
            assert_non_null(table);
            assert_non_null(own);
            for (size_t i = 0; i < len; i++) {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                table[i] = own[i] = x % 3 ? 0 : x >> 44;
            }
            all_zeta(&r, table);
            for (int m = 0; m <= k; m++)
                for (uint32_t rank = 0; rank < r.binom[n][m]; rank++) {
                    uint32_t set = all_unrank(&r, rank, m), sum = 0;
                    for (uint32_t t = set;; t = (t - 1) & set) { /* every subset */
                        uint8_t p[32];
                        int size = positions_of(t, p);
                        sum += (uint32_t)own[all_rank(&r, p, size)];
                        if (!t)
                            break;
                    }
                    if ((uint32_t)table[r.off[m] + rank] != sum)
                        fail_msg("zeta, %d letters, size %d: set of rank %u of %d letters", n, k,
                                 rank, m);
                }
            free(table);
            free(own);
        }
}

/* The zeta method's walk in runs (every set, no letter required) against
 * the subsets method's walk set by set, on every set of 26 letters: sizes 1
 * to 7 (the runs cut at chunk ends on 1 to 5 threads), centers, excluded
 * letters, both scorings and a filter. */
static void zeta_runs_equal_subsets(void **state)
{
    (void)state;
    tu_rng rng = {46};
    bee_dict *d = tu_random_dict(&rng, 3000, 9, "abcdefghijklmnopqrstuvwxyz");
    bee_index *ix = index_of(d, 4);
    for (int size = 1; size <= 7; size++) {
        bee_all_options o;
        bee_all_options_init(&o);
        o.size = size;
        o.any = 1;
        o.threads = 1 + size % 5;
        o.scoring = (bee_scoring)(size % 2);
        if (size % 3 == 1)
            o.exclude = 1u << 18 | 1u << 25; /* s, z */
        if (size % 3 == 2)
            o.centers = 0x1111u;
        if (size == 6)
            o.min_words = 2;
        bee_all_result *res[2];
        for (int m = 0; m < 2; m++) {
            o.method = m ? BEE_ALL_ZETA : BEE_ALL_SUBSETS;
            assert_int_equal(bee_all_solve(ix, &o, &res[m], NULL), BEE_OK);
            assert_int_equal(res[m]->stats.method, o.method);
        }
        assert_true(res[0]->count > 0);
        assert_int_equal(res[0]->count, res[1]->count);
        assert_int_equal(res[0]->stats.evaluated, res[1]->stats.evaluated);
        if (memcmp(res[0]->puzzles, res[1]->puzzles, res[0]->count * sizeof *res[0]->puzzles))
            fail_msg("size %d: zeta's runs differ from subsets", size);
        bee_all_result_free(res[0]);
        bee_all_result_free(res[1]);
    }
    bee_index_free(ix);
    bee_dict_free(d);
}

int main(void)
{
    tu_print_platform("test_all");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_dictionaries_every_puzzle),
        cmocka_unit_test(random_alphabets_every_puzzle),
        cmocka_unit_test(whole_31_letter_alphabet),
        cmocka_unit_test(memory_limit),
        cmocka_unit_test(letters_in_utf8),
        cmocka_unit_test(ties_are_ordered_by_letters_then_center),
        cmocka_unit_test(filter_bounds_are_inclusive),
        cmocka_unit_test(whole_alphabet),
        cmocka_unit_test(debian_word_list),
        cmocka_unit_test(the_comparison_catches_faults),
        cmocka_unit_test(option_errors),
        cmocka_unit_test(totals_errors_are_the_index_build_s),
        cmocka_unit_test(a_refusing_sink_stops_the_run),
        cmocka_unit_test(progress_counts_every_set),
        cmocka_unit_test(nothing_answers),
        cmocka_unit_test(zeta_parts_make_the_whole),
        cmocka_unit_test(zeta_is_the_sum_over_subsets),
        cmocka_unit_test(zeta_runs_equal_subsets),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
