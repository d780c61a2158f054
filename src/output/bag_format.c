/*
 * bag_format.c - a letter bag's answer as text, JSON or TSV.
 *
 * text: "BAG: N words" then the words indented, one a line;
 * json: one object a line: bag, count, words (left out with --count);
 * tsv:  bag, count, words (comma-separated; left out with --count), after a
 *       header line.
 * count is always every word that fits; --top N shows the first N.
 */
#include "output/bag_format.h"

const char *bag_header_text(const bag_job *job)
{
    if (job->format != FORMAT_TSV)
        return NULL;
    return job->count_only ? "bag\tcount\n" : "bag\tcount\twords\n";
}

void bag_format_header(out *o, const bag_job *job)
{
    const char *h = bag_header_text(job);
    if (h)
        out_str(o, h);
}

/* Words words[0, n) of d, each as "  word\n" (`lines`: the text format)
 * or joined by commas (TSV): one room check and one copy a word (the
 * bench's board has 5,006; a call a piece took ~60 instructions a word). */
static void write_plain_words(out *o, const bee_dict *d, const uint32_t *words, size_t n, int lines)
{
    for (size_t i = 0; i < n; i++) {
        uint32_t len = bee_dict_word_len(d, words[i]);
        char *p = out_room(o, len + 3); /* the most either takes */
        if (!p)
            return; /* out of memory: recorded in o */
        if (lines) {
            p[0] = p[1] = ' ';
            memcpy(p + 2, bee_dict_word(d, words[i]), len);
            p[len + 2] = '\n';
            o->len += len + 3;
        } else {
            size_t comma = i > 0;
            p[0] = ',';
            memcpy(p + comma, bee_dict_word(d, words[i]), len);
            o->len += comma + len;
        }
    }
}

/* The words the job answers from. */
static const bee_dict *job_dict(const bag_job *job)
{
    return job->bx ? bee_bag_index_dict(job->bx) : job->dict;
}

bee_status bag_format_line(out *o, const bag_job *job, const char *text, size_t len, bee_result *r,
                           bee_error *err)
{
    bee_bag bag;
    bee_status s = bee_bag_parse(bee_dict_alphabet(job_dict(job)), text, len, &bag, err);
    if (s == BEE_OK && !job->bx) /* solved and sorted in one pass (want_words: !count_only) */
        s = bee_bag_solve_plain(job->dict, &bag, &job->opt, job->order, r, err);
    else if (s == BEE_OK)
        s = bee_bag_solve(job->bx, &bag, &job->opt, r, err);
    if (s == BEE_OK && job->bx && !job->count_only)
        s = bee_bag_sort(job->bx, r, job->order, err);
    if (s == BEE_OK)
        bag_format_answer(o, job, text, len, r);
    return s;
}

void bag_format_answer(out *o, const bag_job *job, const char *text, size_t len,
                       const bee_result *r)
{
    const bee_dict *d = job_dict(job);
    size_t count;
    const uint32_t *words = bee_result_words(r, &count);
    size_t shown = job->count_only ? 0 : count;
    if (job->top && shown > job->top)
        shown = job->top;
    switch (job->format) {
    case FORMAT_TEXT:
        out_bytes(o, text, len);
        out_str(o, ": ");
        out_u64(o, count);
        out_str(o, count == 1 ? " word" : " words");
        if (shown < count && !job->count_only) {
            out_str(o, " (");
            out_u64(o, shown);
            out_str(o, " shown)");
        }
        out_char(o, '\n');
        write_plain_words(o, d, words, shown, 1);
        break;
    case FORMAT_JSON:
        out_str(o, "{\"bag\":");
        out_json_str(o, text, len);
        out_str(o, ",\"count\":");
        out_u64(o, count);
        if (!job->count_only) {
            out_str(o, ",\"words\":[");
            for (size_t i = 0; i < shown; i++) {
                if (i)
                    out_char(o, ',');
                out_json_str(o, bee_dict_word(d, words[i]), bee_dict_word_len(d, words[i]));
            }
            out_char(o, ']');
        }
        out_str(o, "}\n");
        break;
    case FORMAT_TSV:
        out_bytes(o, text, len);
        out_char(o, '\t');
        out_u64(o, count);
        if (!job->count_only) {
            out_char(o, '\t');
            write_plain_words(o, d, words, shown, 0);
        }
        out_char(o, '\n');
        break;
    }
}
