/*
 * format.c - the one record writer: a solved puzzle as text, JSON or TSV,
 * for `solve`, `--stdin` and the server alike.
 *
 * text: a block per puzzle, words alphabetical, pangrams marked with '*';
 * json: one object a line: puzzle, center, count, pangram_count, score,
 *       pangrams, words (the two lists left out with --count);
 * tsv:  puzzle, count, pangram_count, score, words (comma-separated; the
 *       column left out with --count), after a header line.
 *
 * A writer of many records (json, tsv) copies pre-rendered words: each word
 * as it appears in a list ("word", or word,) in a 16-byte slot of its own
 * (its length in byte 15), so that a word of up to 15 bytes costs one fixed
 * 16-byte copy from one cache line; longer ones (12% of ENABLE's words,
 * 0.1% of the words NYT puzzles answer) lie apart.  Rendering them all
 * takes ~5 ms for ENABLE, about a one-off query's whole run: a writer of a
 * few records renders each word as it writes it instead.  The library hands the answers over alphabetical
 * already; nothing here sorts or scores.
 */
#include "output/format.h"
#include "output/set_text.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

struct record_writer {
    cli_common c;
    bee_solve_options solve; /* c's scoring, words unless count_only */
    const bee_dict *d;
    /* pre-rendered words (json, tsv with words), each as it appears in a
     * list, in a 16-byte slot of its own: its bytes, and their number in
     * byte 15 (1-15); or, for a word of 16 bytes or more, 0 there and its
     * place in long_text (two uint32: offset, length) at the slot's start */
    unsigned char (*slot)[16]; /* NULL: a writer of a few records */
    char *long_text;
    size_t longest;           /* bytes of the longest rendered word */
    const out_digits *digits; /* the numbers of json and tsv records (NULL: a few records) */
    bee_select_fn select;     /* a set text's lists (set_text.h); NULL: no slots */
};

/* The most bytes a word of len bytes takes rendered: out_json_str turns a
 * byte into 6 at most, and adds quotes; then the comma. */
#define RENDERED_MAX(len) (6 * (size_t)(len) + 3)

const char *format_header_text(const cli_common *c)
{
    if (c->format != FORMAT_TSV || c->no_header)
        return NULL;
    return c->count_only ? "puzzle\tcount\tpangram_count\tscore\n"
                         : "puzzle\tcount\tpangram_count\tscore\twords\n";
}

void format_header(out *o, const cli_common *c)
{
    const char *h = format_header_text(c);
    if (h)
        out_str(o, h);
}

/* Word id at the end of o as it appears in a list: "word", in json, word,
 * in tsv. */
static void render(out *o, const record_writer *w, uint32_t id)
{
    const char *s = bee_dict_word(w->d, id);
    uint32_t len = bee_dict_word_len(w->d, id);
    if (w->c.format == FORMAT_JSON)
        out_json_str(o, s, len);
    else
        out_bytes(o, s, len);
    out_char(o, ',');
}

/* Eight bytes' flags: 0x80 in each byte JSON does not take as it is (a
 * control character, '"', '\\', DEL or a byte of 0x80 and up), a NUL
 * excepted (the padding past a word: a word has none); 0 if none.  Each
 * test is exact for "any byte", whatever the byte order. */
static uint64_t json_escapes(uint64_t x)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    uint64_t nul = ~(((x & ~highs) + ~highs) | x) & highs; /* exactly the NULs */
    x |= (nul >> 7) * 'a';                                 /* taken as a plain letter */
#define ANY_ZERO(v) (((v)-ones) & ~(v)&highs)
    uint64_t below_space = (x - ones * 0x20) & ~x & highs;
    return below_space | (x & highs) | ANY_ZERO(x ^ ones * 0x7f) | ANY_ZERO(x ^ ones * '"') |
           ANY_ZERO(x ^ ones * '\\');
#undef ANY_ZERO
}

/* Word id straight into its slot (zeroed), 1, when it fits there and its
 * bytes are rendered as they are (printable ASCII but '"' and '\\' in json,
 * any in tsv); else 0.  Nearly every word of a dictionary is plain letters:
 * going through out_json_str and long_text for each took 266 instructions
 * a word (45.9M for ENABLE's json, before the first record; 34.3M with a
 * test a byte; now a word's 16 bytes are tested eight at a time). */
static int render_plain(record_writer *w, uint32_t id, unsigned char *slot)
{
    size_t len = bee_dict_word_len(w->d, id);
    const int json = w->c.format == FORMAT_JSON;
    size_t n = len + (json ? 3 : 1); /* quotes, comma */
    if (n >= 16)
        return 0;
    unsigned char t[16] = {0};
    memcpy(t, bee_dict_word(w->d, id), len);
    if (json) {
        uint64_t half[2];
        memcpy(half, t, sizeof half);
        if (json_escapes(half[0]) | json_escapes(half[1]))
            return 0;
        slot[0] = '"';
        memcpy(slot + 1, t, 14); /* the word, then NULs */
        slot[len + 1] = '"';
    } else {
        memcpy(slot, t, 15);
    }
    slot[n - 1] = ',';
    slot[15] = (unsigned char)n;
    w->longest = n > w->longest ? n : w->longest;
    return 1;
}

/* Word id rendered into its slot, or into long_text when it takes 16
 * bytes or more: rendered at the end of long_text, and moved to the slot
 * (taken back from long_text) when it is shorter. */
static void render_word(record_writer *w, uint32_t id, out *long_text)
{
    unsigned char *slot = w->slot[id];
    memset(slot, 0, 16);
    if (render_plain(w, id, slot))
        return;
    size_t at = long_text->len;
    render(long_text, w, id);
    size_t n = long_text->len - at;
    if (n < 16 && !long_text->error) {
        memcpy(slot, long_text->buf + at, n);
        slot[15] = (unsigned char)n;
        long_text->len = at;
    } else {
        uint32_t place[2] = {(uint32_t)at, (uint32_t)n};
        memcpy(slot, place, sizeof place);
    }
    w->longest = n > w->longest ? n : w->longest;
}

static int render_words(record_writer *w)
{
    size_t n = bee_dict_size(w->d);
    out long_text = {0};
    w->slot = out_alloc_pages(n * sizeof *w->slot);
    int ok = w->slot && out_open(&long_text, -1, 1 << 12) == 0;
    if (ok) {
        for (uint32_t id = 0; id < n; id++)
            render_word(w, id, &long_text);
        ok = out_reserve(&long_text, 16) == 0 && long_text.len <= UINT32_MAX;
    }
    w->long_text = long_text.buf; /* freed with the writer, whatever happened */
    return ok ? 0 : -1;
}

record_writer *record_writer_new(const cli_common *c, const bee_dict *d, int many)
{
    record_writer *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->c = *c;
    bee_solve_options_init(&w->solve);
    w->solve.scoring = c->scoring;
    w->solve.want_words = !c->count_only;
    w->d = d;
    if (many && c->format != FORMAT_TEXT && !c->count_only && render_words(w) != 0) {
        record_writer_free(w);
        return NULL;
    }
    if (many && c->format != FORMAT_TEXT) /* not for one record: filling it costs more */
        w->digits = out_digits_table();
    if (w->slot)
        w->select = bee_select_bytes_fn(BEE_KERNEL_AUTO);
    return w;
}

void record_writer_free(record_writer *w)
{
    if (!w)
        return;
    free(w->slot);
    free(w->long_text);
    free(w);
}

const cli_common *record_writer_options(const record_writer *w)
{
    return &w->c;
}

const bee_solve_options *record_writer_solve_options(const record_writer *w)
{
    return &w->solve;
}

/* ------------------------------------------------------ json and tsv */

static char *put_str(char *q, const char *s, size_t n)
{
    memcpy(q, s, n);
    return q + n;
}
#define PUT_LIT(q, lit) put_str(q, lit, sizeof lit - 1)

/* A JSON record's start, before the puzzle's text. */
#define JSON_OPEN "{\"puzzle\":\""

size_t format_text_at(const record_writer *w)
{
    return w->c.format == FORMAT_JSON ? sizeof JSON_OPEN - 1 : 0;
}

/* A word taking 16 bytes or more (its slot says where it lies), 16 bytes at
 * a time (up to 15 more read, from long_text's padding, and written). */
static char *put_long_word(const record_writer *w, char *q, const unsigned char *slot)
{
    uint32_t place[2];
    memcpy(place, slot, sizeof place);
    const char *s = w->long_text + place[0];
    for (uint32_t k = 0; k < place[1]; k += 16)
        memcpy(q + k, s + k, 16);
    return q + place[1];
}

/* Word id at q, rendered now (a writer of a few records; q has room for
 * RENDERED_MAX of it). */
static char *put_rendered_now(const record_writer *w, char *q, uint32_t id)
{
    out here = {-1, 0, 0, RENDERED_MAX(bee_dict_word_len(w->d, id)), q}; /* never grows */
    render(&here, w, id);
    return q + here.len;
}

/* Word id at q: one 16-byte copy from its slot when it fits there.  The
 * table and the length are read before the store (which may alias them),
 * so that the copy stays one 16-byte load and store. */
static inline char *put_word(const record_writer *w, const unsigned char (*slots)[16], char *q,
                             uint32_t id)
{
    if (!slots)
        return put_rendered_now(w, q, id);
    const unsigned char *f = slots[id];
    size_t len = f[15];
    if (__builtin_expect(len != 0, 1)) { /* 97% of ENABLE's words */
        memcpy(q, f, 16);
        return q + len;
    }
    return put_long_word(w, q, f);
}

/* How far ahead put_words fetches slots, in words. */
enum { AHEAD = 16 };

/* Word ids[i] at q, fetching the slot of ids[i + AHEAD]. */
static inline char *put_word_ahead(const record_writer *w, const unsigned char (*slots)[16],
                                   char *q, const uint32_t *ids, size_t i)
{
    __builtin_prefetch(slots[ids[i + AHEAD]]);
    return put_word(w, slots, q, ids[i]);
}

/* Words ids[0 .. n), each followed by a comma; the last comma is taken
 * back.  Fetches a few words ahead; four words a turn (a record has ~130:
 * the loop's own count and branch were a fifth of its instructions). */
static char *put_words(const record_writer *w, char *q, const uint32_t *ids, size_t n)
{
    const unsigned char(*slots)[16] = w->slot;
    char *start = q;
    size_t i = 0;
    for (; slots && i + AHEAD + 4 <= n; i += 4) {
        q = put_word_ahead(w, slots, q, ids, i);
        q = put_word_ahead(w, slots, q, ids, i + 1);
        q = put_word_ahead(w, slots, q, ids, i + 2);
        q = put_word_ahead(w, slots, q, ids, i + 3);
    }
    for (; i < n; i++)
        q = put_word(w, slots, q, ids[i]);
    return q > start ? q - 1 : q;
}

/* The pangrams of r: from the library's list when it gives one, else the
 * words of the puzzle's own letter set picked out of r's words. */
static char *put_pangrams(const record_writer *w, char *q, const record_answers *r,
                          uint32_t letters)
{
    if (r->pangram_words || !r->pangrams)
        return put_words(w, q, r->pangram_words, r->pangrams);
    char *start = q;
    for (size_t i = 0; i < r->count; i++)
        if (bee_dict_word_mask(w->d, r->words[i]) == letters)
            q = put_word(w, w->slot, q, r->words[i]);
    return q > start ? q - 1 : q;
}

/* The most bytes r's words take rendered, each followed by a comma, and
 * then its pangrams if asked. */
static size_t lists_room(const record_writer *w, const record_answers *r, int pangrams)
{
    if (w->slot)
        return (r->count + (pangrams ? r->pangrams : 0)) * w->longest;
    size_t bytes = 0;
    for (size_t i = 0; i < r->count; i++)
        bytes += RENDERED_MAX(bee_dict_word_len(w->d, r->words[i]));
    return pangrams ? 2 * bytes : bytes; /* the pangrams are some of the words */
}

/* The bytes of the puzzle's center, the first letter of its text: 1 for
 * a-z, 2 to 4 for another alphabet's UTF-8 letter. */
static size_t center_bytes(const bee_puzzle *p)
{
    unsigned c = (unsigned char)p->text[0];
    return c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
}

/* r's words at the end of o as json or tsv lists them */
static void volume_words(out *o, const record_writer *w, const record_answers *r)
{
    char *q = out_room(o, lists_room(w, r, 0) + 16);
    if (q)
        o->len = (size_t)(put_words(w, q, r->words, r->count) - o->buf);
}

/* A record's number at q: from the table of a writer of many records. */
static char *put_number(const record_writer *w, char *q, uint64_t v)
{
    return w->digits ? out_put_small(q, w->digits, v) : out_put_u64(q, v);
}

/* p's text (plen bytes) at q, copied in a fixed size (no call): 16 bytes
 * when that holds it, else the whole array. */
static inline char *put_puzzle_text(char *q, const bee_puzzle *p, size_t plen)
{
    if (plen < 16)
        memcpy(q, p->text, 16);
    else
        memcpy(q, p->text, sizeof p->text);
    return q + plen;
}

/* Where a record's lists come from: a result's ids, or its letter set's
 * text (set_text.h) and the center's rank there. */
typedef struct lists_from {
    const record_answers *r; /* NULL: from t */
    const set_text *t;
    unsigned j;
} lists_from;

/* t's pangrams at q, 16 bytes at a time. */
static char *put_set_pangrams(char *q, const set_text *t)
{
    for (uint32_t k = 0; k < t->pangram_bytes; k += 16)
        memcpy(q + k, set_text_pangrams(t) + k, 16);
    return q + t->pangram_bytes;
}

/* Mask j's bytes of t's text at q, the last comma taken back. */
static char *put_masked(const record_writer *w, char *q, const set_text *t, unsigned j)
{
    size_t n = w->select(q, set_text_words(t), set_text_keep(t, j), t->blocks);
    return n ? q + n - 1 : q;
}

/* The record of p: its numbers, and its lists from `from`.  Inlined into
 * each caller, so that the ids' way keeps no test of the other. */
static inline __attribute__((always_inline)) void format_volume(out *o, const record_writer *w,
                                                                const bee_puzzle *p, size_t plen,
                                                                const set_numbers *num,
                                                                lists_from from)
{
    const record_answers *r = from.r;
    const int words = !w->c.count_only;
    size_t need = 160 + BEE_MAX_LETTERS;
    if (words)
        need += r ? lists_room(w, r, 1) + 16 : 2 * ((size_t)from.t->blocks * 64 + 64);
    char *q = out_room(o, need);
    if (!q)
        return;
    if (r && words && w->slot) { /* the first words on their way while the numbers are written */
        for (size_t i = 0; i < r->pangrams && i < 4 && r->pangram_words; i++)
            __builtin_prefetch(w->slot[r->pangram_words[i]]);
        for (size_t i = 0; i < r->count && i < 8; i++)
            __builtin_prefetch(w->slot[r->words[i]]);
    }
    if (w->c.format == FORMAT_JSON) {
        q = PUT_LIT(q, JSON_OPEN);
        q = put_puzzle_text(q, p, plen);
        q = PUT_LIT(q, "\",\"center\":\"");
        *q++ = p->text[0];
        for (size_t i = 1; i < center_bytes(p); i++) /* a UTF-8 letter's other bytes */
            *q++ = p->text[i];
        q = PUT_LIT(q, "\",\"count\":");
        q = put_number(w, q, num->count);
        q = PUT_LIT(q, ",\"pangram_count\":");
        q = put_number(w, q, num->pangrams);
        q = PUT_LIT(q, ",\"score\":");
        q = put_number(w, q, num->score);
        if (words) {
            q = PUT_LIT(q, ",\"pangrams\":[");
            q = r ? put_pangrams(w, q, r, p->letters) : put_set_pangrams(q, from.t);
            q = PUT_LIT(q, "],\"words\":[");
            q = r ? put_words(w, q, r->words, r->count) : put_masked(w, q, from.t, from.j);
            *q++ = ']';
        }
        q = PUT_LIT(q, "}\n");
    } else {
        q = put_puzzle_text(q, p, plen);
        *q++ = '\t';
        q = put_number(w, q, num->count);
        *q++ = '\t';
        q = put_number(w, q, num->pangrams);
        *q++ = '\t';
        q = put_number(w, q, num->score);
        if (words) {
            *q++ = '\t';
            q = r ? put_words(w, q, r->words, r->count) : put_masked(w, q, from.t, from.j);
        }
        *q++ = '\n';
    }
    o->len = (size_t)(q - o->buf);
}

/* -------------------------------------------------------------- text */

/* One line a word, pangrams marked '*'. */
static void text_words(out *o, const bee_dict *d, const record_answers *r, uint32_t letters)
{
    for (size_t i = 0; i < r->count; i++) {
        uint32_t id = r->words[i];
        out_str(o, "  ");
        out_bytes(o, bee_dict_word(d, id), bee_dict_word_len(d, id));
        out_str(o, bee_dict_word_mask(d, id) == letters ? " *\n" : "\n");
    }
}

static void format_text(out *o, const record_writer *w, const bee_puzzle *p,
                        const record_answers *r)
{
    const int words = !w->c.count_only;
    out_str(o, p->text);
    out_str(o, " (center ");
    out_bytes(o, p->text, center_bytes(p));
    out_str(o, ")\n");
    if (words)
        text_words(o, w->d, r, p->letters);
    out_u64(o, r->count);
    out_str(o, r->count == 1 ? " word, " : " words, ");
    out_u64(o, r->pangrams);
    out_str(o, r->pangrams == 1 ? " pangram" : " pangrams");
    out_str(o, words && r->pangrams ? " (*), " : ", ");
    out_u64(o, r->score);
    out_str(o, r->score == 1 ? " point\n" : " points\n");
}

void record_answers_of(const bee_result *r, record_answers *a)
{
    a->words = bee_result_words(r, &a->count);
    a->pangrams = bee_result_pangrams(r);
    a->score = bee_result_score(r);
    a->pangram_words = bee_result_pangram_words(r, NULL);
}

void format_words(out *o, const record_writer *w, const bee_result *r, uint32_t letters)
{
    record_answers a;
    record_answers_of(r, &a);
    if (w->c.format == FORMAT_TEXT)
        text_words(o, w->d, &a, letters);
    else
        volume_words(o, w, &a);
}

static inline void format_record(out *o, const record_writer *w, const bee_puzzle *p,
                                 const record_answers *a)
{
    if (w->c.format == FORMAT_TEXT) {
        format_text(o, w, p, a);
        return;
    }
    set_numbers num = {(uint32_t)a->count, (uint32_t)a->pangrams, a->score};
    format_volume(o, w, p, strlen(p->text), &num, (lists_from){a, NULL, 0});
}

void format_answers(out *o, const record_writer *w, const bee_puzzle *p, const record_answers *a)
{
    format_record(o, w, p, a);
}

void format_result(out *o, const record_writer *w, const bee_puzzle *p, const bee_result *r)
{
    record_answers a; /* filled in place: a copy of it stalled on its stores */
    record_answers_of(r, &a);
    format_record(o, w, p, &a);
}

/* ------------------------------------------------------ set texts */

int record_writer_lists_sets(const record_writer *w)
{
    return w->select != NULL && !w->c.count_only && w->c.format != FORMAT_TEXT;
}

size_t record_writer_list_room(const record_writer *w, size_t n)
{
    return n * w->longest + 16;
}

char *record_writer_put_list(const record_writer *w, char *q, const uint32_t *ids, size_t n,
                             uint32_t *ends)
{
    char *start = q;
    for (size_t i = 0; i < n; i++) {
        q = put_word(w, w->slot, q, ids[i]);
        ends[i] = (uint32_t)(q - start);
    }
    return q;
}

void format_set_record(out *o, const record_writer *w, const bee_puzzle *p, size_t plen,
                       const set_text *t)
{
    unsigned j = set_text_center(p->letters, p->center);
    format_volume(o, w, p, plen, &t->center[j], (lists_from){NULL, t, j});
}
