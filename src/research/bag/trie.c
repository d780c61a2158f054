/*
 * trie.c - the Letterpress article's trie: a prefix tree of every word
 * (shared/trie.h), walked depth first with the bag's frequency map, a letter
 * taken on the way down and given back on the way up, so only spellable
 * prefixes are visited.
 */
#include "bag_methods.h"
#include "shared/trie.h"

#include <stdlib.h>
#include <string.h>

typedef struct bag_walk {
    const trie_node *nodes;
    uint8_t freq[26];
    uint32_t have; /* letters with freq > 0 */
    bee_result *r;
    int out_of_memory;
} bag_walk;

static void visit(bag_walk *w, const trie_node *node)
{
    if (node->word && !bag_answer(w->r, node->word - 1))
        w->out_of_memory = 1;
    for (uint32_t next = node->children & w->have; next; next &= next - 1) {
        uint32_t bit = next & -next;
        int c = __builtin_ctz(bit);
        if (--w->freq[c] == 0)
            w->have &= ~bit;
        visit(w, trie_child(w->nodes, node, bit));
        if (w->freq[c]++ == 0)
            w->have |= bit;
    }
}

static bee_status trie_build(const bee_dict *d, int kernel, void **state, bee_error *err)
{
    (void)kernel;
    trie_nodes *t = malloc(sizeof *t);
    if (!t)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the trie");
    bee_status st = trie_nodes_build(t, d, 1, err);
    if (st != BEE_OK) {
        free(t);
        return st;
    }
    *state = t;
    return BEE_OK;
}

static bee_status trie_solve(const void *state, const bee_bag *bag, bee_result *r, bee_error *err)
{
    const trie_nodes *t = state;
    bag_walk w = {t->nodes, {0}, 0, r, 0};
    memcpy(w.freq, bag->counts, sizeof w.freq);
    for (int c = 0; c < 26; c++)
        if (w.freq[c])
            w.have |= 1u << c;
    r->count = 0;
    visit(&w, t->nodes);
    return w.out_of_memory ? bee_fail(err, BEE_ERR_NOMEM, "out of memory answering a bag") : BEE_OK;
}

static void trie_free(void *state)
{
    trie_nodes_free(state);
    free(state);
}

static size_t trie_bytes(const void *state)
{
    const trie_nodes *t = state;
    return t->n_nodes * sizeof *t->nodes;
}

const bag_method bag_trie = {
    {"trie", METHOD_AZ_BYTES, "trie",
     "a prefix tree of every word walked with the bag's frequency map", -1},
    trie_build,
    trie_solve,
    trie_free,
    trie_bytes,
};
