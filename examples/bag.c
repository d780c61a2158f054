/*
 * bag.c - the words that can be spelled from a bag of letter tiles (a
 * Letterpress board, a Scrabble rack; '?' is a blank), longest first.
 *
 *   bag TILES [N]     e.g. bag ovrkqlwislrecrtgmvpfprzey 10
 *
 * Build: cc -std=c11 bag.c $(pkg-config --cflags --libs bee)
 */
#include <bee.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: %s TILES [N]\n", argv[0]);
        return 2;
    }
    size_t top = argc == 3 ? strtoul(argv[2], NULL, 10) : 10;
    bee_error err;
    bee_dict *d;
    bee_bag_index *bx;
    if (bee_dict_load_default(NULL, &d, &err) != BEE_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    if (bee_bag_index_build(d, NULL, &bx, &err) != BEE_OK) {
        fprintf(stderr, "%s\n", err.message);
        bee_dict_free(d);
        return 1;
    }
    int rc = 1;
    bee_bag bag;
    bee_result *r = bee_result_new();
    if (!r)
        fprintf(stderr, "out of memory\n");
    else if (bee_bag_parse(NULL, argv[1], strlen(argv[1]), &bag, &err) != BEE_OK ||
             bee_bag_solve(bx, &bag, NULL, r, &err) != BEE_OK ||
             bee_bag_sort(bx, r, BEE_BAG_ORDER_LENGTH, &err) != BEE_OK)
        fprintf(stderr, "%s\n", err.message);
    else {
        size_t n;
        const uint32_t *ids = bee_result_words(r, &n); /* longest first */
        for (size_t i = 0; i < n && i < top; i++)
            printf("%s\n", bee_dict_word(d, ids[i]));
        printf("%zu words in all\n", n);
        rc = 0;
    }
    bee_result_free(r);
    bee_bag_index_free(bx); /* borrows the dictionary: free it first */
    bee_dict_free(d);
    return rc;
}
