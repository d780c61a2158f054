/*
 * answers.c - collecting the answers of a research solver that finds them one
 * word at a time (naive, trie, bitmask, blocked): word ids, count, pangrams
 * and score, as bee_solve would give them.
 */
#include "algo.h"

#include <stdlib.h>

void answers_begin(algo_answers *a, bee_result *r, const bee_dict *d, const bee_solve_options *opt)
{
    a->r = r;
    a->d = d;
    a->o = *opt; /* whole options (bee_algo_solve) */
    a->count = a->pangrams = 0;
    a->score = 0;
    a->out_of_memory = 0;
}

void answers_add(algo_answers *a, uint32_t id, int pangram)
{
    if (a->o.want_words) {
        if (!bee_grow_u32(&a->r->words, &a->r->words_cap, a->count + 1)) {
            a->out_of_memory = 1;
            return;
        }
        a->r->words[a->count] = id;
    }
    a->count++;
    a->pangrams += pangram != 0;
    a->score += bee_alphabet_score(NULL, a->o.scoring, a->d->len[id], pangram);
}

bee_status answers_end(algo_answers *a, bee_error *err)
{
    if (a->out_of_memory)
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory solving a puzzle");
    a->r->count = a->count;
    a->r->pangrams = a->pangrams;
    a->r->score = a->score;
    return BEE_OK;
}
