/*
 * fail_alloc.c - allocation failure on demand, for bee-simd-faulty (linked
 * with -Wl,--wrap for each function below: see cmake/hardening.cmake).
 *
 * BEE_FAIL_ALLOC=N makes the Nth allocation of the library and the program
 * (counted across threads, from 1) return NULL, and only that one;
 * BEE_FAIL_ALLOC=0 fails none and writes "allocations: COUNT" to stderr at
 * exit, so that a test can try every N.  Allocations inside the C library
 * (stdio buffers, thread stacks) are not counted: they are not ours to
 * handle.  Nor are those before main or in the exit handlers registered
 * before it (main is wrapped too): the coverage runtime's (stage 65) are not
 * ours either, and it does not survive a NULL.
 *
 * The library's calls, its mappings and thread starts included, are also
 * failed one by one in process by tests/test_faults.c (src/core/alloc.h);
 * this shim adds the program's own allocations and what it makes of a
 * library refusal (its messages, its exit status).
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
int __real_main(int argc, char **argv);
int __wrap_main(int argc, char **argv);

static atomic_long calls;
static atomic_int armed; /* in main, or in an exit handler it registered */
static long fail_at;

static int fails(void)
{
    return atomic_load(&armed) && atomic_fetch_add(&calls, 1) + 1 == fail_at;
}

static void disarm(void)
{
    atomic_store(&armed, 0);
}

int __wrap_main(int argc, char **argv)
{
    const char *v = getenv("BEE_FAIL_ALLOC");
    fail_at = v ? atol(v) : 0;
    atexit(disarm); /* runs after the handlers main registers, before earlier ones */
    atomic_store(&armed, 1);
    return __real_main(argc, argv);
}

void *__wrap_malloc(size_t n)
{
    return fails() ? NULL : __real_malloc(n);
}
void *__wrap_calloc(size_t n, size_t size)
{
    return fails() ? NULL : __real_calloc(n, size);
}
void *__wrap_realloc(void *p, size_t n)
{
    return fails() ? NULL : __real_realloc(p, n);
}
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
