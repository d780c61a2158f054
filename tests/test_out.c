/* test_out.c - the program's one output buffer (src/output/out.c): memory
 * buffers that grow (by doubling, in place), file buffers that
 * flush and keep their first error, numbers and JSON strings. */
#define _GNU_SOURCE /* pipe2 */
#include "testutil.h"
#include "output/out.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void memory_buffer_grows(void **state)
{
    (void)state;
    out o;
    assert_int_equal(out_open(&o, -1, 16), 0);
    size_t want = 0;
    for (int i = 0; i < 300000; i++) { /* 3 MB */
        out_str(&o, "abcdefghi");
        out_char(&o, '\n');
        want += 10;
    }
    assert_int_equal(o.error, 0);
    assert_int_equal(o.len, want);
    assert_true(o.cap >= want && (o.cap & (o.cap - 1)) == 0); /* doubled from 16 */
    assert_memory_equal(o.buf + want - 10, "abcdefghi\n", 10);
    assert_int_equal(out_reserve(&o, 5), 0);
    free(o.buf);
}

static char *read_all(int fd, size_t *n)
{
    static char buf[1 << 20];
    size_t len = 0;
    ssize_t k;
    while ((k = read(fd, buf + len, sizeof buf - len)) > 0)
        len += (size_t)k;
    *n = len;
    return buf;
}

static void file_buffer_flushes_in_order(void **state)
{
    (void)state;
    int p[2];
    assert_int_equal(pipe2(p, 0), 0);
    fcntl(p[1], F_SETPIPE_SZ, 1 << 20);
    out o;
    assert_int_equal(out_open(&o, p[1], 64), 0);
    char big[200];
    memset(big, 'z', sizeof big);
    out_str(&o, "head ");
    out_bytes(&o, big, sizeof big); /* larger than the buffer: written through */
    out_u64(&o, 18446744073709551615ull);
    out_char(&o, ' ');
    out_u64(&o, 0);
    out_close(&o);
    close(p[1]);
    size_t n;
    char *got = read_all(p[0], &n);
    close(p[0]);
    assert_int_equal(n, 5 + 200 + 20 + 2);
    assert_memory_equal(got, "head zz", 7);
    assert_memory_equal(got + 205, "18446744073709551615 0", 22);
}

static void first_error_stays(void **state)
{
    (void)state;
    int fd = open("/dev/full", O_WRONLY);
    if (fd < 0)
        skip();
    out o;
    assert_int_equal(out_open(&o, fd, 8), 0);
    out_str(&o, "more than eight bytes");
    assert_int_equal(out_flush(&o), ENOSPC);
    out_str(&o, "x");
    assert_int_equal(out_flush(&o), ENOSPC);
    out_close(&o);
    close(fd);
    assert_int_equal(out_write_fd(-1, "x", 1), EBADF);
}

static void numbers(void **state)
{
    (void)state;
    static const uint64_t v[] = {0, 9, 10, 99, 100, 12345, 4294967296ull, 18446744073709551615ull};
    for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
        char want[32], got[32];
        snprintf(want, sizeof want, "%llu", (unsigned long long)v[i]);
        char *end = out_put_u64(got, v[i]);
        assert_int_equal((size_t)(end - got), strlen(want));
        assert_memory_equal(got, want, strlen(want));
    }
}

/* The table path against printf: every value it holds, both edges of the
 * table, and random large values (they go on to out_put_u64). */
static void small_numbers(void **state)
{
    (void)state;
    const out_digits *t = out_digits_table();
    assert_ptr_equal(t, out_digits_table()); /* one table */
    uint64_t x = 88172645463325252ull;
    for (uint64_t i = 0; i < OUT_DIGITS_N + 2000; i++) {
        uint64_t v = i;
        if (i >= OUT_DIGITS_N + 1000) { /* xorshift64, shifted to mixed lengths */
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            v = x >> (x % 64);
        }
        char want[32], got[32];
        memset(got, '#', sizeof got);
        snprintf(want, sizeof want, "%llu", (unsigned long long)v);
        char *end = out_put_small(got, t, v);
        assert_int_equal((size_t)(end - got), strlen(want));
        assert_memory_equal(got, want, strlen(want));
    }
}

static void json_strings(void **state)
{
    (void)state;
    static const struct {
        const char *in;
        size_t n;
        const char *want;
    } cases[] = {
        {"plain", 5, "\"plain\""},
        {"a\"b\\c", 5, "\"a\\\"b\\\\c\""},
        {"\t\n\x01\x7f", 4, "\"\\u0009\\u000a\\u0001\\u007f\""},
        {"caf\xc3\xa9", 5, "\"caf\xc3\xa9\""}, /* valid UTF-8 passes */
        {"\xe2\x82\xac!", 4, "\"\xe2\x82\xac!\""},
        {"\xff"
         "a",
         2, "\"\\ufffda\""},                                         /* an invalid byte */
        {"\xc0\xaf", 2, "\"\\ufffd\\ufffd\""},                       /* overlong */
        {"\xed\xa0\x80", 3, "\"\\ufffd\\ufffd\\ufffd\""},            /* a surrogate */
        {"\xf4\x90\x80\x80", 4, "\"\\ufffd\\ufffd\\ufffd\\ufffd\""}, /* > U+10FFFF */
        {"\xe2\x82", 2, "\"\\ufffd\\ufffd\""},                       /* cut short */
        {"", 0, "\"\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        out o;
        assert_int_equal(out_open(&o, -1, 1), 0);
        out_json_str(&o, cases[i].in, cases[i].n);
        assert_int_equal(o.len, strlen(cases[i].want));
        assert_memory_equal(o.buf, cases[i].want, o.len);
        free(o.buf);
    }
}

static void pages(void **state)
{
    (void)state;
    char *small = out_alloc_pages(1000), *large = out_alloc_pages(OUT_HUGE_MIN + 1);
    assert_non_null(small);
    assert_non_null(large);
    assert_true((uintptr_t)large % OUT_HUGE_PAGE == 0);
    memset(small, 1, 1000);
    memset(large, 1, OUT_HUGE_MIN + 1);
    free(small);
    free(large);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(memory_buffer_grows),
        cmocka_unit_test(file_buffer_flushes_in_order),
        cmocka_unit_test(first_error_stays),
        cmocka_unit_test(numbers),
        cmocka_unit_test(small_numbers),
        cmocka_unit_test(json_strings),
        cmocka_unit_test(pages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
