/*
 * bag_oneshot.c - `bag --dict FILE BAG...` with few bags and no blank tile:
 * each bag answered straight from the list's text (bee_bag_answer_file:
 * the lines of its letters counted as a filter passes them, the answers
 * neither loaded nor counted again): no bag index, whose build would cost
 * more than the few words' count.  Same records, same errors, same order
 * (the few words are a subset of the list in the same alphabetical order).
 *
 * The rule: at most BAG_ONESHOT_MAX bags, all valid and without '?' (a
 * blank could stand for any letter, so nothing could be filtered), from a
 * word list file (--dict or $BEE_DICT; not --index, not the built-in list,
 * which hold a ready bag index).  As for solve (solve_oneshot.c), a bag
 * costs a pass over the text, far below loading and indexing the list.
 */
#include "cli/cli.h"
#include "output/bag_format.h"

#include <string.h>
#include <unistd.h>

#define BAG_ONESHOT_MAX 16
/* The records' buffer, written out each time it fills.  A page of it
 * first touched costs ~1.6 us of CPU on the guest measured (made resident,
 * then torn down), a write to /dev/null 0.2 us and one to a pipe ~1 us
 * (bench/page_cost.c): 16 KiB rather than 64 (the bench's board writes
 * 44 KB: 4 pages instead of 11, three writes instead of one). */
#define BAG_ONESHOT_OUT (16u << 10)

int bag_oneshot_fits(const cli_common *c, char **bags, int n)
{
    if (c->index_path || !cli_dict_path(c) || n > BAG_ONESHOT_MAX || c->n_add_words ||
        c->n_remove_words)
        return 0;
    for (int i = 0; i < n; i++) {
        bee_bag bag;
        if (bee_bag_parse(NULL, bags[i], strlen(bags[i]), &bag, NULL) != BEE_OK || bag.blanks)
            return 0;
    }
    return 1;
}

int bag_oneshot(const cli_common *c, const bag_job *job, char **bags, int n)
{
    bee_bag parsed[BAG_ONESHOT_MAX];
    for (int i = 0; i < n; i++)
        bee_bag_parse(NULL, bags[i], strlen(bags[i]), &parsed[i], NULL);
    bee_dict *answers[BAG_ONESHOT_MAX];
    bee_result *results[BAG_ONESHOT_MAX];
    if (cli_oneshot_answer_bags(c, cli_dict_path(c), (size_t)n, parsed, &job->opt, job->order,
                                answers, results))
        return EXIT_REFUSED;
    out o;
    int rc = EXIT_OK;
    if (out_open(&o, STDOUT_FILENO, BAG_ONESHOT_OUT)) {
        cli_error("out of memory");
        rc = EXIT_REFUSED;
    } else {
        bag_format_header(&o, job);
        for (int i = 0; i < n; i++) {
            bag_job one = *job;
            one.bx = NULL;
            one.dict = answers[i];
            bag_format_answer(&o, &one, bags[i], strlen(bags[i]), results[i]);
        }
        rc = cli_out_close(&o, rc);
    }
    cli_oneshot_free(answers, results, (size_t)n);
    return rc;
}
