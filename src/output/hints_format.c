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

/*
 * The JSON and TSV records are written straight into room reserved once
 * (record_room), through a cursor: a stream of NYT-like puzzles renders one
 * record for each new puzzle (~60 numbers, ~800 bytes), and writing them a
 * piece at a time through out_str and out_u64, each checking for room, cost
 * more than making the hints themselves.
 */

/* Append the literal s at q. */
#define PUT(q, s) (memcpy((q), (s), sizeof(s) - 1), (q) += sizeof(s) - 1)

/* Letter i of the record's alphabet (English: 'a' + i) at q; the end. */
static char *put_letter(char *q, const hints_record *r, int i)
{
    char buf[5];
    size_t n = r->alphabet ? bee_alphabet_letter(r->alphabet, i, buf) : 0;
    if (!n) {
        *q = (char)('a' + i);
        return q + 1;
    }
    memcpy(q, buf, n);
    return q + n;
}

/* Bytes enough for a JSON or TSV record of r without its found part: a
 * number is at most 20 digits (and 4 bytes of room for out_put_small), a
 * letter 4 bytes of UTF-8, a grid cell `,"len":n` or `,Llen:n`. */
static size_t record_room(const hints_record *r)
{
    const bee_hints *h = r->hints;
    size_t rows = (size_t)__builtin_popcount(r->puzzle->letters);
    size_t span = bee_hints_longest(h) - bee_hints_shortest(h) + 1;
    return 1024 + strlen(r->puzzle->text) + rows * 16 + rows * span * 32 +
           bee_hints_two_letter_count(h) * 40;
}

/* The grid's cells of one letter (JSON: `"len":n,...`; TSV: `Llen:n,...`),
 * a comma before each but the first (*first: none written yet); the end. */
static char *put_cells(char *q, const hints_record *r, const out_digits *t, int letter, int json,
                       int *first)
{
    const bee_hints *h = r->hints;
    for (uint32_t len = bee_hints_shortest(h), hi = bee_hints_longest(h); len <= hi; len++) {
        size_t n = bee_hints_grid(h, letter, len);
        if (!n)
            continue;
        if (!*first)
            *q++ = ',';
        *first = 0;
        if (json) {
            *q++ = '"';
            q = out_put_small(q, t, len);
            PUT(q, "\":");
        } else {
            q = put_letter(q, r, letter);
            q = out_put_small(q, t, len);
            *q++ = ':';
        }
        q = out_put_small(q, t, n);
    }
    return q;
}

/* The two-letter list (JSON: `"ab":n,...`; TSV: `ab:n,...`); the end. */
static char *put_pairs(char *q, const hints_record *r, const out_digits *t, int json)
{
    const bee_hints *h = r->hints;
    for (size_t i = 0, count = bee_hints_two_letter_count(h); i < count; i++) {
        int a, b;
        size_t n = bee_hints_two_letter(h, i, &a, &b);
        if (i)
            *q++ = ',';
        if (json)
            *q++ = '"';
        q = put_letter(q, r, a);
        q = put_letter(q, r, b);
        if (json)
            *q++ = '"';
        *q++ = ':';
        q = out_put_small(q, t, n);
    }
    return q;
}

static void format_json(out *o, const hints_record *r)
{
    const bee_hints *h = r->hints;
    const bee_puzzle *p = r->puzzle;
    char *q = out_room(o, record_room(r));
    if (!q)
        return;
    const out_digits *t = out_digits_table();
    PUT(q, JSON_OPEN);
    size_t text = strlen(p->text);
    memcpy(q, p->text, text);
    q += text;
    PUT(q, "\",\"center\":\"");
    q = put_letter(q, r, __builtin_ctz(p->center));
    PUT(q, "\",\"count\":");
    q = out_put_small(q, t, bee_hints_count(h));
    PUT(q, ",\"score\":");
    q = out_put_small(q, t, bee_hints_score(h));
    PUT(q, ",\"pangram_count\":");
    q = out_put_small(q, t, bee_hints_pangrams(h));
    PUT(q, ",\"perfect_pangram_count\":");
    q = out_put_small(q, t, bee_hints_perfect_pangrams(h));
    if (bee_hints_bingo(h))
        PUT(q, ",\"bingo\":true,\"grid\":{");
    else
        PUT(q, ",\"bingo\":false,\"grid\":{");
    int rows[32], n_rows = rows_of(p, rows);
    for (int i = 0; i < n_rows; i++) {
        if (i)
            *q++ = ',';
        *q++ = '"';
        q = put_letter(q, r, rows[i]);
        PUT(q, "\":{");
        int first = 1;
        q = put_cells(q, r, t, rows[i], 1, &first);
        *q++ = '}';
    }
    PUT(q, "},\"two_letter\":{");
    q = put_pairs(q, r, t, 1);
    PUT(q, "},\"ranks\":[");
    for (int i = 0; i < BEE_HINTS_RANKS; i++) {
        PUT(q, "{\"name\":\"");
        const char *name = bee_hints_rank_name(i);
        size_t n = strlen(name);
        memcpy(q, name, n);
        q += n;
        PUT(q, "\",\"score\":");
        q = out_put_small(q, t, bee_hints_rank_score(h, i));
        *q++ = '}';
        *q++ = i + 1 < BEE_HINTS_RANKS ? ',' : ']';
    }
    o->len = (size_t)(q - o->buf);
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
    char *q = out_room(o, record_room(r));
    if (!q)
        return;
    const out_digits *t = out_digits_table();
    size_t text = strlen(r->puzzle->text);
    memcpy(q, r->puzzle->text, text);
    q += text;
    *q++ = '\t';
    q = out_put_small(q, t, bee_hints_count(h));
    *q++ = '\t';
    q = out_put_small(q, t, bee_hints_score(h));
    *q++ = '\t';
    q = out_put_small(q, t, bee_hints_pangrams(h));
    *q++ = '\t';
    q = out_put_small(q, t, bee_hints_perfect_pangrams(h));
    if (bee_hints_bingo(h))
        PUT(q, "\ttrue\t");
    else
        PUT(q, "\tfalse\t");
    int rows[32], n_rows = rows_of(r->puzzle, rows), first = 1;
    for (int i = 0; i < n_rows; i++)
        q = put_cells(q, r, t, rows[i], 0, &first);
    *q++ = '\t';
    q = put_pairs(q, r, t, 0);
    o->len = (size_t)(q - o->buf);
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

int hints_job_record(hints_job *j, out *o, const bee_puzzle *p, const bee_result *r)
{
    bee_hints *h = hints_job_hints(j);
    if (!h || bee_hints_from_result(j->d, p, r, &j->opt, h, NULL) != BEE_OK)
        return -1;
    hints_record rec = {p, h, j->opt.found, j->opt.n_found, hints_alphabet(j->d)};
    hints_format(o, j->style, &rec);
    return 0;
}

void hints_job_free(hints_job *j)
{
    bee_hints_free(pthread_getspecific(j->key));
    pthread_key_delete(j->key);
}
