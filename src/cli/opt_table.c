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
    "$BEE_DICT, else the built-in list, chosen from SCOWL)",
    "The word list, one word a line (LF or CRLF);\n"
    ".B \\-\n"
    "reads it from standard input (not with\n"
    ".B \\-\\-stdin\n"
    "reading puzzles there too).  Default: the file named by\n"
    ".BR BEE_DICT ,\n"
    "else the list built into the program (chosen from SCOWL's size levels).\n"
    "Lines with anything but a\\-z (proper nouns, possessives, accented words,\n"
    "blank lines) are skipped and counted; duplicates count once.  A list with no\n"
    "usable word is an error that says why.\n"
    "A file that is compressed (gzip, zstd, xz, bzip2), UTF\\-16, binary (a NUL\n"
    "byte in its first 4 KiB) or an index file is refused before it is read, with a\n"
    "message saying what it is and what to do\n"
    ".RB ( \"gzip \\-dc\" ,\n"
    ".BR \\-\\-index );\n"
    "the program does not decompress word lists.\n"};
static const cli_opt opt_index = {
    "index", 'i', OPT_INDEX, "FILE", NULL, VALUE_FILE,
    "a dictionary and index saved by 'bee-simd index',\n"
    "mapped rather than built (instead of --dict)",
    "A dictionary and index saved by\n"
    ".BR \"bee\\-simd index\" ,\n"
    "mapped rather than built: no parsing, no rebuild (about 0.7 ms for ENABLE),\n"
    "and processes using the same file share its memory.\n"
    "A file that is not an index, truncated, corrupted, of another version or byte\n"
    "order, or hostile is refused with a message saying what is wrong; nothing\n"
    "outside the file is ever read.\n"
    "It cannot be combined with\n"
    ".B \\-\\-dict\n"
    "or\n"
    ".BR \\-\\-fold\\-case .\n"
    "With a\n"
    ".B \\-\\-min\\-len\n"
    "or\n"
    ".B \\-\\-block\\-size\n"
    "other than the file's, the index is rebuilt from the file's words (slower to\n"
    "start, same answers as\n"
    ".BR \\-\\-dict ).\n"};
static const cli_opt opt_fold_case = {
    "fold-case", 0, OPT_FOLD_CASE, NULL, NULL, VALUE_WORD,
    "lowercase A-Z in the word list first (for all-caps lists)",
    "Lowercase A\\-Z in the word list before judging each line (for all-caps lists).\n"};
static const cli_opt opt_add_words = {
    "add-words", 0, OPT_ADD_WORDS, "FILE", NULL, VALUE_FILE,
    "add the words of FILE (one a line, '#' comments) to the\n"
    "list; repeatable",
    "Add the words of FILE (one a line; blank lines and lines starting with\n"
    ".B #\n"
    "are passed over; CRLF is fine) to the word list; repeatable.\n"
    "A word the list's rules would skip is reported with its file and line, and\n"
    "the run goes on to end with status 1.\n"};
static const cli_opt opt_remove_words = {
    "remove-words", 0, OPT_REMOVE_WORDS, "FILE", NULL, VALUE_FILE,
    "take the words of FILE out of the list; repeatable",
    "Take the words of FILE out of the word list; repeatable.  A word the list\n"
    "lacks is reported the same way.\n"
    "The built-in list is its choice from SCOWL less\n"
    ".IR src/builtin/removed-words.txt ,\n"
    "which serves as such a file for other lists.\n"
    "With\n"
    ".BR index ,\n"
    "the file made holds the curated list (and\n"
    ".B \\-\\-index\n"
    "takes neither option).\n"};
static const cli_opt opt_lang = {
    "lang", 0, OPT_LANG, "CODE", NULL, VALUE_LANG,
    "the list's alphabet and rules: en (default), ca, es, de,\n"
    "fr, pt, it; 'list' lists them (UTF-8 lists; without\n"
    "--dict, the Debian list of that language)",
    "The word list's alphabet and the game's rules:\n"
    ".B en\n"
    "(the default: a\\-z, NYT rules, every output byte as without the option),\n"
    ".B ca\n"
    "(Catalan, Paraul\\(`ogic: a\\-z and \\(,c; accents folded; the middle dot of\n"
    "l\\(pcl dropped; shortest word 3; 3 letters 1 point, 4 letters 2, longer one a\n"
    "letter; a word with all seven letters 10 more),\n"
    ".B es\n"
    "(a\\-z and \\(~n, accents folded),\n"
    ".B de\n"
    "(a\\-z, \\(:a \\(:o \\(:u and \\(ss, other accents folded, case folded: nouns\n"
    "are capitalised),\n"
    ".BR fr \", \" pt \", \" it\n"
    "(a\\-z, every diacritic folded, \\(oe to oe, \\(ae to ae); all but\n"
    ".B ca\n"
    "take NYT points and a shortest word of 4, which sets the default of\n"
    ".BR \\-\\-min\\-len .\n"
    "The list is read as UTF\\-8 (NFC: a decomposed accent is outside the alphabet,\n"
    "and its line is skipped); words that fold to the same letters are one answer,\n"
    "shown in the spelling that sorts first; puzzles are letters of the alphabet in\n"
    "UTF\\-8, the center first or the one uppercase letter.\n"
    "Without\n"
    ".BR \\-\\-dict ,\n"
    "the Debian list of the language is used (for\n"
    ".BR ca ,\n"
    ".I /usr/share/dict/catalan\n"
    "from the package wcatalan), and its absence is an error naming the package.\n"
    ".B \"\\-\\-lang list\"\n"
    "lists the alphabets.\n"
    "An index file records its alphabet, so\n"
    ".B \\-\\-index\n"
    "needs no\n"
    ".BR \\-\\-lang ;\n"
    "one that disagrees with the file is an error.\n"
    "See docs/alphabets.md.\n"};
static const cli_opt opt_alphabet = {
    "alphabet", 0, OPT_ALPHABET, "FILE", NULL, VALUE_FILE,
    "an alphabet of your own, described in FILE (with --dict;\n"
    "docs/alphabets.md)",
    "An alphabet of your own, described in\n"
    ".I FILE\n"
    "one keyword a line:\n"
    ".B letters\n"
    "(at most 31, each one UTF\\-8 character),\n"
    ".BR fold \" (a character and the one or two letters it is read as),\"\n"
    ".BR drop ,\n"
    ".BR \"case fold\" \" or \" \"case keep\" ,\n"
    ".BR shortest ,\n"
    ".B points\n"
    "(for 1 to 7 letters; longer words one a letter),\n"
    ".BR bonus ,\n"
    ".BR code \" and \" name ;\n"
    ".B #\n"
    "starts a comment.\n"
    "A 32nd letter, a character given twice or a fold into no letter is an error\n"
    "naming the line.\n"
    "It needs\n"
    ".BR \\-\\-dict ,\n"
    "and has the same limits as\n"
    ".BR \\-\\-lang .\n"};
static const cli_opt opt_min_len = {
    "min-len", 0, OPT_MIN_LEN, "N", NULL, VALUE_WORD,
    "shortest answer, in letters (default 4)",
    "Shortest answer, in letters (default 4; with\n"
    ".BR \\-\\-lang ,\n"
    "the language's shortest word).\n"};
static const cli_opt opt_block_size = {
    "block-size", 0, OPT_BLOCK_SIZE, "N", NULL, VALUE_WORD,
    "sets per index block (default " STR(BEE_DEFAULT_BLOCK) ")",
    "Letter sets per index block (default 32, chosen by measurement).\n"};
static const cli_opt opt_kernel = {
    "kernel", 0, OPT_KERNEL, "NAME", "auto scalar avx2 avx512 neon", VALUE_WORD,
    "scalar, avx2, avx512, neon or auto (default auto;\n"
    "also $BEE_KERNEL)",
    ".BR scalar \", \" avx2 \", \" avx512 \", \" neon \" or \" auto\n"
    "(default; also\n"
    ".BR BEE_KERNEL ).\n"
    ".B auto\n"
    "picks NEON on AArch64, else AVX-512, else AVX2, else scalar.\n"
    "Elsewhere than AArch64 the NEON kernel runs through a portable translation\n"
    "(exact, not fast).\n"
    "Asking for a kernel this CPU cannot run, or one not built into the program, is\n"
    "a usage error.\n"};

/* Puzzles and output (the commands that answer puzzles) */
static const cli_opt opt_size = {
    "size", 0, OPT_SIZE, "N", NULL, VALUE_WORD,
    "letters per puzzle, 2 to 26 (default 7)",
    "Letters per puzzle, 2 to 26 (default 7).\n"};
static const cli_opt opt_scoring = {
    "scoring", 0, OPT_SCORING, "RULE", "nyt simple", VALUE_WORD,
    "nyt (default: 4 letters 1 point, longer words 1 a letter,\n"
    "pangrams +7) or simple (1 a word, 3 a pangram)",
    ".B nyt\n"
    "(default) or\n"
    ".BR simple ;\n"
    "see\n"
    ".BR PUZZLES .\n"};
static const cli_opt opt_format = {
    "format", 'f', OPT_FORMAT, "FMT", "text json tsv", VALUE_WORD,
    "text (default), json (one object a line) or tsv",
    ".B text\n"
    "(default),\n"
    ".B json\n"
    "(one object a line) or\n"
    ".BR tsv ;\n"
    "see\n"
    ".BR \"OUTPUT FORMATS\" .\n"};
static const cli_opt opt_count = {
    "count", 'c', OPT_COUNT, NULL, NULL, VALUE_WORD,
    "counts and score only, no word lists",
    "Counts and score only, no word lists.\n"};

/* -o FILE (the commands that write records) */
static const cli_opt opt_output = {
    "output", 'o', 'o', "FILE", NULL, VALUE_FILE,
    "write to FILE instead of standard output, whole or not\n"
    "at all: FILE is replaced at the end ('-': stdout)",
    "Write the records to\n"
    ".I FILE\n"
    "instead of standard output, whole or not at all: they go to a temporary file\n"
    "beside\n"
    ".IR FILE ,\n"
    "which replaces it at the end if the output is complete (refused input lines\n"
    "still give complete output, with their error records).\n"
    "A run that fails before or while writing (a word list that cannot be read, a\n"
    "full disk) leaves\n"
    ".I FILE\n"
    "as it was.\n"
    "Only a regular file is replaced (through a symbolic link, its target); a\n"
    "device or FIFO is written to directly;\n"
    ".B \\-\n"
    "and\n"
    ".B /dev/stdout\n"
    "are standard output.\n"};

/* The stream of --stdin (solve, hints, bag) */
static const cli_opt opt_threads = {
    "threads", 'j', OPT_THREADS, "N", NULL, VALUE_WORD,
    "threads for --stdin (default: $BEE_THREADS, else the\n"
    "CPUs this process may use)",
    "Threads answering the stream, 1 to 256 (default:\n"
    ".BR BEE_THREADS ,\n"
    "else the CPUs this process may use: those of its affinity mask, as set by\n"
    ".BR taskset (1)\n"
    "or a container, and no more than its cgroup v2\n"
    ".B cpu.max\n"
    "quota, rounded up;\n"
    ".B bee\\-simd info\n"
    "prints the number).\n"};
static const cli_opt opt_progress = {
    "progress", 0, OPT_PROGRESS, NULL, NULL, VALUE_WORD,
    "show progress on stderr, with percent done and time\n"
    "left if the input is a file (default: if stderr is\n"
    "a terminal)",
    "Report records written and the rate on standard error about twice a second,\n"
    "and a total at the end; or never.\n"
    "When the input is a file\n"
    ".RB ( \"< puzzles.txt\" ),\n"
    "the report also gives the percent of it done and, while running, an estimate\n"
    "of the time left.\n"
    "Default: only when standard error is a terminal.\n"};
static const cli_opt opt_no_progress = {
    "no-progress", 0, OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD,
    "never show progress", NULL};
static const cli_opt opt_cache = {
    "cache", 0, OPT_CACHE, "MIB", NULL, VALUE_WORD,
    "memory for the records of puzzles met again, MiB in\n"
    "all (--count: default 256; else 0, none)",
    "Keep each puzzle's record, up to\n"
    ".I MIB\n"
    "MiB in all (split evenly between the threads; 0: none; default 256 for\n"
    ".BR \\-\\-count ,\n"
    "none for records with words, whose memory would grow with the stream), so\n"
    "that a puzzle met again (the same letters and center, in any order) is\n"
    "copied instead of solved, and a run of lines met before, each its letters\n"
    "alone (center first, lowercase), is copied a run at a time: a NYT-like\n"
    "stream meets each puzzle about 18 times in a million lines.  Short records\n"
    "(tsv counts) of lines of up to 7 letters are found by the line's bytes in\n"
    "a table the threads share (4 MiB of the MIB, when each thread's share\n"
    "keeps 3 MiB).  A stream that\n"
    "hardly repeats (random letters) stops looking after a few thousand lines.\n"
    "When a thread's share is full it keeps what it has.  The progress line\n"
    "gives the share of puzzles found kept.  Bags are never kept.\n"
    "Without a cache, solve's JSON and TSV records with words copy their lists\n"
    "out of each letter set's text, made the second time the stream meets the\n"
    "set (up to 256 MiB of texts in all), and English hints in JSON or TSV keep\n"
    "each set's records once for all threads; 0 turns that off too.\n"};
static const cli_opt opt_quiet = {
    "quiet", 'q', OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD,
    "errors only: no progress",
    "Errors only: no progress\n"
    ".RB ( \\-\\-no\\-progress ).\n"};

/* Every command's last lines */
static const cli_opt opt_help = {
    "help", 'h', 'h', NULL, NULL, VALUE_WORD, "print this help and exit",
    "Describe the command's options (after a command) or list the commands.\n"};
static const cli_opt opt_version = {
    "version", 'V', 0, NULL, NULL, VALUE_WORD, "print the version and exit",
    "Print the version, before or after a command, and exit.\n"};

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
#define STREAM_ROWS \
    OPT(opt_threads), OPT(opt_progress), OPT(opt_no_progress), OPT(opt_quiet), OPT(opt_cache)
#define FOOTER_ROWS OPT(opt_help), OPT(opt_version)

static const cli_opt *const dict_group[] = {
    &opt_dict, &opt_index, &opt_fold_case, &opt_add_words, &opt_remove_words, &opt_lang,
    &opt_alphabet, &opt_min_len, &opt_block_size, &opt_kernel, NULL};
static const cli_opt *const puzzle_group[] = {&opt_size, &opt_scoring, &opt_format, &opt_count, NULL};
static const cli_opt *const output_group[] = {&opt_output, NULL};
static const cli_opt *const stream_group[] = {
    &opt_threads, &opt_progress, &opt_no_progress, &opt_quiet, &opt_cache, NULL};
static const cli_opt *const help_group[] = {&opt_help, &opt_version, NULL};
const cli_opt *const *const cli_common_groups[] = {
    dict_group, puzzle_group, output_group, stream_group, help_group, NULL};

/* ------------------------------------------------------------------ solve */
static const cli_opt solve_stdin_opt = {
    "stdin", 0, OPT_STDIN, NULL, NULL, VALUE_WORD,
    "read puzzles from standard input, or from each FILE\n"
    "in turn ('-' is standard input), one a line (blank\n"
    "lines and lines starting with # are passed over);\n"
    "one record a puzzle, in input order; a bad line gets\n"
    "an error record in its place and a report on stderr",
    "Read puzzles from standard input, or from each\n"
    ".I FILE\n"
    "argument in turn\n"
    ".RB ( \\-\n"
    "is standard input), one a line, in the notation of\n"
    ".BR PUZZLES ,\n"
    "and write one record a puzzle, in input order, in the chosen\n"
    ".BR \\-\\-format :\n"
    "exactly the bytes\n"
    ".B bee\\-simd solve\n"
    "would write for the same puzzles given as arguments.\n"
    "Input lines end with LF or CRLF; the last needs no final newline.\n"
    "Spaces and tabs around a puzzle are dropped.\n"
    "Blank lines and lines starting with\n"
    ".B #\n"
    "are passed over (they still count in line numbers).\n"
    "A bad line is that line's error, not the stream's: an error record takes its\n"
    "place (see\n"
    ".BR \"OUTPUT FORMATS\" ),\n"
    "the reason goes to standard error with the line number (and the file's\n"
    "name), and the stream goes on.\n"
    "Several files make one stream: one header, the records of each file in turn;\n"
    "a file that cannot be opened is reported and passed over (exit status 1).\n"
    "A line over 4096 bytes (line end not counted) is one bad line,\n"
    "\\(lqline is longer than 4096 bytes\\(rq, whatever its length.\n"
    ".IP\n"
    "Work is handed out to the threads in chunks of whole lines (16 KiB of input,\n"
    "fewer when records are large, so that a chunk makes about 768 KB of records;\n"
    "or the whole lines read so far when input from a pipe or a terminal stalls, so\n"
    "that each record comes out as soon as its line is in: a co-process or\n"
    ".B tail \\-f\n"
    "gets its answers at once)\n"
    "and written back in order: memory stays bounded (a few MB a thread) whatever\n"
    "the input length, and\n"
    ".B \\-\\-threads 1\n"
    "gives the same bytes as any other count.\n"
    "Every line is answered by the library's\n"
    ".BR bee_solve ,\n"
    "like arguments, with the plan it picks per puzzle: a puzzle whose letters are\n"
    "some word's letter set (every NYT puzzle) from that set's word list, built the\n"
    "first time the set comes up and kept; other puzzles by looking up their letter\n"
    "sets (up to 6 letters) or by the block scan.\n"
    "In json and tsv every word is rendered once at start, and a record copies its\n"
    "words.\n"
    ".IP\n"
    "The stream options\n"
    ".BR \\-\\-threads ,\n"
    ".B \\-\\-progress\n"
    "and\n"
    ".B \\-\\-no\\-progress\n"
    "(see\n"
    ".BR \"COMMON OPTIONS\" )\n"
    "apply to\n"
    ".BR \\-\\-stdin .\n"};
static const cli_opt solve_no_header = {
    "no-header", 0, OPT_NO_HEADER, NULL, NULL, VALUE_WORD,
    "no tsv header line (for shards joined later)",
    "Leave out the tsv header line (for shards that are joined later).\n"};
static const cli_opt solve_algo = {
    "algo", 0, OPT_ALGO, "NAME", NULL, VALUE_ALGO,
    "the method ('--algo list' prints those this CPU runs)",
    "Answer with the research method\n"
    ".I NAME\n"
    "instead of the index (same answers, same output; see\n"
    ".B bee\\-simd bench\n"
    "for the methods).\n"
    ".B \\-\\-algo list\n"
    "prints the methods this machine can run, one a line.\n"
    "The common\n"
    ".BR \\-\\-block\\-size ,\n"
    ".B \\-\\-kernel\n"
    "and\n"
    ".B \\-\\-min\\-len\n"
    "options reach the method.\n"
    "Puzzles given as arguments only: with\n"
    ".B \\-\\-stdin\n"
    "it is a usage error.\n"};
static const cli_row solve_rows[] = {
    TEXT("Print every dictionary word that answers each puzzle.\n"
         "\n"
         "A puzzle is its letters: the one uppercase letter is the center (aeginRt),\n"
         "otherwise the first letter is (raegint, RAEGINT).\n"
         "\n"
         "Streaming:\n"),
    OPT(solve_stdin_opt), STREAM_ROWS, OPT(solve_no_header), TEXT("\n"),
    OPT(opt_output), DICT_ROWS, PUZZLE_ROWS, FOOTER_ROWS, END};
static const cli_spec solve_spec = {
    "solve",
    "Usage: bee-simd solve [options] PUZZLE...\n"
    "       bee-simd [solve] --stdin [options] [FILE...]\n",
    solve_rows};

/* `bee-bench solve --algo NAME`: solve's puzzles answered by a research
 * method (src/bench_cli), not a command of bee-simd (not in cli_specs). */
static const cli_row bench_solve_rows[] = {
    TEXT("Print every dictionary word that answers each puzzle, found by research\n"
         "method NAME instead of the index (the same answers as 'bee-simd solve').\n"
         "\n"),
    OPT(solve_algo), TEXT("\n"), DICT_ROWS, PUZZLE_ROWS, FOOTER_ROWS, END};
const cli_spec cli_bench_solve_spec = {
    "solve", "Usage: bee-bench solve --algo NAME [options] PUZZLE...\n", bench_solve_rows};

/* ------------------------------------------------------------------ hints */
static const cli_opt hints_found = {
    "found", 0, OPT_FOUND, "WORDS", NULL, VALUE_WORD,
    "the words found so far, comma-separated: the score\n"
    "and rank reached, and hints for the rest only; a word\n"
    "that is no answer is reported (json: not_answers)",
    "The words found so far, comma-separated, in any case: the record adds how\n"
    "many were found, their score and the rank reached, and the grid and\n"
    "two-letter list count only the words still to find.\n"
    "A word that is no answer is named (text: a line\n"
    ".BR \"not an answer: \" WORD ;\n"
    "json:\n"
    ".BR not_answers ).\n"};
static const cli_opt hints_found_file = {
    "found-file", 0, OPT_FOUND_FILE, "FILE", NULL, VALUE_FILE,
    "the same, one word a line ('#' starts a comment)",
    "The same from a file, one word a line; blank lines and lines starting with\n"
    ".B #\n"
    "are passed over.\n"};
static const cli_opt hints_stdin_opt = {
    "stdin", 0, OPT_STDIN, NULL, NULL, VALUE_WORD,
    "read puzzles from standard input, or from each FILE\n"
    "in turn ('-' is standard input), one a line; one\n"
    "record a puzzle, in input order",
    "Read puzzles from standard input, or from each\n"
    ".I FILE\n"
    "argument in turn, one a line, as\n"
    ".B solve \\-\\-stdin\n"
    "does, and write one record a puzzle, in input order.\n"};
static const cli_opt hints_no_header = {
    "no-header", 0, OPT_NO_HEADER, NULL, NULL, VALUE_WORD, "no tsv header line",
    "No tsv header line.\n"};
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
    "shortest word, in letters (default 2)",
    "Shortest word, in letters (default 2; 1 to 255).\n"};
static const cli_opt bag_max_len = {
    "max-len", 0, OPT_BAG_MAX_LEN, "N", NULL, VALUE_WORD, "longest word (default: no limit)",
    "Longest word (default: no limit; 1 to 255; not below\n"
    ".BR \\-\\-min\\-len ).\n"};
static const cli_opt bag_must_use = {
    "must-use", 0, OPT_MUST_USE, "LETTERS", NULL, VALUE_WORD,
    "every word must contain these letters (repeat a letter\n"
    "to require it more than once); a blank may supply them",
    "Every word must contain these letters; repeat a letter to require it more than\n"
    "once\n"
    ".RB ( \"\\-\\-must\\-use ee\" ).\n"
    "A word may spell a required letter with a blank.\n"};
static const cli_opt bag_sort = {
    "sort", 0, OPT_SORT, "ORDER", "length alpha", VALUE_WORD,
    "length (default: longest first, then alphabetical) or alpha",
    ".B length\n"
    "(default): longest first, then alphabetical;\n"
    ".BR alpha :\n"
    "alphabetical.\n"};
static const cli_opt bag_top = {
    "top", 0, OPT_TOP, "N", NULL, VALUE_WORD,
    "show the first N words of each bag (the count is still\n"
    "every word)",
    "Show the first\n"
    ".I N\n"
    "words of each bag in the chosen order; the count is still every word.\n"};
static const cli_opt bag_count = {
    "count", 'c', OPT_COUNT, NULL, NULL, VALUE_WORD, "counts only, no word lists",
    "Counts only, no word lists.\n"};
static const cli_opt bag_format = {
    "format", 'f', OPT_FORMAT, "FMT", "text json tsv", VALUE_WORD,
    "text (default), json (one object a line: bag, count,\n"
    "words) or tsv (bag, count, words comma-separated)",
    ".BR text \" (default), \" json \" or \" tsv ;\n"
    "see\n"
    ".BR \"OUTPUT FORMATS\" .\n"};
static const cli_opt bag_stdin_opt = {
    "stdin", 0, OPT_STDIN, NULL, NULL, VALUE_WORD,
    "read bags from standard input, or from each FILE in\n"
    "turn ('-' is standard input), one a line (blank lines\n"
    "and lines starting with '#' are passed over); answers in\n"
    "input order; a bad line gets an error record in its\n"
    "place and a report on stderr",
    "Read bags from standard input, or from each\n"
    ".I FILE\n"
    "argument in turn\n"
    ".RB ( \\-\n"
    "is standard input), one a line, instead of taking the arguments as bags.\n"
    "Leading and trailing spaces, tabs and a CR are ignored; blank lines and lines\n"
    "starting with\n"
    ".B #\n"
    "are passed over.\n"
    "Answers come in input order; a bad line gets an error record in its place and\n"
    "a report on standard error with its line number, as for\n"
    ".BR \"solve \\-\\-stdin\" .\n"
    ".BR \\-\\-threads ,\n"
    ".B \\-\\-progress\n"
    "and\n"
    ".B \\-\\-no\\-progress\n"
    "apply\n"
    ".RB ( \\-\\-no\\-header\n"
    "does not exist for\n"
    ".BR bag ).\n"};
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
    "words per index block (default " STR(BEE_BAG_DEFAULT_BLOCK) ")",
    "Words per index block (default 16).\n"};
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
    "(over --lang's alphabet: C(n,7) x 7, n its letters)",
    "Every letter set of\n"
    ".B \\-\\-size\n"
    "letters, not only those with a pangram.\n"};
static const cli_opt all_exclude = {
    "exclude", 0, ALL_OPT_EXCLUDE, "LETTERS", NULL, VALUE_WORD,
    "no set holds any of these letters (the NYT never uses s)",
    "No set holds any of these letters (the NYT never uses\n"
    ".BR s :\n"
    ".BR \"\\-\\-exclude s\" ).\n"};
static const cli_opt all_letters = {
    "letters", 0, ALL_OPT_LETTERS, "LETTERS", NULL, VALUE_WORD,
    "every set holds all of these (all 7: just that set)",
    "Every set holds all of these letters; with as many letters as\n"
    ".BR \\-\\-size ,\n"
    "just that set (with each of its centers).\n"};
static const cli_opt all_center = {
    "center", 0, ALL_OPT_CENTER, "LETTERS", NULL, VALUE_WORD,
    "the center is one of these\n"
    "(LETTERS: the alphabet's, in UTF-8, either case)",
    "The center is one of these letters.\n"};
/* the five bounds share one help line */
static const cli_opt all_min_words = {
    "min-words", 0, ALL_OPT_MIN_WORDS, "N", NULL, VALUE_WORD, NULL,
    "Bounds on the number of answers.\n"};
static const cli_opt all_max_words = {
    "max-words", 0, ALL_OPT_MAX_WORDS, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt all_min_score = {
    "min-score", 0, ALL_OPT_MIN_SCORE, "N", NULL, VALUE_WORD, NULL,
    "Bounds on the score.\n"};
static const cli_opt all_max_score = {
    "max-score", 0, ALL_OPT_MAX_SCORE, "N", NULL, VALUE_WORD, NULL, NULL};
static const cli_opt all_min_pangrams = {
    "min-pangrams", 0, ALL_OPT_MIN_PANGRAMS, "N", NULL, VALUE_WORD, NULL,
    "Fewest pangrams.\n"};
static const cli_opt all_min_perfect = {
    "min-perfect", 0, ALL_OPT_MIN_PERFECT, "N", NULL, VALUE_WORD,
    "at least N perfect pangrams (each letter used once)",
    "Fewest perfect pangrams (pangrams as long as the puzzle: each letter once).\n"};
static const cli_opt all_bingo = {
    "bingo", 0, ALL_OPT_BINGO, NULL, NULL, VALUE_WORD,
    "every letter of the puzzle starts an answer\n"
    "(these two solve each puzzle the bounds keep, as --words)",
    "Only puzzles where every letter starts an answer.\n"
    "These two solve each puzzle the other bounds keep, as\n"
    ".B \\-\\-words\n"
    "does: give cheap bounds with them.\n"};
static const cli_opt all_sort = {
    "sort", 0, ALL_OPT_SORT, "KEY", "letters score words", VALUE_WORD,
    "letters (default: letters alphabetically, then center),\n"
    "score or words (highest first; ties by letters, then center)",
    ".B letters\n"
    "(default),\n"
    ".B score\n"
    "or\n"
    ".B words\n"
    "(highest first).\n"};
static const cli_opt all_top = {
    "top", 0, ALL_OPT_TOP, "N", NULL, VALUE_WORD, "only the first N puzzles in that order",
    "Only the first\n"
    ".I N\n"
    "puzzles in that order.\n"};
static const cli_opt all_words = {
    "words", 0, ALL_OPT_WORDS, NULL, NULL, VALUE_WORD, "add each puzzle's answers",
    "Add each puzzle's answers (alphabetical; in text, pangrams are marked\n"
    ".BR * ).\n"
    ".B \\-\\-count\n"
    "is accepted (counts are the default) but contradicts\n"
    ".BR \\-\\-words .\n"};
static const cli_opt all_threads = {
    "threads", 'j', ALL_OPT_THREADS, "N", NULL, VALUE_WORD,
    "worker threads (default: $BEE_THREADS, else one per CPU\n"
    "this process may use)",
    "Worker threads, 1 to 256 (default:\n"
    ".BR BEE_THREADS ,\n"
    "else one per CPU this process may use; see\n"
    ".BR \\-\\-threads \" under \" \"COMMON OPTIONS\" ).\n"};
static const cli_opt all_method = {
    "method", 0, ALL_OPT_METHOD, "NAME", "auto subsets zeta", VALUE_WORD,
    "auto (default), subsets or zeta: how the counts are\n"
    "computed (same results; for benchmarks)",
    ".B auto\n"
    "(default),\n"
    ".B subsets\n"
    "or\n"
    ".BR zeta :\n"
    "how the counts are computed.\n"
    "Same results; the automatic choice is the cheaper by estimate (subsets for the\n"
    "default selection, zeta for\n"
    ".BR \\-\\-any ).\n"};
static const cli_opt all_max_memory = {
    "max-memory", 0, ALL_OPT_MAX_MEMORY, "N", NULL, VALUE_WORD,
    "refuse a run whose tables and lists need more than N\n"
    "bytes (K, M, G suffixes; default 4G)",
    "Refuse a run whose tables and lists (estimated before anything is allocated)\n"
    "need more than\n"
    ".I N\n"
    "bytes, with a message naming the estimate (a number, then\n"
    ".BR K \", \" M \" or \" G ;\n"
    "default\n"
    ".BR 4G ).\n"
    "The automatic method turns to subsets when the zeta table alone would pass it.\n"
    "Every English run fits the default; see docs/limits.md for other alphabets.\n"};
static const cli_opt all_stats = {
    "stats", 0, ALL_OPT_STATS, NULL, NULL, VALUE_WORD,
    "print what the run did on standard error",
    "Print on standard error how many letter sets and puzzles were evaluated, kept\n"
    "and written, the method and the number of threads.\n"};
static const cli_opt all_progress = {
    "progress", 0, ALL_OPT_PROGRESS, NULL, NULL, VALUE_WORD,
    "show progress on stderr (sets done, percent, time left;\n"
    "default when stderr is a terminal)",
    "Show, or never show, progress on standard error: the letter sets done, the\n"
    "percent of those selected, the time left and the rate (default: shown when\n"
    "standard error is a terminal).\n"};
static const cli_opt all_no_progress = {
    "no-progress", 0, ALL_OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD, "never show progress", NULL};
static const cli_opt all_quiet = {
    "quiet", 'q', ALL_OPT_NO_PROGRESS, NULL, NULL, VALUE_WORD, "errors only: no progress",
    "Errors only: no progress\n"
    ".RB ( \\-\\-no\\-progress ).\n"};
static const cli_opt all_size = {
    "size", 0, OPT_SIZE, "N", NULL, VALUE_WORD, "letters per puzzle, 1 to 10 (default 7)",
    "Letters per puzzle, 1 to 10 here (default 7).\n"};
static const cli_opt all_scoring = {
    "scoring", 0, OPT_SCORING, "RULE", "nyt simple", VALUE_WORD,
    "nyt (default) or simple, as for solve",
    ".B nyt\n"
    "(default) or\n"
    ".BR simple ,\n"
    "as for\n"
    ".BR solve .\n"};
static const cli_opt all_count = {
    "count", 'c', OPT_COUNT, NULL, NULL, VALUE_WORD,
    "counts only: the default here (refuses --words)",
    "Counts only: the default here; with\n"
    ".B \\-\\-words\n"
    "it is a usage error.\n"};
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
         "text (aeginRt: 314 words, 39 pangrams, 2343 points, with the built-in list).\n"
         "\n"),
    OPT(opt_output), DICT_ROWS,
    TEXT("Puzzles and output:\n"),
    OPT(all_size), OPT(all_scoring), OPT(opt_format), OPT(all_count), FOOTER_ROWS, END};
static const cli_spec all_spec = {"all", "Usage: bee-simd all [options]\n", all_rows};

/* ------------------------------------------------------------------ daily */
static const cli_opt daily_date = {
    "date", 0, OPT_DATE, "YYYY-MM-DD", NULL, VALUE_WORD,
    "the day (default: today, UTC)",
    "The day whose puzzle to give, from 1970\\-01\\-01 (default: today, in UTC).\n"};
static const cli_row daily_rows[] = {
    TEXT("The day's puzzle of the word list: the same for everyone with the same\n"
         "list on the same date, a 7-letter pangram set with " STR(BEE_DAILY_MIN_WORDS) " to " STR(BEE_DAILY_MAX_WORDS) " answers and\n"
         STR(BEE_DAILY_MIN_SCORE) " to " STR(BEE_DAILY_MAX_SCORE) " points (no S on an English list), no set twice within a\n"
         "year.  Formats: text (2026-11-28: puzzle (N words, N pangrams, N points)),\n"
         "json (date, day, puzzle, count, pangram_count, score, eligible), tsv.\n"
         "\n"),
    OPT(daily_date), OPT(opt_format), DICT_ROWS, FOOTER_ROWS, END};
static const cli_spec daily_spec = {"daily", "Usage: bee-simd daily [--date YYYY-MM-DD] [options]\n", daily_rows};

/* ------------------------------------------------------------------- info */
static const cli_opt info_kernels = {
    "kernels", 0, 'k', NULL, NULL, VALUE_WORD,
    "only the kernels this machine can run, one a line",
    "Print only the kernels this machine can run, one a line.\n"};
static const cli_opt info_verify = {
    "verify", 0, 'v', NULL, NULL, VALUE_WORD,
    "with --index: check every part of the file against\n"
    "what a build makes of its words (a load checks\n"
    "checksums and bounds only); exit 1 if one differs",
    "With\n"
    ".BR \\-\\-index :\n"
    "check every part of the file, the bag parts too, against what a build makes of\n"
    "its own words, and say so, or name the first part that differs and exit 1.\n"
    "A load checks only the checksums and what keeps a query inside the file (a\n"
    "file made to deceive can carry right checksums); check a file from elsewhere\n"
    "once with this.\n"
    ".B serve\n"
    "runs the same checks at every load of its\n"
    ".B \\-\\-index\n"
    "file.\n"};
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
    "'-': standard output, e.g. to compress it, not a terminal)",
    "The index file to write (required).\n"
    "It is written beside\n"
    ".I FILE\n"
    "under a temporary name and renamed, so it is replaced whole and a reader never\n"
    "sees half a file.\n"
    "A symbolic link keeps pointing at its target, which is replaced the same way;\n"
    "a character device or a FIFO (such as\n"
    ".IR /dev/null )\n"
    "is written to, never replaced; a directory, a dangling link or an empty name is\n"
    "refused.\n"};
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
    "picks a free port; [::1]:8080 for IPv6)",
    "Where to listen (default 127.0.0.1:8080; port 0 picks a free port; [::1]:8080\n"
    "for IPv6).\n"};
static const cli_opt serve_threads = {
    "threads", 'j', OPT_SERVE_THREADS, "N", NULL, VALUE_WORD,
    "HTTP threads, and threads per batch (default:\n"
    "$BEE_THREADS, else one per usable CPU)",
    "HTTP threads, and the threads of each batch (default: $BEE_THREADS, else one\n"
    "per usable CPU).\n"};
static const cli_opt serve_max_connections = {
    "max-connections", 0, OPT_MAX_CONNECTIONS, "N", NULL, VALUE_WORD,
    "connections at once (default 1024); a few more are\n"
    "answered 503, the rest refused",
    "Connections at once (default 1024); the next 64 get 503, more are refused.\n"};
static const cli_opt serve_timeout = {
    "timeout", 0, OPT_TIMEOUT, "S", NULL, VALUE_WORD,
    "close a connection idle for S seconds (default 10)",
    "Close a connection idle for S seconds (default 10).\n"};
static const cli_opt serve_max_body = {
    "max-body", 0, OPT_MAX_BODY, "BYTES", NULL, VALUE_WORD,
    "largest POST body (default 16777216): more is 413",
    "The largest POST body (default 16777216).\n"};
static const cli_opt serve_max_batch = {
    "max-batch", 0, OPT_MAX_BATCH, "N", NULL, VALUE_WORD,
    "most lines in a POST body (default 1000000): more is 413",
    "The most lines in a POST body (default 1000000).\n"};
static const cli_opt serve_cors = {
    "cors", 0, OPT_CORS, "ORIGIN", NULL, VALUE_WORD,
    "send Access-Control-Allow-Origin: ORIGIN",
    "Send Access\\-Control\\-Allow\\-Origin: ORIGIN and answer preflight OPTIONS.\n"};
static const cli_opt serve_all_words = {
    "all-words", 0, OPT_ALL_WORDS, NULL, NULL, VALUE_WORD,
    "serve every word of an English list: without it the\n"
    "reviewed removals (slurs, obscenities) are taken out",
    "Serve every word of the list.  Without it, an English list other than the\n"
    "built-in one is served less the reviewed removals (slurs, obscenities, Roman\n"
    "numerals, abbreviations: the words the built-in list is made without), and\n"
    "the server says so on stderr when it starts.\n"};
static const cli_opt serve_access_log = {
    "access-log", 0, OPT_ACCESS_LOG, "FILE", NULL, VALUE_FILE,
    "a line a request, Common Log Format and the time taken\n"
    "in microseconds ('-': standard output)",
    "Append a line a request to FILE\n"
    ".RB ( \\- :\n"
    "standard output): the Common Log Format\n"
    ".RI ( \"HOST \\- \\- [DATE] \\(dqMETHOD URI VERSION\\(dq STATUS \\-\" ,\n"
    "the size left out, as a streamed answer's is not known) and the microseconds\n"
    "the request took.\n"};
static const cli_row serve_rows[] = {
    TEXT("Answer puzzles over HTTP/JSON; the records are those of 'solve', 'bag' and\n"
         "'all' with --format json.  GET / shows a page to try it; docs/serve.md\n"
         "lists the endpoints.\n"
         "\n"),
    OPT_AT(serve_listen, 22), OPT_AT(serve_threads, 22), OPT_AT(serve_max_connections, 22),
    OPT_AT(serve_timeout, 22), OPT_AT(serve_max_body, 22), OPT_AT(serve_max_batch, 22),
    OPT_AT(serve_cors, 22), OPT_AT(serve_access_log, 22), OPT_AT(serve_all_words, 22),
    TEXT("\n"
         "When ready it prints one line on stderr: bee-simd: listening on http://HOST:PORT\n"
         "SIGHUP loads the dictionary or index file again; SIGTERM finishes the\n"
         "requests in flight and exits 0.\n"
         "\n"),
    DICT_ROWS, FOOTER_ROWS, END};
static const cli_spec serve_spec = {"serve", "Usage: bee-simd serve [options]\n", serve_rows};

/* ------------------------------------------------------------------ bench
 * (its options are described by its own text, so they print no line) */
static const cli_opt bench_opt_algo = {"algo", 0, OPT_ALGO, "LIST", NULL, VALUE_ALGO, NULL,
    "Methods to run, comma-separated (default: every one of the task this CPU runs;\n"
    ".B \\-\\-algo list\n"
    "names them).\n"};
static const cli_opt bench_opt_puzzles = {"puzzles", 0, OPT_PUZZLES, "N", NULL, VALUE_WORD, NULL,
    "Puzzles in the set (default 200).\n"};
static const cli_opt bench_opt_kind = {"puzzle-kind", 0, OPT_PUZZLE_KIND, "KIND", "nyt random", VALUE_WORD, NULL,
    "The puzzles:\n"
    ".B nyt\n"
    "(default) the letters of a real pangram with a random center, or\n"
    ".B random\n"
    "letters (mostly no word's letter set, as most of a random stream).\n"};
static const cli_opt bench_opt_repeat = {"repeat", 0, OPT_REPEAT, "N", NULL, VALUE_WORD, NULL,
    "Timed rounds over the set (default 5).\n"};
static const cli_opt bench_opt_seed = {"seed", 0, OPT_SEED, "N", NULL, VALUE_WORD, NULL,
    "Seed of the puzzle set (default 1).\n"};
static const cli_opt bench_opt_sweep = {"sweep", 0, OPT_SWEEP, NULL, NULL, VALUE_WORD, NULL,
    "Also time each blocked method at every block size.\n"};
static const cli_opt bench_opt_sweep_sizes = {
    "sweep-sizes", 0, OPT_SWEEP_SIZES, "LIST", NULL, VALUE_WORD, NULL,
    "Block sizes for the sweep, comma-separated (default\n"
    "1,2,4,8,16,32,50,64,100,128,256,500,1000); implies\n"
    ".BR \\-\\-sweep .\n"};
static const cli_opt bench_opt_shared = {
    "shared-letters", 0, OPT_SHARED, "N", NULL, VALUE_WORD, NULL,
    ".BR adaptive 's\n"
    ".IR K :\n"
    "letters a block's sets must share (1 to 26, default 3).\n"};
static const cli_opt bench_opt_super = {"super-size", 0, OPT_SUPER, "N", NULL, VALUE_WORD, NULL,
    ".BR superblock :\n"
    "blocks per super-block (default 16).\n"};
static const cli_opt bench_opt_csv = {"csv", 0, OPT_CSV, NULL, NULL, VALUE_WORD, NULL,
    "Machine-readable output (also\n"
    ".BR \"\\-\\-format json\" | tsv );\n"
    "see\n"
    ".BR \"OUTPUT FORMATS\" .\n"};
static const cli_opt bench_opt_tsv = {"tsv", 0, OPT_TSV, NULL, NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_opt_json = {"json", 0, OPT_JSON, NULL, NULL, VALUE_WORD, NULL, NULL};
static const cli_opt bench_opt_svg = {"svg", 0, OPT_SVG, "DIR", NULL, VALUE_DIR, NULL,
    "Write\n"
    ".B compare.svg\n"
    "(time per puzzle by method: a dot at the median, a whisker from p10 to p90,\n"
    "methods ordered by time, log scale in µs),\n"
    ".B bytes.svg\n"
    "(bytes touched) and, with a sweep,\n"
    ".B sweep.svg\n"
    "(time against block size, log-log, one dash pattern a method) into\n"
    ".IR DIR ,\n"
    "created if missing;\n"
    ".B all.svg\n"
    "or\n"
    ".B bag.svg\n"
    "for the other tasks.\n"};
static const cli_opt bench_opt_task = {"task", 0, OPT_TASK, "TASK", "solve all bag", VALUE_WORD, NULL, NULL};
static const cli_opt bench_opt_sample = {"sample", 0, OPT_SAMPLE, "N", NULL, VALUE_WORD, NULL,
    ".B \\-\\-task all:\n"
    "sets timed by the sampled methods (default 200).\n"};
static const cli_opt bench_opt_full = {"full", 0, OPT_FULL, NULL, NULL, VALUE_WORD, NULL,
    ".B \\-\\-task all:\n"
    "time every method on every set (iterative takes seconds).\n"};
static const cli_opt bench_opt_boards = {"boards", 0, OPT_BOARDS, "LIST", NULL, VALUE_WORD, NULL,
    ".B \\-\\-task bag:\n"
    "boards, comma-separated, letters only (default the article's four:\n"
    "ovrkqlwislrecrtgmvpfprzey, abcdefghifghijklmnopqrstuvxyz,\n"
    "odidwocswkbafvydehsbiviez, rtlyifebuzkxndovzyzodelap).\n"};
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
         "  --puzzle-kind KIND  nyt (default): a pangram's letters; random: any letters\n"
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
    OPT(bench_opt_algo), OPT(bench_opt_puzzles), OPT(bench_opt_kind), OPT(bench_opt_repeat), OPT(bench_opt_seed), OPT(bench_opt_sweep),
    OPT(bench_opt_sweep_sizes), OPT(bench_opt_shared), OPT(bench_opt_super), OPT(bench_opt_csv), OPT(bench_opt_tsv),
    OPT(bench_opt_json), OPT(bench_opt_svg), OPT(bench_opt_task), OPT(bench_opt_sample), OPT(bench_opt_full),
    OPT(bench_opt_boards), DICT_ROWS, PUZZLE_ROWS, FOOTER_ROWS, END};
static const cli_spec bench_spec = {
    "bench", "Usage: bee-simd bench [--task solve|all|bag] [options]\n", bench_rows};

/* clang-format on */

const cli_spec *const cli_specs[] = {&solve_spec, &hints_spec, &bag_spec,   &info_spec, &all_spec,
                                     &index_spec, &bench_spec, &serve_spec, &daily_spec};
const int cli_n_specs = sizeof cli_specs / sizeof *cli_specs;

const cli_spec *cli_spec_named(const char *name)
{
    for (int i = 0; i < cli_n_specs; i++)
        if (strcmp(cli_specs[i]->name, name) == 0)
            return cli_specs[i];
    return NULL;
}
