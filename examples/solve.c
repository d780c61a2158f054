/*
 * solve.c - answer one Spelling Bee puzzle with libbee.
 *
 *   solve PUZZLE [WORDLIST]     e.g. solve raegint (the first letter is the center)
 *
 * Prints the answers alphabetically (pangrams marked *) and the NYT score.
 * Build: cc -std=c11 solve.c $(pkg-config --cflags --libs bee)
 */
#include <bee.h>

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: %s PUZZLE [WORDLIST]\n", argv[0]);
        return 2;
    }
    bee_error err;
    bee_dict *d;
    bee_status s = argc == 3 ? bee_dict_load_file(argv[2], NULL, &d, &err)
                             : bee_dict_load_default(NULL, &d, &err); /* built-in list */
    if (s != BEE_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    bee_index *ix;
    if (bee_index_build(d, NULL, &ix, &err) != BEE_OK) { /* NULL: default options */
        fprintf(stderr, "%s\n", err.message);
        bee_dict_free(d);
        return 1;
    }
    int rc = 1;
    bee_puzzle p;
    bee_result *r = bee_result_new();
    if (!r)
        fprintf(stderr, "out of memory\n");
    else if (bee_puzzle_parse(NULL, argv[1], strlen(argv[1]), 7, &p, &err) != BEE_OK ||
             bee_solve(ix, &p, NULL, r, &err) != BEE_OK)
        fprintf(stderr, "%s\n", err.message);
    else {
        size_t n;
        const uint32_t *ids = bee_result_words(r, &n);
        for (size_t i = 0; i < n; i++) { /* alphabetical: ids are ranks */
            uint32_t id = ids[i];
            int pangram = bee_dict_word_mask(d, id) == p.letters; /* uses every letter */
            printf("%s%s\n", bee_dict_word(d, id), pangram ? " *" : "");
        }
        printf("%zu words, %zu pangrams, %llu points (libbee %s)\n", n, bee_result_pangrams(r),
               (unsigned long long)bee_result_score(r), bee_version());
        rc = 0;
    }
    bee_result_free(r);
    bee_index_free(ix); /* the index borrows the dictionary: free it first */
    bee_dict_free(d);
    return rc;
}
