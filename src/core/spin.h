/*
 * spin.h - a short wait by spinning before a thread sleeps.  The batch
 * engine's threads wait for each other only briefly: for the input while
 * another worker reads a chunk (~3 us), for a place of the ordered writer's
 * ring while the worker behind finishes its chunk (tens of us once a
 * stream's records are kept).  Sleeping for that long costs more than the
 * wait: a futex sleep and wake-up, two context switches, and on a virtual
 * machine the sleeper's CPU halting and being woken by an interrupt (a
 * count stream on 2 threads slept ~100-300 times a run, and its CPUs were
 * busy 1.3 of its 2).  So a waiter looks again for a bounded while first,
 * then sleeps as before: the most a wait costs more than a sleep is
 * SPIN_TRIES pauses (~20-40 us).
 */
#ifndef BEE_CORE_SPIN_H
#define BEE_CORE_SPIN_H

#include <pthread.h>

#define SPIN_TRIES 1024

/* A pause between two looks: lets the other hardware thread of the core
 * run, and saves power. */
static inline void spin_pause(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

/* pthread_mutex_lock, trying SPIN_TRIES times before sleeping on it. */
static inline void spin_lock(pthread_mutex_t *m)
{
    for (int i = 0; i < SPIN_TRIES; i++) {
        if (pthread_mutex_trylock(m) == 0)
            return;
        spin_pause();
    }
    pthread_mutex_lock(m);
}

#endif
