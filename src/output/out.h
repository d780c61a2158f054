/*
 * out.h - buffered output for the command line: append to a buffer, write(2)
 * it in large pieces, and remember the first write error so that a command
 * can never report success after output was lost.
 *
 * Opened on fd -1, an out is a growable memory buffer instead (the streaming
 * engine formats each chunk's records into one): it grows rather than
 * flushes, and a failed allocation is recorded as ENOMEM.
 */
#ifndef BEE_CLI_OUT_H
#define BEE_CLI_OUT_H

#include "core/writers.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct out {
    int fd;    /* -1: a growable memory buffer */
    int error; /* errno of the first failed write, 0 if none */
    size_t len, cap;
    char *buf;
} out;

int out_open(out *o, int fd, size_t cap); /* 0 or -1 (no memory) */
/* Write all n bytes to fd (again after EINTR or a short write): 0 or errno. */
int out_write_fd(int fd, const char *s, size_t n);
/* Map the whole pages of [p, p + n) now, in one call (for a buffer of at
 * least OUT_PREFAULT_MIN bytes that is about to be written all over),
 * rather than one fault at a time as they are first written: on a virtual
 * machine each fault traps to the hypervisor (~12 us here, against ~5 us a
 * page in a batch).  A hint: a kernel without MADV_POPULATE_WRITE (Linux
 * before 5.14) refuses it, and the pages fault in one by one as before. */
#define OUT_PREFAULT_MIN (256u << 10)
void out_prefault(void *p, size_t n);
/* Memory of n bytes about to be written all over (freed with free),
 * prefaulted: from OUT_HUGE_MIN bytes on, on a huge-page boundary, its whole
 * huge pages in transparent huge pages where the system gives them (one
 * fault and one TLB entry each instead of 512; bee_huge_alloc), the tail in
 * small pages. */
#define OUT_HUGE_PAGE BEE_HUGE_PAGE
#define OUT_HUGE_MIN  OUT_HUGE_PAGE
void *out_alloc_pages(size_t n);
/* Make room for n more bytes at buf + len (memory buffers only); 0 or -1.
 * It grows by realloc, in small pages left untouched until written: only
 * what gets written becomes resident (out.c says why). */
int out_reserve(out *o, size_t n);
/* Room for n more bytes at o->buf + o->len, to be written through a
 * pointer (a file's out flushed first): that pointer, or NULL if out of
 * memory (recorded in o->error).  Set o->len past what was written. */
char *out_room_slow(out *o, size_t n); /* out_room when the buffer is full */
static inline char *out_room(out *o, size_t n)
{
    return o->len + n <= o->cap ? o->buf + o->len : out_room_slow(o, n);
}
void out_close(out *o);                         /* flushes; frees */
int out_flush(out *o);                          /* 0 or the errno of the failure */
void out_slow(out *o, const char *s, size_t n); /* out_bytes when the buffer is full */

static inline void out_bytes(out *o, const char *s, size_t n)
{
    if (o->len + n > o->cap) {
        out_slow(o, s, n);
        return;
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}
static inline void out_str(out *o, const char *s)
{
    out_bytes(o, s, strlen(s));
}
static inline void out_char(out *o, char c)
{
    if (o->len == o->cap) {
        out_slow(o, &c, 1);
        return;
    }
    o->buf[o->len++] = c;
}
void out_u64(out *o, uint64_t v);
/* Write v in decimal at p (at most 20 bytes); returns the end. */
char *out_put_u64(char *p, uint64_t v);
/* The decimal text of 0 to OUT_DIGITS_N - 1, left-aligned in 4 bytes, and
 * its length: a small number (a record's count, pangrams, score) is then one
 * 4-byte store and an add, with no branch on its number of digits (those
 * branches mispredicted on every other record of `all`). */
#define OUT_DIGITS_N 10000
typedef struct out_digits {
    char text[OUT_DIGITS_N][4];
    uint8_t len[OUT_DIGITS_N];
} out_digits;
/* The one table of the process, filled on first use (from any thread, once),
 * read-only after: writers of many records share it. */
const out_digits *out_digits_table(void);
/* v in decimal at p, as out_put_u64, with 4 bytes of room at least even for
 * a shorter number (its last bytes are scratch); returns the end. */
static inline char *out_put_small(char *p, const out_digits *t, uint64_t v)
{
    if (v >= OUT_DIGITS_N)
        return out_put_u64(p, v);
    memcpy(p, t->text[v], 4);
    return p + t->len[v];
}
/* A JSON string literal, quoted and escaped: valid UTF-8 passes through,
 * each byte that is not part of a valid sequence becomes \ufffd. */
void out_json_str(out *o, const char *s, size_t n);

#endif
