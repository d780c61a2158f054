/*
 * hints.c - a puzzle's hint page (bee.h, "hints"): totals, ranks, and the
 * grid and two-letter list of what is still to find, from one bee_solve's
 * answers.
 *
 * The counts live in fixed tables indexed by letter (its bit) and length,
 * so a fill is one pass over the answers; only the cells the previous
 * puzzle touched (its letters, up to its longest word) are cleared, which
 * keeps a stream of puzzles from clearing 36 KB each.
 *
 * An answer's first letters and length come from the dictionary's table of
 * them (word_starts.h) once this bee_hints has filled HINTS_WARMUP pages
 * (a stream, a server's reused object), else from the answer's text.
 */
#include "hints/word_starts.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { LETTERS = 32, LENGTHS = BEE_MAX_WORD_LEN + 1 };

/* Fills that read the answers' text before the table of their starts is
 * made (or taken): a one-off page would pay for the table's pages as it
 * writes its answers' keys (ENABLE: ~170 pages for raegint's 537 answers,
 * a fault each on a virtual machine), a stream of pages repays them. */
#define HINTS_WARMUP 16

struct bee_hints {
    size_t count, pangrams, perfect;
    uint64_t score;
    int bingo;
    uint32_t letters; /* the puzzle's (the rows in use) */
    uint32_t shortest, longest;
    /* still to find: by first letter and length; by second letter (a row
     * past the letters for none) and first (word_starts.h's cells) */
    uint32_t grid[LETTERS][LENGTHS];
    uint32_t pairs[WORD_NO_SECOND + 1][LETTERS];
    /* the two-letter list, ascending */
    size_t n_pairs;
    uint8_t pair_first[LETTERS * LETTERS], pair_second[LETTERS * LETTERS];
    uint32_t pair_count[LETTERS * LETTERS];
    /* the player's words */
    size_t found_count;
    uint64_t found_score;
    unsigned char *found; /* per answer: found */
    size_t found_cap;
    size_t *not_answers, n_not_answers, not_answers_cap;
    uint32_t fills; /* up to HINTS_WARMUP */
};

static const struct {
    const char *name;
    unsigned pct;
} ranks[BEE_HINTS_RANKS] = {
    {"Beginner", 0}, {"Good Start", 2}, {"Moving Up", 5}, {"Good", 8},    {"Solid", 15},
    {"Nice", 25},    {"Great", 40},     {"Amazing", 50},  {"Genius", 70}, {"Queen Bee", 100},
};

void bee_hints_options_init_sized(bee_hints_options *o, size_t size)
{
    const bee_hints_options defaults = {sizeof defaults, BEE_SCORING_NYT, NULL, NULL, 0};
    bee_options_give(o, size, &defaults, sizeof defaults);
}

bee_hints *bee_hints_new(void)
{
    return bee_calloc(1, sizeof(bee_hints));
}

void bee_hints_free(bee_hints *h)
{
    if (!h)
        return;
    bee_free(h->found);
    bee_free(h->not_answers);
    bee_free(h);
}

/* Clear the cells the last fill used. */
static void clear(bee_hints *h)
{
    for (uint32_t rest = h->letters; rest; rest &= rest - 1) {
        int l = __builtin_ctz(rest);
        memset(h->grid[l], 0, (h->longest + 1) * sizeof h->grid[l][0]);
        memset(h->pairs[l], 0, sizeof h->pairs[l]);
    }
    memset(h->pairs[WORD_NO_SECOND], 0, sizeof h->pairs[WORD_NO_SECOND]);
    size_t found_cap = h->found_cap, not_cap = h->not_answers_cap;
    unsigned char *found = h->found;
    size_t *not_answers = h->not_answers;
    uint32_t fills = h->fills;
    memset(h, 0, offsetof(bee_hints, grid));
    h->n_pairs = 0;
    h->found_count = 0;
    h->found_score = 0;
    h->found = found;
    h->found_cap = found_cap;
    h->not_answers = not_answers;
    h->not_answers_cap = not_cap;
    h->n_not_answers = 0;
    h->fills = fills;
}

/* A word's points under the dictionary's alphabet (bee_alphabet_score). */
static uint64_t word_score(const bee_dict *d, bee_scoring s, uint32_t letters, int pangram)
{
    return bee_dict_score(d, s, bee_dict_points(d, letters), 1, pangram != 0);
}

/* Another alphabet's player's word, in any case: the answer with the same
 * letters (words that fold alike are one answer, so "colleccio" and
 * "COL·LECCIÓ" find "col·lecció"), or SIZE_MAX.  A plain walk: a puzzle has
 * hundreds of answers at most. */
static size_t find_answer_folded(const bee_dict *d, const uint32_t *ids, size_t n, const char *word,
                                 size_t len)
{
    uint8_t want[BEE_MAX_WORD_LEN], key[BEE_MAX_WORD_LEN];
    size_t wn = bee_alpha_key_any_case(d->alpha, word, len, want);
    if (!wn)
        return SIZE_MAX;
    for (size_t i = 0; i < n; i++) {
        const char *w = bee_dict_word(d, ids[i]);
        if (bee_dict_letters(d, ids[i]) == wn &&
            bee_alpha_key(d->alpha, w, bee_dict_word_len(d, ids[i]), key) == wn &&
            memcmp(key, want, wn) == 0)
            return i;
    }
    return SIZE_MAX;
}

/* The answer among ids[0 .. n) spelled `word` (lowercase, len bytes), or
 * SIZE_MAX: ids are ascending, i.e. in byte order of their words. */
static size_t find_answer(const bee_dict *d, const uint32_t *ids, size_t n, const char *word,
                          size_t len)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *w = bee_dict_word(d, ids[mid]);
        size_t wl = bee_dict_word_len(d, ids[mid]);
        int c = memcmp(w, word, wl < len ? wl : len);
        if (c == 0)
            c = wl < len ? -1 : wl > len;
        if (c == 0)
            return mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return SIZE_MAX;
}

/* Mark the player's words among the answers; note those that are none. */
static bee_status take_found(bee_hints *h, const bee_dict *d, const uint32_t *ids,
                             const bee_hints_options *o, bee_error *err)
{
    if (h->found_cap < h->count) {
        unsigned char *f = bee_realloc(h->found, h->count);
        if (!f)
            return bee_fail(err, BEE_ERR_NOMEM, "out of memory for the found words");
        h->found = f;
        h->found_cap = h->count;
    }
    if (h->count)
        memset(h->found, 0, h->count);
    for (size_t i = 0; i < o->n_found; i++) {
        const char *w = o->found[i];
        size_t len = o->found_lens ? o->found_lens[i] : strlen(w);
        char low[BEE_MAX_WORD_LEN];
        size_t at = SIZE_MAX;
        if (d->alpha) { /* its letters either case, by the alphabet's case map */
            at = find_answer_folded(d, ids, h->count, w, len);
        } else if (len <= sizeof low) { /* English: a-z bytes either case */
            for (size_t k = 0; k < len; k++)
                low[k] = (char)tolower((unsigned char)w[k]);
            at = find_answer(d, ids, h->count, low, len);
        }
        if (at != SIZE_MAX) {
            h->found[at] = 1;
            continue;
        }
        if (h->n_not_answers == h->not_answers_cap) {
            size_t cap = h->not_answers_cap ? 2 * h->not_answers_cap : 16;
            size_t *na = bee_realloc(h->not_answers, cap * sizeof *na);
            if (!na)
                return bee_fail(err, BEE_ERR_NOMEM, "out of memory for the found words");
            h->not_answers = na;
            h->not_answers_cap = cap;
        }
        h->not_answers[h->n_not_answers++] = i;
    }
    return BEE_OK;
}

/* The two-letter list from the pair counts, ascending. */
static void list_pairs(bee_hints *h)
{
    for (uint32_t a = h->letters; a; a &= a - 1) {
        int first = __builtin_ctz(a);
        for (uint32_t b = h->letters; b; b &= b - 1) {
            int second = __builtin_ctz(b);
            uint32_t n = h->pairs[second][first];
            if (n) {
                h->pair_first[h->n_pairs] = (uint8_t)first;
                h->pair_second[h->n_pairs] = (uint8_t)second;
                h->pair_count[h->n_pairs++] = n;
            }
        }
    }
}

/* Answer i's key (word_starts.h) from its text, for a page filled before
 * the table: the texts are scattered over the list, so fetch ahead, the
 * offsets 16 answers ahead and the text 8 ahead (~half the time was waiting
 * for them). */
static uint32_t text_key(const bee_dict *d, const uint32_t *ids, size_t i, size_t n)
{
    if (i + 16 < n)
        __builtin_prefetch(&d->offset[ids[i + 16]]);
    if (i + 8 < n)
        __builtin_prefetch(d->text + d->offset[ids[i + 8]]);
    int first, second;
    uint32_t len = bee_dict_first_letters(d, ids[i], &first, &second);
    return word_start_key(first, second, len);
}

/* The answers that use every letter once: from the solve's own list of
 * pangrams when it gave one, else by each answer's letter set. */
static size_t perfect_pangrams(const bee_dict *d, const bee_puzzle *p, const bee_result *r,
                               const uint32_t *ids, size_t n)
{
    if (!bee_result_pangrams(r))
        return 0;
    size_t n_pan, perfect = 0;
    const uint32_t *pan = bee_result_pangram_words(r, &n_pan);
    if (pan) {
        for (size_t k = 0; k < n_pan; k++)
            perfect += bee_dict_letters(d, pan[k]) == (uint32_t)p->size;
        return perfect;
    }
    for (size_t i = 0; i < n; i++)
        perfect +=
            d->mask[ids[i]] == p->letters && bee_dict_letters(d, ids[i]) == (uint32_t)p->size;
    return perfect;
}

bee_status bee_hints_from_result(const bee_dict *d, const bee_puzzle *p, const bee_result *r,
                                 const bee_hints_options *opt, bee_hints *h, bee_error *err)
{
    bee_hints_options o;
    if (BEE_OPTIONS_TAKE(bee_hints_options, o, opt, n_found, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (!d || !p || !r || !h)
        return bee_fail(err, BEE_ERR_ARG, "bee_hints_from_result: NULL argument");
    clear(h);
    size_t n;
    const uint32_t *ids = bee_result_words(r, &n);
    if (n != bee_result_count(r) || (n && !ids))
        return bee_fail(err, BEE_ERR_ARG, "bee_hints_from_result: the solve gave no words");
    h->letters = p->letters;
    h->count = n;
    h->score = bee_result_score(r);
    h->pangrams = bee_result_pangrams(r);
    if (o.n_found && take_found(h, d, ids, &o, err) != BEE_OK)
        return BEE_ERR_NOMEM;
    const unsigned char *found = o.n_found ? h->found : NULL;
    _Atomic uint32_t *keys = h->fills < HINTS_WARMUP ? (h->fills++, NULL) : word_starts(d);
    uint32_t *grid = &h->grid[0][0], *pairs = &h->pairs[0][0];
    uint32_t starts = 0, shortest = UINT32_MAX, longest = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t key = keys ? word_start(d, keys, ids[i]) : text_key(d, ids, i, n);
        uint32_t len = word_start_len(key);
        starts |= 1u << word_start_first(key);
        shortest = len < shortest ? len : shortest;
        longest = len > longest ? len : longest;
        if (found && found[i]) {
            h->found_count++;
            h->found_score += word_score(d, o.scoring, len, d->mask[ids[i]] == p->letters);
            continue;
        }
        grid[key & WORD_GRID_CELL]++;
        pairs[key >> WORD_PAIR_SHIFT]++;
    }
    h->perfect = perfect_pangrams(d, p, r, ids, n);
    h->bingo = n > 0 && starts == p->letters;
    h->shortest = n ? shortest : 0;
    h->longest = longest;
    list_pairs(h);
    return BEE_OK;
}

bee_status bee_hints_compute(const bee_index *ix, const bee_puzzle *p, const bee_hints_options *opt,
                             bee_hints *h, bee_error *err)
{
    bee_hints_options o;
    if (BEE_OPTIONS_TAKE(bee_hints_options, o, opt, n_found, err) != BEE_OK)
        return BEE_ERR_ARG;
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = o.scoring;
    bee_result *r = bee_result_new();
    if (!r)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory for the answers");
    bee_status s = bee_solve(ix, p, &so, r, err);
    if (s == BEE_OK)
        s = bee_hints_from_result(bee_index_dict(ix), p, r, &o, h, err);
    bee_result_free(r);
    return s;
}

size_t bee_hints_count(const bee_hints *h)
{
    return h->count;
}
uint64_t bee_hints_score(const bee_hints *h)
{
    return h->score;
}
size_t bee_hints_pangrams(const bee_hints *h)
{
    return h->pangrams;
}
size_t bee_hints_perfect_pangrams(const bee_hints *h)
{
    return h->perfect;
}
int bee_hints_bingo(const bee_hints *h)
{
    return h->bingo;
}

const char *bee_hints_rank_name(int i)
{
    return i >= 0 && i < BEE_HINTS_RANKS ? ranks[i].name : NULL;
}

uint64_t bee_hints_rank_score(const bee_hints *h, int i)
{
    if (i < 0 || i >= BEE_HINTS_RANKS)
        return 0;
    return (ranks[i].pct * h->score + 50) / 100; /* floor(pct * total / 100 + 0.5) */
}

size_t bee_hints_found_count(const bee_hints *h)
{
    return h->found_count;
}
uint64_t bee_hints_found_score(const bee_hints *h)
{
    return h->found_score;
}
int bee_hints_found_rank(const bee_hints *h)
{
    int rank = 0;
    while (rank + 1 < BEE_HINTS_RANKS && h->found_score >= bee_hints_rank_score(h, rank + 1))
        rank++;
    return rank;
}
const size_t *bee_hints_not_answers(const bee_hints *h, size_t *count)
{
    if (count)
        *count = h->n_not_answers;
    return h->not_answers;
}

uint32_t bee_hints_shortest(const bee_hints *h)
{
    return h->shortest;
}
uint32_t bee_hints_longest(const bee_hints *h)
{
    return h->longest;
}
size_t bee_hints_grid(const bee_hints *h, int letter, uint32_t len)
{
    if (letter < 0 || letter >= LETTERS || !(h->letters >> letter & 1) || len > h->longest)
        return 0;
    return h->grid[letter][len];
}
size_t bee_hints_two_letter_count(const bee_hints *h)
{
    return h->n_pairs;
}
size_t bee_hints_two_letter(const bee_hints *h, size_t i, int *first, int *second)
{
    if (i >= h->n_pairs)
        return 0;
    if (first)
        *first = h->pair_first[i];
    if (second)
        *second = h->pair_second[i];
    return h->pair_count[i];
}
