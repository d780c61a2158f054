/*
 * text.c - a word list's bytes as they are, for the loader (dict.c) and the
 * one-shot plan (oneshot.c): a regular file is mapped (pre-faulted for the
 * loader, which reads every byte: one system call instead of a fault per
 * page; not for a one-off's single pass, bee_text_open_mapped), anything else (a pipe, a
 * terminal, /dev/stdin) is read into memory.  Either way at most
 * BEE_MAX_DICT_BYTES, so that `--dict /dev/zero` ends with a message, not
 * with the memory, and word offsets always fit in 32 bits.
 */
#define _GNU_SOURCE /* O_CLOEXEC, MAP_POPULATE */
#include "dict/dict.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

struct bee_text {
    const char *data;
    size_t len;
    void *map;   /* the mapping, or NULL */
    char *owned; /* the bytes read, or NULL */
};

bee_status bee_text_too_large(const char *name, bee_error *err)
{
    return bee_fail(err, BEE_ERR_LIMIT, "%s: word list over the size limit of %zu MiB", name,
                    BEE_MAX_DICT_BYTES >> 20);
}

bee_status bee_text_open_fd(const char *path, int *fd, bee_error *err)
{
    *fd = open(path, O_RDONLY | O_CLOEXEC);
    if (*fd < 0)
        return bee_fail(err, BEE_ERR_IO, "%s: cannot open: %s", path, strerror(errno));
    return BEE_OK;
}

bee_status bee_text_read(int fd, const char *path, char *buf, size_t cap, size_t *got,
                         bee_error *err)
{
    ssize_t n;
    *got = 0;
    while ((n = read(fd, buf, cap)) < 0 && errno == EINTR)
        ;
    if (n < 0)
        return bee_fail(err, BEE_ERR_IO, "%s: read error: %s", path, strerror(errno));
    *got = (size_t)n;
    return BEE_OK;
}

/* Read a stream to its end (at most BEE_MAX_DICT_BYTES). */
static bee_status read_all(int fd, const char *path, bee_text *t, bee_error *err)
{
    size_t cap = 1 << 16, len = 0;
    char *buf = bee_malloc(cap);
    for (;;) {
        if (!buf)
            return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", path);
        if (len == cap) {
            if (cap > BEE_MAX_DICT_BYTES) {
                bee_free(buf);
                return bee_text_too_large(path, err);
            }
            char *grown = bee_realloc(buf, 2 * cap);
            if (!grown)
                bee_free(buf);
            buf = grown;
            cap *= 2;
            continue;
        }
        size_t got;
        bee_status s = bee_text_read(fd, path, buf + len, cap - len, &got, err);
        if (s != BEE_OK) {
            bee_free(buf);
            return s;
        }
        if (got == 0)
            break;
        len += got;
    }
    if (len > BEE_MAX_DICT_BYTES) {
        bee_free(buf);
        return bee_text_too_large(path, err);
    }
    t->data = t->owned = buf;
    t->len = len;
    return BEE_OK;
}

bee_status bee_text_open_mapped(const char *path, int populate, bee_text **out, bee_error *err)
{
    *out = NULL;
    bee_text *t = bee_calloc(1, sizeof *t);
    if (!t)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the word list", path);
    int fd;
    if (bee_text_open_fd(path, &fd, err) != BEE_OK) {
        bee_free(t);
        return BEE_ERR_IO;
    }
    struct stat sb;
    bee_status s = BEE_OK;
    if (fstat(fd, &sb) != 0) {
        s = bee_fail(err, BEE_ERR_IO, "%s: read error: %s", path, strerror(errno));
    } else if (!S_ISREG(sb.st_mode)) {
        s = read_all(fd, path, t, err);
    } else if ((uint64_t)sb.st_size > BEE_MAX_DICT_BYTES) {
        s = bee_text_too_large(path, err);
    } else if (sb.st_size == 0) {
        t->data = "";
    } else {
        t->len = (size_t)sb.st_size;
        t->map = bee_map_file(fd, t->len, populate ? MAP_POPULATE : 0);
        if (!t->map) {
            s = read_all(fd, path, t, err); /* a file system that cannot map */
        } else {
            t->data = t->map;
        }
    }
    close(fd);
    if (s != BEE_OK) {
        bee_free(t);
        return s;
    }
    *out = t;
    return BEE_OK;
}

bee_status bee_text_open(const char *path, bee_text **out, bee_error *err)
{
    return bee_text_open_mapped(path, 1, out, err);
}

const char *bee_text_data(const bee_text *t)
{
    return t->data;
}
size_t bee_text_size(const bee_text *t)
{
    return t->len;
}

void bee_text_free(bee_text *t)
{
    if (!t)
        return;
    if (t->map)
        bee_unmap(t->map, t->len);
    bee_free(t->owned);
    bee_free(t);
}
