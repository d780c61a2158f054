/*
 * all_sort.h - the order of bee_all_solve's puzzles (all_sort.c).
 */
#ifndef BEE_ALL_SORT_H
#define BEE_ALL_SORT_H

#include "core/internal.h"

/* Stable sort of puzzles by score or word count, highest first. */
bee_status all_sort(bee_all_puzzle *p, size_t n, bee_all_order order);

#endif
