/* out.c - see out.h. */
#define _GNU_SOURCE /* MADV_POPULATE_WRITE */
#include "output/out.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

int out_open(out *o, int fd, size_t cap)
{
    o->fd = fd;
    o->error = 0;
    o->len = 0;
    o->cap = cap;
    o->buf = malloc(cap);
    return o->buf ? 0 : -1;
}

int out_write_fd(int fd, const char *s, size_t n)
{
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        s += w;
        n -= (size_t)w;
    }
    return 0;
}

static void write_all(out *o, const char *s, size_t n)
{
    if (!o->error)
        o->error = out_write_fd(o->fd, s, n);
}

int out_flush(out *o)
{
    if (o->fd < 0)
        return o->error;
    write_all(o, o->buf, o->len);
    o->len = 0; /* after an error later output is dropped: the error stands */
    return o->error;
}

char *out_room(out *o, size_t n)
{
    if (o->len + n > o->cap && o->fd >= 0)
        out_flush(o);
    return out_reserve(o, n) == 0 ? o->buf + o->len : NULL;
}

void out_prefault(void *p, size_t n)
{
#ifdef MADV_POPULATE_WRITE
    const uintptr_t page = 4096;
    uintptr_t start = ((uintptr_t)p + page - 1) & ~(page - 1);
    uintptr_t end = ((uintptr_t)p + n) & ~(page - 1);
    if (n >= OUT_PREFAULT_MIN && end > start)
        madvise((void *)start, end - start, MADV_POPULATE_WRITE);
#else
    (void)p;
    (void)n;
#endif
}

void *out_alloc_pages(size_t n)
{
    if (n < OUT_HUGE_MIN) {
        void *p = malloc(n);
        if (p)
            out_prefault(p, n);
        return p;
    }
    return bee_huge_alloc(n);
}

int out_reserve(out *o, size_t n)
{
    if (o->len + n <= o->cap)
        return 0;
    if (o->error)
        return -1;
    size_t cap = o->cap ? o->cap : 4096;
    while (cap < o->len + n)
        cap *= 2;
    char *grown;
    if (cap < OUT_HUGE_MIN) {
        grown = realloc(o->buf, cap);
        if (grown)
            out_prefault(grown + o->cap, cap - o->cap); /* a growing buffer gets written */
    } else {                                            /* a large buffer moves to huge pages */
        cap = bee_huge_round(cap);
        if ((grown = out_alloc_pages(cap))) {
            memcpy(grown, o->buf, o->len);
            free(o->buf);
        }
    }
    if (!grown) {
        o->error = ENOMEM;
        return -1;
    }
    o->buf = grown;
    o->cap = cap;
    return 0;
}

void out_slow(out *o, const char *s, size_t n)
{
    if (o->fd < 0) {
        if (out_reserve(o, n) == 0) {
            memcpy(o->buf + o->len, s, n);
            o->len += n;
        }
        return;
    }
    out_flush(o);
    if (n > o->cap) {
        write_all(o, s, n);
        return;
    }
    memcpy(o->buf, s, n);
    o->len = n;
}

void out_close(out *o)
{
    out_flush(o);
    free(o->buf);
    o->buf = NULL;
}

/* Digits two at a time from a table, written in place from the end (a call
 * to memcpy per number of variable length cost more than the rest of a
 * record). */
char *out_put_u64(char *p, uint64_t v)
{
    static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                "25262728293031323334353637383940414243444546474849"
                                "50515253545556575859606162636465666768697071727374"
                                "75767778798081828384858687888990919293949596979899";
    int n = 1;
    for (uint64_t x = v; x >= 10; x /= 10)
        n++;
    char *e = p + n;
    while (v >= 100) {
        e -= 2;
        memcpy(e, pairs + 2 * (v % 100), 2);
        v /= 100;
    }
    if (v >= 10)
        memcpy(e - 2, pairs + 2 * v, 2);
    else
        e[-1] = (char)('0' + v);
    return p + n;
}

static out_digits digits;

static void fill_digits(void)
{
    for (uint32_t v = 0; v < OUT_DIGITS_N; v++) {
        char tmp[24] = {0};
        digits.len[v] = (uint8_t)(out_put_u64(tmp, v) - tmp);
        memcpy(digits.text[v], tmp, 4);
    }
}

const out_digits *out_digits_table(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, fill_digits);
    return &digits;
}

void out_u64(out *o, uint64_t v)
{
    char tmp[24];
    size_t n = (size_t)(out_put_u64(tmp, v) - tmp);
    out_bytes(o, tmp, n);
}

void out_json_str(out *o, const char *s, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    const unsigned char *u = (const unsigned char *)s;
    out_char(o, '"');
    for (size_t i = 0; i < n;) {
        unsigned char c = u[i];
        size_t len;
        uint32_t cp;
        if (c == '"' || c == '\\') {
            out_char(o, '\\');
            out_char(o, (char)c);
            i++;
        } else if (c < 0x20 || c == 0x7f) {
            char e[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            out_bytes(o, e, 6);
            i++;
        } else if (c < 0x80) { /* a run of plain ASCII, copied whole */
            size_t end = i + 1;
            while (end < n && u[end] >= 0x20 && u[end] < 0x7f && u[end] != '"' && u[end] != '\\')
                end++;
            out_bytes(o, s + i, end - i);
            i = end;
        } else if ((len = bee_utf8_decode(u + i, n - i, &cp)) != 0) {
            out_bytes(o, s + i, len); /* valid UTF-8 passes through */
            i += len;
        } else {
            out_bytes(o, "\\ufffd", 6); /* an invalid byte: U+FFFD REPLACEMENT CHARACTER */
            i++;
        }
    }
    out_char(o, '"');
}
