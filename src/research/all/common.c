/*
 * common.c - what the every-puzzle research methods share: crediting a letter
 * set's words to the puzzles of a 7-letter set, and a hash map from letter set
 * to its words' totals (the "hash map" and "bit set" methods' dictionary).
 */
#include "all_methods.h"

#include <stdlib.h>
#include <string.h>

void all_totals_add(all_totals *t, uint32_t len)
{
    t->count++;
    for (int s = 0; s < 2; s++) {
        t->points[s] += bee_alphabet_score(NULL, (bee_scoring)s, len, 0);
        t->pangram_points[s] += bee_alphabet_score(NULL, (bee_scoring)s, len, 1);
    }
}

void all_puzzles_init(bee_all_puzzle *out, uint32_t set)
{
    int k = 0;
    for (uint32_t m = set; m; m &= m - 1, k++)
        out[k] = (bee_all_puzzle){set, m & -m, 0, 0, 0};
}

void all_credit(bee_all_puzzle *out, uint32_t set, uint32_t key, const all_totals *t, bee_scoring s)
{
    int pangram = key == set;
    uint32_t points = pangram ? t->pangram_points[s] : t->points[s];
    int k = 0;
    for (uint32_t m = set; m; m &= m - 1, k++)
        if (key & m & -m) {
            out[k].count += t->count;
            out[k].score += points;
            out[k].pangrams += pangram ? t->count : 0;
        }
}

static inline size_t slot_of(uint32_t key, uint32_t shift)
{
    return (size_t)((key * 0x9e3779b1u) >> shift); /* Fibonacci hashing */
}

static size_t find_slot(const all_map *m, uint32_t key)
{
    size_t h = slot_of(key, m->shift);
    while (m->slots[h].key && m->slots[h].key != key)
        h = (h + 1) & (m->n_slots - 1);
    return h;
}

bee_status all_map_build(all_map *m, const bee_dict *d, uint32_t min_len, int max_letters,
                         bee_error *err)
{
    memset(m, 0, sizeof *m);
    uint32_t bits = 4;
    while (((size_t)1 << bits) < 2 * d->n)
        bits++;
    m->n_slots = (size_t)1 << bits;
    m->shift = 32 - bits;
    m->slots = calloc(m->n_slots, sizeof *m->slots);
    m->keys = malloc((d->n + 1) * sizeof *m->keys);
    m->totals = calloc(d->n + 1, sizeof *m->totals);
    if (!m->slots || !m->keys || !m->totals) {
        all_map_free(m);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building a letter-set map");
    }
    for (size_t i = 0; i < d->n; i++) {
        uint32_t key = d->mask[i];
        if (d->len[i] < min_len || (int)bee_popcount32(key) > max_letters)
            continue;
        size_t h = find_slot(m, key);
        if (!m->slots[h].key) {
            m->slots[h] = (all_slot){key, (uint32_t)m->n_keys};
            m->keys[m->n_keys++] = key;
        }
        all_totals_add(&m->totals[m->slots[h].entry], d->len[i]);
    }
    return BEE_OK;
}

const all_totals *all_map_find(const all_map *m, uint32_t key)
{
    size_t h = find_slot(m, key);
    return m->slots[h].key ? &m->totals[m->slots[h].entry] : NULL;
}

void all_map_free(all_map *m)
{
    free(m->slots);
    free(m->keys);
    free(m->totals);
    memset(m, 0, sizeof *m);
}

size_t all_map_bytes(const all_map *m)
{
    return m->n_slots * sizeof *m->slots + m->n_keys * (sizeof *m->keys + sizeof *m->totals);
}
