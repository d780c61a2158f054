/* index_image.c - the corrupt-index tool of the tests (index_image.h). */
#include "index_image.h"
#include "file/file.h" /* bee_index_file_seal */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int index_image_read(const char *path, index_image *im)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    long len = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    im->data = len >= 0 ? aligned_alloc(64, ((size_t)len + 63) / 64 * 64 + 64) : NULL;
    im->len = len >= 0 ? (size_t)len : 0;
    int ok = im->data && fseek(f, 0, SEEK_SET) == 0 && fread(im->data, 1, im->len, f) == im->len;
    fclose(f);
    if (!ok) {
        free(im->data);
        im->data = NULL;
    }
    return ok;
}

int index_image_write(const index_image *im, const char *path)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return 0;
    int ok = fwrite(im->data, 1, im->len, f) == im->len;
    return fclose(f) == 0 && ok;
}

index_image index_image_copy(const index_image *im)
{
    size_t cap = (im->len + 63) / 64 * 64 + 64;
    index_image c = {aligned_alloc(64, cap), im->len};
    if (c.data)
        memcpy(c.data, im->data, cap);
    return c;
}

uint64_t index_image_get64(const index_image *im, size_t at)
{
    uint64_t v;
    memcpy(&v, im->data + at, 8);
    return v;
}

void index_image_put64(index_image *im, size_t at, uint64_t v)
{
    memcpy(im->data + at, &v, 8);
}
void index_image_put32(index_image *im, size_t at, uint32_t v)
{
    memcpy(im->data + at, &v, 4);
}

size_t index_image_part_entry(int k)
{
    return IMG_PARTS + IMG_PART_ENTRY * (size_t)k;
}

uint64_t index_image_part(const index_image *im, int k)
{
    return index_image_get64(im, index_image_part_entry(k));
}

uint64_t index_image_chunk_table(const index_image *im)
{
    size_t last = index_image_part_entry(IMG_N_PARTS - 1);
    return index_image_get64(im, last) + (index_image_get64(im, last + 8) + 63) / 64 * 64;
}

unsigned char *index_image_u8(index_image *im, int k, size_t i)
{
    return im->data + index_image_part(im, k) + i;
}

uint32_t *index_image_u32(index_image *im, int k, size_t i)
{
    return (uint32_t *)(void *)(im->data + index_image_part(im, k) + 4 * i);
}

void index_image_reseal(index_image *im)
{
    bee_index_file_seal(im->data, im->len);
}
