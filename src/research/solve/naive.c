/*
 * naive.c - the published baseline: every word of at least min_len letters,
 * checked letter by letter.  A letter is either the center or must be found
 * among the outer letters by a linear search; the word answers if no letter
 * was missing and the center was seen.  No letter sets anywhere, so it
 * measures what the bitmask idea saves.
 */
#include "algo.h"

#include <stdlib.h>
#include <string.h>

typedef struct naive {
    const bee_dict *d;
    uint32_t *ids; /* the words long enough, alphabetical */
    size_t n, text_bytes;
} naive;

static bee_status naive_build(const bee_dict *d, const bee_algo_options *o, void **state,
                              bee_error *err)
{
    naive *s = calloc(1, sizeof *s);
    uint32_t *ids = malloc((d->n + 1) * sizeof *ids);
    if (!s || !ids) {
        free(s);
        free(ids);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the naive solver");
    }
    for (size_t i = 0; i < d->n; i++)
        if (d->len[i] >= o->min_len) {
            ids[s->n++] = (uint32_t)i;
            s->text_bytes += d->len[i] + 1u;
        }
    s->d = d;
    s->ids = ids;
    *state = s;
    return BEE_OK;
}

/* Every letter of the puzzle occurs in the word (the word is known to answer). */
static int uses_every_letter(const char *w, size_t len, const bee_puzzle *p)
{
    for (int j = 0; j < p->size; j++)
        if (!memchr(w, p->text[j], len))
            return 0;
    return 1;
}

static bee_status naive_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                              bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const naive *s = state;
    const bee_dict *d = s->d;
    const char center = p->text[0], *outer = p->text + 1;
    const int n_outer = p->size - 1;
    algo_answers a;
    answers_begin(&a, r, d, o);
    uint64_t letters_read = 0;
    for (size_t k = 0; k < s->n; k++) {
        uint32_t id = s->ids[k];
        const char *w = d->text + d->offset[id];
        size_t len = d->len[id], i;
        int has_center = 0;
        for (i = 0; i < len; i++) {
            char ch = w[i];
            if (ch == center) {
                has_center = 1;
                continue;
            }
            int j = 0;
            while (j < n_outer && outer[j] != ch)
                j++;
            if (j == n_outer)
                break;
        }
        letters_read += i < len ? i + 1 : len;
        if (i == len && has_center)
            answers_add(&a, id, uses_every_letter(w, len, p));
    }
    c->masks_tested = s->n;
    c->bytes_touched = letters_read + 5 * (uint64_t)s->n + 4 * a.count; /* + offset, length */
    return answers_end(&a, err);
}

static void naive_free(void *state)
{
    naive *s = state;
    free(s->ids);
    free(s);
}

static void naive_info(const void *state, bee_algo_info *info)
{
    const naive *s = state;
    info->bytes = s->n * sizeof *s->ids + s->text_bytes;
    info->entries = s->n;
}

const algo_method algo_naive = {
    {"naive", METHOD_AZ_BYTES, "scan", "every word, letter by letter, against the puzzle's letters",
     ALGO_NO_KERNEL},
    0,
    naive_build,
    naive_solve,
    naive_free,
    naive_info,
};
