/*
 * format.c - one solved puzzle as text, JSON or TSV.
 *
 * text: a block per puzzle, words alphabetical, pangrams marked with '*';
 * json: one object a line: puzzle, center, count, pangram_count, score,
 *       pangrams, words (the two lists left out with --count);
 * tsv:  puzzle, count, pangram_count, score, words (comma-separated; the
 *       column left out with --count), after a header line.
 */
#include "cli.h"

const char *format_header_text(const cli_common *c)
{
    if (c->format != FORMAT_TSV || c->no_header)
        return NULL;
    return c->count_only ? "puzzle\tcount\tpangram_count\tscore\n"
                         : "puzzle\tcount\tpangram_count\tscore\twords\n";
}

void format_header(out *o, const cli_common *c)
{
    const char *h = format_header_text(c);
    if (h)
        out_str(o, h);
}

static void json_words(out *o, const bee_dict *d, const bee_result *r,
                       uint32_t only_mask)
{
    out_char(o, '[');
    int first = 1;
    for (size_t i = 0; i < r->count; i++) {
        uint32_t id = r->words[i];
        if (only_mask && bee_dict_word_mask(d, id) != only_mask)
            continue;
        if (!first)
            out_char(o, ',');
        first = 0;
        out_json_str(o, bee_dict_word(d, id), bee_dict_word_len(d, id));
    }
    out_char(o, ']');
}

static void format_json(out *o, const cli_common *c, const bee_dict *d,
                        const bee_puzzle *p, const bee_result *r)
{
    out_str(o, "{\"puzzle\":\"");
    out_str(o, p->text);
    out_str(o, "\",\"center\":\"");
    out_char(o, p->text[0]);
    out_str(o, "\",\"count\":");
    out_u64(o, r->count);
    out_str(o, ",\"pangram_count\":");
    out_u64(o, r->pangrams);
    out_str(o, ",\"score\":");
    out_u64(o, r->score);
    if (!c->count_only) {
        out_str(o, ",\"pangrams\":");
        json_words(o, d, r, p->letters);
        out_str(o, ",\"words\":");
        json_words(o, d, r, 0);
    }
    out_str(o, "}\n");
}

static void format_tsv(out *o, const cli_common *c, const bee_dict *d,
                       const bee_puzzle *p, const bee_result *r)
{
    out_str(o, p->text);
    out_char(o, '\t');
    out_u64(o, r->count);
    out_char(o, '\t');
    out_u64(o, r->pangrams);
    out_char(o, '\t');
    out_u64(o, r->score);
    if (!c->count_only) {
        out_char(o, '\t');
        for (size_t i = 0; i < r->count; i++) {
            if (i)
                out_char(o, ',');
            out_bytes(o, bee_dict_word(d, r->words[i]), bee_dict_word_len(d, r->words[i]));
        }
    }
    out_char(o, '\n');
}

static void format_text(out *o, const cli_common *c, const bee_dict *d,
                        const bee_puzzle *p, const bee_result *r)
{
    out_str(o, p->text);
    out_str(o, " (center ");
    out_char(o, p->text[0]);
    out_str(o, ")\n");
    if (!c->count_only) {
        for (size_t i = 0; i < r->count; i++) {
            uint32_t id = r->words[i];
            out_str(o, "  ");
            out_bytes(o, bee_dict_word(d, id), bee_dict_word_len(d, id));
            if (bee_dict_word_mask(d, id) == p->letters)
                out_str(o, " *");
            out_char(o, '\n');
        }
    }
    out_u64(o, r->count);
    out_str(o, r->count == 1 ? " word, " : " words, ");
    out_u64(o, r->pangrams);
    out_str(o, r->pangrams == 1 ? " pangram" : " pangrams");
    out_str(o, !c->count_only && r->pangrams ? " (*), " : ", ");
    out_u64(o, r->score);
    out_str(o, r->score == 1 ? " point\n" : " points\n");
}

void format_result(out *o, const cli_common *c, const bee_dict *d,
                   const bee_puzzle *p, bee_result *r)
{
    if (!c->count_only)
        bee_result_sort(r);
    switch (c->format) {
    case FORMAT_JSON: format_json(o, c, d, p, r); break;
    case FORMAT_TSV: format_tsv(o, c, d, p, r); break;
    case FORMAT_TEXT: format_text(o, c, d, p, r); break;
    }
}
