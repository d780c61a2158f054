/*
 * trie.c - a prefix tree of the words of at least min_len letters, walked
 * only along the puzzle's letters.  Every path the walk takes spells a prefix
 * made of puzzle letters, so a node marking a word answers once the center has
 * been passed.
 *
 * Layout: a node is 12 bytes: the letter set of its children, the index of its
 * first child (children sit side by side, in letter order, so child c is
 * first_child + the number of child letters below c), and the id + 1 of the
 * word ending there (0 if none).  This is far leaner than the published
 * trie (a hash map per node, a string per step), so expect it to be faster.
 */
#include "algo.h"

#include <stdlib.h>

typedef struct trie_node {
    uint32_t children;      /* letter set */
    uint32_t first_child;
    uint32_t word;          /* id + 1, or 0 */
} trie_node;

typedef struct trie {
    const bee_dict *d;
    trie_node *nodes;
    size_t n_nodes, depth;
} trie;

typedef struct trie_builder {
    const bee_dict *d;
    const uint32_t *ids;    /* the words long enough, sorted */
    trie_node *nodes;
    size_t n_nodes;
} trie_builder;

/* Words ids[lo .. hi) share their first `depth` letters and end at node `at`:
 * lay out its children side by side, then fill each.  Recursion depth is at
 * most the longest word (255). */
static void trie_fill(trie_builder *t, size_t lo, size_t hi, size_t depth, size_t at)
{
    const bee_dict *d = t->d;
    if (lo < hi && d->len[t->ids[lo]] == depth)   /* sorted: the prefix itself comes first */
        t->nodes[at].word = t->ids[lo++] + 1;
    uint32_t children = 0;
    for (size_t i = lo; i < hi; i++)
        children |= 1u << (d->text[d->offset[t->ids[i]] + depth] - 'a');
    size_t first = t->n_nodes;
    t->nodes[at].children = children;
    t->nodes[at].first_child = (uint32_t)first;
    t->n_nodes += (size_t)__builtin_popcount(children);
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

static bee_status trie_build(const bee_dict *d, const bee_algo_options *o, void **state,
                             bee_error *err)
{
    size_t n = 0, letters = 0, depth = 0;
    uint32_t *ids = malloc((d->n + 1) * sizeof *ids);
    if (!ids)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the trie");
    for (size_t i = 0; i < d->n; i++)
        if (d->len[i] >= o->min_len) {
            ids[n++] = (uint32_t)i;
            letters += d->len[i];
            depth = d->len[i] > depth ? d->len[i] : depth;
        }
    trie *s = calloc(1, sizeof *s);
    /* at most one node per letter, plus the root */
    trie_builder t = {d, ids, malloc((letters + 1) * sizeof(trie_node)), 1};
    if (!s || !t.nodes) {
        free(ids);
        free(s);
        free(t.nodes);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory building the trie");
    }
    t.nodes[0] = (trie_node){0, 0, 0};
    trie_fill(&t, 0, n, 0, 0);
    free(ids);
    trie_node *fit = realloc(t.nodes, t.n_nodes * sizeof *fit);
    s->d = d;
    s->nodes = fit ? fit : t.nodes;
    s->n_nodes = t.n_nodes;
    s->depth = depth;
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
        const trie_node *child = w->nodes + node->first_child + __builtin_popcount(all & (bit - 1));
        trie_visit(w, child, used | bit);
    }
}

static bee_status trie_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                             bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const trie *s = state;
    algo_answers a;
    answers_begin(&a, r, s->d, o);
    trie_walk w = {s->nodes, p->letters, p->center, 0, &a};
    trie_visit(&w, s->nodes, 0);
    c->masks_tested = w.visited;
    c->bytes_touched = sizeof(trie_node) * w.visited + 4 * a.count;
    return answers_end(&a, err);
}

static void trie_free(void *state)
{
    trie *s = state;
    free(s->nodes);
    free(s);
}

static void trie_info(const void *state, bee_algo_info *info)
{
    const trie *s = state;
    info->bytes = s->n_nodes * sizeof *s->nodes;
    info->entries = s->n_nodes;
}

const algo_method algo_trie = {
    "trie", "a prefix tree walked along the puzzle's letters only",
    0, ALGO_NO_KERNEL, trie_build, trie_solve, trie_free, trie_info,
};
