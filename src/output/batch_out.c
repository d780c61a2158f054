/*
 * batch_out.c - see batch_out.h.  A record callback formats straight into
 * its chunk's buffer: an `out` over the bee_batch_buf's memory (both are
 * malloc'd buffers the other may grow), so a record is copied nowhere.
 */
#include "output/batch_out.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* An out (memory buffer) over b, and back. */
static out out_over(const bee_batch_buf *b)
{
    return (out){.fd = -1, .error = 0, .len = b->len, .cap = b->cap, .buf = b->data};
}

static int out_back(bee_batch_buf *b, const out *o)
{
    b->data = o->buf;
    b->len = o->len;
    b->cap = o->cap;
    return o->error;
}

void batch_out_solve_init(batch_out *b, const record_writer *w)
{
    const cli_common *c = record_writer_options(w);
    memset(b, 0, sizeof *b);
    b->w = w;
    b->format = c->format;
    b->header = format_header_text(c);
    b->separator = c->format == FORMAT_TEXT ? "\n" : NULL;
    b->skip = b->separator ? strlen(b->separator) : 0;
    b->fd = -1;
}

void batch_out_bag_init(batch_out *b, const bag_job *job)
{
    memset(b, 0, sizeof *b);
    b->bag = job;
    b->format = job->format;
    b->header = bag_header_text(job);
    b->fd = -1;
}

void batch_out_hints_init(batch_out *b, const record_writer *w, hints_job *job)
{
    batch_out_solve_init(b, w);
    b->hints = job;
    b->header = job->style == HINTS_TSV ? hints_tsv_header(job->opt.found != NULL) : NULL;
}

/* Bytes of a line for tsv and text: control characters shown as '?'. */
static void put_plain(out *o, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        out_char(o, c < 0x20 || c == 0x7f ? '?' : (char)c);
    }
}

/* The error record of a refused item, and its note. */
static void refuse(const batch_out *b, out *o, out *notes, const bee_batch_item *it,
                   const char *why)
{
    const char *text = it->text;
    size_t len = it->len;
    char shown[64 + 4];
    if (len > BEE_BATCH_MAX_LINE) { /* an over-long line: its start only */
        memcpy(shown, text, 64);
        memcpy(shown + 64, "...", 3);
        text = shown;
        len = 67;
    }
    switch (b->format) {
    case FORMAT_JSON:
        out_str(o, "{\"line\":");
        out_u64(o, it->line);
        out_str(o, ",\"input\":");
        out_json_str(o, text, len);
        out_str(o, ",\"error\":");
        out_json_str(o, why, strlen(why));
        out_str(o, "}\n");
        break;
    case FORMAT_TSV:
    case FORMAT_TEXT: {
        int tsv = b->format == FORMAT_TSV;
        put_plain(o, text, len);
        out_str(o, tsv ? "\terror\tline " : " (line ");
        out_u64(o, it->line);
        out_str(o, tsv ? ": " : ")\n  error: ");
        put_plain(o, why, strlen(why));
        out_char(o, '\n');
        break;
    }
    }
    if (!b->command)
        return;
    out_str(notes, "bee-simd ");
    out_str(notes, b->command);
    out_str(notes, ": ");
    out_str(notes, b->in_name);
    out_str(notes, " line ");
    out_u64(notes, it->line);
    out_str(notes, ": ");
    out_str(notes, why);
    out_char(notes, '\n');
}

/* The end of a record callback: 0, or nonzero (out of memory) to stop. */
static int finish(batch_out *b, bee_batch_chunk *c, const out *o, const out *notes)
{
    int failed = out_back(&c->out, o) | out_back(&c->notes, notes);
    if (failed)
        b->no_memory = 1;
    return failed;
}

/* The end of a record callback without notes. */
static int finish_record(batch_out *b, bee_batch_chunk *c, const out *o)
{
    if (!out_back(&c->out, o))
        return 0;
    b->no_memory = 1;
    return 1;
}

static void refusal(const batch_out *b, const bee_batch_item *it, char *why, size_t cap);

/* Where the puzzle's text is in b's records. */
static size_t text_at(const batch_out *b)
{
    return b->hints ? hints_text_at(b->hints->style) : format_text_at(b->w);
}

/* Keep the record of item `it` that starts at `start` in o, for its puzzle's
 * next time. */
static void keep(const batch_out *b, const bee_batch_chunk *c, const bee_batch_item *it,
                 const out *o, size_t start)
{
    record_shelf *s = o->error ? NULL : record_cache_shelf(b->cache, c->worker);
    if (s)
        record_shelf_keep(s, it->puzzle, o->buf + start, o->len - start);
}

/* The count records of the other centers of p's letter set, kept with its
 * own: a NYT-like stream meets every center of its sets, and a set's
 * solves share its lists, so a set costs a stream one miss instead of
 * seven (a miss goes through the whole line machinery: ~1,000 instructions
 * where a solve of a set met is a few hundred).  Counts only (a few dozen
 * bytes each); English only (each center's text made as bee_puzzle_parse
 * makes it: the center, then the others in p's order). */
static void keep_centers(batch_out *b, const bee_batch_chunk *c, const bee_puzzle *p)
{
    record_shelf *s = record_cache_shelf(b->cache, c->worker);
    bee_result **r = &b->centers[c->worker];
    /* none once the shelf keeps nothing more: a stream of random letters
     * gives up after 4,096 lines, and solving six puzzles a line for
     * nothing took 4.6x a08c911's instructions a line */
    if (!s || !record_shelf_keeping(s) || (!*r && !(*r = bee_result_new())))
        return;
    size_t n = strlen(p->text);
    out o = {-1, 0, 0, 0, NULL};
    bee_puzzle q = {.letters = p->letters, .size = p->size};
    /* p's own record the only one kept of the set (its first solve: nearly
     * always), none of the others is: no look for each */
    int some_kept = record_shelf_kept(s, p->letters) > 1;
    for (size_t k = 1; k < n; k++) {
        /* what bee_puzzle_parse makes of the text (English: a-z, bit c -
         * 'a'), without parsing it again: a sixth of the keeping */
        q.text[0] = p->text[k];
        memcpy(q.text + 1, p->text, k);
        memcpy(q.text + 1 + k, p->text + k + 1, n - k);
        q.center = 1u << (q.text[0] - 'a');
        if ((some_kept && record_shelf_has(s, &q)) ||
            bee_solve(b->ix, &q, record_writer_solve_options(b->w), *r, NULL) != BEE_OK)
            continue;
        o.len = 0;
        format_result(&o, b->w, &q, *r);
        if (!o.error)
            record_shelf_keep(s, &q, o.buf, o.len);
    }
    free(o.buf);
}

int batch_out_ahead(void *ctx, uint32_t letters, int step, const bee_batch_chunk *c)
{
    const batch_out *b = ctx;
    record_shelf *s = record_cache_shelf(b->cache, c->worker);
    return s ? record_shelf_ahead(s, letters, step) : 0;
}

int batch_out_probe(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    batch_out *b = ctx;
    record_shelf *s = record_cache_shelf(b->cache, c->worker);
    size_t len;
    const char *kept = s ? record_shelf_find(s, it->puzzle, &len) : NULL;
    if (!kept)
        return 0;
    /* the text's bytes: the same number in every text of the puzzle (each
     * letter spelled as its alphabet spells it), checked all the same */
    size_t at = text_at(b), n = strlen(it->puzzle->text);
    if (len < at + n)
        return 0;
    out o = out_over(&c->out);
    if (b->separator)
        out_str(&o, b->separator);
    if (out_reserve(&o, len) == 0) {
        char *q = o.buf + o.len;
        memcpy(q, kept, at);
        memcpy(q + at, it->puzzle->text, n);
        memcpy(q + at + n, kept + at + n, len - at - n);
        o.len += len;
    }
    return finish_record(b, c, &o) ? -1 : 1;
}

int batch_out_set_probe(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    batch_out *b = ctx;
    if (set_texts_idle(b->sets)) /* first: a random stream comes here every line */
        return 0;
    out o = out_over(&c->out);
    if (b->hints) {
        if (!set_texts_put_record(b->sets, &o, it->puzzle, c->worker))
            return 0;
    } else {
        const set_text *t = set_texts_find(b->sets, it->puzzle, c->worker);
        if (!t)
            return 0;
        format_set_record(&o, b->w, it->puzzle, strlen(it->puzzle->text), t);
    }
    return finish_record(b, c, &o) ? -1 : 1;
}

int batch_out_set_ahead(void *ctx, uint32_t letters, int step, const bee_batch_chunk *c)
{
    const batch_out *b = ctx;
    (void)c;
    return set_texts_ahead(b->sets, letters, step);
}

ptrdiff_t batch_out_set_lines(void *ctx, const char *text, size_t len, uint64_t line, size_t *items,
                              bee_batch_chunk *c)
{
    batch_out *b = ctx;
    (void)line;
    *items = 0;
    if (set_texts_idle(b->sets))
        return 0;
    out o = out_over(&c->out);
    size_t took = set_texts_lines(b->sets, text, len, c->worker, &o, items);
    return finish_record(b, c, &o) ? -1 : (ptrdiff_t)took;
}

ptrdiff_t batch_out_lines(void *ctx, const char *text, size_t len, uint64_t line, size_t *items,
                          bee_batch_chunk *c)
{
    batch_out *b = ctx;
    record_shelf *s = record_cache_shelf(b->cache, c->worker);
    (void)line; /* a kept record never shows its line */
    *items = 0;
    if (!s || record_shelf_idle(s)) /* first: a random stream comes here every line */
        return 0;
    out o = out_over(&c->out);
    size_t took = record_shelf_lines(s, text, len, (size_t)record_writer_options(b->w)->size,
                                     text_at(b), b->separator, &o, items);
    return finish_record(b, c, &o) ? -1 : (ptrdiff_t)took;
}

int batch_out_solve_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    batch_out *b = ctx;
    out o = out_over(&c->out);
    if (b->separator)
        out_str(&o, b->separator);
    if (it->status == BEE_OK) {
        size_t start = o.len;
        format_result(&o, b->w, it->puzzle, it->result);
        if (b->cache)
            keep(b, c, it, &o, start);
        if (b->cache && b->count_centers)
            keep_centers(b, c, it->puzzle);
        return finish_record(b, c, &o);
    }
    out notes = out_over(&c->notes);
    char why[512]; /* a message and its hint, cut as ever at 511 bytes */
    refusal(b, it, why, sizeof why);
    refuse(b, &o, &notes, it, why);
    return finish(b, c, &o, &notes);
}

/* Why item `it` was refused, with the command line's hint. */
static void refusal(const batch_out *b, const bee_batch_item *it, char *why, size_t cap)
{
    if (it->len > BEE_BATCH_MAX_LINE) {
        snprintf(why, cap, "%s", it->error);
        return;
    }
    bee_error err = {.code = it->status};
    snprintf(err.message, sizeof err.message, "%s", it->error);
    cli_message(&err, record_writer_options(b->w), it->text, it->len, why, cap);
}

int batch_out_hints_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    batch_out *b = ctx;
    out o = out_over(&c->out);
    if (b->separator)
        out_str(&o, b->separator);
    if (it->status == BEE_OK) {
        size_t start = o.len;
        if (hints_job_record(b->hints, &o, it->puzzle, it->result) != 0) {
            b->no_memory = 1; /* the hints could not be made */
            return 1;
        }
        if (b->cache)
            keep(b, c, it, &o, start);
        return finish_record(b, c, &o);
    }
    out notes = out_over(&c->notes);
    char why[512];
    refusal(b, it, why, sizeof why);
    refuse(b, &o, &notes, it, why);
    return finish(b, c, &o, &notes);
}

int batch_out_bag_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    batch_out *b = ctx;
    out o = out_over(&c->out);
    if (b->separator)
        out_str(&o, b->separator);
    if (it->status == BEE_OK) {
        bag_format_answer(&o, b->bag, it->text, it->len, it->result);
        return finish_record(b, c, &o);
    }
    out notes = out_over(&c->notes);
    refuse(b, &o, &notes, it, it->error);
    return finish(b, c, &o, &notes);
}

int batch_out_write(batch_out *b, int fd, const bee_batch_chunk *c)
{
    const char *p = c->out.data;
    size_t n = c->out.len;
    if (b->skip && n) {
        size_t k = b->skip < n ? b->skip : n;
        p += k;
        n -= k;
        b->skip -= k;
    }
    return out_write_fd(fd, p, n);
}

int batch_out_sink(void *ctx, const bee_batch_chunk *c)
{
    batch_out *b = ctx;
    b->write_error = batch_out_write(b, b->fd, c);
    return b->write_error != 0;
}

bee_status batch_out_run(batch_out *b, const bee_index *ix, const bee_batch_input *in, int threads,
                         bee_batch_sink_fn sink, void *sink_ctx, bee_batch_stats *stats,
                         bee_error *err)
{
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.threads = threads;
    o.sink = sink;
    o.sink_ctx = sink_ctx;
    o.record_ctx = b;
    if (b->bag) {
        o.record = batch_out_bag_record;
        return bee_bag_solve_batch(b->bag->bx, &b->bag->opt,
                                   b->bag->count_only ? BEE_BAG_ORDER_NONE : b->bag->order, in, &o,
                                   stats, err);
    }
    const cli_common *c = record_writer_options(b->w);
    o.size = c->size;
    o.scoring = c->scoring;
    o.want_words = !c->count_only;
    o.record = b->hints ? batch_out_hints_record : batch_out_solve_record;
    o.probe = b->cache ? batch_out_probe : NULL;
    o.ahead = b->cache ? batch_out_ahead : NULL;
    int english = bee_alphabet_is_english(bee_dict_alphabet(bee_index_dict(ix)));
    if (!b->cache && b->sets) {
        o.probe = batch_out_set_probe;
        o.ahead = batch_out_set_ahead;
        if (english && c->size == 7)
            o.lines = batch_out_set_lines;
    }
    /* a run of lines at a time: puzzles written as bee_puzzle_parse's
     * English text, whose letters are found by byte */
    if (b->cache && english)
        o.lines = batch_out_lines;
    b->ix = ix;
    b->count_centers = english && c->count_only && !b->hints;
    bee_status s = bee_solve_batch(ix, in, &o, stats, err);
    for (int i = 0; i < BEE_CPU_COUNT_MAX; i++) {
        bee_result_free(b->centers[i]);
        b->centers[i] = NULL;
    }
    return s;
}

int solve_line(const record_writer *w, const bee_index *ix, bee_result *r, const char *text,
               size_t len, out *o, char *why, size_t why_cap)
{
    const cli_common *c = record_writer_options(w);
    bee_puzzle p;
    bee_error err;
    /* the alphabet is the word list's (a server's requests name none) */
    if (cli_puzzle_parse(c, bee_index_dict(ix), text, len, &p, &err) != BEE_OK ||
        bee_solve(ix, &p, record_writer_solve_options(w), r, &err) != BEE_OK) {
        cli_message(&err, c, text, len, why, why_cap);
        return err.code;
    }
    format_result(o, w, &p, r);
    return BEE_OK;
}
