/* cmd_daily.c - `bee-simd daily`: the day's puzzle of the word list
 * (bee_daily: the same for everyone with the same list on the same date). */
#include "cli/opt_table.h"
#include "output/daily_format.h"

#include <unistd.h>

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
        daily_today(now);
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
    out o;
    if (out_open(&o, STDOUT_FILENO, 4096)) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    daily_format(&o,
                 c.format == FORMAT_JSON  ? DAILY_JSON
                 : c.format == FORMAT_TSV ? DAILY_TSV
                                          : DAILY_TEXT,
                 date, &p);
    return cli_out_close(&o, EXIT_OK);
}
