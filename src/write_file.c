/*
 * write_file.c - writing a file whole, for index files: readers that map the
 * target must never see half a file, and the target must stay what it is.
 *
 *  - a new name or a regular file: the bytes go to a temporary file beside
 *    it, renamed over it at the end (a reader keeps the old file mapped);
 *  - a symbolic link: the same for the file it resolves to, so the link
 *    stays a link (one to a missing file is refused);
 *  - a character device or a FIFO (/dev/null, a pipe): written straight,
 *    never replaced (as root, renaming over /dev/null would replace the
 *    device node);
 *  - a directory, a block device or a socket: refused.
 */
#define _GNU_SOURCE   /* O_CLOEXEC, getpid, realpath */
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bee_status write_all(int fd, const void *data, size_t len, const char *path, bee_error *err)
{
    for (size_t done = 0; done < len;) {
        ssize_t w = write(fd, (const char *)data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            return bee_fail(err, BEE_ERR_IO, "%s: write error: %s", path, strerror(errno));
        done += (size_t)w;
    }
    return BEE_OK;
}

/* Straight into an existing device or FIFO. */
static bee_status write_in_place(const char *path, const void *data, size_t len, bee_error *err)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return bee_fail(err, BEE_ERR_IO, "%s: cannot open: %s", path, strerror(errno));
    bee_status s = write_all(fd, data, len, path, err);
    if (close(fd) != 0 && s == BEE_OK)
        s = bee_fail(err, BEE_ERR_IO, "%s: write error: %s", path, strerror(errno));
    return s;
}

/* Through a temporary file beside `path`, renamed over it. */
static bee_status write_replacing(const char *path, const void *data, size_t len, bee_error *err)
{
    size_t tmp_len = strlen(path) + 32;
    char *tmp = malloc(tmp_len);
    if (!tmp)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory writing the file", path);
    snprintf(tmp, tmp_len, "%s.tmp.%ld", path, (long)getpid());
    bee_status s = BEE_OK;
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        s = bee_fail(err, BEE_ERR_IO, "%s: cannot create: %s", tmp, strerror(errno));
        free(tmp);
        return s;
    }
    s = write_all(fd, data, len, path, err);
    if (close(fd) != 0 && s == BEE_OK)
        s = bee_fail(err, BEE_ERR_IO, "%s: write error: %s", path, strerror(errno));
    if (s == BEE_OK && rename(tmp, path) != 0)
        s = bee_fail(err, BEE_ERR_IO, "%s: cannot rename %s to it: %s", path, tmp, strerror(errno));
    if (s != BEE_OK)
        unlink(tmp);
    free(tmp);
    return s;
}

bee_status bee_write_file_whole(const char *path, const void *data, size_t len, bee_error *err)
{
    if (!path || !*path)
        return bee_fail(err, BEE_ERR_ARG, "no file name to write to");
    struct stat st;
    if (lstat(path, &st) != 0) {
        if (errno == ENOENT)
            return write_replacing(path, data, len, err);
        return bee_fail(err, BEE_ERR_IO, "%s: cannot write: %s", path, strerror(errno));
    }
    if (S_ISLNK(st.st_mode)) {
        char *target = realpath(path, NULL);
        if (!target)
            return bee_fail(err, BEE_ERR_IO, "%s: a symbolic link to a missing file (%s)", path,
                            strerror(errno));
        bee_status s = stat(target, &st) == 0 && S_ISREG(st.st_mode)
                           ? write_replacing(target, data, len, err)
                           : bee_write_file_whole(target, data, len, err);
        free(target);
        return s;
    }
    if (S_ISREG(st.st_mode))
        return write_replacing(path, data, len, err);
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
        return write_in_place(path, data, len, err);
    return bee_fail(err, BEE_ERR_IO, "%s: %s, not replaced by an index file", path,
                    S_ISDIR(st.st_mode) ? "a directory" : "not a regular file");
}
