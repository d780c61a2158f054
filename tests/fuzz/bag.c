/* bag.c - fuzz target: the bag parser, a bag index over a word list, a query.
 * Input: byte 0 min_len, byte 1 max_len (0: none), byte 2 a must-use letter
 * and byte 3 its count, byte 4 block size - 1 (mod 32), then the bag text up
 * to the first newline, then the word list (a fixed one if that is empty or
 * unusable).  Invariant: a parsed bag counts its tiles right; the answers
 * (as a set, and in both sort orders) equal the reference's
 * (bee_bag_solve_reference), with every kernel. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char fixed[] =
    "a\nab\nabba\nbaa\nbee\nbees\nknees\nletterpress\npress\nstress\nzzz\nquiz\nmississippi\n"
    "sip\nsips\nmiss\naaaaaaaaaa\nbookkeeper\nkeep\nee\n";

static int length_first(const bee_dict *d, uint32_t a, uint32_t b) /* a before b? */
{
    uint32_t la = bee_dict_word_len(d, a), lb = bee_dict_word_len(d, b);
    return la != lb ? la > lb : a < b;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 5 || size > 65536)
        return 0;
    const char *text = (const char *)data + 5, *end = (const char *)data + size;
    const char *nl = memchr(text, '\n', (size_t)(end - text));
    size_t bag_len = nl ? (size_t)(nl - text) : (size_t)(end - text);
    bee_bag bag;
    bee_error err;
    if (bee_bag_parse(NULL, text, bag_len, &bag, &err) != BEE_OK) {
        FUZZ_CHECK(err.code == BEE_ERR_BAG && err.message[0], "status %d", (int)err.code);
        return 0;
    }
    uint32_t tiles = bag.blanks;
    for (int c = 0; c < 26; c++)
        tiles += bag.counts[c];
    FUZZ_CHECK(tiles == bag.tiles && bag.tiles == bag_len && bag.blanks <= BEE_BAG_MAX_BLANKS,
               "tiles %u", bag.tiles);

    bee_dict *d = NULL;
    if (nl &&
        bee_dict_load_memory(nl + 1, (size_t)(end - nl - 1), "fuzz", NULL, &d, NULL) != BEE_OK)
        d = NULL;
    if (!d)
        FUZZ_CHECK(bee_dict_load_memory(fixed, sizeof fixed - 1, "fixed", NULL, &d, NULL) == BEE_OK,
                   "fixed");
    bee_bag_options opt;
    bee_bag_options_init(&opt);
    opt.min_len = data[0];
    if (data[1])
        opt.max_len = data[1];
    opt.must[data[2] % 26] = data[3] % 4;
    opt.want_words = 1;
    bee_bag_index_options iopt;
    bee_bag_index_options_init(&iopt);
    iopt.block_size = 1 + data[4] % 32;
    bee_bag_index *bx;
    FUZZ_CHECK(bee_bag_index_build(d, &iopt, &bx, &err) == BEE_OK, "%s", err.message);

    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_status s = bee_bag_solve_reference(d, &bag, &opt, want, &err);
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        FUZZ_CHECK(bee_bag_index_set_kernel(bx, (bee_kernel_id)k, NULL) == BEE_OK, "kernel");
        bee_status t = bee_bag_solve(bx, &bag, &opt, got, NULL);
        FUZZ_CHECK(s == t, "status %d, the reference %d", (int)t, (int)s);
        if (s != BEE_OK)
            continue;
        size_t ng, nw;
        const uint32_t *ww = bee_result_words(want, &nw);
        FUZZ_CHECK(bee_result_count(got) == nw, "%s: %zu words, the reference %zu",
                   bee_kernel_name((bee_kernel_id)k), bee_result_count(got), nw);
        FUZZ_CHECK(bee_bag_sort(bx, got, BEE_BAG_ORDER_LENGTH, NULL) == BEE_OK, "sort");
        const uint32_t *gw = bee_result_words(got, &ng);
        for (size_t i = 1; i < ng; i++)
            FUZZ_CHECK(length_first(d, gw[i - 1], gw[i]), "length order at %zu", i);
        FUZZ_CHECK(bee_bag_sort(bx, got, BEE_BAG_ORDER_ALPHA, NULL) == BEE_OK, "sort");
        gw = bee_result_words(got, &ng);
        FUZZ_CHECK(ng == 0 || memcmp(gw, ww, ng * sizeof *gw) == 0,
                   "%s: other words than the reference", bee_kernel_name((bee_kernel_id)k));
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_bag_index_free(bx);
    bee_dict_free(d);
    return 0;
}
