/*
 * file.h - index files (index_file.c), for the library's rooms above file/
 * (not installed).
 */
#ifndef BEE_FILE_FILE_H
#define BEE_FILE_FILE_H

#include "solve/index.h"

/* Index files (index_file.c): the checksum of `len` bytes (a multiple of
 * 64), as the header and each part carry it (docs/index-format.md). */
uint64_t bee_index_file_checksum(const void *data, size_t len);
/* Refresh the checksums of an index file of `len` bytes held in memory: each
 * part's (those inside the file), then the header's. */
void bee_index_file_seal(void *file, size_t len);
/* bee_index_load_memory, but for the built-in image (`built_in`) without
 * the checksum: it guards copies of files against accidents, and the image
 * is the program's own read-only data; every other check still runs. */
bee_status bee_index_load_image(const void *data, size_t len, const char *name, int built_in,
                                bee_dict **dict, bee_index **ix, bee_error *err);

#endif
