/*
 * pthread.h for wasm32-wasi, which has no threads (wasi-libc ships no
 * pthread.h): one thread, so a lock is never contended and a wait never
 * happens.  Starting a thread fails with EAGAIN, which every caller
 * (bee_thread_start) already takes as "run the work on this thread".
 * Only on the include path of the wasm build (cmake/wasm32-wasi.cmake).
 */
#ifndef BEE_WASM_PTHREAD_H
#define BEE_WASM_PTHREAD_H

#include <errno.h>

typedef int pthread_t;
typedef int pthread_attr_t;
typedef int pthread_mutex_t;
typedef int pthread_mutexattr_t;
typedef int pthread_cond_t;
typedef int pthread_condattr_t;
typedef int pthread_once_t;

#define PTHREAD_MUTEX_INITIALIZER 0
#define PTHREAD_COND_INITIALIZER  0
#define PTHREAD_ONCE_INIT         0

static inline int pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*run)(void *),
                                 void *arg)
{
    (void)t, (void)a, (void)run, (void)arg;
    return EAGAIN;
}
static inline int pthread_join(pthread_t t, void **ret)
{
    (void)t, (void)ret;
    return EINVAL;
}
static inline int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a)
{
    (void)a;
    *m = 0;
    return 0;
}
static inline int pthread_mutex_destroy(pthread_mutex_t *m)
{
    (void)m;
    return 0;
}
static inline int pthread_mutex_lock(pthread_mutex_t *m)
{
    (void)m;
    return 0;
}
static inline int pthread_mutex_trylock(pthread_mutex_t *m)
{
    (void)m;
    return 0;
}
static inline int pthread_mutex_unlock(pthread_mutex_t *m)
{
    (void)m;
    return 0;
}
static inline int pthread_cond_init(pthread_cond_t *c, const pthread_condattr_t *a)
{
    (void)a;
    *c = 0;
    return 0;
}
static inline int pthread_cond_destroy(pthread_cond_t *c)
{
    (void)c;
    return 0;
}
static inline int pthread_cond_broadcast(pthread_cond_t *c)
{
    (void)c;
    return 0;
}
static inline int pthread_cond_signal(pthread_cond_t *c)
{
    (void)c;
    return 0;
}
/* One thread: a wait would wait for nobody; callers wait only for workers,
 * and none was started. */
static inline int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m)
{
    (void)c, (void)m;
    return 0;
}
static inline int pthread_once(pthread_once_t *once, void (*run)(void))
{
    if (!*once) {
        *once = 1;
        run();
    }
    return 0;
}

#endif
