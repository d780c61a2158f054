/*
 * all_out.c - see all_out.h.  Formats:
 *   json: solve's records (format.c, docs/json.md), the puzzle written as
 *         its center, then the other letters alphabetically;
 *   tsv:  letters, center, count, pangrams, score (+ words, comma-separated);
 *   text: aeginRt: 537 words, 50 pangrams, 3898 points (the center in
 *         uppercase, so the first field is itself a puzzle for `solve`;
 *         a center with no uppercase form comes first instead),
 *         then with --words the answers one a line, pangrams marked '*'.
 * Letters are in the alphabet's order (bit order; a-z for English), each
 * in UTF-8 (the dictionary's alphabet: `abcdeÇl`); words alphabetical.  The
 * words come from the record writer in every format.
 */
#include "output/all_out.h"

#include "bee_experimental.h"

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

static char *put_letter_set(char *q, const all_out *w, uint32_t set);

/* The letters in order, kept for the next puzzles of the same set. */
typedef struct letters_text {
    uint32_t letters;
    size_t n;                    /* bytes */
    uint8_t at[ALL_OUT_LETTERS]; /* where each letter of the set starts in s */
    char s[ALL_OUT_LETTER_BYTES * BEE_ALL_MAX_SIZE + 1];
} letters_text;

/* A TSV line's pieces that the puzzles of a set share (they differ only in
 * the center, its count and score): "letters\t" and "\tpangrams\t", made
 * once a set and copied whole at every line. */
typedef struct tsv_set {
    uint32_t letters, pangrams;
    size_t head_n, mid_n; /* 0: none made yet */
    size_t last_at;       /* where the last letter starts in head */
    char head[ALL_OUT_LETTER_BYTES * BEE_ALL_MAX_SIZE + 16];
    char mid[16]; /* a tab, up to 10 digits, a tab; copied as 16 bytes */
} tsv_set;

/* Letter l's UTF-8 (uppercase if `upper`) at q, which has room for
 * ALL_OUT_LETTER_BYTES: copied at that fixed size, one move instead of a
 * loop a byte (4.6 million lines for `all --any`), q moved by its length. */
static char *put_letter(char *q, const all_out *w, int l, int upper)
{
    memcpy(q, upper ? w->upper[l] : w->letter[l], ALL_OUT_LETTER_BYTES);
    return q + (upper ? w->upper_len[l] : w->letter_len[l]);
}

static const char *letters_of(const all_out *w, letters_text *lt, uint32_t letters)
{
    if (lt->letters != letters || !lt->n) {
        lt->letters = letters;
        char *q = lt->s;
        for (uint32_t m = letters; m; m &= m - 1) {
            lt->at[__builtin_ctz(m)] = (uint8_t)(q - lt->s);
            q = put_letter(q, w, __builtin_ctz(m), 0);
        }
        lt->n = (size_t)(q - lt->s);
        lt->s[lt->n] = '\0';
    }
    return lt->s;
}

/* The letters at q; with `upper`, the `center` bit in uppercase, or first
 * when it has no uppercase form here (Greek, say: the other form of puzzle
 * `solve` reads). */
static char *put_letters(char *q, const all_out *w, letters_text *lt, uint32_t letters,
                         uint32_t center, int upper)
{
    letters_of(w, lt, letters);
    if (!upper) {
        if (lt->n <= 16) { /* a fixed size: no call (the line's room and s both hold it) */
            memcpy(q, lt->s, 16);
            return q + lt->n;
        }
        memcpy(q, lt->s, lt->n);
        return q + lt->n;
    }
    int c = __builtin_ctz(center);
    if (w->one_byte) { /* a-z: the byte loop that English always had */
        const char *s = lt->s, low = w->letter[c][0], up = w->upper[c][0];
        for (size_t i = 0; i < lt->n; i++)
            *q++ = s[i] == low ? up : s[i];
        return q;
    }
    size_t a = lt->at[c], e = a + w->letter_len[c];
    if (!w->has_upper[c]) {
        q = put_letter(q, w, c, 0);
        a = 0;
    } else {
        memcpy(q, lt->s, a);
        q = put_letter(q + a, w, c, 1);
    }
    memcpy(q, lt->s + a, lt->at[c] - a); /* before the center, if put first */
    q += lt->at[c] - a;
    memcpy(q, lt->s + e, lt->n - e);
    return q + lt->n - e;
}

/* The puzzle as solve writes it: the center, then the others (room checked
 * by take_letters; put_letter's slack is in `at`). */
static void puzzle_text(const all_out *w, uint32_t letters, uint32_t center,
                        char text[BEE_PUZZLE_TEXT_SIZE])
{
    char at[BEE_PUZZLE_TEXT_SIZE + ALL_OUT_LETTER_BYTES];
    char *q = put_letter(at, w, __builtin_ctz(center), 0);
    q = put_letter_set(q, w, letters & ~center);
    memcpy(text, at, (size_t)(q - at));
    text[q - at] = '\0';
}

static int write_place(void *arg, size_t place);

/* The letters of `set` in order at q. */
static char *put_letter_set(char *q, const all_out *w, uint32_t set)
{
    for (uint32_t m = set; m; m &= m - 1)
        q = put_letter(q, w, __builtin_ctz(m), 0);
    return q;
}

/* A JSON record goes through a bee_puzzle: its text holds any puzzle of
 * every puzzle at once, each letter at most ALL_OUT_LETTER_BYTES. */
_Static_assert(BEE_ALL_MAX_SIZE *ALL_OUT_LETTER_BYTES < BEE_PUZZLE_TEXT_SIZE,
               "a bee_puzzle's text holds every puzzle of bee_all_*");

/* Each letter's UTF-8, both cases. */
static void take_letters(all_out *w, const bee_alphabet *a)
{
    int n = bee_alphabet_size(a);
    for (int l = 0; l < n; l++) {
        w->letter_len[l] = (uint8_t)bee_alphabet_letter(a, l, w->letter[l]);
        w->upper_len[l] = (uint8_t)bee_alphabet_letter_upper(a, l, w->upper[l]);
        w->has_upper[l] = strcmp(w->upper[l], w->letter[l]) != 0;
        memcpy(w->center[l], w->letter[l], w->letter_len[l]);
        w->center[l][w->letter_len[l]] = '\t';
        w->center_len[l] = (uint8_t)(w->letter_len[l] + 1);
    }
    w->one_byte = w->narrow = 1;
    for (int l = 0; l < n; l++) {
        w->one_byte &= w->letter_len[l] == 1 && w->upper_len[l] == 1 && w->has_upper[l];
        w->narrow &= w->letter_len[l] == 1;
    }
}

int all_out_init(all_out *w, int fd, const cli_common *c, int words, const bee_dict *d,
                 const bee_index *ix, int threads)
{
    memset(w, 0, sizeof *w);
    w->fd = fd;
    w->format = c->format;
    w->words = words;
    w->size = c->size;
    w->scoring = c->scoring;
    w->ix = ix;
    w->d = d;
    w->index = c->index;
    for (int i = 0; i < ALL_OUT_PLACES; i++)
        w->buf[i].fd = -1; /* memory buffers, growing from empty */
    /* (few places: each buffer grows to its largest chunk and stays) */
    bee_ordered_init(&w->ord, 2 * (size_t)(threads > 0 ? threads : 1) + 1, write_place, w);
    cli_common rc = *c;
    rc.count_only = !words;
    w->records = record_writer_new(&rc, w->d, 1);
    if (!w->records)
        return -1;
    if (w->format != FORMAT_JSON) /* tsv, text: the numbers from the table */
        w->digits = out_digits_table();
    take_letters(w, bee_dict_alphabet(w->d));
    return 0;
}

void all_out_free(all_out *w)
{
    for (int i = 0; i < ALL_OUT_PLACES; i++)
        free(w->buf[i].buf);
    for (int i = 0; i < BEE_ALL_MAX_THREADS; i++)
        bee_result_free(w->result[i]);
    record_writer_free(w->records);
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
    bee_puzzle pz; /* set field by field: an initialiser would clear all of
                    * text[] (125 bytes) a puzzle; a solve reads no text */
    pz.letters = p->letters;
    pz.center = p->center;
    pz.size = w->size;
    pz.text[0] = '\0';
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.scoring = w->scoring;
    return bee_solve(w->ix, &pz, &so, r, NULL) == BEE_OK; /* words come alphabetical */
}

/* The pieces of a set, unless ts has them. */
static void tsv_set_take(const all_out *w, tsv_set *ts, uint32_t letters, uint32_t pangrams)
{
    if (ts->head_n && ts->letters == letters && ts->pangrams == pangrams)
        return;
    int last = 31 - __builtin_clz(letters);
    uint32_t before = letters & ~(1u << last);
    /* the walk's sets come in runs that differ in the last letter only */
    if (!ts->head_n || before != (ts->letters & ~(1u << (31 - __builtin_clz(ts->letters)))))
        ts->last_at = (size_t)(put_letter_set(ts->head, w, before) - ts->head);
    char *h = put_letter(ts->head + ts->last_at, w, last, 0);
    *h++ = '\t';
    ts->head_n = (size_t)(h - ts->head);
    char *m = ts->mid;
    *m++ = '\t';
    m = out_put_small(m, w->digits, pangrams);
    *m++ = '\t';
    ts->mid_n = (size_t)(m - ts->mid);
    ts->letters = letters;
    ts->pangrams = pangrams;
}

/* The TSV line of a puzzle of ts's set up to its score (letters, center,
 * count, pangrams, score) at q, with room for LINE_MAX_FIXED; returns the
 * end. */
static inline char *tsv_line(const all_out *w, const tsv_set *ts, char *q, uint32_t center,
                             uint32_t count, uint32_t score)
{
    if (ts->head_n <= 16) /* a fixed size: no call (head and the line hold 16) */
        memcpy(q, ts->head, 16);
    else
        memcpy(q, ts->head, ts->head_n);
    q = put_letter(q + ts->head_n, w, __builtin_ctz(center), 0);
    *q++ = '\t';
    q = out_put_small(q, w->digits, count);
    memcpy(q, ts->mid, sizeof ts->mid);
    return out_put_small(q + ts->mid_n, w->digits, score);
}

#define LINE_MAX_FIXED 160 /* the longest line before its words */
_Static_assert(LINE_MAX_FIXED >= sizeof(((letters_text *)0)->s) + 3 * 24 + 40,
               "a line's fixed part: the letters copied whole, 3 numbers, the words");

static void format_one(all_out *w, out *b, letters_text *lt, tsv_set *ts, const bee_all_puzzle *p,
                       const bee_result *r)
{
    if (w->format == FORMAT_JSON) {
        bee_puzzle pz; /* its text written next, not cleared first */
        pz.letters = p->letters;
        pz.center = p->center;
        pz.size = w->size;
        puzzle_text(w, p->letters, p->center, pz.text);
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
    if (w->format == FORMAT_TSV) { /* with words (without: the set writers) */
        tsv_set_take(w, ts, p->letters, p->pangrams);
        q = tsv_line(w, ts, q, p->center, p->count, p->score);
        *q++ = '\t';
        b->len = (size_t)(q - b->buf);
        format_words(b, w->records, r, p->letters);
        out_char(b, '\n');
        return;
    }
    q = put_letters(q, w, lt, p->letters, p->center, 1);
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

/* The TSV lines of set records without words into b, in the general case
 * (letters of several bytes): a line at a time from the set's pieces. */
static void tsv_sets(const all_out *w, out *b, const bee_all_set *sets, size_t n)
{
    tsv_set ts;
    ts.head_n = 0;
    size_t room = (size_t)w->size * LINE_MAX_FIXED; /* a line a center at most */
    for (size_t s = 0; s < n; s++) {
        if (b->len + room > b->cap && out_reserve(b, room))
            return;
        tsv_set_take(w, &ts, sets[s].letters, sets[s].pangrams);
        char *q = b->buf + b->len;
        int i = 0;
        for (uint32_t c = sets[s].centers; c; c &= c - 1, i++) {
            q = tsv_line(w, &ts, q, c & -c, sets[s].count[i], sets[s].score[i]);
            *q++ = '\n';
        }
        b->len = (size_t)(q - b->buf);
    }
}

/* The same when every letter is one byte (English): what a set's lines
 * share is made once in locals, so that the bytes written through q (which
 * could alias anything the compiler cannot see is local) make nothing be
 * read again: its letters and a tab (at most BEE_ALL_MAX_SIZE + 1 bytes, in
 * 16), its "\tpangrams\t" (in 8), each center's letter (the letters
 * themselves when every one is a center).  A line is then a 16-byte copy,
 * the center and a tab, the count, an 8-byte copy and the score (numbers
 * from the digit table). */
static void tsv_sets_narrow(const all_out *w, out *b, const bee_all_set *sets, size_t n)
{
    const out_digits *dg = w->digits;
    char head[16], centers[BEE_ALL_MAX_SIZE];
    size_t k = 0, room = (size_t)w->size * LINE_MAX_FIXED;
    uint32_t in_head = 0; /* the letters in head */
    for (size_t s = 0; s < n; s++) {
        const bee_all_set *set = &sets[s];
        uint32_t letters = set->letters, last = 31 - (uint32_t)__builtin_clz(letters);
        if (set->pangrams >= OUT_DIGITS_N) { /* (no list has so many) */
            tsv_sets(w, b, set, 1);
            continue;
        }
        if (b->len + room > b->cap && out_reserve(b, room))
            return;
        if (letters != in_head) {
            /* the walk's sets come in runs that differ in the last letter */
            uint32_t before = letters & ~(1u << last);
            if (!in_head || before != (in_head & ~(1u << (31 - __builtin_clz(in_head))))) {
                k = 0;
                for (uint32_t m = before; m; m &= m - 1)
                    head[k++] = w->letter[__builtin_ctz(m)][0];
                k++;
            }
            head[k - 1] = w->letter[last][0];
            head[k] = '\t';
            in_head = letters;
        }
        const char *center = head;
        size_t lines = k;
        if (set->centers != letters) {
            lines = 0;
            for (uint32_t c = set->centers; c; c &= c - 1)
                centers[lines++] = w->letter[__builtin_ctz(c)][0];
            center = centers;
        }
        uint32_t text; /* "\tpangrams\t" */
        memcpy(&text, dg->text[set->pangrams], 4);
        unsigned digits = dg->len[set->pangrams];
        uint64_t mid = '\t' | (uint64_t)(text & (uint32_t)((1ull << 8 * digits) - 1)) << 8 |
                       (uint64_t)'\t' << 8 * (digits + 1);
        size_t mid_n = digits + 2;
        char *q = b->buf + b->len;
        for (size_t i = 0; i < lines; i++) {
            memcpy(q, head, 16);
            q[k + 1] = center[i];
            q[k + 2] = '\t';
            q = out_put_small(q + k + 3, dg, set->count[i]);
            memcpy(q, &mid, 8);
            q = out_put_small(q + mid_n, dg, set->score[i]);
            *q++ = '\n';
        }
        b->len = (size_t)(q - b->buf);
    }
}

static void tsv_write_sets(const all_out *w, out *b, const bee_all_set *sets, size_t n)
{
    if (w->narrow)
        tsv_sets_narrow(w, b, sets, n);
    else
        tsv_sets(w, b, sets, n);
}

/* TSV lines of puzzles without words (the sorted orders, a top): each run
 * of one set's puzzles with rising centers becomes a set record, and the
 * records go through the set writers a batch at a time. */
static void tsv_puzzles(const all_out *w, out *b, const bee_all_puzzle *p, size_t n)
{
    bee_all_set batch[64];
    size_t m = 0;
    for (size_t i = 0; i < n;) {
        bee_all_set *s = &batch[m++];
        s->letters = p[i].letters;
        s->pangrams = p[i].pangrams;
        s->centers = 0;
        size_t at = 0;
        do { /* a center above all the record's: p[i].center > s->centers */
            s->centers |= p[i].center;
            s->count[at] = p[i].count;
            s->score[at++] = p[i].score;
        } while (++i < n && p[i].letters == s->letters && p[i].pangrams == s->pangrams &&
                 p[i].center > s->centers);
        if (m == sizeof batch / sizeof *batch || i == n) {
            tsv_write_sets(w, b, batch, m);
            m = 0;
        }
    }
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

/* The bee_all_set_sink of TSV without words in the order by letters. */
static int all_out_set_sink(void *ctx, int worker, size_t chunk, const bee_all_set *sets, size_t n)
{
    (void)worker;
    all_out *w = ctx;
    size_t place = bee_ordered_begin(&w->ord, chunk);
    if (place == SIZE_MAX)
        return 1; /* stopped: a write failed */
    /* room for the chunk's lines at once (about 18 bytes each in English):
     * the buffer grows in one step rather than by doubling (its pages
     * become resident only as the lines are written) */
    out_reserve(&w->buf[place], n * (size_t)w->size * 24);
    tsv_write_sets(w, &w->buf[place], sets, n);
    bee_ordered_end(&w->ord, chunk);
    return bee_ordered_stopped(&w->ord);
}

int all_out_by_sets(const cli_common *c, int words, const bee_all_options *o)
{
    return c->format == FORMAT_TSV && !words && o->order == BEE_ALL_BY_LETTERS && !o->top &&
           !o->bingo && !o->min_perfect;
}

bee_status all_out_run(all_out *w, const bee_all_options *o, bee_all_stats *st, bee_error *err)
{
    if (w->format == FORMAT_TSV && !w->words && o->order == BEE_ALL_BY_LETTERS && !o->top)
        return w->ix ? bee_all_each_set(w->ix, o, all_out_set_sink, w, st, err)
                     : bee_all_each_set_dict(w->d, &w->index, o, all_out_set_sink, w, st, err);
    return bee_all_each(w->ix, o, all_out_sink, w, st, err);
}

int all_out_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    all_out *w = ctx;
    size_t place = bee_ordered_begin(&w->ord, chunk);
    if (place == SIZE_MAX)
        return 1; /* stopped: a write failed */
    out *b = &w->buf[place];
    bee_result **r = &w->result[worker];
    letters_text lt = {0, 0, {0}, {0}};
    tsv_set ts;
    ts.head_n = 0;
    if (w->words && !*r && !(*r = bee_result_new()))
        b->error = ENOMEM;
    if (w->format == FORMAT_TSV && !w->words) {
        tsv_puzzles(w, b, p, n);
        n = 0;
    }
    for (size_t i = 0; i < n && !b->error; i++) {
        if (w->words && !solve_words(w, &p[i], *r)) {
            b->error = ENOMEM;
            break;
        }
        format_one(w, b, &lt, &ts, &p[i], w->words ? *r : NULL);
        /* long answer lists: write as we go once it is this chunk's turn */
        if (b->len > (1u << 22))
            bee_ordered_flush(&w->ord, chunk, 0);
    }
    bee_ordered_end(&w->ord, chunk);
    return bee_ordered_stopped(&w->ord);
}
