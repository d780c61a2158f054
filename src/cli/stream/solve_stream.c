/*
 * solve_stream.c - `bee-simd solve --stdin`: the puzzle line handler plugged
 * into the streaming engine (stream.h).  Each thread keeps its own result
 * buffer; the index, the dictionary and the record writer are shared
 * read-only.  Every answer comes from bee_solve.
 */
#include "cli/stream/stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct shared {
    const record_writer *w;
    const bee_index *ix;
} shared;

int solve_line(const record_writer *w, const bee_index *ix, bee_result *r,
               const char *text, size_t len, out *o, char *why, size_t why_cap)
{
    const cli_common *c = record_writer_options(w);
    bee_puzzle p;
    bee_error err;
    if (bee_puzzle_parse(text, len, c->size, &p, &err) != BEE_OK ||
        bee_solve(ix, &p, record_writer_solve_options(w), r, &err) != BEE_OK) {
        cli_message(&err, c, text, len, why, why_cap);
        return err.code;
    }
    format_result(o, w, &p, r);
    return BEE_OK;
}

/* Hints for the next two lines: the word list of the next one (step 1: its
 * map entries were fetched at the line before) and the map entries of the
 * one after (step 0), so that the solves find them in cache instead of
 * waiting on memory twice a puzzle.  A puzzle with words takes ~300 ns, long
 * enough for a fetch: hinting one line ahead for each step took 5% less CPU
 * than two (JSON and counts, one thread; bench/README.md, sixth pass).
 * A hint needs only the line's letters, gathered without checks: a line
 * that is no puzzle fetches something useless, nothing worse. */
static void look_ahead(const shared *sh, const stream_line *line)
{
    const int size = record_writer_options(sh->w)->size;
    const char *s = line->ahead, *end = line->ahead + line->ahead_len;
    for (int step = 1; step >= 0 && s < end; step--) {
        uint32_t letters = 0;
        for (; s < end && *s != '\n'; s++) {
            unsigned x = (unsigned)((*s | 0x20) - 'a');
            letters |= x < 26 ? 1u << x : 0;
        }
        s += s < end;   /* the newline */
        bee_puzzle p = {.letters = letters, .size = size};
        bee_solve_prefetch(sh->ix, &p, step);
    }
}

static int answer(const void *arg, bee_result *r, const stream_line *line, out *o, char *why,
                  size_t why_cap)
{
    const shared *sh = arg;
    look_ahead(sh, line);
    return solve_line(sh->w, sh->ix, r, line->text, line->len, o, why, why_cap);
}

int solve_stream_run(const record_writer *w, const bee_index *ix, const stream_config *io,
                     const stream_options *so)
{
    const cli_common *c = record_writer_options(w);
    shared sh = {w, ix};
    stream_config cfg = *io;
    cfg.format = c->format;
    cfg.header = format_header_text(c);
    cfg.separator = c->format == FORMAT_TEXT ? "\n" : NULL;
    cfg.line = answer;
    cfg.arg = &sh;
    return stream_run_inputs(&cfg, so);
}

int solve_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                const stream_options *so)
{
    record_writer *w = record_writer_new(c, d, 1);
    if (!w) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    stream_config io = stream_stdio(so);
    int rc = solve_stream_run(w, ix, &io, so);
    record_writer_free(w);
    return rc;
}
