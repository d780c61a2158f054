/*
 * ordered.h - the one ordered writer: pieces of output, numbered 0, 1, 2,
 * ... in output order, are filled on many threads at once and written in
 * their order, in bounded memory.  The batch engine (batch.c) makes a piece
 * of each input chunk's records; the program's `all` (src/output/all_out.c)
 * of each chunk of puzzles the library hands it.
 *
 * A ring of n places: piece seq is filled in place seq % n once piece seq - n
 * has been written.  A finished piece is written at once if every earlier
 * one has been, and otherwise by the thread that writes the piece before it:
 * nobody waits for a turn but a piece grown too large to hold (bee_ordered_flush)
 * and a piece whose place is still taken (it spins a while before it sleeps:
 * spin.h).  `write` runs on one thread at a time, in piece order, with no
 * lock held.
 */
#ifndef BEE_CORE_ORDERED_H
#define BEE_CORE_ORDERED_H

#include <pthread.h>
#include "core/spin.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* Write what place `place` holds; 0, or nonzero to stop everything. */
typedef int (*ordered_write_fn)(void *arg, size_t place);

#define ORDERED_MAX_PLACES (2 * 256 + 1) /* two a thread and one, for 256 threads */

typedef struct ordered {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    size_t n;                               /* places */
    unsigned char done[ORDERED_MAX_PLACES]; /* per place: its piece is finished,
                                                 not yet written */
    /* the piece to write next (all before it are written): changed under
     * the lock, read without it by a thread spinning for its place */
    _Atomic uint64_t next;
    int writing; /* a thread is writing */
    int stopped;
    spinner lock_waits, place_waits;
    ordered_write_fn write;
    void *arg;
} ordered;

/* places: at most ORDERED_MAX_PLACES. */
void bee_ordered_init(ordered *o, size_t places, ordered_write_fn write, void *arg);
void bee_ordered_destroy(ordered *o);
/* The place for piece seq, once it is free (waits for that); SIZE_MAX if
 * stopped. */
size_t bee_ordered_begin(ordered *o, uint64_t seq);
/* Piece seq is finished: written now, with the finished pieces after it, if
 * its turn has come; else later, by the thread that writes the one before. */
void bee_ordered_end(ordered *o, uint64_t seq);
/* Write what piece seq holds so far (it goes on filling afterwards): if
 * `wait`, once its turn comes; else only if it has come.  1 if written. */
int bee_ordered_flush(ordered *o, uint64_t seq, int wait);
/* Stop: nothing more is written; threads waiting in bee_ordered_begin or
 * bee_ordered_flush return. */
void bee_ordered_stop(ordered *o);
int bee_ordered_stopped(ordered *o);

#endif
