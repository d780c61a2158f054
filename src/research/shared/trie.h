/*
 * trie.h - the prefix tree the research methods walk (solve's `trie` along a
 * puzzle's letters, bag's `trie` with a frequency map).
 *
 * Layout: a node is 12 bytes: the letter set of its children, the index of its
 * first child (children sit side by side, in letter order, so child c is
 * first_child + the number of child letters below c), and the id + 1 of the
 * word ending there (0 if none).  This is far leaner than the published
 * tries (a hash map per node, a string per step), so expect it to be faster.
 */
#ifndef BEE_RESEARCH_TRIE_H
#define BEE_RESEARCH_TRIE_H

#include "solve/engine.h"

typedef struct trie_node {
    uint32_t children; /* letter set */
    uint32_t first_child;
    uint32_t word; /* id + 1, or 0 */
} trie_node;

typedef struct trie_nodes {
    trie_node *nodes;      /* nodes[0] is the root */
    size_t n_nodes, depth; /* depth: the longest word */
} trie_nodes;

/* The trie of the words of `d` of at least min_len letters. */
bee_status trie_nodes_build(trie_nodes *t, const bee_dict *d, uint32_t min_len, bee_error *err);
void trie_nodes_free(trie_nodes *t);

/* The child of `node` on letter `bit` (one bit of node->children). */
static inline const trie_node *trie_child(const trie_node *nodes, const trie_node *node,
                                          uint32_t bit)
{
    return nodes + node->first_child + bee_popcount32(node->children & (bit - 1));
}

#endif
