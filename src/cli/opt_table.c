/*
 * opt_table.c - every option of every command, once (opt_table.h says what
 * is made from it).  A row of a command's help is an option or text; the
 * options several commands share are defined once below and named by each
 * command's rows.  Variants of one name (bag's --min-len, all's --threads)
 * are options of their own: they mean something else there.
 */
#include "cli/opt_table.h"

#include <string.h>

#define STR_(x) #x
#define STR(x)  STR_(x)

/* The table's layout is its reading: */
/* clang-format off */

/* Dictionary and index (every command that loads a word list) */
static const cli_opt opt_dict = {
    "dict", 'd', OPT_DICT, "PATH", NULL, VALUE_FILE,
    "word list, one word a line ('-': standard input; default:\n"
    "$BEE_DICT, else the built-in list from Debian's wamerican)", NULL};
static const cli_opt opt_index = {
    "index", 'i', OPT_INDEX, "FILE", NULL, VALUE_FILE,
    "a dictionary and index saved by 'bee-simd index',\n"
    "mapped rather than built (instead of --dict)", NULL};
static const cli_opt opt_fold_case = {
    "fold-case", 0, OPT_FOLD_CASE, NULL, NULL, VALUE_WORD,
    "lowercase A-Z in the word list first (for all-caps lists)", NULL};
static const cli_opt opt_add_words = {
    "add-words", 0, OPT_ADD_WORDS, "FILE", NULL, VALUE_FILE,
    "add the words of FILE (one a line, '#' comments) to the\n"
    "list; repeatable", NULL};
static const cli_opt opt_remove_words = {
    "remove-words", 0, OPT_REMOVE_WORDS, "FILE", NULL, VALUE_FILE,
    "take the words of FILE out of the list; repeatable", NULL};
static const cli_opt opt_lang = {
    "lang", 0, OPT_LANG, "CODE", NULL, VALUE_LANG,
    "the list's alphabet and rules: en (default), ca, es, de,\n"
    "fr, pt, it; 'list' lists them (UTF-8 lists; without\n"
    "--dict, the Debian list of that language)", NULL};
static const cli_opt opt_alphabet = {
    "alphabet", 0, OPT_ALPHABET, "FILE", NULL, VALUE_FILE,
    "an alphabet of your own, described in FILE (with --dict;\n"
    "docs/alphabets.md)", NULL};
static const cli_opt opt_min_len = {
    "min-len", 0, OPT_MIN_LEN, "N", NULL, VALUE_WORD,
    "shortest answer, in letters (default 4)", NULL};
static const cli_opt opt_block_size = {
    "block-size", 0, OPT_BLOCK_SIZE, "N", NULL, VALUE_WORD,
    "sets per index block (default " STR(BEE_DEFAULT_BLOCK) ")", NULL};
static const cli_opt opt_kernel = {
    "kernel", 0, OPT_KERNEL, "NAME", "auto scalar avx2 avx512 neon", VALUE_WORD,
    "scalar, avx2, avx512, neon or auto (default auto;\n"
    "also $BEE_KERNEL)", NULL};

/* Puzzles and output (the commands that answer puzzles) */
static const cli_opt opt_size = {
    "size", 0, OPT_SIZE, "N", NULL, VALUE_WORD,
    "letters per puzzle, 2 to 26 (default 7)", NULL};
static const cli_opt opt_scoring = {
    "scoring", 0, OPT_SCORING, "RULE", "nyt simple", VALUE_WORD,
    "nyt (default: 4 letters 1 point, longer words 1 a letter,\n"
    "pangrams +7) or simple (1 a word, 3 a pangram)", NULL};
static const cli_opt opt_format = {
    "format", 'f', OPT_FORMAT, "FMT", "text json tsv", VALUE_WORD,
    "text (default), json (one object a line) or tsv", NULL};
static const cli_opt opt_count = {
    "count", 'c', OPT_COUNT, NULL, NULL, VALUE_WORD,
    "counts and score only, no word lists", NULL};

/* -o FILE (the commands that write records) */
static const cli_opt opt_output = {
    "output", 'o', 'o', "FILE", NULL, VALUE_FILE,
    "write to FILE instead of standard output, whole or not\n"
    "at all: FILE is replaced at the end ('-': stdout)", NULL};

/* The stream of --stdin (solve, hints, bag) */
static const cli_opt opt_threads = {
    "threads", 'j', OPT_THREADS, "N", NULL, VALUE_WORD,
    "threads for --stdin (default: $BEE_THREADS, else the\n"
    "CPUs this process may use)", NULL};
static const cli_opt opt_progress = {
    "progress", 0, OPT_PROGRESS, NULL, NULL, VALUE_WORD,
    "show progress on stderr, with percent done and time\n"
    "left if the input is a file (default: if stderr is\n"
    "a terminal)", NULL};
static const cli_opt opt_no_progress = {
    "no-progress", 0, OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD,
    "never show progress", NULL};
static const cli_opt opt_quiet = {
    "quiet", 'q', OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD,
    "errors only: no progress", NULL};

/* Every command's last lines */
static const cli_opt opt_help = {
    "help", 'h', 'h', NULL, NULL, VALUE_WORD, "print this help and exit", NULL};
static const cli_opt opt_version = {
    "version", 'V', 0, NULL, NULL, VALUE_WORD, "print the version and exit", NULL};

#define OPT(o)        {&(o), NULL, 0}
#define OPT_AT(o, c)  {&(o), NULL, (c)}
#define TEXT(t)       {NULL, (t), 0}
#define END           {NULL, NULL, 0}
#define DICT_ROWS                                                                    \
    TEXT("Dictionary and index:\n"), OPT(opt_dict), OPT(opt_index), OPT(opt_fold_case), \
    OPT(opt_add_words), OPT(opt_remove_words), OPT(opt_lang), OPT(opt_alphabet),        \
    OPT(opt_min_len), OPT(opt_block_size), OPT(opt_kernel)
#define PUZZLE_ROWS \
    TEXT("Puzzles and output:\n"), OPT(opt_size), OPT(opt_scoring), OPT(opt_format), OPT(opt_count)
#define STREAM_ROWS OPT(opt_threads), OPT(opt_progress), OPT(opt_no_progress), OPT(opt_quiet)
#define FOOTER_ROWS OPT(opt_help), OPT(opt_version)

static const cli_opt *const dict_group[] = {
    &opt_dict, &opt_index, &opt_fold_case, &opt_add_words, &opt_remove_words, &opt_lang,
    &opt_alphabet, &opt_min_len, &opt_block_size, &opt_kernel, NULL};
static const cli_opt *const puzzle_group[] = {&opt_size, &opt_scoring, &opt_format, &opt_count, NULL};
static const cli_opt *const output_group[] = {&opt_output, NULL};
static const cli_opt *const stream_group[] = {
    &opt_threads, &opt_progress, &opt_no_progress, &opt_quiet, NULL};
static const cli_opt *const help_group[] = {&opt_help, &opt_version, NULL};
const cli_opt *const *const cli_common_groups[] = {
    dict_group, puzzle_group, output_group, stream_group, help_group, NULL};
const char *const cli_common_group_names[] = {"dict", "puzzle", "output", "stream", "help", NULL};

/* ------------------------------------------------------------------ solve */
static const cli_opt solve_stdin_opt = {
    "stdin", 0, OPT_STDIN, NULL, NULL, VALUE_WORD,
    "read puzzles from standard input, or from each FILE\n"
    "in turn ('-' is standard input), one a line (blank\n"
    "lines and lines starting with # are passed over);\n"
    "one record a puzzle, in input order; a bad line gets\n"
    "an error record in its place and a report on stderr", NULL};
static const cli_opt solve_no_header = {
    "no-header", 0, OPT_NO_HEADER, NULL, NULL, VALUE_WORD,
    "no tsv header line (for shards joined later)", NULL};
static const cli_opt solve_algo = {
    "algo", 0, OPT_ALGO, "NAME", NULL, VALUE_ALGO,
    "answer with research method NAME instead of the index\n"
    "(same answers; '--algo list' prints the names;\n"
    "puzzles given as arguments only)", NULL};
static const cli_row solve_rows[] = {
    TEXT("Print every dictionary word that answers each puzzle.\n"
         "\n"
         "A puzzle is its letters: the one uppercase letter is the center (aeginRt),\n"
         "otherwise the first letter is (raegint, RAEGINT).\n"
         "\n"
         "Streaming:\n"),
    OPT(solve_stdin_opt), STREAM_ROWS, OPT(solve_no_header),
    TEXT("\n"), OPT(solve_algo), TEXT("\n"),
    OPT(opt_output), DICT_ROWS, PUZZLE_ROWS, FOOTER_ROWS, END};
static const cli_spec solve_spec = {
    "solve",
    "Usage: bee-simd solve [options] PUZZLE...\n"
    "       bee-simd [solve] --stdin [options] [FILE...]\n",
    solve_rows};

/* ------------------------------------------------------------------ hints */
static const cli_opt hints_found = {
    "found", 0, OPT_FOUND, "WORDS", NULL, VALUE_WORD,
    "the words found so far, comma-separated: the score\n"
    "and rank reached, and hints for the rest only; a word\n"
    "that is no answer is reported (json: not_answers)", NULL};
static const cli_opt hints_found_file = {
    "found-file", 0, OPT_FOUND_FILE, "FILE", NULL, VALUE_FILE,
    "the same, one word a line ('#' starts a comment)", NULL};
static const cli_opt hints_stdin_opt = {
    "stdin", 0, OPT_STDIN, NULL, NULL, VALUE_WORD,
    "read puzzles from standard input, or from each FILE\n"
    "in turn ('-' is standard input), one a line; one\n"
    "record a puzzle, in input order", NULL};
static const cli_opt hints_no_header = {
    "no-header", 0, OPT_NO_HEADER, NULL, NULL, VALUE_WORD, "no tsv header line", NULL};
static const cli_row hints_rows[] = {
    TEXT("Print each puzzle's hints: words, points, pangrams (perfect ones: each\n"
         "letter once), bingo (every letter starts a word), the least score of each\n"
         "rank (Beginner to Queen Bee), and the grid (words by first letter and\n"
         "length) and two-letter list of the words still to find.\n"
         "\n"),
    OPT(hints_found), OPT(hints_found_file), TEXT("\nStreaming:\n"),
    OPT(hints_stdin_opt), STREAM_ROWS, OPT(hints_no_header), TEXT("\n"),
    OPT(opt_output), DICT_ROWS, PUZZLE_ROWS, FOOTER_ROWS, END};
static const cli_spec hints_spec = {
    "hints",
    "Usage: bee-simd hints [options] PUZZLE...\n"
    "       bee-simd hints --stdin [options] [FILE...]\n",
    hints_rows};

/* -------------------------------------------------------------------- bag */
static const cli_opt bag_min_len = {
    "min-len", 0, OPT_BAG_MIN_LEN, "N", NULL, VALUE_WORD,
    "shortest word, in letters (default 2)", NULL};
static const cli_opt bag_max_len = {
    "max-len", 0, OPT_BAG_MAX_LEN, "N", NULL, VALUE_WORD, "longest word (default: no limit)", NULL};
static const cli_opt bag_must_use = {
    "must-use", 0, OPT_MUST_USE, "LETTERS", NULL, VALUE_WORD,
    "every word must contain these letters (repeat a letter\n"
    "to require it more than once); a blank may supply them", NULL};
static const cli_opt bag_sort = {
    "sort", 0, OPT_SORT, "ORDER", "length alpha", VALUE_WORD,
    "length (default: longest first, then alphabetical) or alpha", NULL};
static const cli_opt bag_top = {
    "top", 0, OPT_TOP, "N", NULL, VALUE_WORD,
    "show the first N words of each bag (the count is still\n"
    "every word)", NULL};
static const cli_opt bag_count = {
    "count", 'c', OPT_COUNT, NULL, NULL, VALUE_WORD, "counts only, no word lists", NULL};
static const cli_opt bag_format = {
    "format", 'f', OPT_FORMAT, "FMT", "text json tsv", VALUE_WORD,
    "text (default), json (one object a line: bag, count,\n"
    "words) or tsv (bag, count, words comma-separated)", NULL};
static const cli_opt bag_stdin_opt = {
    "stdin", 0, OPT_STDIN, NULL, NULL, VALUE_WORD,
    "read bags from standard input, or from each FILE in\n"
    "turn ('-' is standard input), one a line (blank lines\n"
    "and lines starting with '#' are passed over); answers in\n"
    "input order; a bad line gets an error record in its\n"
    "place and a report on stderr", NULL};
static const cli_opt bag_fold_case = {
    "fold-case", 0, OPT_FOLD_CASE, NULL, NULL, VALUE_WORD,
    "lowercase A-Z in the word list first", NULL};
static const cli_opt bag_lang = {
    "lang", 0, OPT_LANG, "CODE", NULL, VALUE_LANG,
    "the list's alphabet: en (default), ca, es, de, fr, pt, it;\n"
    "'list' lists them (UTF-8 lists; without --dict, the\n"
    "Debian list of that language); bags take its letters", NULL};
static const cli_opt bag_index = {
    "index", 'i', OPT_INDEX, "FILE", NULL, VALUE_FILE,
    "the word list of an index file (bee-simd index)", NULL};
static const cli_opt bag_block_size = {
    "block-size", 0, OPT_BAG_BLOCK_SIZE, "N", NULL, VALUE_WORD,
    "words per index block (default " STR(BEE_BAG_DEFAULT_BLOCK) ")", NULL};
static const cli_row bag_rows[] = {
    TEXT("Print every dictionary word that can be spelled from each bag of tiles\n"
         "(a Letterpress board, a Scrabble rack): a word may use each tile once.\n"
         "\n"
         "A bag is its tiles, letters of the list's alphabet (a-z for English; repeat\n"
         "a letter for more tiles) and up to " STR(BEE_BAG_MAX_BLANKS) " blanks '?', each standing for any one\n"
         "letter; at most " STR(BEE_BAG_MAX_TILES) " tiles.\n"
         "\n"
         "Words:\n"),
    OPT(bag_min_len), OPT(bag_max_len), OPT(bag_must_use),
    TEXT("Output:\n"),
    OPT(bag_sort), OPT(bag_top), OPT(bag_count), OPT(bag_format), OPT(bag_stdin_opt), STREAM_ROWS,
    TEXT("Dictionary and index:\n"),
    OPT(opt_dict), OPT(bag_fold_case), OPT(bag_lang), OPT(opt_alphabet), OPT(bag_index),
    OPT(bag_block_size), OPT(opt_kernel), OPT(opt_output), FOOTER_ROWS,
    TEXT("\nExit status: 0 success, 1 some bag refused or an error, 2 usage error.\n"
         "Example: bee-simd bag --top 10 ovrkqlwislrecrtgmvpfprzey\n"),
    END};
static const cli_spec bag_spec = {
    "bag",
    "Usage: bee-simd bag [options] BAG...\n"
    "       bee-simd bag [options] --stdin [FILE...]\n",
    bag_rows};

/* -------------------------------------------------------------------- all */
static const cli_opt all_any = {
    "any", 0, ALL_OPT_ANY, NULL, NULL, VALUE_WORD,
    "every letter set: C(26,7) x 7 = 4,604,600 puzzles\n"
    "(over --lang's alphabet: C(n,7) x 7, n its letters)", NULL};
static const cli_opt all_exclude = {
    "exclude", 0, ALL_OPT_EXCLUDE, "LETTERS", NULL, VALUE_WORD,
    "no set holds any of these letters (the NYT never uses s)", NULL};
static const cli_opt all_letters = {
    "letters", 0, ALL_OPT_LETTERS, "LETTERS", NULL, VALUE_WORD,
    "every set holds all of these (all 7: just that set)", NULL};
static const cli_opt all_center = {
    "center", 0, ALL_OPT_CENTER, "LETTERS", NULL, VALUE_WORD,
    "the center is one of these\n"
    "(LETTERS: the alphabet's, in UTF-8, either case)", NULL};
/* the five bounds share one help line */
static const cli_opt all_min_words = {
    "min-words", 0, ALL_OPT_MIN_WORDS, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt all_max_words = {
    "max-words", 0, ALL_OPT_MAX_WORDS, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt all_min_score = {
    "min-score", 0, ALL_OPT_MIN_SCORE, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt all_max_score = {
    "max-score", 0, ALL_OPT_MAX_SCORE, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt all_min_pangrams = {
    "min-pangrams", 0, ALL_OPT_MIN_PANGRAMS, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt all_min_perfect = {
    "min-perfect", 0, ALL_OPT_MIN_PERFECT, "N", NULL, VALUE_WORD,
    "at least N perfect pangrams (each letter used once)", NULL};
static const cli_opt all_bingo = {
    "bingo", 0, ALL_OPT_BINGO, NULL, NULL, VALUE_WORD,
    "every letter of the puzzle starts an answer\n"
    "(these two solve each puzzle the bounds keep, as --words)", NULL};
static const cli_opt all_sort = {
    "sort", 0, ALL_OPT_SORT, "KEY", "letters score words", VALUE_WORD,
    "letters (default: letters alphabetically, then center),\n"
    "score or words (highest first; ties by letters, then center)", NULL};
static const cli_opt all_top = {
    "top", 0, ALL_OPT_TOP, "N", NULL, VALUE_WORD, "only the first N puzzles in that order", NULL};
static const cli_opt all_words = {
    "words", 0, ALL_OPT_WORDS, NULL, NULL, VALUE_WORD, "add each puzzle's answers", NULL};
static const cli_opt all_threads = {
    "threads", 'j', ALL_OPT_THREADS, "N", NULL, VALUE_WORD,
    "worker threads (default: $BEE_THREADS, else one per CPU\n"
    "this process may use)", NULL};
static const cli_opt all_method = {
    "method", 0, ALL_OPT_METHOD, "NAME", "auto subsets zeta", VALUE_WORD,
    "auto (default), subsets or zeta: how the counts are\n"
    "computed (same results; for benchmarks)", NULL};
static const cli_opt all_max_memory = {
    "max-memory", 0, ALL_OPT_MAX_MEMORY, "N", NULL, VALUE_WORD,
    "refuse a run whose tables and lists need more than N\n"
    "bytes (K, M, G suffixes; default 4G)", NULL};
static const cli_opt all_stats = {
    "stats", 0, ALL_OPT_STATS, NULL, NULL, VALUE_WORD,
    "print what the run did on standard error", NULL};
static const cli_opt all_progress = {
    "progress", 0, ALL_OPT_PROGRESS, NULL, NULL, VALUE_WORD,
    "show progress on stderr (sets done, percent, time left;\n"
    "default when stderr is a terminal)", NULL};
static const cli_opt all_no_progress = {
    "no-progress", 0, ALL_OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD, "never show progress", NULL};
static const cli_opt all_quiet = {
    "quiet", 'q', ALL_OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD, "errors only: no progress", NULL};
static const cli_opt all_size = {
    "size", 0, OPT_SIZE, "N", NULL, VALUE_WORD, "letters per puzzle, 1 to 10 (default 7)", NULL};
static const cli_opt all_scoring = {
    "scoring", 0, OPT_SCORING, "RULE", "nyt simple", VALUE_WORD,
    "nyt (default) or simple, as for solve", NULL};
static const cli_opt all_count = {
    "count", 'c', OPT_COUNT, NULL, NULL, VALUE_WORD,
    "counts only: the default here (refuses --words)", NULL};
static const cli_row all_rows[] = {
    TEXT("Evaluate every puzzle at once: each letter set and center, with its word\n"
         "count, pangram count and score (as 'solve' would give them).\n"
         "\n"
         "Which puzzles (default: letter sets that some word uses exactly, i.e. that\n"
         "have a pangram, as the NYT requires):\n"),
    OPT(all_any), OPT(all_exclude), OPT(all_letters), OPT(all_center),
    TEXT("Filters (bounds included):\n"
         "  --min-words N, --max-words N, --min-score N, --max-score N, --min-pangrams N\n"),
    OPT(all_min_words), OPT(all_max_words), OPT(all_min_score), OPT(all_max_score),
    OPT(all_min_pangrams), OPT(all_min_perfect), OPT(all_bingo),
    TEXT("Order and output:\n"),
    OPT(all_sort), OPT(all_top), OPT(all_words), OPT(all_threads), OPT(all_method),
    OPT(all_max_memory), OPT(all_stats), OPT(all_progress), OPT(all_no_progress), OPT(all_quiet),
    TEXT("Formats: tsv (letters, center, count, pangrams, score; words), json (one\n"
         "object a line: puzzle, center, count, pangram_count, score; pangrams, words),\n"
         "text (aeginRt: 257 words, 22 pangrams, 1809 points, with the built-in list).\n"
         "\n"),
    OPT(opt_output), DICT_ROWS,
    TEXT("Puzzles and output:\n"),
    OPT(all_size), OPT(all_scoring), OPT(opt_format), OPT(all_count), FOOTER_ROWS, END};
static const cli_spec all_spec = {"all", "Usage: bee-simd all [options]\n", all_rows};

/* ------------------------------------------------------------------- info */
static const cli_opt info_kernels = {
    "kernels", 0, 'k', NULL, NULL, VALUE_WORD,
    "only the kernels this machine can run, one a line", NULL};
static const cli_opt info_verify = {
    "verify", 0, 'v', NULL, NULL, VALUE_WORD,
    "with --index: check every part of the file against\n"
    "what a build makes of its words (a load checks\n"
    "checksums and bounds only); exit 1 if one differs", NULL};
static const cli_row info_rows[] = {
    TEXT("Print the CPU features seen, the kernels built and the one chosen,\n"
         "and the size of the dictionary and index.\n"
         "\n"),
    OPT(info_kernels), OPT(info_verify), DICT_ROWS, FOOTER_ROWS, END};
static const cli_spec info_spec = {"info", "Usage: bee-simd info [options]\n", info_rows};

/* ------------------------------------------------------------------ index */
static const cli_opt index_output = {
    "output", 'o', 'o', "FILE", NULL, VALUE_FILE,
    "the file to write (replaced whole, never half-written;\n"
    "'-': standard output, e.g. to compress it, not a terminal)", NULL};
static const cli_row index_rows[] = {
    TEXT("Build the index over the word list DICT (default: --dict, $BEE_DICT or the\n"
         "built-in list) and save the list and the index to FILE. Later runs load it\n"
         "with --index FILE by mapping it: no parsing, no rebuild, and processes\n"
         "share its memory. The file holds --min-len and --block-size; the format is\n"
         "described in docs/index-format.md.\n"
         "\n"),
    OPT(index_output), TEXT("\n"), DICT_ROWS, FOOTER_ROWS, END};
static const cli_spec index_spec = {
    "index", "Usage: bee-simd index [options] [DICT] -o FILE\n", index_rows};

/* ------------------------------------------------------------------ serve */
static const cli_opt serve_listen = {
    "listen", 0, OPT_LISTEN, "HOST:PORT", NULL, VALUE_WORD,
    "address to listen on (default 127.0.0.1:8080; port 0\n"
    "picks a free port; [::1]:8080 for IPv6)", NULL};
static const cli_opt serve_threads = {
    "threads", 'j', OPT_SERVE_THREADS, "N", NULL, VALUE_WORD,
    "HTTP threads, and threads per batch (default:\n"
    "$BEE_THREADS, else one per usable CPU)", NULL};
static const cli_opt serve_max_connections = {
    "max-connections", 0, OPT_MAX_CONNECTIONS, "N", NULL, VALUE_WORD,
    "connections at once (default 1024); a few more are\n"
    "answered 503, the rest refused", NULL};
static const cli_opt serve_timeout = {
    "timeout", 0, OPT_TIMEOUT, "S", NULL, VALUE_WORD,
    "close a connection idle for S seconds (default 10)", NULL};
static const cli_opt serve_max_body = {
    "max-body", 0, OPT_MAX_BODY, "BYTES", NULL, VALUE_WORD,
    "largest POST body (default 16777216): more is 413", NULL};
static const cli_opt serve_max_batch = {
    "max-batch", 0, OPT_MAX_BATCH, "N", NULL, VALUE_WORD,
    "most lines in a POST body (default 1000000): more is 413", NULL};
static const cli_opt serve_cors = {
    "cors", 0, OPT_CORS, "ORIGIN", NULL, VALUE_WORD,
    "send Access-Control-Allow-Origin: ORIGIN", NULL};
static const cli_opt serve_access_log = {
    "access-log", 0, OPT_ACCESS_LOG, "FILE", NULL, VALUE_FILE,
    "a line a request, Common Log Format and the time taken\n"
    "in microseconds ('-': standard output)", NULL};
static const cli_row serve_rows[] = {
    TEXT("Answer puzzles over HTTP/JSON; the records are those of 'solve', 'bag' and\n"
         "'all' with --format json.  GET / shows a page to try it; docs/serve.md\n"
         "lists the endpoints.\n"
         "\n"),
    OPT_AT(serve_listen, 22), OPT_AT(serve_threads, 22), OPT_AT(serve_max_connections, 22),
    OPT_AT(serve_timeout, 22), OPT_AT(serve_max_body, 22), OPT_AT(serve_max_batch, 22),
    OPT_AT(serve_cors, 22), OPT_AT(serve_access_log, 22),
    TEXT("\n"
         "When ready it prints one line on stderr: bee-simd: listening on http://HOST:PORT\n"
         "SIGHUP loads the dictionary or index file again; SIGTERM finishes the\n"
         "requests in flight and exits 0.\n"
         "\n"),
    DICT_ROWS, FOOTER_ROWS, END};
static const cli_spec serve_spec = {"serve", "Usage: bee-simd serve [options]\n", serve_rows};

/* ------------------------------------------------------------------ bench
 * (its options are described by its own text, so they print no line) */
static const cli_opt bench_algo = {"algo", 0, OPT_ALGO, "LIST", NULL, VALUE_ALGO, NULL, NULL};
static const cli_opt bench_puzzles = {"puzzles", 0, OPT_PUZZLES, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_repeat = {"repeat", 0, OPT_REPEAT, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_seed = {"seed", 0, OPT_SEED, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_sweep = {"sweep", 0, OPT_SWEEP, NULL, NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_sweep_sizes = {
    "sweep-sizes", 0, OPT_SWEEP_SIZES, "LIST", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_shared = {
    "shared-letters", 0, OPT_SHARED, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_super = {"super-size", 0, OPT_SUPER, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_csv = {"csv", 0, OPT_CSV, NULL, NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_tsv = {"tsv", 0, OPT_TSV, NULL, NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_json = {"json", 0, OPT_JSON, NULL, NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_svg = {"svg", 0, OPT_SVG, "DIR", NULL, VALUE_DIR, NULL, NULL};
static const cli_opt bench_task = {"task", 0, OPT_TASK, "TASK", "solve all bag", VALUE_WORD, NULL, NULL};
static const cli_opt bench_sample = {"sample", 0, OPT_SAMPLE, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_full = {"full", 0, OPT_FULL, NULL, NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_boards = {"boards", 0, OPT_BOARDS, "LIST", NULL, VALUE_WORD, NULL, NULL};
static const cli_row bench_rows[] = {
    TEXT(
         "Time every research method of a task, the published ones and bee-simd's own,\n"
         "and check every answer against the task's reference; exit 1 if any differ.\n"
         "  --task solve  (default) one seeded set of puzzles, every way of solving one\n"
         "  --task all    every NYT puzzle with its answers (the all-puzzles article):\n"
         "                iterative, hashmap, bitset, engine-subsets, engine-zeta\n"
         "  --task bag    every word a Letterpress board spells (the Letterpress\n"
         "                article): naive, grouped, trie, index-KERNEL\n"
         "  --algo list   the task's methods, one a line (those this CPU and the\n"
         "                list's alphabet run)\n"
         "With --lang or --alphabet the methods that read words as a-z bytes (solve:\n"
         "naive, trie, bitmask, blocked; all: iterative, hashmap, bitset; bag: naive,\n"
         "grouped, trie) are left out, and refused by name if asked for.\n"
         "\n"
         "--task solve: compare the methods on one seeded set of puzzles:\n"
         "time per puzzle (median and p10-p90), speed-up over the naive scan, blocks\n"
         "entered, masks tested and bytes touched per puzzle, build time and memory,\n"
         "and cycles, instructions and cache misses where the machine exposes them.\n"
         "Every method's answers are checked against the reference; exit 1 if any differ.\n"
         "\n"
         "  --algo LIST         methods, comma-separated (default: every one this CPU\n"
         "                      runs; '--algo list' names them)\n"
         "  --puzzles N         puzzles in the set (default 200)\n"
         "  --repeat N          timed rounds over the set (default 5)\n"
         "  --seed N            seed of the puzzle set (default 1)\n"
         "  --sweep             also time each blocked method at every block size\n"
         "  --sweep-sizes LIST  block sizes for --sweep, comma-separated\n"
         "                      (default 1,2,4,8,16,32,50,64,100,128,256,500,1000)\n"
         "  --shared-letters N  adaptive: letters a block's sets must share (default 3)\n"
         "  --super-size N      superblock: blocks per super-block (default 16)\n"
         "  --csv, --tsv, --json  machine-readable output (also --format json|tsv)\n"
         "  --svg DIR           write compare.svg, bytes.svg and (with --sweep)\n"
         "                      sweep.svg into DIR\n"
         "--block-size sets every blocked method's block size (default: each its own);\n"
         "--kernel chooses the kernel of adaptive and superblock; --count times\n"
         "count-only solves.\n"
         "\n"
         "--task all (7-letter puzzles, one thread, --repeat runs; default 5):\n"
         "  --sample N          sets timed by iterative and hashmap, whose time per set\n"
         "                      is scaled to all sets (default 200)\n"
         "  --full              time every method on every set (iterative: seconds)\n"
         "--task bag (--repeat runs a board; default 5):\n"
         "  --boards LIST       boards, comma-separated (default the article's four:\n"
         "                      ovrkqlwislrecrtgmvpfprzey, abcdefghifghijklmnopqrstuvxyz,\n"
         "                      odidwocswkbafvydehsbiviez, rtlyifebuzkxndovzyzodelap)\n"
         "--svg DIR writes all.svg or bag.svg for these tasks.\n"
         "\n"
    ),
    OPT(bench_algo), OPT(bench_puzzles), OPT(bench_repeat), OPT(bench_seed), OPT(bench_sweep),
    OPT(bench_sweep_sizes), OPT(bench_shared), OPT(bench_super), OPT(bench_csv), OPT(bench_tsv),
    OPT(bench_json), OPT(bench_svg), OPT(bench_task), OPT(bench_sample), OPT(bench_full),
    OPT(bench_boards), DICT_ROWS, PUZZLE_ROWS, FOOTER_ROWS, END};
static const cli_spec bench_spec = {
    "bench", "Usage: bee-simd bench [--task solve|all|bag] [options]\n", bench_rows};

/* clang-format on */

const cli_spec *const cli_specs[] = {&solve_spec, &hints_spec, &bag_spec,   &info_spec,
                                     &all_spec,   &index_spec, &bench_spec, &serve_spec};
const int cli_n_specs = sizeof cli_specs / sizeof *cli_specs;

const cli_spec *cli_spec_named(const char *name)
{
    for (int i = 0; i < cli_n_specs; i++)
        if (strcmp(cli_specs[i]->name, name) == 0)
            return cli_specs[i];
    return NULL;
}
