/*
 * index_image.h - the corrupt-index tool of the tests: an index file read
 * into memory, any field of it edited, and sealed again with right
 * checksums as a hostile writer would.  Field offsets are restated from
 * docs/index-format.md, so tests built on them check the document too.
 */
#ifndef BEE_INDEX_IMAGE_H
#define BEE_INDEX_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/* header fields (byte offsets) */
enum {
    IMG_VERSION = 8,
    IMG_BYTE_ORDER = 12,
    IMG_HEADER_SIZE = 16,
    IMG_FILE_SIZE = 24,
    IMG_CHECKSUM = 32,
    IMG_MIN_LEN = 40,
    IMG_BLOCK_SIZE = 44,
    IMG_SORT = 48,
    IMG_BAG_BLOCK_SIZE = 52,
    IMG_DICT_WORDS = 56,
    IMG_TEXT_BYTES = 64,
    IMG_N_MASKS = 72,
    IMG_N_NARROW = 80,
    IMG_N_WORDS = 88,
    IMG_N_BLOCKS = 96,
    IMG_N_NARROW_BLOCKS = 104,
    IMG_STATS = 112,
    IMG_RANK = 176,
    IMG_PADDING = 202,
    IMG_PARTS = 208,
    IMG_PART_ENTRY = 24,  /* offset, size, checksum: 8 bytes each */
    IMG_ALPHABET = 688,   /* 16 bytes */
    IMG_CURATION = 704,   /* added, removed: 8 bytes each */
    IMG_CHUNK_SUMS = 720, /* the chunk table's checksum */
    IMG_N_SEVENS = 728,   /* narrow sets of exactly 7 letters */
    IMG_RESERVED = 736,   /* 32 zero bytes */
    IMG_HEADER_BYTES = 768
};
/* parts, in the part table's order */
enum {
    IMG_TEXT,
    IMG_OFFSET,
    IMG_MASK,
    IMG_LEN,
    IMG_SETS,
    IMG_AND,
    IMG_OR,
    IMG_BLOCK_START,
    IMG_BLOCK_KEY,
    IMG_SET_INFO,
    IMG_WORD_IDS,
    IMG_BAG_INFO,
    IMG_BAG_KEYS,
    IMG_BAG_AND,
    IMG_BAG_OR,
    IMG_BAG_START,
    IMG_BAG_IDS,
    IMG_BAG_BY_LENGTH,
    IMG_BAG_LENGTH_RANK,
    IMG_SET_TOTALS,
    IMG_N_PARTS
};

typedef struct index_image {
    unsigned char *data; /* 64-byte aligned, with 64 spare bytes */
    size_t len;
} index_image;

/* Read a file (NULL if it cannot be read); write one back (0 on error). */
int index_image_read(const char *path, index_image *im);
int index_image_write(const index_image *im, const char *path);
/* A copy of `im` (same length). */
index_image index_image_copy(const index_image *im);

uint64_t index_image_get64(const index_image *im, size_t at);
void index_image_put64(index_image *im, size_t at, uint64_t v);
void index_image_put32(index_image *im, size_t at, uint32_t v);
/* Where part k starts in the file, from the part table; where its entry
 * in that table is. */
uint64_t index_image_part(const index_image *im, int k);
size_t index_image_part_entry(int k);
/* Where the chunk table starts: after the last part's extent. */
uint64_t index_image_chunk_table(const index_image *im);
/* A pointer to element i of part k, as u8 or u32 (set records are 4 u32 each). */
unsigned char *index_image_u8(index_image *im, int k, size_t i);
uint32_t *index_image_u32(index_image *im, int k, size_t i);
/* Refresh the checksums after edits (every part's, then the header's). */
void index_image_reseal(index_image *im);

#endif
