/*
 * read_exit.c - the floor of a command that loads a file: read FILE through
 * a 64 KiB buffer and exit (bench/floors.sh builds it static, as the issue's
 * "a static C program that reads the file and exits").
 */
#include <fcntl.h>
#include <unistd.h>

static char buf[1 << 16];

int main(int argc, char **argv)
{
    int fd = argc == 2 ? open(argv[1], O_RDONLY) : -1;
    if (fd < 0)
        return 1;
    while (read(fd, buf, sizeof buf) > 0)
        ;
    return 0;
}
