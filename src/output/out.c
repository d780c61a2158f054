/* out.c - see out.h. */
#define _GNU_SOURCE /* MADV_POPULATE_WRITE */
#include "output/out.h"

#include <errno.h>
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

char *out_room_slow(out *o, size_t n)
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
    void *p = n < OUT_HUGE_MIN ? malloc(n) : bee_huge_alloc(n);
    if (p) /* a huge-page allocation's small-page tail too */
        out_prefault(p, n);
    return p;
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
    /* realloc, in small pages, untouched: a large block grows in place or
     * moves by remapping (glibc's mremap), and only the pages written
     * become resident.  Each page made resident costs here (a VM backs it
     * on first touch, ~1 ms a MB; huge pages more), so neither huge pages
     * (a 2 MiB page for the last few KB) nor prefaulting the doubled half
     * (mostly never written: a stream's chunk aims at 768 KB) */
    char *grown = realloc(o->buf, cap);
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

/* The digits table, made by the compiler (filling it at run time took
 * 0.58M instructions at every start, and 50 KB of fresh pages): the
 * numbers of 1, 2, 3 and 4 digits in turn, each left-aligned and padded
 * with NULs.  T10_k(E, ...) is the ten entries E(..., '0') to E(..., '9'),
 * T9 the nine from '1'; one T10 a level, as a macro is not expanded inside
 * itself. */
#define T10_1(E, ...)                                                                       \
    E(__VA_ARGS__, '0'), E(__VA_ARGS__, '1'), E(__VA_ARGS__, '2'), E(__VA_ARGS__, '3'),     \
        E(__VA_ARGS__, '4'), E(__VA_ARGS__, '5'), E(__VA_ARGS__, '6'), E(__VA_ARGS__, '7'), \
        E(__VA_ARGS__, '8'), E(__VA_ARGS__, '9')
#define T10_2(E, ...)                                                                       \
    E(__VA_ARGS__, '0'), E(__VA_ARGS__, '1'), E(__VA_ARGS__, '2'), E(__VA_ARGS__, '3'),     \
        E(__VA_ARGS__, '4'), E(__VA_ARGS__, '5'), E(__VA_ARGS__, '6'), E(__VA_ARGS__, '7'), \
        E(__VA_ARGS__, '8'), E(__VA_ARGS__, '9')
#define T10_3(E, ...)                                                                       \
    E(__VA_ARGS__, '0'), E(__VA_ARGS__, '1'), E(__VA_ARGS__, '2'), E(__VA_ARGS__, '3'),     \
        E(__VA_ARGS__, '4'), E(__VA_ARGS__, '5'), E(__VA_ARGS__, '6'), E(__VA_ARGS__, '7'), \
        E(__VA_ARGS__, '8'), E(__VA_ARGS__, '9')
#define T9(E, ...)                                                                          \
    E(__VA_ARGS__, '1'), E(__VA_ARGS__, '2'), E(__VA_ARGS__, '3'), E(__VA_ARGS__, '4'),     \
        E(__VA_ARGS__, '5'), E(__VA_ARGS__, '6'), E(__VA_ARGS__, '7'), E(__VA_ARGS__, '8'), \
        E(__VA_ARGS__, '9')
/* one entry a line (clang-format would spread each brace over four) */
// clang-format off
#define D1(_, d)       {d, 0, 0, 0}
#define D2(_, c, d)    {c, d, 0, 0}
#define D3(_, b, c, d) {b, c, d, 0}
#define D4(a, b, c, d) {a, b, c, d}
// clang-format on
#define D2_10(_, c)    T10_1(D2, _, c)
#define D3_10(_, b, c) T10_1(D3, _, b, c)
#define D3_100(_, b)   T10_2(D3_10, _, b)
#define D4_10(a, b, c) T10_1(D4, a, b, c)
#define D4_100(a, b)   T10_2(D4_10, a, b)
#define D4_1000(_, a)  T10_3(D4_100, a)
#define LEN(n, _)      n
#define LEN10(n, _)    T10_1(LEN, n)
#define LEN100(n, _)   T10_2(LEN10, n)
#define LEN1000(n, _)  T10_3(LEN100, n)

static const out_digits digits = {
    .text = {T10_1(D1, 0), T9(D2_10, 0), T9(D3_100, 0), T9(D4_1000, 0)},
    .len = {T10_1(LEN, 1), T9(LEN10, 2), T9(LEN100, 3), T9(LEN1000, 4)},
};

const out_digits *out_digits_table(void)
{
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
