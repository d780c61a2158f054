/*
 * daily_format.h - the day's puzzle (bee_daily) as a record: a text line,
 * one JSON object, or a TSV header and line, for `bee-simd daily` and the
 * server's /v1/daily alike.
 */
#ifndef BEE_OUTPUT_DAILY_FORMAT_H
#define BEE_OUTPUT_DAILY_FORMAT_H

#include "bee_experimental.h"
#include "output/out.h"

typedef enum daily_style { DAILY_TEXT, DAILY_JSON, DAILY_TSV } daily_style;

/* The record of `p`, the puzzle of `date` (as given to bee_daily). */
void daily_format(out *o, daily_style style, const char *date, const bee_daily_puzzle *p);

/* Today's date in UTC as "YYYY-MM-DD" into buf (11 bytes; "" if the
 * clock cannot be read, which bee_daily refuses): the day a date not given
 * means, for the command and the server alike. */
void daily_today(char buf[11]);

#endif
