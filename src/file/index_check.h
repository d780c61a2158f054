/*
 * index_check.h - the content checks of a loaded index file (index_check.c),
 * run by the loader after its bounds checks.
 */
#ifndef BEE_INDEX_CHECK_H
#define BEE_INDEX_CHECK_H

#include "file/file.h"

/* BEE_OK if `d` (its text text_bytes long) and `ix`, whose bounds the loader
 * has checked, hold exactly what bee_index_build would make of d's words,
 * else BEE_ERR_FORMAT with a message "NAME: damaged index file (PART: what)"
 * (BEE_ERR_NOMEM if scratch space cannot be had). */
/* A dictionary of another alphabet from an index file: each word judged
 * again by its alphabet (a word of it, its mask, sorted), and its length in
 * letters set (d->letters, freed with d).  BEE_ERR_FORMAT naming the first
 * bad word. */
bee_status bee_index_alpha_words(bee_dict *d, size_t text_bytes, const char *name, bee_error *err);
/* What later code needs beyond bounds, in one cheap pass at every load:
 * English word bytes a-z (the loader checked the NULs), every letter set
 * (words' and the column's) inside the alphabet.  BEE_ERR_FORMAT naming the
 * first bad element. */
bee_status bee_index_check_bytes(const bee_dict *d, size_t text_bytes, const bee_index *ix,
                                 const char *name, bee_error *err);
bee_status bee_index_check_content(const bee_dict *d, size_t text_bytes, const bee_index *ix,
                                   const char *name, bee_error *err);

#endif
