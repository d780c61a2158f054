/*
 * trie.c - a prefix tree of the words of at least min_len letters
 * (shared/trie.h), walked only along the puzzle's letters.  Every path the
 * walk takes spells a prefix made of puzzle letters, so a node marking a word
 * answers once the center has been passed.
 */
#include "algo.h"
#include "shared/trie.h"

#include <stdlib.h>

typedef struct trie {
    const bee_dict *d;
    trie_nodes t;
} trie;

static bee_status trie_build(const bee_dict *d, const bee_algo_options *o, void **state,
                             bee_error *err)
{
    trie *s = calloc(1, sizeof *s);
    if (!s)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the trie");
    bee_status st = trie_nodes_build(&s->t, d, o->min_len, err);
    if (st != BEE_OK) {
        free(s);
        return st;
    }
    s->d = d;
    *state = s;
    return BEE_OK;
}

typedef struct trie_walk {
    const trie_node *nodes;
    uint32_t letters, center;
    uint64_t visited;
    algo_answers *a;
} trie_walk;

static void trie_visit(trie_walk *w, const trie_node *node, uint32_t used)
{
    w->visited++;
    if (node->word && (used & w->center))
        answers_add(w->a, node->word - 1, used == w->letters);
    uint32_t all = node->children;
    for (uint32_t next = all & w->letters; next; next &= next - 1) {
        uint32_t bit = next & -next;
        trie_visit(w, trie_child(w->nodes, node, bit), used | bit);
    }
}

static bee_status trie_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                             bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const trie *s = state;
    algo_answers a;
    answers_begin(&a, r, s->d, o);
    trie_walk w = {s->t.nodes, p->letters, p->center, 0, &a};
    trie_visit(&w, s->t.nodes, 0);
    c->masks_tested = w.visited;
    c->bytes_touched = sizeof(trie_node) * w.visited + 4 * a.count;
    return answers_end(&a, err);
}

static void trie_free(void *state)
{
    trie *s = state;
    trie_nodes_free(&s->t);
    free(s);
}

static void trie_info(const void *state, bee_algo_info *info)
{
    const trie *s = state;
    info->bytes = s->t.n_nodes * sizeof *s->t.nodes;
    info->entries = s->t.n_nodes;
}

const algo_method algo_trie = {
    {"trie", METHOD_AZ_BYTES, "trie", "a prefix tree walked along the puzzle's letters only",
     ALGO_NO_KERNEL},
    0,
    trie_build,
    trie_solve,
    trie_free,
    trie_info,
};
