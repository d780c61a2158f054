/*
 * alloc.h - the library's one way to memory, mappings and threads (alloc.c).
 *
 * Every allocation, mapping and thread start of the library (src/core, dict,
 * solve, bag, all, file, batch) goes through these, so that a test can make
 * any one of them fail: tests/test_faults.c fails each in turn and checks
 * that the call that made it returns BEE_ERR_NOMEM (BEE_ERR_IO for a mapped
 * file), frees what it took and leaves no thread waiting.  Not installed;
 * internal (hidden in libbee.so), reached by tests through the static
 * library.
 *
 * Memory from bee_malloc, bee_calloc, bee_realloc and bee_aligned_alloc is
 * the C library's: free it with bee_free (or free, where a caller's buffer
 * is documented as malloc'd).  Mappings return NULL, not MAP_FAILED.
 */
#ifndef BEE_CORE_ALLOC_H
#define BEE_CORE_ALLOC_H

#include <pthread.h>
#include <stddef.h>

void *bee_malloc(size_t n);
void *bee_calloc(size_t n, size_t size);
void *bee_realloc(void *p, size_t n);
void *bee_aligned_alloc(size_t align, size_t n);
void bee_free(void *p);

/* `len` bytes of fresh zeroed pages, read and write; NULL (errno set) if
 * refused. */
void *bee_map_anon(size_t len);
/* The first `len` bytes of file fd, read only and private; `flags` are more
 * MAP_* flags (MAP_POPULATE).  NULL (errno set) if refused. */
void *bee_map_file(int fd, size_t len, int flags);
void bee_unmap(void *p, size_t len);

/* pthread_create with default attributes: 0, or an error number. */
int bee_thread_start(pthread_t *t, void *(*run)(void *), void *arg);

/* The test hook.  bee_fault_arm(n) restarts the count of the calls above
 * that acquire something (allocations, mappings, thread starts; not frees)
 * and makes the nth from now fail, and only it; n = 0 fails none and only
 * counts.  bee_fault_disarm stops counting (the state at start: then the
 * calls cost one relaxed load more).  bee_fault_calls: the calls counted
 * since the last arm, across threads. */
void bee_fault_arm(long n);
void bee_fault_disarm(void);
long bee_fault_calls(void);

#endif
