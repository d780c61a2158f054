/*
 * all_out.c - see all_out.h.  Formats:
 *   json: solve's records (format.c, docs/json.md), the puzzle written as
 *         its center, then the other letters alphabetically;
 *   tsv:  letters, center, count, pangrams, score (+ words, comma-separated);
 *   text: aeginRt: 537 words, 50 pangrams, 3898 points (the center in
 *         uppercase, so the first field is itself a puzzle for `solve`),
 *         then with --words the answers one a line, pangrams marked '*'.
 * Letters are in alphabetical order; words too.  The words come from the
 * record writer in every format.
 */
#include "output/all_out.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Writes at a cursor, for the fixed part of a line (room reserved first). */
static char *cpy(char *q, const char *s, size_t n)
{
    memcpy(q, s, n);
    return q + n;
}

#define CPY(q, literal) cpy(q, literal, sizeof literal - 1)

/* The letters alphabetically, kept for the next puzzles of the same set. */
typedef struct letters_text {
    uint32_t letters;
    size_t n;
    char s[32];
} letters_text;

static const char *letters_of(letters_text *lt, uint32_t letters)
{
    if (lt->letters != letters || !lt->n) {
        lt->letters = letters;
        lt->n = 0;
        for (uint32_t m = letters; m; m &= m - 1)
            lt->s[lt->n++] = (char)('a' + __builtin_ctz(m));
        lt->s[lt->n] = '\0';
    }
    return lt->s;
}

/* The letters at q, the center in uppercase if `upper` (room for all of
 * lt->s at q: without `upper` it is copied whole, a fixed size, no call). */
static char *put_letters(char *q, letters_text *lt, uint32_t letters, char center, int upper)
{
    const char *s = letters_of(lt, letters);
    if (!upper) {
        memcpy(q, s, sizeof lt->s);
        return q + lt->n;
    }
    for (size_t i = 0; i < lt->n; i++)
        *q++ = upper && s[i] == center ? (char)(center - 'a' + 'A') : s[i];
    return q;
}

/* The puzzle as solve writes it: the center, then the others. */
static void puzzle_text(letters_text *lt, uint32_t letters, char center,
                        char text[BEE_MAX_LETTERS + 1])
{
    const char *s = letters_of(lt, letters);
    size_t n = 0;
    text[n++] = center;
    for (size_t i = 0; i < lt->n; i++)
        if (s[i] != center)
            text[n++] = s[i];
    text[n] = '\0';
}

static int write_place(void *arg, size_t place);

int all_out_init(all_out *w, int fd, const cli_common *c, int words, const bee_index *ix,
                 int threads)
{
    memset(w, 0, sizeof *w);
    w->fd = fd;
    w->format = c->format;
    w->words = words;
    w->size = c->size;
    w->scoring = c->scoring;
    w->ix = ix;
    w->d = bee_index_dict(ix);
    for (int i = 0; i < ALL_OUT_PLACES; i++)
        w->buf[i].fd = -1; /* memory buffers, growing from empty */
    /* (few places: each buffer grows to its largest chunk and stays) */
    bee_ordered_init(&w->ord, 2 * (size_t)(threads > 0 ? threads : 1) + 1, write_place, w);
    cli_common rc = *c;
    rc.count_only = !words;
    w->records = record_writer_new(&rc, w->d, 1);
    if (w->format != FORMAT_JSON && (w->digits = malloc(sizeof *w->digits)))
        out_digits_init(w->digits);
    return w->records && (w->format == FORMAT_JSON || w->digits) ? 0 : -1;
}

void all_out_free(all_out *w)
{
    for (int i = 0; i < ALL_OUT_PLACES; i++)
        free(w->buf[i].buf);
    for (int i = 0; i < BEE_ALL_MAX_THREADS; i++)
        bee_result_free(w->result[i]);
    record_writer_free(w->records);
    free(w->digits);
    bee_ordered_destroy(&w->ord);
}

int all_out_header(all_out *w)
{
    if (w->format != FORMAT_TSV)
        return 0;
    const char *h = w->words ? "letters\tcenter\tcount\tpangrams\tscore\twords\n"
                             : "letters\tcenter\tcount\tpangrams\tscore\n";
    return out_write_fd(w->fd, h, strlen(h));
}

/* The answers of one puzzle, alphabetically, into r. */
static int solve_words(all_out *w, const bee_all_puzzle *p, bee_result *r)
{
    bee_puzzle pz = {p->letters, p->center, w->size, ""};
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = w->scoring;
    return bee_solve(w->ix, &pz, &so, r, NULL) == BEE_OK; /* words come alphabetical */
}

#define LINE_MAX_FIXED 160 /* the longest line before its words */
_Static_assert(LINE_MAX_FIXED >= sizeof(((letters_text *)0)->s) + 3 * 24 + 40,
               "a line's fixed part: the letters copied whole, 3 numbers, the words");

static void format_one(all_out *w, out *b, letters_text *lt, const bee_all_puzzle *p,
                       const bee_result *r)
{
    char center = (char)('a' + __builtin_ctz(p->center));
    if (w->format == FORMAT_JSON) {
        bee_puzzle pz = {p->letters, p->center, w->size, ""};
        puzzle_text(lt, p->letters, center, pz.text);
        record_answers a = {NULL, p->count, p->pangrams, p->score, NULL};
        if (r)
            record_answers_of(r, &a);
        format_answers(b, w->records, &pz, &a);
        return;
    }
    if (b->len + LINE_MAX_FIXED > b->cap && out_reserve(b, LINE_MAX_FIXED))
        return;
    const out_digits *dg = w->digits;
    char *q = b->buf + b->len;
    if (w->format == FORMAT_TSV) {
        q = put_letters(q, lt, p->letters, center, 0);
        *q++ = '\t';
        *q++ = center;
        *q++ = '\t';
        q = out_put_small(q, dg, p->count);
        *q++ = '\t';
        q = out_put_small(q, dg, p->pangrams);
        *q++ = '\t';
        q = out_put_small(q, dg, p->score);
        if (r)
            *q++ = '\t';
        b->len = (size_t)(q - b->buf);
        if (r)
            format_words(b, w->records, r, p->letters);
        out_char(b, '\n');
        return;
    }
    q = put_letters(q, lt, p->letters, center, 1);
    q = CPY(q, ": ");
    q = out_put_small(q, dg, p->count);
    q = p->count == 1 ? CPY(q, " word, ") : CPY(q, " words, ");
    q = out_put_small(q, dg, p->pangrams);
    q = p->pangrams == 1 ? CPY(q, " pangram, ") : CPY(q, " pangrams, ");
    q = out_put_small(q, dg, p->score);
    q = p->score == 1 ? CPY(q, " point\n") : CPY(q, " points\n");
    b->len = (size_t)(q - b->buf);
    if (r)
        format_words(b, w->records, r, p->letters);
}

/* The ordered writer's `write`: the buffer of `place` (an errno, ENOMEM for
 * a failed allocation, stops everything). */
static int write_place(void *arg, size_t place)
{
    all_out *w = arg;
    out *b = &w->buf[place];
    int e = b->error ? b->error : out_write_fd(w->fd, b->buf, b->len);
    b->len = 0;
    b->error = 0;
    if (e && !w->error)
        w->error = e;
    return e;
}

int all_out_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    all_out *w = ctx;
    size_t place = bee_ordered_begin(&w->ord, chunk);
    if (place == SIZE_MAX)
        return 1; /* stopped: a write failed */
    out *b = &w->buf[place];
    bee_result **r = &w->result[worker];
    letters_text lt = {0, 0, {0}};
    if (w->words && !*r && !(*r = bee_result_new()))
        b->error = ENOMEM;
    for (size_t i = 0; i < n && !b->error; i++) {
        if (w->words && !solve_words(w, &p[i], *r)) {
            b->error = ENOMEM;
            break;
        }
        format_one(w, b, &lt, &p[i], w->words ? *r : NULL);
        /* long answer lists: write as we go once it is this chunk's turn */
        if (b->len > (1u << 22))
            bee_ordered_flush(&w->ord, chunk, 0);
    }
    bee_ordered_end(&w->ord, chunk);
    return bee_ordered_stopped(&w->ord);
}
