/*
 * spin.h - a short wait by spinning before a thread sleeps.  The batch
 * engine's threads wait for each other only briefly: for the input while
 * another worker reads a chunk (~3 us), for a place of the ordered writer's
 * ring while the worker behind finishes its chunk (tens of us once a
 * stream's records are kept).  Sleeping for that long costs more than the
 * wait: a futex sleep and wake-up, two context switches, and on a virtual
 * machine the sleeper's CPU halting and being woken by an interrupt (a
 * count stream on 2 threads slept ~30-300 times a run; spinning first, ~10).
 *
 * A spin is worth it only while the thread waited for runs: with more
 * threads than free CPUs it may not, and each spin is then lost time.  So
 * each kind of wait keeps how long it spins: SPIN_TRIES looks (~25 us),
 * halved at each spin that ended in a sleep anyway, doubled back at each
 * that did not (down to SPIN_LEAST: a loaded machine loses ~0.5 us a wait).
 */
#ifndef BEE_CORE_SPIN_H
#define BEE_CORE_SPIN_H

#include <pthread.h>
#include <stdatomic.h>

#define SPIN_TRIES 1024
#define SPIN_LEAST 16

/* How long a kind of wait spins (looks), shared by its threads. */
typedef struct spinner {
    _Atomic int tries;
} spinner;

static inline void spinner_init(spinner *s)
{
    atomic_init(&s->tries, SPIN_TRIES);
}

static inline int spinner_tries(spinner *s)
{
    return atomic_load_explicit(&s->tries, memory_order_relaxed);
}

/* A spin of `tries` looks ended: in the wait's end, or not (a sleep). */
static inline void spinner_ended(spinner *s, int tries, int waited_out)
{
    int next = waited_out ? (tries < SPIN_TRIES ? 2 * tries : SPIN_TRIES)
                          : (tries > SPIN_LEAST ? tries / 2 : SPIN_LEAST);
    if (next != tries)
        atomic_store_explicit(&s->tries, next, memory_order_relaxed);
}

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

/* pthread_mutex_lock, trying a while before sleeping on it. */
static inline void spin_lock(pthread_mutex_t *m, spinner *s)
{
    if (pthread_mutex_trylock(m) == 0)
        return; /* (free: no wait, nothing learnt) */
    int tries = spinner_tries(s);
    for (int i = 0; i < tries; i++) {
        spin_pause();
        if (pthread_mutex_trylock(m) == 0) {
            spinner_ended(s, tries, 1);
            return;
        }
    }
    spinner_ended(s, tries, 0);
    pthread_mutex_lock(m);
}

#endif
