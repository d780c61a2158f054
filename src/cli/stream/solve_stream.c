/*
 * solve_stream.c - `bee-simd solve --stdin` and `hints --stdin`: puzzles one
 * a line, answered through the library's bee_solve_batch, each given solve's
 * record or its hints (stream.h).
 */
#include "cli/stream/stream.h"

/* job NULL: solve's records, every word rendered once up front; else the
 * hints records (w then only carries the solve options). */
static int puzzles_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                         hints_job *job, const stream_options *so)
{
    record_writer *w = record_writer_new(c, d, job == NULL);
    if (!w) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    stream_config cfg = stream_stdio(so);
    cfg.w = w;
    cfg.ix = ix;
    cfg.hints = job;
    /* one cache for every input: the options are the same.  By default for
     * hints and --count: a puzzle met again, in a run of plain lines, is a
     * probe and a copy (batch_out_lines, fetched lines ahead), against a
     * parse, a solve and a rendering; a count record is a few dozen bytes,
     * so a stream's every puzzle fits in a few MB a thread.  Solve's records
     * with words (~1.3 KB of JSON) only when --cache asks: a million
     * NYT-like lines keep ~74 MB a thread, and a stream's peak memory would
     * then grow with its length (bench/stream.sh: 10M lines within 2x of
     * 10k), for a third less CPU time on one thread and no clear gain on two
     * at a loaded guest's memory (bench/README.md).  A stream that hardly
     * repeats stops probing (record_cache.h).  None if out of memory: the
     * records are then made every time. */
    long mib = so->cache_mib >= 0     ? so->cache_mib
               : job || c->count_only ? RECORD_CACHE_DEFAULT_MIB
                                      : 0;
    int threads = so->threads ? so->threads : bee_cpu_count();
    if (mib)
        cfg.cache = record_cache_new((size_t)mib << 20, threads);
    /* without a cache (by default), solve's JSON and TSV records list their
     * words from their letter set's text (set_text.h): a NYT-like stream's
     * sets take ~23 MB of JSON in all, against ~74 MB a thread of records;
     * --cache 0 turns it off too */
    if (!cfg.cache && !job && so->cache_mib != 0)
        cfg.sets = set_texts_new(w, ix, (size_t)SET_TEXTS_DEFAULT_MIB << 20, threads);
    int rc = stream_run_inputs(&cfg, so);
    set_texts_free(cfg.sets);
    record_cache_free(cfg.cache);
    record_writer_free(w);
    return rc;
}

int solve_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix,
                const stream_options *so)
{
    return puzzles_stdin(c, d, ix, NULL, so);
}

int hints_stdin(const cli_common *c, const bee_dict *d, const bee_index *ix, hints_job *job,
                const stream_options *so)
{
    return puzzles_stdin(c, d, ix, job, so);
}
