#define _POSIX_C_SOURCE 200809L /* setenv, strdup */
/*
 * test_dispatch.c - the one kernel table (src/core/cpu.c): every row's CPU feature
 * list must be exactly the -m flags its kernel's object (all its families)
 * is compiled with (CMake passes each object's compile options as
 * "kernel=options" arguments, one per built kernel: run without them, that
 * check is skipped), every built row has the entry points of every family,
 * and a BEE_KERNEL naming no usable kernel is an error with an exact message,
 * never a silent fallback.
 */
#include "testutil.h"
#include "solve/index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int g_argc;
static char **g_argv;

/* The words of `s` that start with "-m", without it, sorted, space-joined. */
static void m_flags(const char *s, char *out, size_t cap)
{
    char words[32][40];
    int n = 0;
    while (*s && n < 32) {
        while (*s == ' ' || *s == ',')
            s++;
        size_t len = strcspn(s, " ,");
        if (len > 2 && len < 40 && s[0] == '-' && s[1] == 'm') {
            memcpy(words[n], s + 2, len - 2);
            words[n++][len - 2] = '\0';
        }
        s += len;
    }
    for (int i = 1; i < n; i++) /* insertion sort */
        for (int j = i; j > 0 && strcmp(words[j - 1], words[j]) > 0; j--) {
            char t[40];
            memcpy(t, words[j], 40);
            memcpy(words[j], words[j - 1], 40);
            memcpy(words[j - 1], t, 40);
        }
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i)
            strncat(out, " ", cap - strlen(out) - 1);
        strncat(out, words[i], cap - strlen(out) - 1);
    }
}

/* Every family's entry point of kernel k is there. */
static int has_every_family(bee_kernel_id k)
{
    return bee_kernel_scan_fn(k) && bee_kernel_filter_fn(k) && bee_kernel_bag_scan_fn(k) &&
           bee_kernel_lines_fn(k) && bee_kernel_line_fits_fn(k) && bee_kernel_words_fn(k) &&
           bee_kernel_ranks_walk_fn(k) && bee_kernel_ranks_sort_fn(k);
}

static void features_match_compile_flags(void **state)
{
    (void)state;
    if (g_argc < 2) {
        fprintf(stderr, "# no compile options given (run through ctest): skipped\n");
        skip();
    }
    int checked = 0;
    for (int i = 1; i < g_argc; i++) {
        const char *eq = strchr(g_argv[i], '=');
        assert_non_null(eq);
        char name[32];
        size_t len = (size_t)(eq - g_argv[i]);
        assert_true(len < sizeof name);
        memcpy(name, g_argv[i], len);
        name[len] = '\0';
        int k = bee_kernel_from_name(name);
        assert_true(k >= 0);
        char want[512], got[512];
        m_flags(eq + 1, want, sizeof want);
        /* the row's "avx2 bmi" as "-mavx2 -mbmi" */
        char spaced[1024] = "";
        for (const char *p = bee_kernel_features((bee_kernel_id)k); *p;) {
            size_t n = strcspn(p, " ");
            strcat(spaced, " -m");
            strncat(spaced, p, n);
            p += n;
            p += *p == ' ';
        }
        m_flags(spaced, got, sizeof got);
        if (strcmp(want, got) != 0)
            fail_msg("kernel object %s is compiled with [%s] but its table row asks the CPU "
                     "for [%s]",
                     name, want, got);
        assert_true(has_every_family((bee_kernel_id)k));
        checked++;
    }
    int built = 0;
    for (int k = 0; k < BEE_KERNEL_COUNT; k++)
        built += bee_kernel_built((bee_kernel_id)k);
    assert_int_equal(checked, built); /* no built kernel left unchecked */
    fprintf(stderr, "# %d kernel objects checked against the table\n", checked);
}

static void built_rows_are_whole(void **state)
{
    (void)state;
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        /* a row has all its families or none */
        int has_scan = bee_kernel_scan_fn((bee_kernel_id)k) != NULL;
        assert_int_equal(has_scan, bee_kernel_filter_fn((bee_kernel_id)k) != NULL);
        assert_int_equal(has_scan, bee_kernel_bag_scan_fn((bee_kernel_id)k) != NULL);
        assert_int_equal(has_scan, bee_kernel_lines_fn((bee_kernel_id)k) != NULL);
        assert_int_equal(has_scan, bee_kernel_line_fits_fn((bee_kernel_id)k) != NULL);
        assert_int_equal(has_scan, bee_kernel_words_fn((bee_kernel_id)k) != NULL);
        assert_int_equal(has_scan, bee_kernel_ranks_walk_fn((bee_kernel_id)k) != NULL);
        assert_int_equal(has_scan, bee_kernel_ranks_sort_fn((bee_kernel_id)k) != NULL);
        assert_int_equal(has_scan, bee_kernel_built((bee_kernel_id)k));
        /* the byte select, public: there exactly when the kernel runs here */
        assert_int_equal(bee_select_bytes_fn((bee_kernel_id)k) != NULL,
                         bee_kernel_runnable((bee_kernel_id)k));
        if (bee_kernel_runnable((bee_kernel_id)k))
            assert_int_equal(bee_kernel_check((bee_kernel_id)k, NULL), BEE_OK);
    }
    assert_true(bee_kernel_runnable(BEE_KERNEL_SCALAR));
    assert_string_equal(bee_kernel_features(BEE_KERNEL_SCALAR), "");
}

static void bee_kernel_env_is_checked(void **state)
{
    (void)state;
    const char *words[] = {"rate", "tearing"};
    bee_dict *d = tu_dict_of(words, 2);
    const char *saved = getenv("BEE_KERNEL");
    char *keep = saved ? strdup(saved) : NULL;
    bee_index *ix = NULL;
    bee_bag_index *bx = NULL;
    bee_error err;

    setenv("BEE_KERNEL", "bogus", 1);
    assert_int_equal(bee_index_build(d, NULL, &ix, &err), BEE_ERR_KERNEL);
    assert_string_equal(
        err.message,
        "BEE_KERNEL='bogus' names no kernel (auto, scalar, avx2, avx512, neon or wasm)");
    assert_int_equal(bee_bag_index_build(d, NULL, &bx, &err), BEE_ERR_KERNEL);
    assert_string_equal(
        err.message,
        "BEE_KERNEL='bogus' names no kernel (auto, scalar, avx2, avx512, neon or wasm)");
    /* an explicit kernel does not read the variable */
    bee_index_options o;
    bee_index_options_init(&o);
    o.kernel = BEE_KERNEL_SCALAR;
    assert_int_equal(bee_index_build(d, &o, &ix, &err), BEE_OK);
    assert_int_equal(bee_index_kernel(ix), BEE_KERNEL_SCALAR);
    assert_int_equal(bee_index_set_kernel(ix, BEE_KERNEL_AUTO, &err), BEE_ERR_KERNEL);
    bee_index_free(ix);

    setenv("BEE_KERNEL", "scalar", 1);
    assert_int_equal(bee_index_build(d, NULL, &ix, &err), BEE_OK);
    assert_int_equal(bee_index_kernel(ix), BEE_KERNEL_SCALAR);
    bee_index_free(ix);
    setenv("BEE_KERNEL", "auto", 1);
    assert_int_equal(bee_index_build(d, NULL, &ix, &err), BEE_OK);
    bee_index_free(ix);

    for (int k = 0; k < BEE_KERNEL_COUNT; k++) { /* one message for "cannot" */
        if (bee_kernel_runnable((bee_kernel_id)k))
            continue;
        setenv("BEE_KERNEL", bee_kernel_name((bee_kernel_id)k), 1);
        assert_int_equal(bee_index_build(d, NULL, &ix, &err), BEE_ERR_KERNEL);
        char want[600];
        bee_kernel_check((bee_kernel_id)k, NULL);
        bee_error why;
        bee_kernel_check((bee_kernel_id)k, &why);
        snprintf(want, sizeof want, "BEE_KERNEL=%s: %s", bee_kernel_name((bee_kernel_id)k),
                 why.message);
        assert_string_equal(err.message, want);
    }
    if (keep) {
        setenv("BEE_KERNEL", keep, 1);
        free(keep);
    } else {
        unsetenv("BEE_KERNEL");
    }
    bee_dict_free(d);
}

int main(int argc, char **argv)
{
    g_argc = argc;
    g_argv = argv;
    tu_print_platform("dispatch");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(features_match_compile_flags),
        cmocka_unit_test(built_rows_are_whole),
        cmocka_unit_test(bee_kernel_env_is_checked),
    };
    return cmocka_run_group_tests_name("dispatch", tests, NULL, NULL);
}
