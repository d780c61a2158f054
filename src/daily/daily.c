/*
 * daily.c - the day's puzzle (bee_experimental.h, "daily"): the list's
 * NYT-like puzzles from bee_all_solve, their letter sets walked by a keyed
 * permutation of day numbers, so that everyone with the same list gets the
 * same puzzle on the same date and no set comes back within `eligible` days.
 *
 * Everything here is integer arithmetic on bee_all_solve's answers in
 * letters order, which are the same on every CPU, kernel and thread count.
 */
#include "core/internal.h"

#include <stdlib.h>
#include <string.h>

/* splitmix64's finalizer: a good 64-bit mix, the same everywhere. */
static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

/* A permutation of [0, n) keyed by `key`: a 4-round Feistel network on the
 * smallest even number of bits that holds n, walked again while the value
 * falls outside [0, n) (cycle walking: still a permutation of [0, n), and
 * the domain is under 4n, so few walks). */
static uint32_t permute(uint32_t i, uint32_t n, uint64_t key)
{
    int half = 1;
    while ((UINT64_C(1) << (2 * half)) < n)
        half++;
    uint32_t mask = (uint32_t)((UINT64_C(1) << half) - 1);
    uint32_t x = i;
    do {
        uint32_t left = x >> half, right = x & mask;
        for (uint32_t round = 0; round < 4; round++) {
            uint32_t next = left ^ ((uint32_t)mix(key ^ ((uint64_t)round << 56) ^ right) & mask);
            left = right;
            right = next;
        }
        x = (left << half) | right;
    } while (x >= n);
    return x;
}

/* Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's
 * days_from_civil). */
static int32_t days_from_civil(int y, int m, int d)
{
    y -= m <= 2;
    int era = y / 400; /* y >= 1969 here: no negative years */
    int yoe = y - era * 400;
    int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return (int32_t)(era * 146097 + doe - 719468);
}

static int leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* "YYYY-MM-DD" as days since 1970-01-01, or BEE_ERR_ARG saying what is wrong. */
static bee_status parse_date(const char *date, int32_t *day, bee_error *err)
{
    if (!date || !*date)
        return bee_fail(err, BEE_ERR_ARG, "no date: give one as YYYY-MM-DD");
    size_t len = strlen(date);
    int shape = len == 10 && date[4] == '-' && date[7] == '-';
    for (size_t i = 0; shape && i < len; i++)
        if (i != 4 && i != 7 && (date[i] < '0' || date[i] > '9'))
            shape = 0;
    if (!shape)
        return bee_fail(err, BEE_ERR_ARG,
                        "date '%.40s'%s: not of the form YYYY-MM-DD (e.g. 2026-11-28)", date,
                        len > 40 ? "..." : "");
    int y = (date[0] - '0') * 1000 + (date[1] - '0') * 100 + (date[2] - '0') * 10 + (date[3] - '0');
    int m = (date[5] - '0') * 10 + (date[6] - '0');
    int d = (date[8] - '0') * 10 + (date[9] - '0');
    static const int month_days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1970)
        return bee_fail(err, BEE_ERR_ARG, "date '%s': before 1970-01-01, the first day", date);
    if (m < 1 || m > 12)
        return bee_fail(err, BEE_ERR_ARG, "date '%s': no month %d (months are 01 to 12)", date, m);
    int last = month_days[m - 1] + (m == 2 && leap(y));
    if (d < 1 || d > last)
        return bee_fail(err, BEE_ERR_ARG, "date '%s': no day %d in %04d-%02d (it has %d days)",
                        date, d, y, m, last);
    *day = days_from_civil(y, m, d);
    return BEE_OK;
}

/* The candidates: every NYT-like puzzle of the list, in letters order. */
static bee_status candidates(const bee_index *ix, bee_all_result **out, bee_error *err)
{
    const bee_alphabet *a = bee_dict_alphabet(bee_index_dict(ix));
    bee_all_options o;
    bee_all_options_init(&o);
    o.size = 7;
    o.min_words = BEE_DAILY_MIN_WORDS;
    o.max_words = BEE_DAILY_MAX_WORDS;
    o.min_score = BEE_DAILY_MIN_SCORE;
    o.max_score = BEE_DAILY_MAX_SCORE;
    o.min_pangrams = 1;
    o.order = BEE_ALL_BY_LETTERS;
    if (bee_alphabet_is_english(a))
        o.exclude = UINT32_C(1) << ('s' - 'a');
    if (bee_alphabet_size(a) < o.size)
        return bee_fail(err, BEE_ERR_EMPTY,
                        "no daily puzzle: the alphabet has fewer than 7 letters");
    return bee_all_solve(ix, &o, out, err);
}

bee_status bee_daily(const bee_index *ix, const char *date, bee_daily_puzzle *out, bee_error *err)
{
    if (!ix || !out)
        return bee_fail(err, BEE_ERR_ARG, "bee_daily: NULL index or output");
    int32_t day = 0;
    bee_status st = parse_date(date, &day, err);
    if (st != BEE_OK)
        return st;
    bee_all_result *all = NULL;
    if ((st = candidates(ix, &all, err)) != BEE_OK)
        return st;
    /* the key: every candidate, so a list with other puzzles walks otherwise;
       the sets: where each new letter set starts in the list */
    uint64_t key = 0;
    uint32_t sets = 0;
    for (size_t i = 0; i < all->count; i++) {
        const bee_all_puzzle *p = &all->puzzles[i];
        key = mix(key ^ ((uint64_t)p->letters << 32 | p->center));
        key = mix(key ^ ((uint64_t)p->count << 32 | p->score));
        if (i == 0 || p->letters != all->puzzles[i - 1].letters)
            sets++;
    }
    if (sets == 0) {
        bee_all_result_free(all);
        return bee_fail(err, BEE_ERR_EMPTY,
                        "no daily puzzle: no 7-letter pangram set of the list has %d to %d answers "
                        "and %d to %d points",
                        BEE_DAILY_MIN_WORDS, BEE_DAILY_MAX_WORDS, BEE_DAILY_MIN_SCORE,
                        BEE_DAILY_MAX_SCORE);
    }
    uint32_t want = permute((uint32_t)day % sets, sets, key), set = 0;
    size_t first = 0;
    for (size_t i = 1; i < all->count && set < want; i++)
        if (all->puzzles[i].letters != all->puzzles[i - 1].letters && ++set == want)
            first = i;
    size_t centers = 1;
    while (first + centers < all->count &&
           all->puzzles[first + centers].letters == all->puzzles[first].letters)
        centers++;
    const bee_all_puzzle *p = &all->puzzles[first + mix(key ^ (uint64_t)day) % centers];

    /* its text: center first, then the other letters alphabetically */
    const bee_alphabet *a = bee_dict_alphabet(bee_index_dict(ix));
    char text[BEE_PUZZLE_TEXT_SIZE], letter[5];
    size_t len = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < bee_alphabet_size(a); i++) {
            uint32_t bit = UINT32_C(1) << i;
            if ((p->letters & bit) && (pass == 0) == (p->center == bit)) {
                size_t n = bee_alphabet_letter(a, i, letter);
                memcpy(text + len, letter, n);
                len += n;
            }
        }
    memset(out, 0, sizeof *out);
    out->count = p->count;
    out->pangrams = p->pangrams;
    out->score = p->score;
    out->day = day;
    out->eligible = sets;
    bee_all_result_free(all);
    return bee_puzzle_parse(a, text, len, 7, &out->puzzle, err);
}
