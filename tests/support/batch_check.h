/*
 * batch_check.h - what the batch tests (test_batch.c) and the batch fuzz
 * target (fuzz/stream.c) share: a record callback rendering each item in a
 * canonical line (line number, index, status, count, pangrams, score, word
 * ids; or the error), a sink gathering the chunks in one buffer, a read
 * callback over memory in pieces of a chosen size, and the plain reference:
 * the lines cut by docs/batch.md's rules by hand and each answered by
 * bee_solve in a loop, rendered the same way.
 */
#ifndef BEE_BATCH_CHECK_H
#define BEE_BATCH_CHECK_H

#include "bee.h"
#include "core/result.h" /* the oracle compares a result field by field */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether results hold words (the runs' want_words): set by the caller. */
static int bc_words = 1;

static inline int bc_put(bee_batch_buf *b, uint64_t line, size_t index, bee_status s,
                         const char *error, const bee_result *r)
{
    char tmp[700];
    int n = snprintf(tmp, sizeof tmp, "L%llu I%zu S%d", (unsigned long long)line, index, (int)s);
    if (bee_batch_buf_append(b, tmp, (size_t)n) != BEE_OK)
        return 1;
    if (s != BEE_OK) {
        n = snprintf(tmp, sizeof tmp, " E %s\n", error);
        return bee_batch_buf_append(b, tmp, (size_t)n) != BEE_OK;
    }
    n = snprintf(tmp, sizeof tmp, " %zu %zu %llu", r->count, r->pangrams,
                 (unsigned long long)r->score);
    if (bee_batch_buf_append(b, tmp, (size_t)n) != BEE_OK)
        return 1;
    for (size_t i = 0; bc_words && i < r->count; i++) {
        n = snprintf(tmp, sizeof tmp, " %u", r->words[i]);
        if (bee_batch_buf_append(b, tmp, (size_t)n) != BEE_OK)
            return 1;
    }
    return bee_batch_buf_append(b, "\n", 1) != BEE_OK;
}

/* record_ctx: NULL (or a counter bumped atomically by the caller's own). */
static inline int bc_record(void *ctx, const bee_batch_item *it, bee_batch_chunk *c)
{
    (void)ctx;
    return bc_put(&c->out, it->line, it->index, it->status, it->error, it->result);
}

typedef struct bc_gather {
    bee_batch_buf all; /* every chunk's records, in the order handed over */
    uint64_t next_seq; /* the chunk expected next */
    int out_of_order;  /* a chunk came before an earlier one */
    uint64_t items, refused, calls;
    size_t stop_after; /* > 0: fail at this call (a sink that fails) */
} bc_gather;

static inline int bc_sink(void *ctx, const bee_batch_chunk *c)
{
    bc_gather *g = ctx;
    g->calls++;
    if (g->stop_after && g->calls >= g->stop_after)
        return 1;
    /* a large chunk may come in several pieces: the same seq again */
    if (c->seq != g->next_seq && c->seq + 1 != g->next_seq)
        g->out_of_order = 1;
    g->next_seq = c->seq + 1;
    g->items += c->items;
    g->refused += c->refused;
    return bee_batch_buf_append(&g->all, c->out.data, c->out.len) != BEE_OK;
}

typedef struct bc_mem {
    const char *p;
    size_t n, at, step; /* step: bytes a read at most (0: all asked) */
    int fail_at;        /* > 0: the read after this many bytes fails */
    size_t fail_after;
} bc_mem;

static inline ptrdiff_t bc_read(void *ctx, char *buf, size_t cap)
{
    bc_mem *m = ctx;
    if (m->fail_at && m->at >= m->fail_after)
        return -5; /* -EIO */
    size_t k = m->n - m->at;
    if (k > cap)
        k = cap;
    if (m->step && k > m->step)
        k = m->step;
    if (m->fail_at && m->at + k > m->fail_after)
        k = m->fail_after - m->at;
    memcpy(buf, m->p + m->at, k);
    m->at += k;
    return (ptrdiff_t)k;
}

/* The reference: text[0 .. n) as lines, each answered by bee_solve. */
static inline void bc_reference(const bee_index *ix, const char *text, size_t n, int size,
                                int want_words, bee_batch_buf *out)
{
    bee_result *r = bee_result_new();
    bee_solve_options so;
    bee_solve_options_init(&so);
    so.want_words = want_words;
    bc_words = want_words;
    const char *p = text, *end = text + n;
    uint64_t line = 0;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *a = p, *b = nl ? nl : end;
        p = b + 1;
        line++;
        if (b > a && b[-1] == '\r')
            b--;
        if (b - a > BEE_BATCH_MAX_LINE) {
            bc_put(out, line, line - 1, BEE_ERR_LIMIT, "line is longer than 4096 bytes", NULL);
            continue;
        }
        while (a < b && (*a == ' ' || *a == '\t'))
            a++;
        while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
            b--;
        if (a == b || *a == '#')
            continue;
        bee_puzzle pz;
        bee_error err;
        bee_status s = bee_puzzle_parse(NULL, a, (size_t)(b - a), size, &pz, &err);
        if (s == BEE_OK)
            s = bee_solve(ix, &pz, &so, r, &err);
        bc_put(out, line, line - 1, s, err.message, r);
    }
    bee_result_free(r);
}

#endif
