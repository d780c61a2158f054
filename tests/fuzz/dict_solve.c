/* dict_solve.c - fuzz target: a word list read, indexed and solved.
 * Input: byte 0 options (bit 0 fold case, bits 1-2 sort, bits 3-5 min_len - 1),
 * byte 1 block size - 1 (mod 64), bytes 2-9 puzzle seeds, then the word list.
 * Invariant: every kernel of the index, and every research method, gives the
 * reference's answers (bee_solve_reference) for puzzles drawn from the seeds
 * and from the list's own text. */
#include "fuzz.h"
#include "bee_research.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 10 || size > 65536)
        return 0;
    bee_dict_options dopt;
    bee_dict_options_init(&dopt);
    dopt.fold_case = data[0] & 1;
    bee_index_options iopt;
    bee_index_options_init(&iopt);
    iopt.sort = (bee_sort)((data[0] >> 1 & 3) % 3);
    iopt.min_len = 1 + (data[0] >> 3 & 7) % 6;
    iopt.block_size = 1 + data[1] % 64;
    const uint8_t *seeds = data + 2, *text = data + 10;
    size_t text_len = size - 10;

    bee_dict *d;
    bee_error err;
    if (bee_dict_load_memory((const char *)text, text_len, "fuzz", &dopt, &d, &err) != BEE_OK) {
        FUZZ_CHECK(err.code == BEE_ERR_EMPTY || err.code == BEE_ERR_NOMEM, "%s", err.message);
        return 0;
    }
    for (uint32_t i = 0; i < bee_dict_size(d); i++) { /* what the loader promises */
        const char *w = bee_dict_word(d, i);
        FUZZ_CHECK(strlen(w) == bee_dict_word_len(d, i), "word %u length", i);
        FUZZ_CHECK(bee_mask_of(w, strlen(w)) == bee_dict_word_mask(d, i), "word %u mask", i);
        FUZZ_CHECK(i == 0 || strcmp(bee_dict_word(d, i - 1), w) < 0, "word %u order", i);
    }
    bee_index *ix;
    FUZZ_CHECK(bee_index_build(d, &iopt, &ix, &err) == BEE_OK, "%s", err.message);

    bee_algo *algos[32];
    size_t n_algos = 0;
    bee_algo_options aopt;
    bee_algo_options_init(&aopt);
    aopt.min_len = iopt.min_len;
    for (size_t a = 0; a < bee_algo_count() && n_algos < 32; a++)
        if (bee_algo_runnable(a))
            FUZZ_CHECK(bee_algo_build(bee_algo_name(a), d, &aopt, &algos[n_algos++], &err) ==
                           BEE_OK,
                       "%s: %s", bee_algo_name(a), err.message);

    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_solve_options sopt;
    bee_solve_options_init(&sopt);
    for (int round = 0; round < 4; round++) {
        bee_puzzle p;
        const uint8_t *from = round % 2 ? seeds : text + (text_len * (size_t)round) / 4;
        size_t from_len = round % 2 ? 8 : text_len - (text_len * (size_t)round) / 4;
        int psize = round < 2 ? 7 : 2 + seeds[round] % 11; /* subsets: 2^(size-1) look-ups */
        if (!fuzz_puzzle(from, from_len, psize, &p))
            continue;
        FUZZ_CHECK(bee_solve_reference(d, iopt.min_len, &p, &sopt, want, NULL) == BEE_OK, "ref");
        for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
            if (!bee_kernel_runnable((bee_kernel_id)k))
                continue;
            FUZZ_CHECK(bee_index_set_kernel(ix, (bee_kernel_id)k, NULL) == BEE_OK, "kernel");
            FUZZ_CHECK(bee_solve(ix, &p, &sopt, got, &err) == BEE_OK, "%s", err.message);
            fuzz_same(want, got, bee_kernel_name((bee_kernel_id)k));
        }
        for (size_t a = 0; a < n_algos; a++) {
            FUZZ_CHECK(bee_algo_solve(algos[a], &p, &sopt, got, NULL, &err) == BEE_OK, "%s",
                       err.message);
            bee_algo_info info;
            bee_algo_get_info(algos[a], &info);
            fuzz_same(want, got, info.name);
        }
    }
    bee_result_free(want);
    bee_result_free(got);
    for (size_t a = 0; a < n_algos; a++)
        bee_algo_free(algos[a]);
    bee_index_free(ix);
    bee_dict_free(d);
    return 0;
}
