/* main.c - the bee-simd command: find the subcommand and run it. */
#include "cli/opt_table.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} commands[] = {
    {"solve", cmd_solve, "answer puzzles given as arguments"},
    {"hints", cmd_hints, "a player's hints: grid, two-letter list, ranks, bingo"},
    {"bag", cmd_bag, "words spelled from bags of letter tiles (Letterpress, Scrabble)"},
    {"info", cmd_info, "CPU features, kernels, dictionary and index sizes"},
    {"all", cmd_all, "every puzzle at once: counts, pangrams, scores; filter and rank"},
    {"daily", cmd_daily, "the day's puzzle: the same for everyone with the same list"},
    {"index", cmd_index, "save a dictionary and its index to a file for --index"},
    {"bench", cmd_bench, "time every research method, with charts (runs bee-bench)"},
#ifdef BEE_HAVE_SERVE
    {"serve", cmd_serve, "answer puzzles over HTTP/JSON (a service for sites and bots)"},
#endif
};
enum { N_COMMANDS = sizeof commands / sizeof *commands };

static void usage(FILE *f)
{
    fprintf(f, "Usage: bee-simd COMMAND [options] [arguments]\n"
               "Solve Spelling Bee puzzles with a blocked letter-set index and SIMD kernels.\n\n"
               "Commands:\n");
    for (size_t i = 0; i < N_COMMANDS; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "  %-8s %s\n\n", "help", "help COMMAND: the options of a command");
    cli_group_help(f, cli_common_groups[CLI_GROUP_HELP]);
    fprintf(f, "\n'bee-simd COMMAND --help' describes each command's options.\n"
               "Example: bee-simd solve raegint\n"
               "Options without a command go to solve: bee-simd --stdin < puzzles.txt\n"
               "Exit status: 0 success, 1 some input refused or an error, 2 usage error.\n");
}

static const struct command *find(const char *name)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        if (strcmp(name, commands[i].name) == 0)
            return &commands[i];
    return NULL;
}

static int unknown_command(const char *name)
{
    const char *names[N_COMMANDS + 1];
    for (size_t i = 0; i < N_COMMANDS; i++)
        names[i] = commands[i].name;
    names[N_COMMANDS] = "help";
    const char *near = cli_nearest(name, strlen(name), names, N_COMMANDS + 1);
    if (near)
        cli_error("unknown command '%s' (did you mean '%s'?)", name, near);
    else
        cli_error("unknown command '%s'", name);
    fputs("Try 'bee-simd --help' for the list of commands.\n", stderr);
    return EXIT_USAGE;
}

/* Run one command, then hold it to the conventions: a usage error points at
 * the command's help; what was printed on stdout really got out (--help
 * into a closed or full stdout is a failure, not a success). */
static int run(const struct command *c, int argc, char **argv)
{
    cli_command = c->name;
    int rc = cli_check_environment();
    if (rc == EXIT_OK)
        rc = c->run(argc, argv);
    if (rc == EXIT_USAGE)
        fprintf(stderr, "Try 'bee-simd %s --help' for more information.\n", c->name);
    return rc;
}

static int finish(int rc)
{
    if ((fflush(stdout) != 0 || ferror(stdout)) && rc == EXIT_OK)
        return cli_output_error(errno ? errno : EIO);
    return rc == EXIT_OK && cli_refused() ? EXIT_REFUSED : rc; /* a bad line went on */
}

/* Descriptors 0-2 taken where closed: else the first file the program opens
 * would get one of them and be read as puzzles, or written over as output,
 * by accident.  Each is /dev/null opened the other way round (standard
 * input write-only, output read-only), so that using it still fails with
 * EBADF, as on a closed descriptor, and says so.  1 if one could not be. */
static int standard_descriptors(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        int got = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (got != fd) { /* the lowest free descriptor: fd itself */
            if (got >= 0)
                close(got);
            return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (standard_descriptors())
        return EXIT_FAILURE; /* nowhere safe to say so */
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--generate") == 0) /* the build's: completions and man page */
        return finish(cli_generate(argc - 1, argv + 1));
    int help = strcmp(name, "help") == 0;
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 ||
        (help && (argc == 2 || strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0))) {
        usage(stdout);
        return finish(EXIT_OK);
    }
    if (strcmp(name, "--version") == 0 || strcmp(name, "-V") == 0 || strcmp(name, "version") == 0)
        return finish(cli_version());
    if (help) { /* help COMMAND: that command's --help */
        const struct command *c = find(argv[2]);
        if (!c || argc > 3)
            return c ? (cli_error("help: one command at a time"), EXIT_USAGE)
                     : unknown_command(argv[2]);
        char flag[] = "--help"; /* getopt takes argv writable */
        char *args[] = {argv[2], flag, NULL};
        return cli_output_close(finish(run(c, 2, args)));
    }
    const struct command *c = find(name);
    if (c)
        return cli_output_close(finish(run(c, argc - 1, argv + 1)));
    if (name[0] == '-') /* `bee-simd --stdin ...` is `solve --stdin ...` */
        return cli_output_close(finish(run(find("solve"), argc, argv)));
    return unknown_command(name);
}
