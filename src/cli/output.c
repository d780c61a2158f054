/*
 * output.c - `-o FILE`: records go to FILE, written whole or not at all.
 * Standard output is pointed (dup2) at a temporary file beside FILE, so every
 * writer works unchanged; at the end the temporary file replaces FILE if the
 * command finished its output, else it is removed and FILE is left as it
 * was.  Only a regular file is replaced (a symbolic link's target, not the
 * link); a device or FIFO is written to directly, "-" is standard output.
 * Also the one report of a failed write of records, whatever the target.
 */
#define _GNU_SOURCE
#include "cli/cli.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char target[PATH_MAX], temp[PATH_MAX + 16];

int cli_output_open(const char *path)
{
    if (strcmp(path, "-") == 0 || strcmp(path, "/dev/stdout") == 0)
        return EXIT_OK; /* (/dev/stdout may be a link to a regular file: not replaced) */
    if (!*path) {
        cli_error("-o: no file name given");
        return EXIT_USAGE;
    }
    struct stat st = {0}; /* st_mode 0: no file yet */
    int fd;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode)) {
            cli_error("-o %s: is a directory", path);
            return EXIT_REFUSED;
        }
        fd = open(path, O_WRONLY | O_CLOEXEC); /* a device or FIFO: write to it */
    } else {
        /* a regular file (through any symbolic link) or a new one */
        if (!realpath(path, target)) {
            if (lstat(path, &st) == 0) { /* a link to nothing: not replaced by a file */
                cli_error("-o %s: a symbolic link to a missing file", path);
                return EXIT_REFUSED;
            }
            snprintf(target, sizeof target, "%s", path);
        }
        snprintf(temp, sizeof temp, "%s.XXXXXX", target);
        fd = mkstemp(temp);
        if (fd >= 0) {
            mode_t mask = umask(0);
            umask(mask);
            fchmod(fd, (st.st_mode && S_ISREG(st.st_mode) ? st.st_mode : 0666) & 07777 & ~mask);
        }
    }
    if (fd < 0 || dup2(fd, STDOUT_FILENO) < 0) {
        cli_error("-o %s: cannot write: %s", path, strerror(errno));
        if (temp[0])
            unlink(temp);
        temp[0] = '\0';
        return EXIT_REFUSED;
    }
    close(fd);
    return EXIT_OK;
}

int cli_output_close(int rc)
{
    if (!temp[0])
        return rc;
    /* Refused input still gives whole output (error records in place); a
     * failed write does not, nor a failure before any output (a word list
     * that cannot be read). */
    struct stat st;
    int wrote = fstat(STDOUT_FILENO, &st) == 0 && st.st_size > 0;
    int whole = rc == EXIT_OK || (rc == EXIT_REFUSED && wrote && !cli_output_has_failed());
    if (whole && (fsync(STDOUT_FILENO) != 0 && errno != EINVAL)) {
        cli_output_error(errno);
        whole = 0;
        rc = EXIT_REFUSED;
    }
    if (whole && rename(temp, target) != 0) {
        cli_error("-o %s: cannot replace it: %s", target, strerror(errno));
        whole = 0;
        rc = EXIT_REFUSED;
    }
    if (!whole) {
        unlink(temp);
        if (rc == EXIT_REFUSED)
            cli_error("-o %s: left as it was (the output was not complete)", target);
    }
    temp[0] = '\0';
    return rc;
}

int cli_out_close(out *o, int rc)
{
    int werr = out_flush(o);
    out_close(o);
    return werr ? cli_output_error(werr) : rc;
}

int cli_oneshot_close(bee_dict **found, size_t n, bee_result *r, out *o, int rc)
{
    if (o)
        rc = cli_out_close(o, rc);
    bee_result_free(r);
    for (size_t i = 0; i < n; i++)
        bee_dict_free(found[i]);
    return rc;
}
