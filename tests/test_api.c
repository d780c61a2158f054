/* test_api.c - the rules bee.h states once for the whole API (bee.h,
 * "Options", "Names"), through the public API only: options structs set up
 * by their init macro, read up to the caller's struct_size; a result read
 * through its accessors; one value for an unknown name. */
#include "testutil.h"

#include <stddef.h>
#include <string.h>

/* A bee_solve_options as a program built against a later header would have
 * it: a field this library does not know, after the ones it does. */
typedef struct later_solve_options {
    bee_solve_options known;
    uint64_t newer_field;
} later_solve_options;

static void inits_record_the_size_and_the_defaults(void **state)
{
    (void)state;
    bee_dict_options d;
    bee_index_options i;
    bee_solve_options s;
    bee_all_options a;
    bee_bag_index_options bi;
    bee_bag_options b;
    memset(&s, 0xff, sizeof s);
    bee_dict_options_init(&d);
    bee_index_options_init(&i);
    bee_solve_options_init(&s);
    bee_all_options_init(&a);
    bee_bag_index_options_init(&bi);
    bee_bag_options_init(&b);
    assert_int_equal(d.struct_size, sizeof d);
    assert_int_equal(i.struct_size, sizeof i);
    assert_int_equal(s.struct_size, sizeof s);
    assert_int_equal(a.struct_size, sizeof a);
    assert_int_equal(bi.struct_size, sizeof bi);
    assert_int_equal(b.struct_size, sizeof b);
    assert_int_equal(d.fold_case, 0);
    assert_int_equal(i.min_len, 4);
    assert_int_equal(i.kernel, BEE_KERNEL_AUTO);
    assert_int_equal(s.scoring, BEE_SCORING_NYT);
    assert_int_equal(s.want_words, 1);
    assert_int_equal(a.size, 7);
    assert_int_equal(a.max_words, UINT32_MAX);
    assert_int_equal(bi.kernel, BEE_KERNEL_AUTO);
    assert_int_equal(b.min_len, 2);
    assert_int_equal(b.max_len, BEE_MAX_WORD_LEN);
    assert_int_equal(b.want_words, 1);

    /* a later header's struct: the known fields get defaults, the rest zeros */
    later_solve_options later;
    memset(&later, 0xff, sizeof later);
    bee_solve_options_init_sized(&later.known, sizeof later);
    assert_int_equal(later.known.struct_size, sizeof later);
    assert_int_equal(later.known.want_words, 1);
    assert_true(later.newer_field == 0);
}

static void options_are_read_up_to_the_callers_size(void **state)
{
    (void)state;
    const char *words[] = {"tang", "grant", "rating", "granite", "tearing", "rang"};
    bee_dict *d = tu_dict_of(words, 6);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_result *r = bee_result_new();
    bee_puzzle p = tu_puzzle("tRaegin", 7);
    bee_error err;

    /* NULL: the defaults (NYT scoring, words) */
    assert_int_equal(bee_solve(ix, &p, NULL, r, &err), BEE_OK);
    assert_int_equal(bee_result_count(r), 5);
    assert_int_equal(bee_result_score(r), 1 + 5 + 6 + 14 + 14);

    /* a later header's larger struct: the fields known are read, the rest ignored */
    later_solve_options later;
    bee_solve_options_init_sized(&later.known, sizeof later);
    later.known.scoring = BEE_SCORING_SIMPLE;
    later.newer_field = 12345;
    assert_int_equal(bee_solve(ix, &p, &later.known, r, &err), BEE_OK);
    assert_int_equal(bee_result_score(r), 1 + 1 + 1 + 3 + 3);

    /* options never set up (zeroed, or filled by hand) are refused */
    bee_solve_options zeroed;
    memset(&zeroed, 0, sizeof zeroed);
    zeroed.want_words = 1;
    assert_int_equal(bee_solve(ix, &p, &zeroed, r, &err), BEE_ERR_ARG);
    assert_non_null(strstr(err.message, "bee_solve_options_init"));
    bee_index_options io;
    memset(&io, 0, sizeof io);
    bee_index *none = NULL;
    assert_int_equal(bee_index_build(d, &io, &none, &err), BEE_ERR_ARG);
    assert_null(none);
    assert_non_null(strstr(err.message, "bee_index_options_init"));
    bee_all_options ao;
    memset(&ao, 0, sizeof ao);
    ao.size = 7;
    assert_int_equal(bee_all_check_options(NULL, &ao, &err), BEE_ERR_ARG);
    assert_int_equal(bee_all_check_options(NULL, NULL, &err), BEE_OK);
    bee_dict_options dopt = {.struct_size = 0, .fold_case = 1};
    bee_dict *d2 = NULL;
    assert_int_equal(bee_dict_load_memory("rate\n", 5, "w", &dopt, &d2, &err), BEE_ERR_ARG);
    assert_null(d2);
    bee_bag_options bo;
    memset(&bo, 0, sizeof bo);
    bee_bag bag;
    assert_int_equal(bee_bag_parse(NULL, "rate", 4, &bag, NULL), BEE_OK);
    bee_bag_index *bx;
    assert_int_equal(bee_bag_index_build(d, NULL, &bx, NULL), BEE_OK);
    assert_int_equal(bee_bag_solve(bx, &bag, &bo, r, &err), BEE_ERR_ARG);
    bee_bag_index_options bio;
    memset(&bio, 0, sizeof bio);
    bee_bag_index *bx2 = NULL;
    assert_int_equal(bee_bag_index_build(d, &bio, &bx2, &err), BEE_ERR_ARG);
    assert_null(bx2);
    /* batch options: zeroed, and smaller than 1.0.0's struct (a caller's
     * size cut before the callbacks), are refused before any work */
    const char *puzzles[] = {"tRaegin"};
    bee_batch_input in = {.source = BEE_BATCH_ARRAY, .strings = puzzles, .count = 1};
    bee_batch_options bat;
    memset(&bat, 0, sizeof bat);
    assert_int_equal(bee_solve_batch(ix, &in, &bat, NULL, &err), BEE_ERR_ARG);
    assert_non_null(strstr(err.message, "bee_batch_options_init"));
    bee_batch_options_init_sized(&bat, offsetof(bee_batch_options, record));
    assert_int_equal(bee_solve_batch(ix, &in, &bat, NULL, &err), BEE_ERR_ARG);
    assert_int_equal(bee_bag_solve_batch(bx, NULL, BEE_BAG_ORDER_NONE, &in, &bat, NULL, &err),
                     BEE_ERR_ARG);
    bee_batch_options_init(&bat);
    assert_int_equal(bee_solve_batch(ix, &in, &bat, NULL, &err), BEE_OK);

    bee_bag_index_free(bx);
    bee_result_free(r);
    bee_index_free(ix);
    bee_dict_free(d);
}

static void a_result_is_read_through_its_accessors(void **state)
{
    (void)state;
    const char *words[] = {"tang", "grant", "rating", "granite", "tearing", "rang", "tangy"};
    bee_dict *d = tu_dict_of(words, 7);
    bee_index *ix;
    assert_int_equal(bee_index_build(d, NULL, &ix, NULL), BEE_OK);
    bee_result *r = bee_result_new();
    assert_non_null(r);
    bee_puzzle p = tu_puzzle("tRaegin", 7);
    assert_int_equal(bee_solve(ix, &p, NULL, r, NULL), BEE_OK);
    size_t n = 99, np = 99;
    const uint32_t *ids = bee_result_words(r, &n);
    assert_int_equal(n, 5);
    assert_int_equal(bee_result_words(r, NULL), ids);
    const char *want[] = {"granite", "grant", "rang", "rating", "tearing"};
    for (size_t i = 0; i < n; i++)
        assert_string_equal(bee_dict_word(d, ids[i]), want[i]);
    assert_int_equal(bee_result_count(r), 5);
    assert_int_equal(bee_result_pangrams(r), 2);
    assert_int_equal(bee_result_score(r), 7 + 5 + 1 + 6 + 7 + 14);
    const uint32_t *pw = bee_result_pangram_words(r, &np);
    assert_int_equal(np, 2);
    assert_non_null(pw);
    assert_string_equal(bee_dict_word(d, pw[0]), "granite");
    assert_string_equal(bee_dict_word(d, pw[1]), "tearing");
    bee_plan plan = bee_result_plan(r);
    assert_true(plan == BEE_PLAN_SET_LISTS || plan == BEE_PLAN_BLOCK_SCAN ||
                plan == BEE_PLAN_SUBSETS);

    /* counts alone: no pangram list */
    bee_solve_options o;
    bee_solve_options_init(&o);
    o.want_words = 0;
    assert_int_equal(bee_solve(ix, &p, &o, r, NULL), BEE_OK);
    assert_int_equal(bee_result_count(r), 5);
    assert_int_equal(bee_result_pangrams(r), 2);
    assert_null(bee_result_pangram_words(r, &np));
    assert_int_equal(np, 0);
    bee_result_free(r);
    bee_result_free(NULL);
    bee_index_free(ix);
    bee_dict_free(d);
}

static void unknown_names_give_one_value(void **state)
{
    (void)state;
    assert_int_equal(bee_kernel_from_name("sse9"), BEE_UNKNOWN_NAME);
    assert_int_equal(bee_kernel_from_name("auto"), BEE_KERNEL_AUTO);
    assert_int_equal(bee_kernel_from_name("scalar"), BEE_KERNEL_SCALAR);
    assert_int_equal(bee_plan_from_name("bogus"), BEE_UNKNOWN_NAME);
    assert_int_equal(bee_plan_from_name("subsets"), BEE_PLAN_SUBSETS);
    assert_true(BEE_UNKNOWN_NAME != BEE_KERNEL_AUTO);
}

/* Status codes keep their numbers (bindings compare them) and each has a
 * name of its own; a number that is no code is "unknown error".  The tests
 * that produce each code through the API: BEE_ERR_STOPPED in test_all
 * (a_refusing_sink_stops_the_run) and test_batch (failing_sink_stops, bags),
 * BEE_ERR_LIMIT in test_all (memory_limit) and test_dict
 * (oversized_list_is_refused), BEE_ERR_BAG in test_bag. */
static void status_codes_have_fixed_values_and_names(void **state)
{
    (void)state;
    static const struct {
        bee_status s;
        int value;
        const char *name;
    } codes[] = {
        {BEE_OK, 0, "ok"},
        {BEE_ERR_IO, 1, "input/output error"},
        {BEE_ERR_NOMEM, 2, "out of memory"},
        {BEE_ERR_EMPTY, 3, "no usable word"},
        {BEE_ERR_PUZZLE, 4, "bad puzzle"},
        {BEE_ERR_ARG, 5, "bad argument"},
        {BEE_ERR_KERNEL, 6, "kernel not available"},
        {BEE_ERR_FORMAT, 7, "bad index file"},
        {BEE_ERR_STOPPED, 8, "stopped by the caller"},
        {BEE_ERR_LIMIT, 9, "over a limit"},
        {BEE_ERR_BAG, 10, "bad letter bag"},
    };
    for (size_t i = 0; i < sizeof codes / sizeof *codes; i++) {
        assert_int_equal((int)codes[i].s, codes[i].value);
        assert_string_equal(bee_status_name(codes[i].s), codes[i].name);
    }
    assert_string_equal(bee_status_name((bee_status)11), "unknown error");
    /* a bag's own code, and a bag order that is none of the orders */
    bee_bag bag;
    bee_error err;
    assert_int_equal(bee_bag_parse(NULL, "", 0, &bag, &err), BEE_ERR_BAG);
    assert_int_equal(err.code, BEE_ERR_BAG);
    bee_dict *d = tu_dict_text("cat\ncats\nact\n");
    bee_bag_index *bx;
    assert_int_equal(bee_bag_index_build(d, NULL, &bx, &err), BEE_OK);
    bee_result *r = bee_result_new();
    assert_int_equal(bee_bag_parse(NULL, "stac", 4, &bag, &err), BEE_OK);
    assert_int_equal(bee_bag_solve(bx, &bag, NULL, r, &err), BEE_OK);
    assert_int_equal(bee_bag_sort(bx, r, BEE_BAG_ORDER_NONE, &err), BEE_OK);
    assert_int_equal(bee_bag_sort(bx, r, (bee_bag_order)-1, &err), BEE_ERR_ARG);
    assert_int_equal(bee_result_count(r), 3);
    bee_result_free(r);
    bee_bag_index_free(bx);
    bee_dict_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(inits_record_the_size_and_the_defaults),
        cmocka_unit_test(options_are_read_up_to_the_callers_size),
        cmocka_unit_test(a_result_is_read_through_its_accessors),
        cmocka_unit_test(unknown_names_give_one_value),
        cmocka_unit_test(status_codes_have_fixed_values_and_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
