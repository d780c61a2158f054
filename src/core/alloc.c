/*
 * alloc.c - see alloc.h.  Allocation is never in a kernel or per answer
 * word, so the hook's cost, one relaxed load of `armed` a call, is lost in
 * the allocator's own.
 */
#define _GNU_SOURCE /* MAP_ANONYMOUS */
#include "core/alloc.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

static atomic_int armed;
static atomic_long calls, fail_at;

/* 1 if this call is to fail (counting it when armed). */
static int fails(void)
{
    if (!atomic_load_explicit(&armed, memory_order_relaxed))
        return 0;
    long n = atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed) + 1;
    return n == atomic_load_explicit(&fail_at, memory_order_relaxed);
}

void bee_fault_arm(long n)
{
    atomic_store(&armed, 0);
    atomic_store(&calls, 0);
    atomic_store(&fail_at, n);
    atomic_store(&armed, 1);
}

void bee_fault_disarm(void)
{
    atomic_store(&armed, 0);
}

long bee_fault_calls(void)
{
    return atomic_load(&calls);
}

void *bee_malloc(size_t n)
{
    return fails() ? NULL : malloc(n);
}

void *bee_calloc(size_t n, size_t size)
{
    return fails() ? NULL : calloc(n, size);
}

void *bee_realloc(void *p, size_t n)
{
    return fails() ? NULL : realloc(p, n);
}

void *bee_aligned_alloc(size_t align, size_t n)
{
    return fails() ? NULL : aligned_alloc(align, n);
}

void bee_free(void *p)
{
    free(p);
}

void *bee_map_anon(size_t len)
{
    if (fails()) {
        errno = ENOMEM;
        return NULL;
    }
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

void *bee_map_file(int fd, size_t len, int flags)
{
    if (fails()) {
        errno = ENOMEM;
        return NULL;
    }
    void *p = mmap(NULL, len, PROT_READ, MAP_PRIVATE | flags, fd, 0);
    return p == MAP_FAILED ? NULL : p;
}

void bee_unmap(void *p, size_t len)
{
    if (p)
        munmap(p, len);
}

int bee_thread_start(pthread_t *t, void *(*run)(void *), void *arg)
{
    return fails() ? EAGAIN : pthread_create(t, NULL, run, arg);
}
