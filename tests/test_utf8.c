/* test_utf8.c - the one UTF-8 decoder (core/utf8.h) against a plain
 * reference written from the definition: a sequence is valid when its lead
 * byte's pattern gives its length, every later byte is 10xxxxxx, and the
 * value it spells is a Unicode scalar value (not a surrogate, at most
 * U+10FFFF) whose shortest encoding has that length.  Compared over every
 * 1- and 2-byte sequence, every 3-byte one, every 4-byte lead and second
 * byte with the third and fourth at the edges of their classes, and every
 * sequence cut short; encode and decode round-trip every scalar value. */
#include "testutil.h"

#include "core/internal.h" /* bee_quote; core/utf8.h */

#include <string.h>

/* The reference: 0 if s[0 .. len) does not start with a valid sequence,
 * else its length, with its value in *cp. */
static size_t ref_decode(const unsigned char *s, size_t len, uint32_t *cp)
{
    size_t n;
    uint32_t v;
    if ((s[0] & 0x80) == 0)
        n = 1, v = s[0];
    else if ((s[0] & 0xe0) == 0xc0)
        n = 2, v = s[0] & 0x1fu;
    else if ((s[0] & 0xf0) == 0xe0)
        n = 3, v = s[0] & 0x0fu;
    else if ((s[0] & 0xf8) == 0xf0)
        n = 4, v = s[0] & 0x07u;
    else
        return 0;
    if (n > len)
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        v = v << 6 | (s[i] & 0x3fu);
    }
    if (v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return 0;
    size_t shortest = v < 0x80 ? 1 : v < 0x800 ? 2 : v < 0x10000 ? 3 : 4;
    if (shortest != n)
        return 0;
    *cp = v;
    return n;
}

/* Both decoders agree on s[0 .. len): length, and value when valid. */
static void same(const unsigned char *s, size_t len)
{
    uint32_t a = 0xffffffffu, b = 0xffffffffu;
    size_t na = bee_utf8_decode(s, len, &a), nb = ref_decode(s, len, &b);
    if (na != nb || (na && a != b))
        fail_msg("%02x %02x %02x %02x (len %zu): decoder %zu U+%04X, reference %zu U+%04X", s[0],
                 len > 1 ? s[1] : 0, len > 2 ? s[2] : 0, len > 3 ? s[3] : 0, len, na, (unsigned)a,
                 nb, (unsigned)b);
}

static void every_short_sequence(void **state)
{
    (void)state;
    unsigned char s[4] = {0};
    for (unsigned a = 0; a < 256; a++) {
        s[0] = (unsigned char)a;
        same(s, 1);
        for (unsigned b = 0; b < 256; b++) {
            s[1] = (unsigned char)b;
            same(s, 2);
            for (unsigned c = 0; c < 256; c++) {
                s[2] = (unsigned char)c;
                same(s, 3);
            }
        }
    }
}

static void four_byte_boundaries(void **state)
{
    (void)state;
    /* each class's edges: ASCII, continuation (lowest, highest, and the
     * second-byte limits of E0, ED, F0, F4), lead bytes */
    static const unsigned char edge[] = {0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0,
                                         0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xf4, 0xff};
    unsigned char s[4];
    for (unsigned a = 0; a < 256; a++)
        for (unsigned b = 0; b < 256; b++)
            for (size_t c = 0; c < sizeof edge; c++)
                for (size_t d = 0; d < sizeof edge; d++) {
                    s[0] = (unsigned char)a, s[1] = (unsigned char)b;
                    s[2] = edge[c], s[3] = edge[d];
                    same(s, 4);
                }
}

/* Every scalar value: encoded, decoded back whole; cut short, refused. */
static void round_trip_and_truncated(void **state)
{
    (void)state;
    for (uint32_t cp = 0; cp <= 0x10ffff; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff)
            continue;
        char buf[4];
        size_t n = bee_utf8_encode(cp, buf);
        uint32_t back = 0;
        assert_int_equal(bee_utf8_decode((const unsigned char *)buf, n, &back), n);
        assert_int_equal(back, cp);
        for (size_t cut = 1; cut < n; cut++)
            if (bee_utf8_decode((const unsigned char *)buf, cut, &back) != 0)
                fail_msg("U+%04X cut to %zu of %zu bytes decoded", (unsigned)cp, cut, n);
    }
}

/* Known answers, so that a reference gone wrong the decoder's way shows. */
static void known_answers(void **state)
{
    (void)state;
    static const struct {
        const char *bytes;
        size_t len, want;
    } cases[] = {
        {"\xc3\xa9", 2, 2},                         /* U+00E9 */
        {"\xc0\x80", 2, 0},                         /* overlong NUL */
        {"\xc1\xbf", 2, 0},                         /* overlong U+007F */
        {"\xe0\x9f\xbf", 3, 0},                     /* overlong U+07FF */
        {"\xe0\xa0\x80", 3, 3},                     /* U+0800 */
        {"\xed\x9f\xbf", 3, 3},                     /* U+D7FF */
        {"\xed\xa0\x80", 3, 0},                     /* U+D800, a surrogate */
        {"\xed\xbf\xbf", 3, 0},                     /* U+DFFF, a surrogate */
        {"\xef\xbf\xbf", 3, 3},                     /* U+FFFF */
        {"\xf0\x8f\xbf\xbf", 4, 0},                 /* overlong U+FFFF */
        {"\xf0\x90\x80\x80", 4, 4},                 /* U+10000 */
        {"\xf4\x8f\xbf\xbf", 4, 4},                 /* U+10FFFF */
        {"\xf4\x90\x80\x80", 4, 0},                 /* U+110000 */
        {"\xf5\x80\x80\x80", 4, 0}, {"\x80", 1, 0}, /* a stray continuation byte */
        {"\xe2\x82", 2, 0},                         /* U+20AC cut short */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint32_t a, b;
        const unsigned char *s = (const unsigned char *)cases[i].bytes;
        assert_int_equal(bee_utf8_decode(s, cases[i].len, &a), cases[i].want);
        assert_int_equal(ref_decode(s, cases[i].len, &b), cases[i].want);
    }
}

/* The quotes of messages go by the same decoder: a surrogate's or an
 * overlong form's bytes are shown as \xHH escapes, a letter as it is. */
static void quotes_show_only_valid_utf8(void **state)
{
    (void)state;
    char out[48];
    bee_quote("\xc3\xa9t\xc3\xa9", 5, out, sizeof out);
    assert_string_equal(out, "\xc3\xa9t\xc3\xa9");
    bee_quote("a\xed\xa0\x80z", 5, out, sizeof out);
    assert_string_equal(out, "a\\xed\\xa0\\x80z");
    bee_quote("\xc0\xafx", 3, out, sizeof out);
    assert_string_equal(out, "\\xc0\\xafx");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_short_sequence),        cmocka_unit_test(four_byte_boundaries),
        cmocka_unit_test(round_trip_and_truncated),    cmocka_unit_test(known_answers),
        cmocka_unit_test(quotes_show_only_valid_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
