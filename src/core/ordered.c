/*
 * ordered.c - see ordered.h.  One lock round trip per piece: the pieces are
 * chunks of thousands of records, so the costs that matter are never per
 * record.
 */
#include "core/ordered.h"

#include <string.h>

void bee_ordered_init(ordered *o, size_t places, ordered_write_fn write, void *arg)
{
    pthread_mutex_init(&o->lock, NULL);
    pthread_cond_init(&o->changed, NULL);
    o->n = places < ORDERED_MAX_PLACES ? places : ORDERED_MAX_PLACES;
    memset(o->done, 0, sizeof o->done);
    atomic_init(&o->next, 0);
    o->writing = o->stopped = 0;
    spinner_init(&o->lock_waits);
    spinner_init(&o->place_waits);
    o->write = write;
    o->arg = arg;
}

void bee_ordered_destroy(ordered *o)
{
    pthread_cond_destroy(&o->changed);
    pthread_mutex_destroy(&o->lock);
}

/* Whether piece seq's place is still taken by piece seq - n. */
static int place_taken(ordered *o, uint64_t seq)
{
    return seq >= o->n && atomic_load_explicit(&o->next, memory_order_relaxed) <= seq - o->n;
}

size_t bee_ordered_begin(ordered *o, uint64_t seq)
{
    /* the piece before in that place is nearly always being written or
     * nearly finished: looked at again a while before sleeping (spin.h) */
    if (place_taken(o, seq)) {
        int tries = spinner_tries(&o->place_waits), i = 0;
        for (; i < tries && place_taken(o, seq); i++)
            spin_pause();
        spinner_ended(&o->place_waits, tries, i < tries);
    }
    spin_lock(&o->lock, &o->lock_waits);
    while (!o->stopped && place_taken(o, seq))
        pthread_cond_wait(&o->changed, &o->lock);
    size_t place = o->stopped ? SIZE_MAX : (size_t)(seq % o->n);
    pthread_mutex_unlock(&o->lock);
    return place;
}

/* Write the place of piece `next` (lock held on entry and exit; the
 * caller set `writing`). */
static void write_next(ordered *o)
{
    size_t place = (size_t)(o->next % o->n);
    pthread_mutex_unlock(&o->lock);
    int stop = o->write(o->arg, place);
    spin_lock(&o->lock, &o->lock_waits);
    if (stop)
        o->stopped = 1;
}

void bee_ordered_end(ordered *o, uint64_t seq)
{
    spin_lock(&o->lock, &o->lock_waits);
    o->done[seq % o->n] = 1;
    /* the place of piece `next` holds no later piece: that one cannot begin
     * before `next` is written */
    while (!o->writing && !o->stopped && o->done[o->next % o->n]) {
        o->writing = 1;
        write_next(o);
        o->writing = 0;
        o->done[o->next % o->n] = 0;
        atomic_store_explicit(&o->next, o->next + 1, memory_order_relaxed);
        pthread_cond_broadcast(&o->changed);
    }
    pthread_mutex_unlock(&o->lock);
}

int bee_ordered_flush(ordered *o, uint64_t seq, int wait)
{
    pthread_mutex_lock(&o->lock);
    while (wait && !o->stopped && (o->next != seq || o->writing))
        pthread_cond_wait(&o->changed, &o->lock);
    int mine = !o->stopped && o->next == seq && !o->writing;
    if (mine) {
        o->writing = 1;
        write_next(o);
        o->writing = 0;
        pthread_cond_broadcast(&o->changed);
    }
    pthread_mutex_unlock(&o->lock);
    return mine;
}

void bee_ordered_stop(ordered *o)
{
    pthread_mutex_lock(&o->lock);
    o->stopped = 1;
    pthread_cond_broadcast(&o->changed);
    pthread_mutex_unlock(&o->lock);
}

int bee_ordered_stopped(ordered *o)
{
    pthread_mutex_lock(&o->lock);
    int s = o->stopped;
    pthread_mutex_unlock(&o->lock);
    return s;
}
