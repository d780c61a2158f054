/*
 * hints_format.h - a puzzle's hints (bee_hints) as a record: text (the
 * grid and lists a player reads), one JSON object a line (docs/json.md),
 * or one TSV line, for `bee-simd hints` and the server's /v1/hints alike.
 */
#ifndef BEE_OUTPUT_HINTS_FORMAT_H
#define BEE_OUTPUT_HINTS_FORMAT_H

#include "bee.h"
#include "output/out.h"

typedef enum hints_style { HINTS_TEXT, HINTS_JSON, HINTS_TSV } hints_style;

/* What the record shows beyond the totals: `found` (the words the player
 * gave, as bee_hints_options.found) adds the found part. */
typedef struct hints_record {
    const bee_puzzle *puzzle;
    const bee_hints *hints;
    const char *const *found; /* NULL: no found words given */
    size_t n_found;
} hints_record;

/* The TSV header line (with the found columns when `with_found`). */
const char *hints_tsv_header(int with_found);
void hints_format(out *o, hints_style style, const hints_record *r);

#endif
