/* cmd_daily.c - `bee-simd daily`: the day's puzzle of the word list
 * (bee_daily: the same for everyone with the same list on the same date). */
#define _POSIX_C_SOURCE 200809L /* gmtime_r */
#include "cli/opt_table.h"

#include <errno.h>
#include <stdio.h>
#include <time.h>

/* Today's date in UTC, "YYYY-MM-DD", into buf (11 bytes). */
static void today(char buf[11])
{
    time_t now = time(NULL);
    struct tm tm;
    if (!gmtime_r(&now, &tm) || !strftime(buf, 11, "%Y-%m-%d", &tm))
        buf[0] = 0; /* bee_daily refuses it: "no date" */
}

static void print_daily(const char *date, const bee_daily_puzzle *p, cli_format f)
{
    if (f == FORMAT_JSON)
        printf("{\"date\":\"%s\",\"day\":%d,\"puzzle\":\"%s\",\"count\":%u,\"pangram_count\":%u,"
               "\"score\":%u,\"eligible\":%u}\n",
               date, (int)p->day, p->puzzle.text, p->count, p->pangrams, p->score, p->eligible);
    else if (f == FORMAT_TSV)
        printf("date\tpuzzle\tcount\tpangrams\tscore\n%s\t%s\t%u\t%u\t%u\n", date, p->puzzle.text,
               p->count, p->pangrams, p->score);
    else
        printf("%s: %s (%u words, %u %s, %u points)\n", date, p->puzzle.text, p->count, p->pangrams,
               p->pangrams == 1 ? "pangram" : "pangrams", p->score);
}

int cmd_daily(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    const char *date = NULL;
    int opt;
    cli_getopt g;
    cli_getopt_init(&g, cli_spec_named("daily"));
    int done = cli_options(argc, argv, g.shortopts, g.longopts);
    if (done >= 0)
        return done;
    while ((opt = getopt_long(argc, argv, g.shortopts, g.longopts, NULL)) != -1) {
        opt = cli_getopt_id(&g, opt);
        if (opt == OPT_DATE) {
            date = optarg;
            continue;
        }
        if (opt == 'h') {
            cli_spec_help(g.spec);
            return EXIT_OK;
        }
        if (opt == '?' || cli_common_option(&c, opt, optarg))
            return EXIT_USAGE;
    }
    if (optind != argc) {
        cli_error("unexpected argument '%s' (the date is --date YYYY-MM-DD)", argv[optind]);
        return EXIT_USAGE;
    }
    char now[11];
    if (!date) {
        today(now);
        date = now;
    }
    bee_daily_puzzle p;
    bee_error err;
    bee_dict *d;
    bee_index *ix;
    int rc = cli_load_index(&c, &d, &ix);
    if (rc != EXIT_OK)
        return rc;
    bee_status st = bee_daily(ix, date, &p, &err);
    bee_index_free(ix);
    bee_dict_free(d);
    if (st != BEE_OK) {
        cli_error("%s", err.message);
        return st == BEE_ERR_ARG ? EXIT_USAGE : EXIT_REFUSED;
    }
    print_daily(date, &p, c.format);
    return fflush(stdout) ? cli_output_error(errno) : EXIT_OK;
}
