/*
 * solve_oneshot.c - `solve --dict FILE PUZZLE...` with few puzzles: each is
 * answered straight from the mapped word list (bee_oneshot_solve), without
 * building a dictionary and an index first.  Same records, same errors.
 *
 * The rule: at most ONESHOT_MAX_PUZZLES puzzles, all valid, from a word list
 * file (--dict or $BEE_DICT; not --index, not the built-in list, which is a
 * ready index) and no --algo.  Measured on ENABLE (bench/startup.sh; figures
 * in bench/README.md, "start-up"): a puzzle costs one filter pass over the
 * text, about 1/140 of loading the list and building the index, so the two
 * meet near 140 puzzles.  The limit stays well below that because the pass
 * costs more for puzzles whose letters pass many lines (--size 10 and up),
 * while the index's cost does not grow with them.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ONESHOT_MAX_PUZZLES 16

int solve_oneshot_fits(const cli_common *c, char **puzzles, int n)
{
    if (c->index_path || !cli_dict_path(c) || n > ONESHOT_MAX_PUZZLES)
        return 0;
    for (int i = 0; i < n; i++) {   /* a bad puzzle: the usual path reports it */
        bee_puzzle p;
        if (bee_puzzle_parse(puzzles[i], strlen(puzzles[i]), c->size, &p, NULL) != BEE_OK)
            return 0;
    }
    return 1;
}

int solve_oneshot(const cli_common *c, char **puzzles, int n)
{
    const char *path = cli_dict_path(c);
    bee_text *text;
    bee_result *r;
    bee_error err;
    if (cli_oneshot_open(path, &text, &r))
        return EXIT_REFUSED;
    bee_dict_options dopt = {c->fold_case};
    bee_solve_options so = {c->scoring, !c->count_only, BEE_PLAN_AUTO};
    out o;
    int opened = 0, rc = EXIT_OK;
    for (int i = 0; i < n; i++) {
        bee_puzzle p;
        bee_dict *answers;
        bee_puzzle_parse(puzzles[i], strlen(puzzles[i]), c->size, &p, NULL);
        if (bee_oneshot_solve(bee_text_data(text), bee_text_size(text), path, &dopt, &c->index,
                              &p, &so, &answers, r, &err) != BEE_OK) {
            if (!opened) {   /* a list without words: nothing printed, as usual */
                cli_dict_error(c, path, &err);
                rc = EXIT_REFUSED;
                break;
            }
            out_flush(&o);
            cli_error("%s", err.message);
            rc = EXIT_REFUSED;
            continue;
        }
        if (!opened) {
            if (out_open(&o, STDOUT_FILENO, 1 << 16)) {
                bee_dict_free(answers);
                cli_error("out of memory");
                rc = EXIT_REFUSED;
                break;
            }
            opened = 1;
            format_header(&o, c);
        }
        record_writer *w = record_writer_new(c, answers);   /* words from the answers */
        if (!w) {
            bee_dict_free(answers);
            out_flush(&o);
            cli_error("out of memory");
            rc = EXIT_REFUSED;
            continue;
        }
        if (c->format == FORMAT_TEXT && i)
            out_char(&o, '\n');
        format_result(&o, w, &p, r);
        record_writer_free(w);
        bee_dict_free(answers);
    }
    return cli_oneshot_close(text, r, opened ? &o : NULL, rc);
}
