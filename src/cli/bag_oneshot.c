/*
 * bag_oneshot.c - `bag --dict FILE BAG...` with few bags and no blank tile:
 * each bag answered from the words of its own letters alone, found by a
 * SIMD pass over the mapped list (bee_dict_load_filtered), indexed and
 * solved as usual.  Same records, same errors, same order (the few
 * words are a subset of the list in the same alphabetical order).
 *
 * The rule: at most BAG_ONESHOT_MAX bags, all valid and without '?' (a
 * blank could stand for any letter, so nothing could be filtered), from a
 * word list file (--dict or $BEE_DICT; not --index, not the built-in list,
 * which hold a ready bag index).  As for solve (solve_oneshot.c), a bag
 * costs a pass over the text, far below loading and indexing the list.
 */
#include "cli.h"
#include "bag_format.h"

#include <string.h>
#include <unistd.h>

#define BAG_ONESHOT_MAX 16

static uint32_t bag_letters(const bee_bag *bag)
{
    uint32_t m = 0;
    for (int c = 0; c < 26; c++)
        m |= bag->counts[c] ? 1u << c : 0;
    return m;
}

int bag_oneshot_fits(const cli_common *c, char **bags, int n)
{
    if (c->index_path || !cli_dict_path(c) || n > BAG_ONESHOT_MAX)
        return 0;
    for (int i = 0; i < n; i++) {
        bee_bag bag;
        if (bee_bag_parse(bags[i], strlen(bags[i]), &bag, NULL) != BEE_OK || bag.blanks)
            return 0;
    }
    return 1;
}

int bag_oneshot(const cli_common *c, const bag_job *job, const bee_bag_index_options *io,
                char **bags, int n)
{
    const char *path = cli_dict_path(c);
    bee_text *text;
    bee_result *r;
    bee_error err;
    if (cli_oneshot_open(path, &text, &r))
        return EXIT_REFUSED;
    bee_dict_options dopt = {c->fold_case};
    out o;
    int opened = 0, rc = EXIT_OK;
    for (int i = 0; i < n; i++) {
        bee_bag bag;
        bee_dict *d;
        bee_bag_index *bx = NULL;
        bee_bag_parse(bags[i], strlen(bags[i]), &bag, NULL);
        bee_status s = bee_dict_load_filtered(bee_text_data(text), bee_text_size(text), path,
                                              &dopt, bag_letters(&bag), 0, io->kernel, &d, &err);
        if (s != BEE_OK && !opened) {   /* a list without words: nothing printed, as usual */
            cli_dict_error(c, path, &err);
            rc = EXIT_REFUSED;
            break;
        }
        if (s == BEE_OK && (s = bee_bag_index_build(d, io, &bx, &err)) != BEE_OK)
            bee_dict_free(d);
        if (s == BEE_OK && !opened) {
            if (out_open(&o, STDOUT_FILENO, 1 << 16)) {
                cli_error("out of memory");
                rc = EXIT_REFUSED;
                bee_bag_index_free(bx);
                bee_dict_free(d);
                break;
            }
            opened = 1;
            bag_format_header(&o, job);
        }
        if (s == BEE_OK) {
            bag_job one = *job;
            one.bx = bx;
            s = bag_format_line(&o, &one, bags[i], strlen(bags[i]), r, &err);
            bee_bag_index_free(bx);
            bee_dict_free(d);
        }
        if (s != BEE_OK) {
            if (opened)
                out_flush(&o);
            cli_error("%s", err.message);
            rc = EXIT_REFUSED;
        }
    }
    return cli_oneshot_close(text, r, opened ? &o : NULL, rc);
}
