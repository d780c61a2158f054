/*
 * serve_daily.c - GET /v1/daily?date=YYYY-MM-DD: the day's puzzle of the
 * served list (bee_daily), the `bee-simd daily --format json` record; no
 * date: today's, in UTC.  The last answer is kept (it costs a pass over
 * every puzzle of the list): a day's requests after the first are a copy.
 */
#include "output/daily_format.h"
#include "serve/serve.h"

#include <stdio.h>
#include <string.h>

typedef struct daily_query {
    const char *date;
    char why[200];
} daily_query;

static enum MHD_Result daily_param(void *cls, enum MHD_ValueKind kind, const char *key,
                                   size_t key_size, const char *value, size_t value_size)
{
    (void)kind, (void)key_size, (void)value_size;
    daily_query *q = cls;
    if (strcmp(key, "date") == 0) {
        q->date = value ? value : "";
        return MHD_YES;
    }
    snprintf(q->why, sizeof q->why, "/v1/daily takes only date=YYYY-MM-DD ('%.100s' given)", key);
    return MHD_NO;
}

/* The last answer: for this data (its ETag) and date. */
static pthread_mutex_t last_lock = PTHREAD_MUTEX_INITIALIZER;
static char last_etag[48], last_date[11];
static bee_daily_puzzle last;

static bee_status daily_of(serve_data *sd, const char *date, bee_daily_puzzle *p, bee_error *err)
{
    pthread_mutex_lock(&last_lock);
    int kept = strlen(date) < sizeof last_date && strcmp(last_date, date) == 0 &&
               strcmp(last_etag, sd->etag) == 0;
    if (kept)
        *p = last;
    pthread_mutex_unlock(&last_lock);
    if (kept)
        return BEE_OK;
    bee_status st = bee_daily(sd->ix, date, p, err);
    if (st == BEE_OK && strlen(date) < sizeof last_date) {
        pthread_mutex_lock(&last_lock);
        last = *p;
        snprintf(last_date, sizeof last_date, "%s", date);
        snprintf(last_etag, sizeof last_etag, "%s", sd->etag);
        pthread_mutex_unlock(&last_lock);
    }
    return st;
}

int serve_daily(serve_data *sd, struct MHD_Connection *conn, out *o, char *why, size_t why_cap)
{
    daily_query q = {NULL, ""};
    mhd.get_connection_values_n(conn, MHD_GET_ARGUMENT_KIND, daily_param, &q);
    if (q.why[0]) {
        snprintf(why, why_cap, "%s", q.why);
        return MHD_HTTP_BAD_REQUEST;
    }
    char today[11];
    if (!q.date) {
        daily_today(today);
        q.date = today;
    }
    bee_daily_puzzle p;
    bee_error err;
    bee_status st = daily_of(sd, q.date, &p, &err);
    if (st != BEE_OK) {
        snprintf(why, why_cap, "%s", err.message);
        return st == BEE_ERR_ARG     ? MHD_HTTP_BAD_REQUEST
               : st == BEE_ERR_EMPTY ? MHD_HTTP_NOT_FOUND
                                     : MHD_HTTP_INTERNAL_SERVER_ERROR;
    }
    daily_format(o, DAILY_JSON, q.date, &p);
    return MHD_HTTP_OK;
}
