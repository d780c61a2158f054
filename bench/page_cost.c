/*
 * page_cost.c - what a buffer's page first touched costs against a write
 * of it: CPU time of mapping 64 KiB, touching 0, 8 or 16 of its pages and
 * unmapping it, and of writing 44 KB (the bag one-off's records for the
 * bench's board) to /dev/null and to a pipe in 1, 2 or 4 writes.  Sizes
 * out buffers: `cc -O2 bench/page_cost.c -o /tmp/page_cost && /tmp/page_cost`.
 */
#define _GNU_SOURCE /* MAP_ANONYMOUS, clock_gettime */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define REPS 3000

static double cpu_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static void writes(int fd, const char *to, const char *buf)
{
    for (int w = 1; w <= 4; w *= 2) {
        double t0 = cpu_us();
        for (int r = 0; r < REPS; r++)
            for (int i = 0; i < w; i++)
                if (write(fd, buf, 45056 / w) < 0)
                    return;
        printf("44 KB to %s in %d writes: %.2f us\n", to, w, (cpu_us() - t0) / REPS);
    }
}

int main(void)
{
    static char buf[1 << 16];
    memset(buf, 'a', sizeof buf);
    for (int pages = 0; pages <= 16; pages += 8) {
        double t0 = cpu_us();
        for (int r = 0; r < REPS; r++) {
            char *p =
                mmap(NULL, sizeof buf, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED)
                return 1;
            for (int i = 0; i < pages; i++)
                p[i * 4096] = 1;
            munmap(p, sizeof buf);
        }
        printf("map, touch %2d pages, unmap: %.2f us\n", pages, (cpu_us() - t0) / REPS);
    }
    int null = open("/dev/null", O_WRONLY), pipes[2];
    if (null < 0 || pipe(pipes) != 0)
        return 1;
    writes(null, "/dev/null", buf);
    if (fork() == 0) { /* the reader: drains the pipe */
        close(pipes[1]);
        while (read(pipes[0], buf, sizeof buf) > 0) {
        }
        _exit(0);
    }
    close(pipes[0]);
    writes(pipes[1], "a pipe (the writer's CPU)", buf);
    return 0;
}
