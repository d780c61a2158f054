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
 * The library's mappings and thread starts (bee_map_anon, bee_map_file,
 * bee_thread_start: src/core/alloc.h) are wrapped too and counted with the
 * allocations, so that N runs over every way the library acquires
 * something.  They are also failed one by one in process by
 * tests/test_faults.c; this shim adds the program's own allocations and
 * what it makes of a library refusal (its messages, its exit status).
 */
#include <errno.h>
#include <pthread.h>
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
void *__real_bee_map_anon(size_t len);
void *__real_bee_map_file(int fd, size_t len, int flags);
int __real_bee_thread_start(pthread_t *t, void *(*run)(void *), void *arg);
void *__wrap_bee_map_anon(size_t len);
void *__wrap_bee_map_file(int fd, size_t len, int flags);
int __wrap_bee_thread_start(pthread_t *t, void *(*run)(void *), void *arg);
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

void *__wrap_bee_map_anon(size_t len)
{
    if (fails()) {
        errno = ENOMEM;
        return NULL;
    }
    return __real_bee_map_anon(len);
}
void *__wrap_bee_map_file(int fd, size_t len, int flags)
{
    if (fails()) {
        errno = ENOMEM;
        return NULL;
    }
    return __real_bee_map_file(fd, len, flags);
}
int __wrap_bee_thread_start(pthread_t *t, void *(*run)(void *), void *arg)
{
    return fails() ? EAGAIN : __real_bee_thread_start(t, run, arg);
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
