/*
 * solve_stream.c - `bee-simd solve --stdin` and `hints --stdin`: puzzles one
 * a line, answered through the library's bee_solve_batch, each given solve's
 * record or its hints (stream.h).
 */
#include "cli/stream/stream.h"

/* A set's hints record (set_texts_new_records' maker). */
static int hints_kept(void *job, out *o, const bee_puzzle *p, const bee_result *r)
{
    return hints_job_record(job, o, p, r);
}

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
     * --count: a puzzle met again, in a run of plain lines, is a probe and a
     * copy (batch_out_lines, fetched lines ahead), against a parse, a solve
     * and a rendering; a count record is a few dozen bytes, so a stream's
     * every puzzle fits in a few MB a thread.  Records with words (~1.3 KB
     * of JSON, ~0.8 KB of hints) come by default from the texts of the
     * stream's letter sets instead (set_text.h), shared by the threads: a
     * million NYT-like lines would keep ~74 MB a thread of JSON records
     * (peak memory growing with the stream), and keep ~20 MB of set texts
     * in all; hints keep each set's records once (~46 MB), not once a
     * thread.  Set texts of hints need English puzzles (1 byte a letter) and
     * records without a blank line between them (not text): other hints
     * streams keep theirs in the cache.  --cache N asks for the records kept
     * a thread; --cache 0 for neither.  A stream that hardly repeats stops
     * looking (record_cache.h, set_text.h).  None if out of memory: the
     * records are then made every time. */
    int hints_in_texts =
        job && bee_alphabet_is_english(bee_dict_alphabet(d)) && c->format != FORMAT_TEXT;
    long mib = so->cache_mib >= 0                          ? so->cache_mib
               : c->count_only || (job && !hints_in_texts) ? RECORD_CACHE_DEFAULT_MIB
                                                           : 0;
    int threads = so->threads ? so->threads : bee_cpu_count();
    if (mib)
        cfg.cache = record_cache_new((size_t)mib << 20, threads);
    size_t sets_cap = (size_t)SET_TEXTS_DEFAULT_MIB << 20;
    if (!cfg.cache && so->cache_mib != 0 && hints_in_texts)
        cfg.sets = set_texts_new_records(w, ix, sets_cap, threads, hints_kept, job,
                                         hints_text_at(job->style));
    else if (!cfg.cache && so->cache_mib != 0 && !job)
        cfg.sets = set_texts_new(w, ix, sets_cap, threads);
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
