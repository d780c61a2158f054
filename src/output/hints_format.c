/*
 * hints_format.c - bee_hints as text, JSON or TSV (hints_format.h).
 *
 * json: {"puzzle", "center", "count", "score", "pangram_count",
 *        "perfect_pangram_count", "bingo", "grid": {letter: {length: n}},
 *        "two_letter": {letters: n}, "ranks": [{"name", "score"}] and, with
 *        found words, "found": {"count", "score", "rank", "not_answers"}};
 *        the grid and two-letter list count what is still to find.
 * tsv:  puzzle, count, score, pangram_count, perfect_pangram_count, bingo,
 *       grid (a4:3,a5:1,...), two_letter (ar:5,...), then found_count,
 *       found_score, rank with found words.
 * text: the NYT Hints page's layout: totals, the grid with its totals
 *       (- for none), the two-letter list, the ranks.
 */
#include "output/hints_format.h"

#include <stdint.h>
#include <string.h>

/* Letter i of the record's alphabet (English: 'a' + i), as UTF-8. */
static void out_letter(out *o, const hints_record *r, int i)
{
    char buf[5];
    size_t n = r->alphabet ? bee_alphabet_letter(r->alphabet, i, buf) : 0;
    if (n)
        out_bytes(o, buf, n);
    else
        out_char(o, (char)('a' + i));
}

/* The puzzle's letters, ascending (the grid's rows). */
static int rows_of(const bee_puzzle *p, int *rows)
{
    int n = 0;
    for (uint32_t rest = p->letters; rest; rest &= rest - 1)
        rows[n++] = __builtin_ctz(rest);
    return n;
}

static size_t row_total(const bee_hints *h, int letter)
{
    size_t n = 0;
    for (uint32_t len = bee_hints_shortest(h); len <= bee_hints_longest(h); len++)
        n += bee_hints_grid(h, letter, len);
    return n;
}

static void json_ranks(out *o, const bee_hints *h)
{
    out_str(o, ",\"ranks\":[");
    for (int i = 0; i < BEE_HINTS_RANKS; i++) {
        out_str(o, i ? ",{\"name\":\"" : "{\"name\":\"");
        out_str(o, bee_hints_rank_name(i));
        out_str(o, "\",\"score\":");
        out_u64(o, bee_hints_rank_score(h, i));
        out_char(o, '}');
    }
    out_char(o, ']');
}

static void json_found(out *o, const hints_record *r)
{
    const bee_hints *h = r->hints;
    out_str(o, ",\"found\":{\"count\":");
    out_u64(o, bee_hints_found_count(h));
    out_str(o, ",\"score\":");
    out_u64(o, bee_hints_found_score(h));
    out_str(o, ",\"rank\":\"");
    out_str(o, bee_hints_rank_name(bee_hints_found_rank(h)));
    out_str(o, "\",\"not_answers\":[");
    size_t n;
    const size_t *na = bee_hints_not_answers(h, &n);
    for (size_t i = 0; i < n; i++) {
        if (i)
            out_char(o, ',');
        out_json_str(o, r->found[na[i]], strlen(r->found[na[i]]));
    }
    out_str(o, "]}");
}

/* A JSON record's start, before the puzzle's text. */
#define JSON_OPEN "{\"puzzle\":\""

size_t hints_text_at(hints_style style)
{
    return style == HINTS_JSON ? sizeof JSON_OPEN - 1 : 0;
}

static void format_json(out *o, const hints_record *r)
{
    const bee_hints *h = r->hints;
    const bee_puzzle *p = r->puzzle;
    out_str(o, JSON_OPEN);
    out_str(o, p->text);
    out_str(o, "\",\"center\":\"");
    out_letter(o, r, __builtin_ctz(p->center));
    out_str(o, "\",\"count\":");
    out_u64(o, bee_hints_count(h));
    out_str(o, ",\"score\":");
    out_u64(o, bee_hints_score(h));
    out_str(o, ",\"pangram_count\":");
    out_u64(o, bee_hints_pangrams(h));
    out_str(o, ",\"perfect_pangram_count\":");
    out_u64(o, bee_hints_perfect_pangrams(h));
    out_str(o, bee_hints_bingo(h) ? ",\"bingo\":true" : ",\"bingo\":false");
    out_str(o, ",\"grid\":{");
    int rows[32], n_rows = rows_of(p, rows);
    for (int i = 0; i < n_rows; i++) {
        out_str(o, i ? ",\"" : "\"");
        out_letter(o, r, rows[i]);
        out_str(o, "\":{");
        int first = 1;
        for (uint32_t len = bee_hints_shortest(h); len <= bee_hints_longest(h); len++) {
            size_t n = bee_hints_grid(h, rows[i], len);
            if (!n)
                continue;
            out_str(o, first ? "\"" : ",\"");
            first = 0;
            out_u64(o, len);
            out_str(o, "\":");
            out_u64(o, n);
        }
        out_char(o, '}');
    }
    out_str(o, "},\"two_letter\":{");
    for (size_t i = 0; i < bee_hints_two_letter_count(h); i++) {
        int a, b;
        size_t n = bee_hints_two_letter(h, i, &a, &b);
        out_str(o, i ? ",\"" : "\"");
        out_letter(o, r, a);
        out_letter(o, r, b);
        out_str(o, "\":");
        out_u64(o, n);
    }
    out_char(o, '}');
    json_ranks(o, h);
    if (r->found)
        json_found(o, r);
    out_str(o, "}\n");
}

const char *hints_tsv_header(int with_found)
{
    return with_found ? "puzzle\tcount\tscore\tpangram_count\tperfect_pangram_count\tbingo\tgrid\t"
                        "two_letter\tfound_count\tfound_score\trank\n"
                      : "puzzle\tcount\tscore\tpangram_count\tperfect_pangram_count\tbingo\tgrid\t"
                        "two_letter\n";
}

static void format_tsv(out *o, const hints_record *r)
{
    const bee_hints *h = r->hints;
    out_str(o, r->puzzle->text);
    out_char(o, '\t');
    out_u64(o, bee_hints_count(h));
    out_char(o, '\t');
    out_u64(o, bee_hints_score(h));
    out_char(o, '\t');
    out_u64(o, bee_hints_pangrams(h));
    out_char(o, '\t');
    out_u64(o, bee_hints_perfect_pangrams(h));
    out_str(o, bee_hints_bingo(h) ? "\ttrue\t" : "\tfalse\t");
    int rows[32], n_rows = rows_of(r->puzzle, rows), first = 1;
    for (int i = 0; i < n_rows; i++)
        for (uint32_t len = bee_hints_shortest(h); len <= bee_hints_longest(h); len++) {
            size_t n = bee_hints_grid(h, rows[i], len);
            if (!n)
                continue;
            if (!first)
                out_char(o, ',');
            first = 0;
            out_letter(o, r, rows[i]);
            out_u64(o, len);
            out_char(o, ':');
            out_u64(o, n);
        }
    out_char(o, '\t');
    for (size_t i = 0; i < bee_hints_two_letter_count(h); i++) {
        int a, b;
        size_t n = bee_hints_two_letter(h, i, &a, &b);
        if (i)
            out_char(o, ',');
        out_letter(o, r, a);
        out_letter(o, r, b);
        out_char(o, ':');
        out_u64(o, n);
    }
    if (r->found) {
        out_char(o, '\t');
        out_u64(o, bee_hints_found_count(h));
        out_char(o, '\t');
        out_u64(o, bee_hints_found_score(h));
        out_char(o, '\t');
        out_str(o, bee_hints_rank_name(bee_hints_found_rank(h)));
    }
    out_char(o, '\n');
}

/* A number right-aligned in `width` columns, or '-' for none. */
static void cell(out *o, size_t n, int width)
{
    char buf[24];
    char *end = n ? out_put_u64(buf, n) : (buf[0] = '-', buf + 1);
    for (int pad = width - (int)(end - buf); pad > 0; pad--)
        out_char(o, ' ');
    out_bytes(o, buf, (size_t)(end - buf));
}

static void format_text(out *o, const hints_record *r)
{
    const bee_hints *h = r->hints;
    const bee_puzzle *p = r->puzzle;
    out_str(o, p->text);
    out_str(o, " (center ");
    out_letter(o, r, __builtin_ctz(p->center));
    out_str(o, ")\nwords: ");
    out_u64(o, bee_hints_count(h));
    out_str(o, ", points: ");
    out_u64(o, bee_hints_score(h));
    out_str(o, ", pangrams: ");
    out_u64(o, bee_hints_pangrams(h));
    out_str(o, " (");
    out_u64(o, bee_hints_perfect_pangrams(h));
    out_str(o, bee_hints_bingo(h) ? " perfect), bingo\n" : " perfect)\n");
    if (r->found) {
        out_str(o, "found: ");
        out_u64(o, bee_hints_found_count(h));
        out_str(o, bee_hints_found_count(h) == 1 ? " word, " : " words, ");
        out_u64(o, bee_hints_found_score(h));
        out_str(o, " points, rank ");
        out_str(o, bee_hints_rank_name(bee_hints_found_rank(h)));
        out_char(o, '\n');
        size_t n;
        const size_t *na = bee_hints_not_answers(h, &n);
        for (size_t i = 0; i < n; i++) {
            out_str(o, "not an answer: ");
            out_str(o, r->found[na[i]]);
            out_char(o, '\n');
        }
        out_str(o, "still to find:\n");
    }
    if (!bee_hints_count(h))
        return;
    uint32_t lo = bee_hints_shortest(h), hi = bee_hints_longest(h);
    out_str(o, "   ");
    for (uint32_t len = lo; len <= hi; len++)
        cell(o, len, 4);
    out_str(o, "   sum\n");
    int rows[32], n_rows = rows_of(p, rows);
    for (int i = 0; i < n_rows; i++) {
        out_letter(o, r, rows[i]);
        out_str(o, ": ");
        for (uint32_t len = lo; len <= hi; len++)
            cell(o, bee_hints_grid(h, rows[i], len), 4);
        cell(o, row_total(h, rows[i]), 6);
        out_char(o, '\n');
    }
    out_str(o, "sum");
    size_t all = 0;
    for (uint32_t len = lo; len <= hi; len++) {
        size_t n = 0;
        for (int i = 0; i < n_rows; i++)
            n += bee_hints_grid(h, rows[i], len);
        all += n;
        cell(o, n, 4);
    }
    cell(o, all, 6);
    out_str(o, "\ntwo letters:"); /* a line a first letter */
    for (size_t i = 0, prev = SIZE_MAX; i < bee_hints_two_letter_count(h); i++) {
        int a, b;
        size_t n = bee_hints_two_letter(h, i, &a, &b);
        out_str(o, prev != SIZE_MAX && (size_t)a != prev ? "\n            " : " ");
        prev = (size_t)a;
        out_letter(o, r, a);
        out_letter(o, r, b);
        out_char(o, '-');
        out_u64(o, n);
    }
    out_str(o, "\nranks:");
    for (int i = 0; i < BEE_HINTS_RANKS; i++) {
        out_str(o, i ? ", " : " ");
        out_str(o, bee_hints_rank_name(i));
        out_char(o, ' ');
        out_u64(o, bee_hints_rank_score(h, i));
    }
    out_char(o, '\n');
}

void hints_format(out *o, hints_style style, const hints_record *r)
{
    if (style == HINTS_JSON)
        format_json(o, r);
    else if (style == HINTS_TSV)
        format_tsv(o, r);
    else
        format_text(o, r);
}

static void free_hints(void *h)
{
    bee_hints_free(h);
}

int hints_job_init(hints_job *j, hints_style style, const bee_dict *d, const bee_hints_options *opt)
{
    j->style = style;
    j->d = d;
    j->opt = *opt;
    return pthread_key_create(&j->key, free_hints) == 0 ? 0 : -1;
}

bee_hints *hints_job_hints(hints_job *j)
{
    bee_hints *h = pthread_getspecific(j->key);
    if (!h && (h = bee_hints_new()) && pthread_setspecific(j->key, h) != 0) {
        bee_hints_free(h);
        h = NULL;
    }
    return h;
}

void hints_job_free(hints_job *j)
{
    bee_hints_free(pthread_getspecific(j->key));
    pthread_key_delete(j->key);
}
