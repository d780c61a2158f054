/*
 * trie.c - building the research methods' prefix tree (trie.h) from a
 * sorted dictionary, depth first, each node's children laid out side by side.
 */
#include "trie.h"

#include <stdlib.h>

typedef struct trie_builder {
    const bee_dict *d;
    const uint32_t *ids; /* the words long enough, sorted */
    trie_node *nodes;
    size_t n_nodes;
} trie_builder;

/* Words ids[lo .. hi) share their first `depth` letters and end at node `at`:
 * lay out its children side by side, then fill each.  Recursion depth is at
 * most the longest word (255). */
static void trie_fill(trie_builder *t, size_t lo, size_t hi, size_t depth, size_t at)
{
    const bee_dict *d = t->d;
    if (lo < hi && d->len[t->ids[lo]] == depth) /* sorted: the prefix itself comes first */
        t->nodes[at].word = t->ids[lo++] + 1;
    uint32_t children = 0;
    for (size_t i = lo; i < hi; i++)
        children |= 1u << (d->text[d->offset[t->ids[i]] + depth] - 'a');
    size_t first = t->n_nodes;
    t->nodes[at].children = children;
    t->nodes[at].first_child = (uint32_t)first;
    t->n_nodes += (size_t)bee_popcount32(children);
    for (size_t i = first; i < t->n_nodes; i++)
        t->nodes[i] = (trie_node){0, 0, 0};
    size_t child = first;
    while (lo < hi) {
        char c = d->text[d->offset[t->ids[lo]] + depth];
        size_t e = lo + 1;
        while (e < hi && d->text[d->offset[t->ids[e]] + depth] == c)
            e++;
        trie_fill(t, lo, e, depth + 1, child++);
        lo = e;
    }
}

bee_status trie_nodes_build(trie_nodes *out, const bee_dict *d, uint32_t min_len, bee_error *err)
{
    size_t n = 0, letters = 0, depth = 0;
    uint32_t *ids = malloc((d->n + 1) * sizeof *ids);
    if (!ids)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the trie");
    for (size_t i = 0; i < d->n; i++)
        if (d->len[i] >= min_len) {
            ids[n++] = (uint32_t)i;
            letters += d->len[i];
            depth = d->len[i] > depth ? d->len[i] : depth;
        }
    /* at most one node per letter, plus the root */
    trie_builder t = {d, ids, malloc((letters + 1) * sizeof(trie_node)), 1};
    if (!t.nodes) {
        free(ids);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the trie");
    }
    t.nodes[0] = (trie_node){0, 0, 0};
    trie_fill(&t, 0, n, 0, 0);
    free(ids);
    trie_node *fit = realloc(t.nodes, t.n_nodes * sizeof *fit);
    out->nodes = fit ? fit : t.nodes;
    out->n_nodes = t.n_nodes;
    out->depth = depth;
    return BEE_OK;
}

void trie_nodes_free(trie_nodes *t)
{
    free(t->nodes);
    t->nodes = NULL;
    t->n_nodes = 0;
}
