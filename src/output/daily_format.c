/* daily_format.c - the day's puzzle as a record (daily_format.h). */
#define _POSIX_C_SOURCE 200809L /* gmtime_r */
#include "output/daily_format.h"

#include <string.h>
#include <time.h>

void daily_today(char buf[11])
{
    time_t now = time(NULL);
    struct tm tm;
    if (!gmtime_r(&now, &tm) || !strftime(buf, 11, "%Y-%m-%d", &tm))
        buf[0] = '\0';
}

void daily_format(out *o, daily_style style, const char *date, const bee_daily_puzzle *p)
{
    const char *puzzle = p->puzzle.text;
    if (style == DAILY_JSON) {
        out_str(o, "{\"date\":");
        out_json_str(o, date, strlen(date));
        out_str(o, ",\"day\":");
        out_u64(o, (uint64_t)p->day);
        out_str(o, ",\"puzzle\":");
        out_json_str(o, puzzle, strlen(puzzle));
        out_str(o, ",\"count\":");
        out_u64(o, p->count);
        out_str(o, ",\"pangram_count\":");
        out_u64(o, p->pangrams);
        out_str(o, ",\"score\":");
        out_u64(o, p->score);
        out_str(o, ",\"eligible\":");
        out_u64(o, p->eligible);
        out_str(o, "}\n");
    } else if (style == DAILY_TSV) {
        out_str(o, "date\tpuzzle\tcount\tpangrams\tscore\n");
        out_str(o, date);
        out_str(o, "\t");
        out_str(o, puzzle);
        out_str(o, "\t");
        out_u64(o, p->count);
        out_str(o, "\t");
        out_u64(o, p->pangrams);
        out_str(o, "\t");
        out_u64(o, p->score);
        out_str(o, "\n");
    } else {
        out_str(o, date);
        out_str(o, ": ");
        out_str(o, puzzle);
        out_str(o, " (");
        out_u64(o, p->count);
        out_str(o, " words, ");
        out_u64(o, p->pangrams);
        out_str(o, p->pangrams == 1 ? " pangram, " : " pangrams, ");
        out_u64(o, p->score);
        out_str(o, " points)\n");
    }
}
