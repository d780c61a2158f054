/*
 * fail_alloc.c - allocation failure on demand, for bee-simd-faulty (linked
 * with -Wl,--wrap for each function below: see cmake/hardening.cmake).
 *
 * BEE_FAIL_ALLOC=N makes the Nth allocation of the library and the program
 * (counted across threads, from 1) return NULL, and only that one;
 * BEE_FAIL_ALLOC=0 fails none and writes "allocations: COUNT" to stderr at
 * exit, so that a test can try every N.  Allocations inside the C library
 * (stdio buffers, thread stacks) are not counted: they are not ours to
 * handle.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void *__real_aligned_alloc(size_t align, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t n);
void *__wrap_aligned_alloc(size_t align, size_t n);

static atomic_long calls;
static long fail_at = -1;   /* -1: not read yet */

static int fails(void)
{
    if (fail_at < 0) {   /* the first allocation comes before any thread */
        const char *v = getenv("BEE_FAIL_ALLOC");
        fail_at = v ? atol(v) : 0;
    }
    return atomic_fetch_add(&calls, 1) + 1 == fail_at;
}

void *__wrap_malloc(size_t n) { return fails() ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t n, size_t size) { return fails() ? NULL : __real_calloc(n, size); }
void *__wrap_realloc(void *p, size_t n) { return fails() ? NULL : __real_realloc(p, n); }
void *__wrap_aligned_alloc(size_t align, size_t n)
{
    return fails() ? NULL : __real_aligned_alloc(align, n);
}

__attribute__((destructor)) static void report(void)
{
    if (fail_at == 0) {
        char line[64];
        int len = snprintf(line, sizeof line, "allocations: %ld\n", atomic_load(&calls));
        if (write(2, line, (size_t)len) < 0)
            return;
    }
}
