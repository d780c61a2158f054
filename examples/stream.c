/*
 * stream.c - answer puzzles read from standard input, one a line, with one
 * index and one reusable result: the pattern of a bulk solver.
 *
 *   printf 'raegint\nnhoytpa\n' | stream
 *
 * Prints "PUZZLE COUNT PANGRAMS SCORE" a line; a bad line is reported on
 * stderr and the stream goes on (exit status 1 at the end).
 * Build: cc -std=c11 stream.c $(pkg-config --cflags --libs bee)
 */
#include <bee.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
    bee_error err;
    bee_dict *d;
    bee_index *ix;
    if (bee_dict_load_default(NULL, &d, &err) != BEE_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    if (bee_index_build(d, NULL, &ix, &err) != BEE_OK) {
        fprintf(stderr, "%s\n", err.message);
        bee_dict_free(d);
        return 1;
    }
    bee_result *r = bee_result_new();
    if (!r) {
        fprintf(stderr, "out of memory\n");
        bee_index_free(ix);
        bee_dict_free(d);
        return 1;
    }
    bee_solve_options counts; /* no word list: faster */
    bee_solve_options_init(&counts);
    counts.want_words = 0;
    char line[256];
    unsigned long number = 0;
    int rc = 0;
    while (fgets(line, sizeof line, stdin)) {
        number++;
        size_t len = strcspn(line, "\r\n");
        bee_puzzle p;
        if (bee_puzzle_parse(NULL, line, len, 7, &p, &err) != BEE_OK ||
            bee_solve(ix, &p, &counts, r, &err) != BEE_OK) {
            fprintf(stderr, "line %lu: %s\n", number, err.message);
            rc = 1;
            continue;
        }
        printf("%s %zu %zu %llu\n", p.text, bee_result_count(r), bee_result_pangrams(r),
               (unsigned long long)bee_result_score(r));
    }
    bee_result_free(r);
    bee_index_free(ix);
    bee_dict_free(d);
    if (fflush(stdout) != 0 || ferror(stdout) || ferror(stdin)) {
        fprintf(stderr, "read or write error\n");
        return 1;
    }
    return rc;
}
