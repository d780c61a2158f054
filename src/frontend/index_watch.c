/*
 * index_watch.c - an index file changed while this process has it mapped.
 *
 * `bee-simd index` replaces a file by renaming a new one over it, which is
 * safe: the mapping keeps the old file.  But a file truncated or rewritten in
 * place under a running reader breaks it: a page past the new end faults
 * (SIGBUS), and rewritten pages show the new bytes, which may give wrong
 * answers.  So, once an index file is loaded:
 *  - SIGBUS ends the process with "bee-simd COMMAND: FILE: index file changed
 *    while in use" (output still held in buffers is lost; the exit status is 1);
 *  - at exit, the mapped file (kept open, so a rename over its name is not
 *    mistaken for a change) is checked again: a new size or modification time
 *    gives the same message and exit status 1, after the output, so that a
 *    changed file never passes for a clean run.
 * A one-off (`solve --index F PUZZLE`) reads the file through the watcher's
 * own descriptor and mapping (index_watch_map): opened, checked and mapped
 * once, and the file read is the file watched.
 */
#define _GNU_SOURCE /* O_CLOEXEC */
#include "frontend/frontend.h"

#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static char message[600]; /* the whole line, ready for write() in a signal handler */
static size_t message_len;
static atomic_flag said = ATOMIC_FLAG_INIT; /* several threads may fault at once: one line */
static int watched_fd = -1;
static struct stat loaded;

/* Write the message once, whoever comes first (lock-free: signal-safe), and end. */
static void say_and_exit(void)
{
    if (!atomic_flag_test_and_set(&said)) {
        ssize_t w = write(STDERR_FILENO, message, message_len);
        (void)w;
    }
    _exit(EXIT_REFUSED);
}

static void on_sigbus(int sig)
{
    (void)sig;
    say_and_exit();
}

static int same_file_state(const struct stat *a, const struct stat *b)
{
    return a->st_size == b->st_size && a->st_mtim.tv_sec == b->st_mtim.tv_sec &&
           a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

static void check_at_exit(void)
{
    struct stat now;
    if (fstat(watched_fd, &now) == 0 && same_file_state(&now, &loaded))
        return;
    fflush(NULL); /* the records already made go out first */
    say_and_exit();
}

/* s after the message, as much as fits: no printf here, whose code a
 * one-off (`solve --index F PUZZLE`) would otherwise map in for this line. */
static void message_add(const char *s)
{
    size_t n = strlen(s), room = sizeof message - 1 - message_len;
    memcpy(message + message_len, s, n < room ? n : room);
    message_len += n < room ? n : room;
}

void index_watch(const char *path)
{
    if (!path || watched_fd >= 0) /* NULL: the built-in image, part of the program */
        return;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0 || fstat(fd, &loaded) != 0) { /* gone already: nothing to watch */
        if (fd >= 0)
            close(fd);
        return;
    }
    watched_fd = fd;
    message_len = 0;
    message_add("bee-simd");
    message_add(cli_command ? " " : "");
    message_add(cli_command ? cli_command : "");
    message_add(": ");
    message_add(path);
    message_add(": index file changed while in use\n");
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigbus;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGBUS, &sa, NULL);
    atexit(check_at_exit);
}

const void *index_watch_map(size_t *len)
{
    static const void *map;
    if (watched_fd < 0 || !S_ISREG(loaded.st_mode) || loaded.st_size <= 0)
        return NULL;
    if (!map) { /* left to exit: it unmaps for less than a munmap costs a one-off (~1%) */
        void *p = mmap(NULL, (size_t)loaded.st_size, PROT_READ, MAP_PRIVATE, watched_fd, 0);
        map = p == MAP_FAILED ? NULL : p;
    }
    *len = (size_t)loaded.st_size;
    return map;
}
