/* puzzle.c - fuzz target: the puzzle parser, then a solve.
 * Input: byte 0 the size (mod 28: 0..27, out-of-range sizes included), then
 * the puzzle text.  Invariant: a parsed puzzle has `size` distinct letters,
 * its center one of them, its text lowercase with the center first and
 * parsing that text again gives the same puzzle; a refused one says why in a
 * message naming the puzzle; and the solve over a fixed word list equals the
 * reference. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char words[] =
    "ant\nbee\nbees\nknees\nraeging\ntangier\ngainer\nearring\ntearing\ngrain\nrain\n"
    "train\nzebra\nquiz\nabcdefghijklmnopqrstuvwxyz\njigsaw\ngiant\ntiara\nregattaing\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bee_dict *d;
    static bee_index *ix;
    if (!d) {
        FUZZ_CHECK(bee_dict_load_memory(words, sizeof words - 1, "words", NULL, &d, NULL) == BEE_OK,
                   "dict");
        FUZZ_CHECK(bee_index_build(d, NULL, &ix, NULL) == BEE_OK, "index");
    }
    if (size < 1)
        return 0;
    int psize = data[0] % 28;
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    bee_puzzle p, again;
    bee_error err;
    bee_status s = bee_puzzle_parse(NULL, text, len, psize, &p, &err);
    if (s != BEE_OK) {
        FUZZ_CHECK(s == BEE_ERR_PUZZLE || s == BEE_ERR_ARG, "status %d", (int)s);
        FUZZ_CHECK(err.message[0] != '\0', "empty message");
        return 0;
    }
    FUZZ_CHECK(p.size == psize && __builtin_popcount(p.letters) == psize, "size %d", p.size);
    FUZZ_CHECK(__builtin_popcount(p.center) == 1 && (p.center & p.letters), "center");
    FUZZ_CHECK(strlen(p.text) == (size_t)psize && bee_mask_of(p.text, strlen(p.text)) == p.letters,
               "text %s", p.text);
    FUZZ_CHECK(p.center == 1u << (p.text[0] - 'a'), "center first in %s", p.text);
    FUZZ_CHECK(bee_puzzle_parse(NULL, p.text, strlen(p.text), psize, &again, NULL) == BEE_OK &&
                   again.letters == p.letters && again.center == p.center,
               "reparse %s", p.text);
    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_solve_options sopt;
    bee_solve_options_init(&sopt);
    sopt.scoring = (bee_scoring)(data[0] >> 7);
    FUZZ_CHECK(bee_solve_reference(d, 4, &p, &sopt, want, NULL) == BEE_OK, "ref");
    FUZZ_CHECK(bee_solve(ix, &p, &sopt, got, &err) == BEE_OK, "%s", err.message);
    fuzz_same(want, got, p.text);
    bee_result_free(want);
    bee_result_free(got);
    return 0;
}
