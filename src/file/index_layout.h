/*
 * index_layout.h - the index file's header and parts (docs/index-format.md),
 * shared by the loader (index_file.c) and the one-off reader
 * (index_oneshot.c).  Internal to file/.
 */
#ifndef BEE_FILE_INDEX_LAYOUT_H
#define BEE_FILE_INDEX_LAYOUT_H

#include "file/file.h"

#include <stddef.h>
#include <stdint.h>

#define FILE_MAGIC      "BEEINDEX"
#define BYTE_ORDER_MARK 0x01020304u
#define ALIGN           64
/* The parts a solve reads (0 to 10) are cut into chunks of CHUNK bytes, each
 * with its own checksum in the chunk table after the last part, so that a
 * one-off solve checks only the chunks it reads (index_oneshot.c). */
#define CHUNK           1024
#define CHUNKED_PARTS   PART_BAG_INFO

enum {
    PART_TEXT,
    PART_OFFSET,
    PART_MASK,
    PART_LEN, /* dictionary */
    PART_SETS,
    PART_AND,
    PART_OR,
    PART_BLOCK_START, /* index */
    PART_BLOCK_KEY,
    PART_SET_INFO,
    PART_WORD_IDS,
    PART_BAG_INFO,
    PART_BAG_KEYS,
    PART_BAG_AND,
    PART_BAG_OR, /* bag index */
    PART_BAG_START,
    PART_BAG_IDS,
    PART_BAG_BY_LENGTH,
    PART_BAG_LENGTH_RANK,
    PART_SET_TOTALS, /* the 7-letter sets' totals, for counts (bee_set_totals) */
    N_PARTS
};

/* Each part's name, for messages ("word lists: checksum mismatch"). */
extern const char *const bee_index_part_names[N_PARTS];

typedef struct file_part {
    uint64_t offset, size; /* bytes from the start of the file */
    uint64_t checksum;     /* of its extent: the part and its padding */
} file_part;

typedef struct file_header {
    char magic[8];        /* "BEEINDEX" */
    uint32_t version;     /* BEE_INDEX_FILE_VERSION */
    uint32_t byte_order;  /* BYTE_ORDER_MARK as the writer stored it */
    uint64_t header_size; /* sizeof(file_header) */
    uint64_t file_size;
    uint64_t checksum; /* of the header, this field taken as zero */
    uint32_t min_len, block_size, sort, bag_block_size;
    uint64_t dict_words, text_bytes;
    uint64_t n_masks, n_narrow, n_words, n_blocks, n_narrow_blocks;
    uint64_t stats[8];  /* bee_dict_stats, in its field order */
    uint8_t rank[26];   /* the letter renaming of the narrow sets' order */
    uint8_t padding[6]; /* zero */
    file_part parts[N_PARTS];
    char alphabet[16];            /* a built-in alphabet's code, NUL-padded; "" for English */
    uint64_t added, removed;      /* bee_dict_stats: a curated list's words added and removed */
    uint64_t chunk_sums_checksum; /* of the chunk table's extent (bee_index_file_chunks) */
    uint64_t n_sevens;            /* narrow sets of exactly 7 letters: PART_SET_TOTALS' */
    uint8_t reserved[32];         /* zero */
} file_header;

_Static_assert(sizeof(file_header) == 768, "header is 768 bytes, a multiple of the alignment");
_Static_assert(offsetof(file_header, checksum) == 32, "checksum field at byte 32");
_Static_assert(offsetof(file_header, parts) == 208, "part table at byte 208");
_Static_assert(sizeof(bee_set_info) == 16, "set records are 16 bytes");

/* The header alone: identity, sizes, counts, every part and the chunk table
 * where the counts put them, the file `len` bytes; the checksum unless
 * `built_in`.  BEE_ERR_FORMAT naming what is wrong. */
bee_status bee_index_file_check_header(const file_header *h, size_t len, const char *name,
                                       int built_in, bee_error *err);
/* The chunks of parts 0 to CHUNKED_PARTS - 1 (the chunk table's entries, one
 * u64 checksum each, in part order), and *at the table's offset. */
uint64_t bee_index_file_chunks(const file_header *h, uint64_t *at);
/* Map the file at `path` whole, read only: *map and *len (unmap with
 * bee_unmap).  BEE_ERR_IO if it cannot be opened, is no regular file or
 * cannot be mapped; BEE_ERR_FORMAT if it is shorter than a header (no magic
 * number, or truncated). */
bee_status bee_index_file_map(const char *path, void **map, size_t *len, bee_error *err);

#endif
