/*
 * solve_oneshot.c - `solve --dict FILE PUZZLE...` with few puzzles: each is
 * answered from the words of its own letters alone, found in one pass over
 * the word list (bee_dict_load_filtered_file), without building a
 * dictionary and an index first.  Same records, same errors.
 *
 * The rule: at most ONESHOT_MAX_PUZZLES puzzles, all valid, from a word list
 * file (--dict or $BEE_DICT; not the built-in list, which is a ready index),
 * or from an --index file given no other list or index option: then only the
 * chunks of the file the answers lie in are read and checked
 * (bee_index_load_filtered_file), and any failure (a damaged file, another
 * alphabet) takes the usual path, which loads the whole file and says what
 * is wrong as it always has.  Measured on ENABLE (bench/startup.sh; figures
 * in bench/README.md, "start-up"): a puzzle costs one filter pass over the
 * text, about 1/140 of loading the list and building the index, so the two
 * meet near 140 puzzles.  The limit stays well below that because the pass
 * costs more for puzzles whose letters pass many lines (--size 10 and up),
 * while the index's cost does not grow with them.
 */
#include "cli/cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ONESHOT_MAX_PUZZLES 16

int solve_oneshot_fits(const cli_common *c, char **puzzles, int n)
{
    /* the one-shot line filter reads a-z bytes: other alphabets take the index */
    int plain_index = c->index_path && !c->dict_path && !c->fold_case && !c->alphabet_given &&
                      !c->min_len_given && !c->block_size_given;
    if ((c->index_path && !plain_index) || c->alphabet || (!c->index_path && !cli_dict_path(c)) ||
        n > ONESHOT_MAX_PUZZLES || c->n_add_words || c->n_remove_words)
        return 0;
    for (int i = 0; i < n; i++) { /* a bad puzzle: the usual path reports it */
        bee_puzzle p;
        if (bee_puzzle_parse(NULL, puzzles[i], strlen(puzzles[i]), c->size, &p, NULL) != BEE_OK)
            return 0;
    }
    return 1;
}

int solve_oneshot(const cli_common *c, char **puzzles, int n)
{
    bee_puzzle p[ONESHOT_MAX_PUZZLES];
    uint32_t letters[ONESHOT_MAX_PUZZLES], centers[ONESHOT_MAX_PUZZLES];
    for (int i = 0; i < n; i++) {
        bee_puzzle_parse(NULL, puzzles[i], strlen(puzzles[i]), c->size, &p[i], NULL);
        letters[i] = p[i].letters;
        centers[i] = p[i].center;
    }
    bee_dict *found[ONESHOT_MAX_PUZZLES];
    bee_result *r;
    unsigned min_len = c->index.min_len;
    if (c->index_path) {
        if (cli_oneshot_open_index(c, (size_t)n, letters, centers, found, &r, &min_len))
            return -1;
    } else if (cli_oneshot_open(c, cli_dict_path(c), (size_t)n, letters, centers, found, &r)) {
        return EXIT_REFUSED;
    }
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = c->scoring;
    so.want_words = !c->count_only;
    out o;
    if (out_open(&o, STDOUT_FILENO, 1 << 16)) {
        cli_error("out of memory");
        return cli_oneshot_close(found, (size_t)n, r, NULL, EXIT_REFUSED);
    }
    format_header(&o, c);
    int rc = EXIT_OK;
    for (int i = 0; i < n; i++) {
        bee_error err = {.message = "out of memory"};
        record_writer *w = NULL;
        if (bee_solve_reference(found[i], min_len, &p[i], &so, r, &err) != BEE_OK ||
            !(w = record_writer_new(c, found[i], 0))) { /* words from the answers */
            out_flush(&o);
            cli_error("%s", err.message);
            rc = EXIT_REFUSED;
            continue;
        }
        if (c->format == FORMAT_TEXT && i)
            out_char(&o, '\n');
        format_result(&o, w, &p[i], r);
        record_writer_free(w);
    }
    return cli_oneshot_close(found, (size_t)n, r, &o, rc);
}
