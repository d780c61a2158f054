/*
 * all_out.c - see all_out.h.  Formats:
 *   tsv:  letters, center, count, pangrams, score (+ words, comma-separated)
 *   json: {"puzzle","center","count","pangram_count","score"} (+ "pangrams"
 *         and "words": [...]), as solve writes them (docs/json.md)
 *   text: aeginRt: 537 words, 50 pangrams, 3898 points (the center in
 *         uppercase, so the first field is itself a puzzle for `solve`),
 *         then with --words the answers one a line, pangrams marked '*'.
 * Letters are in alphabetical order; words too.
 */
#include "all_out.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int reserve(all_buf *b, size_t more)
{
    if (b->len + more <= b->cap)
        return 1;
    size_t cap = b->cap ? b->cap : 1 << 16;
    while (cap < b->len + more)
        cap *= 2;
    char *p = realloc(b->p, cap);
    if (!p) {
        b->failed = 1;
        return 0;
    }
    b->p = p;
    b->cap = cap;
    return 1;
}

static void put(all_buf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->p + b->len, s, n);
    b->len += n;
}

static void put_str(all_buf *b, const char *s) { put(b, s, strlen(s)); }

/* Writes at a cursor, for the fixed part of a line (room reserved first). */
static char *cpy(char *q, const char *s, size_t n)
{
    memcpy(q, s, n);
    return q + n;
}

#define CPY(q, literal) cpy(q, literal, sizeof literal - 1)

/* Decimal digits written in place, two at a time (no copy of variable length:
 * a call to memcpy per number cost more than the rest of a line). */
static char *put_u32(char *q, uint32_t v)
{
    static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                "25262728293031323334353637383940414243444546474849"
                                "50515253545556575859606162636465666768697071727374"
                                "75767778798081828384858687888990919293949596979899";
    int n = 1;
    for (uint32_t x = v; x >= 10; x /= 10)
        n++;
    char *e = q + n;
    while (v >= 100) {
        e -= 2;
        memcpy(e, pairs + 2 * (v % 100), 2);
        v /= 100;
    }
    if (v >= 10)
        memcpy(e - 2, pairs + 2 * v, 2);
    else
        e[-1] = (char)('0' + v);
    return q + n;
}

/* The letters alphabetically, kept for the next puzzles of the same set;
 * `upper` gives the center in uppercase instead. */
typedef struct letters_text {
    uint32_t letters;
    size_t n;
    char s[32];
} letters_text;

static char *put_letters(char *q, letters_text *lt, uint32_t letters, uint32_t upper)
{
    if (lt->letters != letters || !lt->n) {
        lt->letters = letters;
        lt->n = 0;
        for (uint32_t m = letters; m; m &= m - 1)
            lt->s[lt->n++] = (char)('a' + __builtin_ctz(m));
    }
    char *start = q;
    if (lt->n <= 16)   /* a fixed-size copy: the line has room to spare */
        memcpy(q, lt->s, 16);
    else
        memcpy(q, lt->s, lt->n);
    q += lt->n;
    if (upper)   /* the center is the (popcount of letters below it)-th letter */
        start[__builtin_popcount(letters & (upper - 1))] -= 'a' - 'A';
    return q;
}

static int write_place(void *arg, size_t place);

void all_out_init(all_out *w, int fd, const cli_common *c, int words, const bee_index *ix,
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
    /* (few places: each buffer grows to its largest chunk and stays) */
    ordered_init(&w->ord, 2 * (size_t)(threads > 0 ? threads : 1) + 1, write_place, w);
}

void all_out_free(all_out *w)
{
    for (int i = 0; i < ALL_OUT_PLACES; i++)
        free(w->buf[i].p);
    for (int i = 0; i < BEE_ALL_MAX_THREADS; i++)
        bee_result_free(w->result[i]);
    ordered_destroy(&w->ord);
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
    bee_solve_options so = {w->scoring, 1, BEE_PLAN_AUTO};
    return bee_solve(w->ix, &pz, &so, r, NULL) == BEE_OK;   /* words come alphabetical */
}

#define LINE_MAX_FIXED 160   /* the longest line before its words */

static void format_one(all_out *w, all_buf *b, letters_text *lt, const bee_all_puzzle *p,
                       bee_result *r)
{
    if (!reserve(b, LINE_MAX_FIXED))
        return;
    char center = (char)('a' + __builtin_ctz(p->center));
    char *q = b->p + b->len;
    switch (w->format) {
    case FORMAT_TSV:
        q = put_letters(q, lt, p->letters, 0);
        *q++ = '\t';
        *q++ = center;
        *q++ = '\t';
        q = put_u32(q, p->count);
        *q++ = '\t';
        q = put_u32(q, p->pangrams);
        *q++ = '\t';
        q = put_u32(q, p->score);
        b->len = (size_t)(q - b->p);
        if (r) {
            put(b, "\t", 1);
            for (size_t i = 0; i < r->count; i++) {
                if (i)
                    put(b, ",", 1);
                put(b, bee_dict_word(w->d, r->words[i]), bee_dict_word_len(w->d, r->words[i]));
            }
        }
        put(b, "\n", 1);
        break;
    case FORMAT_JSON: {   /* the keys and order of solve's records (docs/json.md) */
        q = CPY(q, "{\"puzzle\":\"");
        /* the puzzle as solve writes it: the center, then the others alphabetically */
        *q = center;
        char *rest = put_letters(q + 1, lt, p->letters, 0);
        size_t below = (size_t)__builtin_popcount(p->letters & (p->center - 1));
        memmove(q + 1 + below, q + 2 + below, (size_t)(rest - q - 2 - below));
        q = rest - 1;
        q = CPY(q, "\",\"center\":\"");
        *q++ = center;
        q = CPY(q, "\",\"count\":");
        q = put_u32(q, p->count);
        q = CPY(q, ",\"pangram_count\":");
        q = put_u32(q, p->pangrams);
        q = CPY(q, ",\"score\":");
        q = put_u32(q, p->score);
        b->len = (size_t)(q - b->p);
        if (r) {   /* words are a-z only: nothing to escape */
            for (int pangrams = 1; pangrams >= 0; pangrams--) {
                put_str(b, pangrams ? ",\"pangrams\":[" : ",\"words\":[");
                for (size_t i = 0, n = 0; i < r->count; i++) {
                    uint32_t id = r->words[i];
                    if (pangrams && bee_dict_word_mask(w->d, id) != p->letters)
                        continue;
                    put_str(b, n++ ? ",\"" : "\"");
                    put(b, bee_dict_word(w->d, id), bee_dict_word_len(w->d, id));
                    put(b, "\"", 1);
                }
                put(b, "]", 1);
            }
        }
        put_str(b, "}\n");
        break;
    }
    case FORMAT_TEXT:
        q = put_letters(q, lt, p->letters, p->center);
        q = CPY(q, ": ");
        q = put_u32(q, p->count);
        q = p->count == 1 ? CPY(q, " word, ") : CPY(q, " words, ");
        q = put_u32(q, p->pangrams);
        q = p->pangrams == 1 ? CPY(q, " pangram, ") : CPY(q, " pangrams, ");
        q = put_u32(q, p->score);
        q = p->score == 1 ? CPY(q, " point\n") : CPY(q, " points\n");
        b->len = (size_t)(q - b->p);
        for (size_t i = 0; r && i < r->count; i++) {
            uint32_t id = r->words[i];
            put_str(b, "  ");
            put(b, bee_dict_word(w->d, id), bee_dict_word_len(w->d, id));
            put_str(b, bee_dict_word_mask(w->d, id) == p->letters ? " *\n" : "\n");
        }
        break;
    }
}

/* The ordered writer's `write`: the buffer of `place` (an errno, ENOMEM for
 * a failed allocation, stops everything). */
static int write_place(void *arg, size_t place)
{
    all_out *w = arg;
    all_buf *b = &w->buf[place];
    int e = b->failed ? ENOMEM : out_write_fd(w->fd, b->p, b->len);
    b->len = 0;
    b->failed = 0;
    if (e && !w->error)
        w->error = e;
    return e;
}

int all_out_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    all_out *w = ctx;
    size_t place = ordered_begin(&w->ord, chunk);
    if (place == SIZE_MAX)
        return 1;   /* stopped: a write failed */
    all_buf *b = &w->buf[place];
    bee_result **r = &w->result[worker];
    letters_text lt = {0, 0, {0}};   /* zeroed: fixed-size copies read it whole */
    if (w->words && !*r && !(*r = bee_result_new()))
        b->failed = 1;
    for (size_t i = 0; i < n && !b->failed; i++) {
        if (w->words && !solve_words(w, &p[i], *r)) {
            b->failed = 1;
            break;
        }
        format_one(w, b, &lt, &p[i], w->words ? *r : NULL);
        /* long answer lists: write as we go once it is this chunk's turn */
        if (b->len > (1u << 22))
            ordered_flush(&w->ord, chunk, 0);
    }
    ordered_end(&w->ord, chunk);
    return ordered_stopped(&w->ord);
}
