/*
 * bag_oneshot.c - `bag --dict FILE BAG...` with few bags and no blank tile:
 * each bag answered from the words of its own letters that use none more
 * often than the bag holds it, found in one pass over the list for all
 * bags (bee_bag_load_filtered_file: the lines over a count are dropped
 * before they are loaded), then counted again with the length and must-use
 * options (bee_bag_solve_plain): no bag index, whose build would cost more
 * than the few words' count.  Same
 * records, same errors, same order (the few words are a subset of the list
 * in the same alphabetical order).
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
    bee_dict *found[BAG_ONESHOT_MAX];
    bee_result *r;
    if (cli_oneshot_open_bags(c, cli_dict_path(c), (size_t)n, parsed, found, &r))
        return EXIT_REFUSED;
    out o;
    if (out_open(&o, STDOUT_FILENO, 1 << 16)) {
        cli_error("out of memory");
        return cli_oneshot_close(found, (size_t)n, r, NULL, EXIT_REFUSED);
    }
    bag_format_header(&o, job);
    int rc = EXIT_OK;
    for (int i = 0; i < n; i++) {
        bag_job one = *job;
        one.bx = NULL;
        one.dict = found[i];
        bee_error err;
        if (bag_format_line(&o, &one, bags[i], strlen(bags[i]), r, &err) != BEE_OK) {
            out_flush(&o);
            cli_error("%s", err.message);
            rc = EXIT_REFUSED;
        }
    }
    return cli_oneshot_close(found, (size_t)n, r, &o, rc);
}
