/* testutil.c - see testutil.h. */
#include "testutil.h"
#include "solve/index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint64_t tu_next(tu_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint32_t tu_below(tu_rng *r, uint32_t n)
{
    return (uint32_t)(tu_next(r) % n);
}

bee_dict *tu_dict_text(const char *text)
{
    bee_dict *d = NULL;
    bee_error err;
    bee_status s = bee_dict_load_memory(text, strlen(text), "test", NULL, &d, &err);
    if (s != BEE_OK)
        fail_msg("dictionary refused: %s", err.message);
    return d;
}

bee_dict *tu_dict_of(const char *const *words, size_t n)
{
    size_t len = 0;
    for (size_t i = 0; i < n; i++)
        len += strlen(words[i]) + 1;
    char *text = malloc(len + 1);
    assert_non_null(text);
    char *p = text;
    for (size_t i = 0; i < n; i++) {
        size_t l = strlen(words[i]);
        memcpy(p, words[i], l);
        p += l;
        *p++ = '\n';
    }
    *p = '\0';
    bee_dict *d = tu_dict_text(text);
    free(text);
    return d;
}

char *tu_random_words(tu_rng *r, size_t n, int max_len, const char *alphabet)
{
    size_t na = strlen(alphabet);
    char *text = malloc(n * ((size_t)max_len + 1) + 1);
    assert_non_null(text);
    char *p = text;
    for (size_t i = 0; i < n; i++) {
        int len = 1 + (int)tu_below(r, (uint32_t)max_len);
        for (int j = 0; j < len; j++)
            *p++ = alphabet[tu_below(r, (uint32_t)na)];
        *p++ = '\n';
    }
    *p = '\0';
    return text;
}

bee_dict *tu_random_dict(tu_rng *r, size_t n, int max_len, const char *alphabet)
{
    char *text = tu_random_words(r, n, max_len, alphabet);
    bee_dict *d = tu_dict_text(text);
    free(text);
    return d;
}

void tu_random_puzzle(tu_rng *r, int size, const char *alphabet, bee_puzzle *p)
{
    if (!alphabet)
        alphabet = "abcdefghijklmnopqrstuvwxyz";
    size_t na = strlen(alphabet);
    char text[27];
    uint32_t used = 0;
    int n = 0;
    while (n < size) {
        char c = alphabet[tu_below(r, (uint32_t)na)];
        uint32_t bit = 1u << (c - 'a');
        if (used & bit)
            continue;
        used |= bit;
        text[n++] = c;
    }
    text[n] = '\0';
    *p = tu_puzzle(text, size);
}

bee_puzzle tu_puzzle(const char *text, int size)
{
    bee_puzzle p;
    bee_error err;
    if (bee_puzzle_parse(NULL, text, strlen(text), size, &p, &err) != BEE_OK)
        fail_msg("puzzle %s refused: %s", text, err.message);
    return p;
}

uint32_t tu_next_set(uint32_t set)
{
    uint32_t low = set & -set, up = set + low;
    return up | (((set ^ up) >> 2) / low);
}

bee_puzzle tu_puzzle_of_set(uint32_t set, int c)
{
    char text[27];
    int n = 0;
    for (int l = 0; l < 26; l++)
        if (set >> l & 1)
            text[n++] = (char)('a' + l);
    text[n] = '\0';
    char t = text[0]; /* the center first */
    text[0] = text[c];
    text[c] = t;
    return tu_puzzle(text, n);
}

uint32_t tu_random_word_set(const bee_dict *d, tu_rng *r, int letters)
{
    uint32_t m;
    do
        m = bee_dict_word_mask(d, tu_below(r, (uint32_t)bee_dict_size(d)));
    while (bee_popcount32(m) != (uint32_t)letters);
    return m;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

int tu_same(const bee_result *want, bee_result *got, char *why, size_t cap)
{
    if (want->count != got->count || want->pangrams != got->pangrams || want->score != got->score) {
        snprintf(why, cap, "count/pangrams/score %zu/%zu/%llu, reference %zu/%zu/%llu", got->count,
                 got->pangrams, (unsigned long long)got->score, want->count, want->pangrams,
                 (unsigned long long)want->score);
        return 0;
    }
    if (got->count > 1)
        qsort(got->words, got->count, sizeof *got->words, cmp_u32);
    for (size_t i = 0; i < want->count; i++)
        if (want->words[i] != got->words[i]) {
            snprintf(why, cap, "answer %zu is word %u, reference has %u", i, got->words[i],
                     want->words[i]);
            return 0;
        }
    return 1;
}

void tu_assert_same(const bee_result *want, bee_result *got, const char *what)
{
    char why[200];
    if (!tu_same(want, got, why, sizeof why))
        fail_msg("%s: %s", what, why);
}

void tu_assert_same_totals(const bee_result *want, const bee_result *got)
{
    assert_int_equal(got->count, want->count);
    assert_int_equal(got->pangrams, want->pangrams);
    assert_int_equal(got->score, want->score);
}

void tu_check_random_dicts(tu_rng *r, int puzzles, tu_dict_check check)
{
    static const char *alphabets[] = {"abcdefghijklmnopqrstuvwxyz", "etaoinshrdlucm", "aeginrt",
                                      "eeeeeeetaoinshrdlucmfwypvbgkjqxz"};
    for (size_t a = 0; a < 4; a++)
        for (size_t n = 1; n <= 4000; n *= 4) {
            bee_dict *d = tu_random_dict(r, n, 10, alphabets[a]);
            check(d, r, puzzles, a == 2 ? "aeginrtbcdfhjk" : NULL, NULL);
            bee_dict_free(d);
        }
}

void tu_check_one_set_dict(tu_rng *r, int puzzles, tu_dict_check check)
{
    const char *words[] = {"tearing", "granite", "ingrate",  "taringe",
                           "gratine", "regatin", "aerating", "treating"};
    bee_dict *d = tu_dict_of(words, 8);
    const char *fixed[] = {"raegint", "aegintr", "bcdefgh", "zaegint", NULL};
    check(d, r, puzzles, NULL, fixed);
    bee_dict_free(d);
}

void tu_check_no_center_dict(tu_rng *r, size_t words, int puzzles, tu_dict_check check)
{
    bee_dict *d = tu_random_dict(r, words, 9, "abcdefghijklmnopqrstuvwxy"); /* no z */
    const char *fixed[] = {"zabcdef", "zaeinrs", "zyxwvut", NULL};
    check(d, r, puzzles, NULL, fixed);
    bee_dict_free(d);
}

bee_dict *tu_system_dict(void)
{
    bee_dict *d = NULL;
    bee_error err;
    if (bee_dict_load_file("/usr/share/dict/american-english", NULL, &d, &err) != BEE_OK)
        return NULL;
    return d;
}

bee_dict *tu_need_system_dict(void)
{
    bee_dict *d = tu_system_dict();
    if (!d)
        fail_msg("/usr/share/dict/american-english missing: install wamerican");
    return d;
}

void tu_print_platform(const char *suite)
{
    fprintf(stderr, "# %s: cpu [%s], compiler %s, kernels runnable:", suite, bee_cpu_features(),
#if defined(__clang__)
            "clang " __clang_version__
#elif defined(__GNUC__)
            "gcc " __VERSION__
#else
            "unknown"
#endif
    );
    for (int k = 0; k < BEE_KERNEL_COUNT; k++)
        if (bee_kernel_runnable((bee_kernel_id)k))
            fprintf(stderr, " %s", bee_kernel_name((bee_kernel_id)k));
    fprintf(stderr, "; auto picks %s\n", bee_kernel_name(bee_kernel_best()));
}

void tu_assert_same_index(const bee_dict *d, const bee_index *ix, const bee_dict *ld,
                          const bee_index *lix)
{
    assert_int_equal(ld->n, d->n);
    for (uint32_t i = 0; i < d->n; i++) {
        assert_string_equal(bee_dict_word(ld, i), bee_dict_word(d, i));
        assert_int_equal(bee_dict_word_mask(ld, i), bee_dict_word_mask(d, i));
        assert_int_equal(bee_dict_word_len(ld, i), bee_dict_word_len(d, i));
    }
    assert_memory_equal(&ld->stats, &d->stats, sizeof d->stats);
    bee_index_info a, b;
    bee_index_get_info(ix, &a);
    bee_index_get_info(lix, &b);
    assert_int_equal(a.words, b.words);
    assert_int_equal(a.masks, b.masks);
    assert_int_equal(a.narrow_masks, b.narrow_masks);
    assert_int_equal(a.blocks, b.blocks);
    assert_int_equal(a.narrow_blocks, b.narrow_blocks);
    assert_int_equal(a.min_len, b.min_len);
    assert_int_equal(a.block_size, b.block_size);
    assert_int_equal(a.sort, b.sort);
    const bee_blocks *x = &ix->scan_data, *y = &lix->scan_data;
    assert_memory_equal(x->masks, y->masks, 4 * (ix->n_masks + BEE_COLUMN_PAD));
    assert_memory_equal(x->block_and, y->block_and, 4 * (x->n_blocks + BEE_COLUMN_PAD));
    assert_memory_equal(x->block_or, y->block_or, 4 * (x->n_blocks + BEE_COLUMN_PAD));
    assert_memory_equal(x->block_start, y->block_start, 4 * (x->n_blocks + 1));
    if (ix->n_narrow_blocks)
        assert_memory_equal(ix->block_key, lix->block_key, 4 * ix->n_narrow_blocks);
    assert_memory_equal(ix->rank, lix->rank, sizeof ix->rank);
    assert_int_equal(ix->ranged, lix->ranged);
    if (ix->n_masks)
        assert_memory_equal(ix->sets, lix->sets, sizeof *ix->sets * ix->n_masks);
    assert_memory_equal(ix->word_ids, lix->word_ids, 4 * (ix->n_words + BEE_WORD_PAD));
}

void tu_check_hints_options(const bee_index *ix, const bee_puzzle *p, tu_rng *r,
                            tu_hints_check check, void *ctx)
{
    const bee_dict *d = bee_index_dict(ix);
    bee_result *res = bee_result_new();
    assert_int_equal(bee_solve(ix, p, NULL, res, NULL), BEE_OK);
    size_t n, k = 0;
    const uint32_t *ids = bee_result_words(res, &n);
    const char *found[8];
    for (size_t i = 0; i < n && k < 6; i++)
        if (tu_below(r, 3) == 0)
            found[k++] = bee_dict_word(d, ids[i]);
    found[k++] = "zzzzqq";
    found[k++] = "no";
    bee_hints_options o;
    bee_hints_options_init(&o);
    check(d, p, res, &o, ctx);
    o.found = found;
    o.n_found = k;
    check(d, p, res, &o, ctx);
    bee_result_free(res);
}
