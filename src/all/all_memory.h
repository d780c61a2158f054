/*
 * all_memory.h - the bytes a run of every puzzle would allocate, planned
 * as bee_all_each plans them but without running: for the tests, which
 * check the estimate against the limit (a program tells a refusal over the
 * limit by its status, BEE_ERR_LIMIT).
 */
#ifndef BEE_ALL_MEMORY_H
#define BEE_ALL_MEMORY_H

#include "bee.h"

#include <stdint.h>

/* The estimate of the run's tables and lists into *need and the limit it is
 * held to (max_memory, or BEE_ALL_MEMORY_DEFAULT) into *limit, for a run of
 * `opt` on ix with a sink (`sinks`: bee_all_each's) or without
 * (bee_all_solve's).  The run is refused when *need > *limit.  Errors as
 * bee_all_each's before it plans (bad options, out of memory); err may be
 * NULL. */
bee_status bee_all_memory_plan(const bee_index *ix, const bee_all_options *opt, int sinks,
                               uint64_t *need, uint64_t *limit, bee_error *err);

#endif
