/*
 * bee.h - the bee-simd library: Spelling Bee style word puzzles answered with
 * a blocked letter-set index and SIMD kernels.
 *
 * The flow is: load a word list (bee_dict), build an index over it
 * (bee_index), parse puzzles (bee_puzzle), and solve each one into a reusable
 * result (bee_result).  Nothing in the library prints or exits; every call that
 * can fail returns a bee_status and, when given a bee_error, fills its message.
 *
 * Ownership: whatever a *_new / *_open / *_load / *_build / *_solve call
 * allocates is freed by the matching *_free, the one way to free.  An index
 * borrows its dictionary: free the index first.  Dictionaries, indexes and the
 * kernel table are read-only after construction, so any number of threads may
 * solve against one index at once, each with its own bee_result.
 *
 * Words: a dictionary keeps distinct words of lowercase ASCII a-z, sorted
 * (strcmp order); a word's id is its rank, so sorted ids are sorted words.
 * A letter set ("mask") has bit (c - 'a') set for each letter c a word uses.
 *
 * Stability: this header is the stable API and ABI.  Within a major version
 * (the soname, libbee.so.MAJOR) nothing declared here is removed or changes
 * meaning, and a program built against an older header runs against a newer
 * library: the structs a caller allocates keep their layout (bee_error,
 * bee_puzzle, bee_bag, the info and stats structs), the options structs only
 * grow at their end (below), and the rest (bee_result, ...) are opaque.
 * bee_experimental.h holds what carries no such promise: forced plans,
 * tuning constants, prefetch hints, work counters, the reference oracles and the
 * one-shot plan.
 *
 * Options: every options struct (bee_dict_options, bee_index_options,
 * bee_solve_options, bee_all_options, bee_bag_index_options,
 * bee_bag_options, bee_batch_options, bee_hints_options) starts with `struct_size`, the caller's sizeof it, and may
 * grow new fields at its end in later minor versions.  Set one up with its
 * init macro, e.g. bee_solve_options_init(&o), which records sizeof o and
 * fills every field with its default; then change the fields wanted.  The
 * library reads only the fields that fit in the caller's `struct_size` and
 * takes the defaults for the rest, so a program built against an older
 * header keeps working (and one built against a newer header gets the
 * fields this library knows).  A NULL options pointer means the defaults;
 * options whose `struct_size` is smaller than the struct was in 1.0.0 (not
 * set up by an init: zeroed or filled by hand) are refused with BEE_ERR_ARG.
 *
 * Names: every *_from_name returns the value named, or BEE_UNKNOWN_NAME for
 * a name it does not know.
 */
#ifndef BEE_H
#define BEE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif
#pragma GCC visibility push(default) /* the library exports these, and only these */

/* The version of this header (semantic versioning).  bee_version() gives the
 * version of the library actually linked, which may be newer. */
#define BEE_VERSION_MAJOR  1
#define BEE_VERSION_MINOR  0
#define BEE_VERSION_PATCH  0
#define BEE_VERSION        "1.0.0"
#define BEE_VERSION_NUMBER (BEE_VERSION_MAJOR * 10000 + BEE_VERSION_MINOR * 100 + BEE_VERSION_PATCH)
const char *bee_version(void);

/* ---------------------------------------------------------------- errors */

/* Status codes: their values are part of the ABI (bindings compare the
 * numbers) and never change; a later version may add codes, so a caller
 * treats a code it does not know as a failure (bee_status_name names it). */
typedef enum bee_status {
    BEE_OK = 0,
    BEE_ERR_IO = 1,      /* a file could not be opened, read, written or mapped */
    BEE_ERR_NOMEM = 2,   /* an allocation failed */
    BEE_ERR_EMPTY = 3,   /* a dictionary had no usable word */
    BEE_ERR_PUZZLE = 4,  /* a puzzle was malformed (bee_puzzle_parse) */
    BEE_ERR_ARG = 5,     /* an argument was out of range, or options contradict */
    BEE_ERR_KERNEL = 6,  /* the requested kernel is unknown or this CPU cannot run it */
    BEE_ERR_FORMAT = 7,  /* an index file was damaged, truncated or of another version */
    BEE_ERR_STOPPED = 8, /* a callback returned nonzero: the caller stopped the run
                            (bee_all_each, bee_solve_batch, bee_bag_solve_batch) */
    BEE_ERR_LIMIT = 9,   /* over a documented limit: a word list over
                            BEE_MAX_DICT_BYTES, a run of every puzzle over
                            its memory limit (bee_all_options.max_memory), a
                            batch line over BEE_BATCH_MAX_LINE (its item) */
    BEE_ERR_BAG = 10     /* a letter bag was malformed (bee_bag_parse) */
} bee_status;

typedef struct bee_error {
    bee_status code;
    char message[512];
} bee_error;

/* A short fixed description of a status code ("out of memory", ...;
 * "unknown error" for a value that is no code). */
const char *bee_status_name(bee_status s);

/* What every *_from_name returns for a name it does not know (no value of
 * any of the library's enums: -1 is BEE_KERNEL_AUTO). */
#define BEE_UNKNOWN_NAME (-2)

/* ------------------------------------------------------------ dictionary */

typedef struct bee_dict bee_dict;

/* ------------------------------------------------------------- alphabets */

/*
 * An alphabet says how a word list's lines become words: its letters (at
 * most 31, each one code point: bit 31 marks the kernels' padding; bit i of a mask is its i-th letter),
 * characters folded onto letters (a-grave -> a, oe ligature -> o e),
 * characters dropped (the middle dot of Catalan l.l), whether uppercase
 * lines fold, the shortest word, and the points (by length, and a
 * pangram's bonus).  Lines are UTF-8 and taken to be NFC: a decomposed
 * accent (NFD) is a character outside the alphabet, so its line is skipped
 * and counted (non_ascii).  Length, the shortest word and points count
 * letters after folding and dropping; words that fold to the same letters
 * are one word, kept in the spelling that sorts first.  Built-ins (each
 * stated in full in docs/alphabets.md):
 *   en  a-z, NYT rules (the default: every byte as without an alphabet)
 *   ca  a-z and c-cedilla; accents folded; the middle dot dropped;
 *       shortest 3; points 3 letters 1, 4 letters 2, 5 or more 1 a letter,
 *       a word with all the puzzle's letters (a tuti) 10 more
 *   es  a-z and n-tilde; accents folded; shortest 4, NYT points
 *   de  a-z, a/o/u-umlaut and sharp s; other accents folded; case folded
 *       (nouns are capitalised); shortest 4, NYT points
 *   fr, pt, it  a-z; every Latin-1 diacritic folded, the oe and ae
 *       ligatures onto two letters; shortest 4, NYT points
 * Built-in alphabets are static: never freed, valid for the whole process.
 */
typedef struct bee_alphabet bee_alphabet;

/* Scoring rules (bee_solve_options.scoring): an alphabet's own points, or
 * the same for every alphabet. */
typedef enum bee_scoring {
    BEE_SCORING_NYT = 0, /* the alphabet's rule (English: 1 for 4
                            letters, else the length; pangram +7) */
    BEE_SCORING_SIMPLE   /* 1 a word, 3 a pangram */
} bee_scoring;

/* The built-in alphabet of a language code ("ca"), or NULL if none. */
const bee_alphabet *bee_alphabet_builtin(const char *code);
/* The code of the i-th built-in alphabet (from 0, "en" first), NULL past the
 * last: to list them. */
const char *bee_alphabet_builtin_code(int i);
/* An alphabet described in text (docs/alphabets.md, "Your own alphabet"):
 * one keyword a line, '#' comments:
 *   letters a b c ... z      at most 31, each one character (UTF-8)
 *   fold X a                 a character X read as one or two letters
 *   drop Y                   a character Y read as nothing
 *   case fold                (or keep, the default) uppercase lines
 *   shortest 3               the shortest word (default 4)
 *   points 1 1 1 2           points for 1, 2, 3, 4 ... 7 letters; longer
 *                            words 1 a letter (default NYT)
 *   bonus 10                 a pangram's extra points (default 7)
 *   code xx / name TEXT      what messages call it
 * BEE_ERR_ARG with a message naming the line and what is wrong (a 32nd
 * letter, a character given twice, a fold into no letter).  Free it with
 * bee_alphabet_free after every dictionary loaded with it. */
bee_status bee_alphabet_parse(const char *text, size_t len, bee_alphabet **out, bee_error *err);
/* Free a parsed alphabet (NULL: nothing); never a built-in one. */
void bee_alphabet_free(bee_alphabet *a);
/* An alphabet's code ("ca") and a short description; NULL means English. */
const char *bee_alphabet_code(const bee_alphabet *a);
const char *bee_alphabet_name(const bee_alphabet *a);
/* Its number of letters, and its shortest word in letters (what
 * bee_index_options.min_len should be for its game). */
int bee_alphabet_size(const bee_alphabet *a);
uint32_t bee_alphabet_min_len(const bee_alphabet *a);
/* Its i-th letter in UTF-8 into out (NUL-terminated): the byte count, 0 if
 * i is out of range. */
size_t bee_alphabet_letter(const bee_alphabet *a, int i, char out[5]);
/* Its i-th fold (from 0), for clients that read as the loader does (a
 * page's keyboard): the character into `from` and the letters it stands for
 * into `to` ("" for a dropped one such as Catalan's middle dot), both UTF-8
 * and NUL-terminated.  1, or 0 past the last fold. */
int bee_alphabet_fold(const bee_alphabet *a, int i, char from[5], char to[9]);
/* The same in uppercase (Latin: ASCII, Latin-1, Latin Extended-A; sharp s as
 * U+1E9E; a letter without one as itself), e.g. for a puzzle's center. */
size_t bee_alphabet_letter_upper(const bee_alphabet *a, int i, char out[5]);
/* A set of the alphabet's letters written as text[0..len) in UTF-8, either
 * case, in any order, into *mask.  BEE_ERR_ARG with a message
 * naming the text and the character for a character that is no letter of
 * the alphabet (a folded one such as a-grave too), invalid UTF-8, or a
 * letter given twice. */
bee_status bee_alphabet_letters(const bee_alphabet *a, const char *text, size_t len, uint32_t *mask,
                                bee_error *err);
/* Points for one word of `letters` letters under the alphabet's rule
 * (BEE_SCORING_NYT) or BEE_SCORING_SIMPLE; `pangram` if it uses every
 * letter of the puzzle. */
uint32_t bee_alphabet_score(const bee_alphabet *a, bee_scoring s, uint32_t letters, int pangram);

typedef struct bee_dict_options {
    size_t struct_size;           /* sizeof the caller's struct (the init macro sets it) */
    int fold_case;                /* lowercase ASCII A-Z before judging a line (default 0) */
    const bee_alphabet *alphabet; /* the list's alphabet; NULL (default) or "en":
                                     a-z bytes, as before.  It must outlive
                                     the dictionary (built-ins do). */
} bee_dict_options;

/* Set up `o` (see "Options" above): the defaults. */
void bee_dict_options_init_sized(bee_dict_options *o, size_t size);
#define bee_dict_options_init(o) bee_dict_options_init_sized((o), sizeof *(o))

/* Why lines were left out of a dictionary, counted per reason. */
typedef struct bee_dict_stats {
    size_t lines;      /* lines read */
    size_t words;      /* distinct words kept */
    size_t duplicates; /* lines that repeated a kept word */
    size_t blank;      /* empty lines (after stripping CR) */
    size_t uppercase;  /* lines with A-Z (and otherwise a-z only) */
    size_t non_ascii;  /* lines with a byte >= 0x80 (accents, UTF-8) */
    size_t other;      /* lines with any other character: ' - digits spaces ... */
    size_t too_long;   /* lines over BEE_MAX_WORD_LEN bytes */
    size_t added;      /* words a curation added (bee_dict_note_curation) */
    size_t removed;    /* words a curation removed */
} bee_dict_stats;

#define BEE_MAX_WORD_LEN   255
/* The largest word list read, in bytes (ENABLE is 1.7 MB). */
#define BEE_MAX_DICT_BYTES ((size_t)256 << 20)

/* A word list's bytes as they are: a regular file mapped, anything else (a
 * pipe, /dev/stdin) read to its end; at most BEE_MAX_DICT_BYTES (else
 * BEE_ERR_LIMIT).  For bee_dict_load_memory (and bee_oneshot_solve). */
typedef struct bee_text bee_text;
bee_status bee_text_open(const char *path, bee_text **out, bee_error *err);
const char *bee_text_data(const bee_text *t);
size_t bee_text_size(const bee_text *t);
void bee_text_free(bee_text *t);

/* Load a word list, one word a line (LF or CRLF).  `name` names the source in
 * messages.  On BEE_ERR_EMPTY the message says how many lines were skipped and
 * why, e.g. "172820 lines skipped (172820 uppercase)" (and whether the lines
 * seem to end in CR alone).  A list over BEE_MAX_DICT_BYTES is refused
 * (BEE_ERR_LIMIT).  A file is mapped or read once and not kept. */
bee_status bee_dict_load_file(const char *path, const bee_dict_options *opt, bee_dict **out,
                              bee_error *err);
bee_status bee_dict_load_memory(const char *data, size_t len, const char *name,
                                const bee_dict_options *opt, bee_dict **out, bee_error *err);
/* The word list embedded at build time (chosen from SCOWL), from its
 * ready index image (nothing parsed) unless folding case, which parses the
 * embedded text. */
bee_status bee_dict_load_default(const bee_dict_options *opt, bee_dict **out, bee_error *err);
void bee_dict_free(bee_dict *d);

/* The number of words; ids run from 0 below it, in strcmp order.  A
 * word's bytes, its length and its letter set, by id; why lines were left
 * out (bee_dict_stats above). */
size_t bee_dict_size(const bee_dict *d);
const char *bee_dict_word(const bee_dict *d, uint32_t id); /* NUL-terminated */
uint32_t bee_dict_word_len(const bee_dict *d, uint32_t id);
uint32_t bee_dict_word_mask(const bee_dict *d, uint32_t id);
const bee_dict_stats *bee_dict_get_stats(const bee_dict *d);
/* Record on d that it is a curated list: `added` words put into the list it
 * was made from and `removed` taken out (the program's --add-words and
 * --remove-words), for bee_dict_get_stats and the index files saved from it.
 * Only bookkeeping: d's words are as loaded. */
void bee_dict_note_curation(bee_dict *d, size_t added, size_t removed);
/* A word's length in letters (its alphabet's; English: bee_dict_word_len),
 * and the dictionary's alphabet (English's built-in if it was loaded
 * without one, or from an index file). */
uint32_t bee_dict_word_letters(const bee_dict *d, uint32_t id);
const bee_alphabet *bee_dict_alphabet(const bee_dict *d);
/* Letter-set mask of a string of a-z; bit 31 is set if any other byte occurs. */
uint32_t bee_mask_of(const char *s, size_t len);

/* ---------------------------------------------------------------- puzzle */

/* The most letters a puzzle (or an alphabet) has, and the bytes of a
 * puzzle's text: each letter one UTF-8 character of at most 4 bytes. */
#define BEE_MAX_LETTERS      31
#define BEE_PUZZLE_TEXT_SIZE (4 * BEE_MAX_LETTERS + 1)

typedef struct bee_puzzle {
    uint32_t letters;                /* all letters, center included (bit i:
                                        the alphabet's i-th letter) */
    uint32_t center;                 /* one bit */
    int size;                        /* number of letters */
    char text[BEE_PUZZLE_TEXT_SIZE]; /* center first, then the others in the
                                        order given, lowercase UTF-8,
                                        NUL-terminated */
} bee_puzzle;

/* Parse a puzzle of alphabet `a` (NULL: English): "raegint" (the first
 * letter is the center), "aeginRt" (the one uppercase letter is the center)
 * or "RAEGINT"; several uppercase letters but not all ("aeGInRt") are
 * refused.  Each letter is one UTF-8 character of the alphabet, in either
 * case (English: a-z or A-Z); a character the alphabet only folds onto a
 * letter (a-grave in Catalan) is no letter.  `size` is the number of
 * letters required (7 for the NYT game): 2 up to the alphabet's size
 * (English 26), else BEE_ERR_ARG.  BEE_ERR_PUZZLE, with a message naming
 * the puzzle and what is wrong, for a malformed puzzle. */
bee_status bee_puzzle_parse(const bee_alphabet *a, const char *text, size_t len, int size,
                            bee_puzzle *out, bee_error *err);

/* --------------------------------------------------------------- kernels */

typedef enum bee_kernel_id {
    BEE_KERNEL_AUTO = -1,
    BEE_KERNEL_SCALAR = 0,
    BEE_KERNEL_AVX2,
    BEE_KERNEL_AVX512,
    BEE_KERNEL_NEON,
    BEE_KERNEL_WASM, /* WebAssembly simd128: the wasm32 build (docs/wasm.md) */
    BEE_KERNEL_COUNT
} bee_kernel_id;

/* A kernel's name ("scalar", "avx2", ...; "auto"). */
const char *bee_kernel_name(bee_kernel_id k);
/* BEE_KERNEL_AUTO for "auto"; BEE_UNKNOWN_NAME for a name of no kernel. */
int bee_kernel_from_name(const char *name);
int bee_kernel_built(bee_kernel_id k);    /* compiled into this library */
int bee_kernel_runnable(bee_kernel_id k); /* built, and this CPU/OS runs it */
/* BEE_OK if kernel k is built and this CPU runs it, else BEE_ERR_KERNEL with
 * the one message saying which of the two it is not (and, for the CPU, the
 * features the kernel needs). */
bee_status bee_kernel_check(bee_kernel_id k, bee_error *err);
/* The best runnable kernel, or the one named by the environment variable
 * BEE_KERNEL if set.  Detected once and cached.  A BEE_KERNEL that names no
 * kernel, or one this library or CPU cannot run, is an error wherever a
 * kernel is chosen automatically (index build and load, bag index build,
 * set_kernel with BEE_KERNEL_AUTO: BEE_ERR_KERNEL, e.g. "BEE_KERNEL='bogus'
 * names no kernel (auto, scalar, avx2, avx512, neon or wasm)"); this function then
 * returns the best runnable kernel. */
bee_kernel_id bee_kernel_best(void);
/* CPU features seen, e.g. "x86_64 avx2 avx512f avx512bw ..."; static storage. */
const char *bee_cpu_features(void);

/* ----------------------------------------------------------------- index */

typedef struct bee_index bee_index;

typedef enum bee_sort {
    BEE_SORT_FREQ = 0, /* by mask value with the rarest letters as the
                             highest bits (default: measured best) */
    BEE_SORT_MASK,     /* by plain mask value */
    BEE_SORT_ALPHA     /* in the order of the first word of each mask */
} bee_sort;

typedef struct bee_index_options {
    size_t struct_size;   /* sizeof the caller's struct (the init macro sets it) */
    uint32_t min_len;     /* shortest word indexed (default 4; 1..255) */
    uint32_t block_size;  /* masks per block (default: the measured best,
                              BEE_DEFAULT_BLOCK in bee_experimental.h) */
    bee_sort sort;        /* default BEE_SORT_FREQ */
    bee_kernel_id kernel; /* BEE_KERNEL_AUTO (default): bee_kernel_best() */
} bee_index_options;

/* Set up `o` (see "Options" above): the defaults. */
void bee_index_options_init_sized(bee_index_options *o, size_t size);
#define bee_index_options_init(o) bee_index_options_init_sized((o), sizeof *(o))

/* Index every word of `d` of at least min_len letters (the index borrows
 * `d`: free the index first).  NULL options: the defaults. */
bee_status bee_index_build(const bee_dict *d, const bee_index_options *opt, bee_index **out,
                           bee_error *err);
void bee_index_free(bee_index *ix);

/* The dictionary it indexes, and the kernel its solves use. */
const bee_dict *bee_index_dict(const bee_index *ix);
bee_kernel_id bee_index_kernel(const bee_index *ix);
/* Choose the kernel for later solves; BEE_ERR_KERNEL if this CPU cannot run it. */
bee_status bee_index_set_kernel(bee_index *ix, bee_kernel_id k, bee_error *err);

typedef struct bee_index_info {
    size_t words;         /* words of at least min_len letters */
    size_t masks;         /* distinct letter sets among them */
    size_t narrow_masks;  /* of these, sets of at most 7 letters */
    size_t blocks;        /* blocks in all */
    size_t narrow_blocks; /* blocks holding sets of at most 7 letters */
    size_t bytes;         /* memory the index holds (not the dictionary) */
    uint32_t min_len, block_size;
    bee_sort sort;
} bee_index_info;

/* What the index holds (bee_index_info above). */
void bee_index_get_info(const bee_index *ix, bee_index_info *info);

/* ---------------------------------------------------------------- solve */

/*
 * Plans: bee_solve answers each puzzle with one of three plans, all giving
 * the same finished answer set (words alphabetical, count, pangrams, score):
 *
 *   set lists   for a puzzle of at most 7 letters whose letters are some
 *               indexed word's letter set (every NYT puzzle: it has a
 *               pangram): that set's list of every word whose letters lie
 *               inside it, alphabetical, each tagged with the letters it
 *               uses, filtered by the center with a SIMD compress; counts,
 *               points and pangrams come from per-center totals (no filter
 *               at all when no words are wanted).  A set's list is built on
 *               the first puzzle that needs it and kept (at most one list per
 *               set: memory bounded by the dictionary).
 *   subsets     the 2^(size-1) letter sets holding the center looked up in a
 *               table of the sets by rank (or, past 7 letters, a hash map),
 *               then the words merged.
 *   block scan  the blocked SIMD scan of the index's letter sets with AND/OR
 *               summaries, then the words merged.
 *
 * bee_solve picks, per puzzle: set lists when they apply, else subsets for
 * small puzzles, else the block scan (the crossover measured on ENABLE,
 * docs/engine.md).  The first two need the index's letter-set map, built
 * once on first use (about a millisecond on ENABLE, hundreds of block
 * scans): until it exists, a result's first few dozen puzzles are answered
 * by the block scan, so that a one-off query never pays for it, and every
 * puzzle while another thread is building it.  bee_result_plan says which
 * plan ran.  Which plan answers which puzzle may change in any release;
 * forcing one is experimental (bee_solve_plan, bee_experimental.h).
 */
typedef enum bee_plan {
    BEE_PLAN_AUTO = 0,
    BEE_PLAN_SET_LISTS,
    BEE_PLAN_BLOCK_SCAN,
    BEE_PLAN_SUBSETS
} bee_plan;

/* A reusable answer buffer (opaque): allocate once per thread, solve many
 * times, read it with the accessors below.  What they give is valid until
 * the next solve into it, or its bee_result_free. */
typedef struct bee_result bee_result;

typedef struct bee_solve_options {
    size_t struct_size;  /* sizeof the caller's struct (the init macro sets it) */
    bee_scoring scoring; /* default BEE_SCORING_NYT */
    int want_words;      /* default 1; 0: count, pangrams and score only (faster) */
} bee_solve_options;

/* Set up `o` (see "Options" above): the defaults. */
void bee_solve_options_init_sized(bee_solve_options *o, size_t size);
#define bee_solve_options_init(o) bee_solve_options_init_sized((o), sizeof *(o))

/* An empty result (NULL if out of memory), and its one way to be freed. */
bee_result *bee_result_new(void);
void bee_result_free(bee_result *r);

/* The last solve's answers: how many, how many use every letter of the
 * puzzle (bag queries: 0), and the score (bag queries: 0). */
size_t bee_result_count(const bee_result *r);
size_t bee_result_pangrams(const bee_result *r);
uint64_t bee_result_score(const bee_result *r);
/* The answers' word ids, bee_result_count of them, *count set to that if
 * `count` is not NULL: ascending, i.e. alphabetical, from bee_solve (bag
 * queries: see bee_bag_sort).  Only a solve that wanted words fills them:
 * after a count-only solve they are not the answers. */
const uint32_t *bee_result_words(const bee_result *r, size_t *count);
/* The pangrams' ids, ascending (the words of the puzzle's own letter set),
 * bee_result_pangrams of them, *count set to that if `count` is not NULL:
 * from bee_solve with words wanted; they point into the index, valid while it
 * lives.  NULL (and *count 0) when the last solve gave no such list (no
 * words wanted, a bag query, no pangram, or a research solver: pick them out
 * of bee_result_words by their letter set). */
const uint32_t *bee_result_pangram_words(const bee_result *r, size_t *count);
/* The plan that answered the last bee_solve (BEE_PLAN_AUTO for other
 * queries). */
bee_plan bee_result_plan(const bee_result *r);
/* Sort the answers' ids ascending, i.e. alphabetically (bee_solve's already
 * are; a bag query's or a research solver's are not). */
void bee_result_sort(bee_result *r);

/* Answer `p` into `r`.  NULL options: the defaults (NYT scoring, words
 * wanted). */
bee_status bee_solve(const bee_index *ix, const bee_puzzle *p, const bee_solve_options *opt,
                     bee_result *r, bee_error *err);

/* ---------------------------------------------------------------- hints */

/*
 * What a player's hint page shows of a puzzle (NYT's daily Hints), from the
 * very answers bee_solve gives: the totals (words, points, pangrams,
 * *perfect* pangrams, which use each letter once, and *bingo*: every
 * letter of the puzzle starts an answer), the score each rank needs, and
 * the grid (answers by first letter and length) and two-letter list (by
 * their first two letters) of what is still to find: every answer, or
 * those the player has not found yet (bee_hints_options.found).
 *
 * Letters are named by their bit in the puzzle's masks (0 for 'a').
 */
#define BEE_HINTS_RANKS 10 /* Beginner .. Queen Bee */

typedef struct bee_hints bee_hints; /* opaque, reusable */

typedef struct bee_hints_options {
    size_t struct_size;       /* sizeof the caller's struct (the init macro sets it) */
    bee_scoring scoring;      /* NYT */
    const char *const *found; /* the words the player has found, any case; or NULL */
    const size_t *found_lens; /* each one's length, or NULL: NUL-terminated */
    size_t n_found;
} bee_hints_options;

/* Set up `o` (see "Options" above): the defaults. */
void bee_hints_options_init_sized(bee_hints_options *o, size_t size);
#define bee_hints_options_init(o) bee_hints_options_init_sized((o), sizeof *(o))

/* Empty hints to fill (NULL if out of memory), and their one way to be
 * freed. */
bee_hints *bee_hints_new(void);
void bee_hints_free(bee_hints *h);

/* Solve `p` on `ix` and fill `h`.  NULL options: the defaults. */
bee_status bee_hints_compute(const bee_index *ix, const bee_puzzle *p, const bee_hints_options *opt,
                             bee_hints *h, bee_error *err);
/* The same from a finished bee_solve of `p` on an index of `d` with words
 * wanted and the same scoring (a batch's record callback has one). */
bee_status bee_hints_from_result(const bee_dict *d, const bee_puzzle *p, const bee_result *r,
                                 const bee_hints_options *opt, bee_hints *h, bee_error *err);

/* Every answer's totals. */
size_t bee_hints_count(const bee_hints *h);
uint64_t bee_hints_score(const bee_hints *h);
size_t bee_hints_pangrams(const bee_hints *h);
size_t bee_hints_perfect_pangrams(const bee_hints *h);
int bee_hints_bingo(const bee_hints *h);
/* Rank i (0 .. BEE_HINTS_RANKS - 1, in order): its name, NULL outside, and
 * the least score it takes: floor(pct * total / 100 + 0.5) of the total
 * score, pct 0, 2, 5, 8, 15, 25, 40, 50, 70, 100 (JavaScript's Math.round,
 * as the player tools compute it). */
const char *bee_hints_rank_name(int i);
uint64_t bee_hints_rank_score(const bee_hints *h, int i);

/* The player's words: how many distinct answers were found, their score, the
 * rank it reaches, and which of opt->found are no answer (their indexes
 * into found, ascending; valid until the next fill of h). */
size_t bee_hints_found_count(const bee_hints *h);
uint64_t bee_hints_found_score(const bee_hints *h);
int bee_hints_found_rank(const bee_hints *h);
const size_t *bee_hints_not_answers(const bee_hints *h, size_t *count);

/* What is still to find.  The grid: answers whose first letter is `letter`
 * and that are `len` letters long (lengths from bee_hints_shortest to
 * bee_hints_longest, those of the shortest and longest answer, whatever
 * was found); the two-letter list: pairs
 * ascending by (first, second) letter, each with its count. */
uint32_t bee_hints_shortest(const bee_hints *h);
uint32_t bee_hints_longest(const bee_hints *h);
size_t bee_hints_grid(const bee_hints *h, int letter, uint32_t len);
size_t bee_hints_two_letter_count(const bee_hints *h);
size_t bee_hints_two_letter(const bee_hints *h, size_t i, int *first, int *second);

/* ------------------------------------------------------ index files */

/*
 * An index file holds a dictionary and the index built over it, laid out as
 * the flat arrays the library uses, so that loading maps the file and points
 * into it: nothing is parsed or rebuilt, and processes loading the same file
 * share its pages.  The format (docs/index-format.md): a header with a magic
 * number, a version, the byte order, the counts, the offset and size of every
 * part and a checksum, then the parts.  A loader checks all of it, and every
 * word id, offset and block bound, so that a damaged or hostile file is
 * refused (BEE_ERR_FORMAT, the message says what is wrong) and never read out
 * of bounds.  Files are read only on a machine of the byte order that wrote
 * them.
 */
#define BEE_INDEX_FILE_VERSION 6

/* Write `ix` and its dictionary to `path`: to a temporary file beside it,
 * renamed at the end, so that a reader never sees half a file.  Only a
 * regular file (or a new name) is replaced: anything else, such as
 * /dev/null, is BEE_ERR_IO. */
bee_status bee_index_save(const bee_index *ix, const char *path, bee_error *err);

/* Write `ix` and its dictionary as an index file to the open file `fd`, from
 * its current position (BEE_ERR_IO saying why if a write fails). */
bee_status bee_index_write(const bee_index *ix, int fd, bee_error *err);

/* Map an index file.  On success *dict and *ix are views into the mapping:
 * free the index first, then the dictionary (which unmaps the file).  The
 * index uses bee_kernel_best(); change it with bee_index_set_kernel.
 * BEE_ERR_IO if the file cannot be opened or mapped, BEE_ERR_FORMAT if it is
 * not a valid index file of this version. */
bee_status bee_index_load(const char *path, bee_dict **dict, bee_index **ix, bee_error *err);

/* The same over `len` bytes at `data` (64-byte aligned, else BEE_ERR_ARG),
 * which must stay unchanged until the dictionary is freed; `name` names it in
 * messages. */
bee_status bee_index_load_memory(const void *data, size_t len, const char *name, bee_dict **dict,
                                 bee_index **ix, bee_error *err);

/* The built-in word list's index (default options), made when the library
 * was built and embedded as an index image: mapped as it is, in
 * microseconds.  Free as for bee_index_load. */
bee_status bee_index_load_default(bee_dict **dict, bee_index **ix, bee_error *err);

/* ------------------------------------------------------ every puzzle */

/*
 * Every puzzle at once: each (letter set, center) pair of `size` letters is
 * evaluated in bulk (C(26,7) x 7 = 4,604,600 puzzles for the NYT size) on
 * every core, and the ones selected and kept by the filters come back in
 * order, as one array (bee_all_solve) or in chunks to a callback
 * (bee_all_each, which never gathers them when no sorting is needed).
 *
 * Alphabets: the letters are the dictionary's alphabet's (bit i its i-th
 * letter, at most 31), so "alphabetical" below is that alphabet's order, and
 * scores follow its points (bee_alphabet_score).
 *
 * Selection: by default only letter sets that are themselves the letter set of
 * some indexed word (a pangram exists: the NYT rule); `any` takes every set.
 * Sets must avoid `exclude` and contain `require`; the center must be one of
 * `centers` (0 = any letter).  Counts honour the index's min_len, exactly as
 * bee_solve does, and scores follow `scoring`.
 *
 * Order: by letters (the set's letters as an alphabetical string, "abcdefg"
 * before "abcdefh"), then center alphabetically; or by score or by word count,
 * highest first, ties in that same letters-then-center order.
 *
 * Methods (same results, different costs; BEE_ALL_AUTO picks by a cost
 * estimate):
 *  - subsets: for each letter set, look up the word count and base points of
 *    each of its 2^size subsets in a table indexed by combinatorial rank, and
 *    add each into the centers it contains.  Cheap for few sets.
 *  - zeta: turn that table into sums over subsets (a zeta transform over the
 *    ranks of sets of at most `size` letters), after which a puzzle is two
 *    lookups: total(S) - total(S without the center).  Cheap for many sets.
 */

#define BEE_ALL_MAX_SIZE 10

typedef enum bee_all_order {
    BEE_ALL_BY_LETTERS = 0,
    BEE_ALL_BY_SCORE, /* highest score first */
    BEE_ALL_BY_WORDS  /* most words first */
} bee_all_order;

typedef enum bee_all_method { BEE_ALL_AUTO = 0, BEE_ALL_SUBSETS, BEE_ALL_ZETA } bee_all_method;

typedef struct bee_all_options {
    size_t struct_size; /* sizeof the caller's struct (the init macro sets it) */
    int size;           /* letters per puzzle, 1..BEE_ALL_MAX_SIZE (default 7) */
    int any;            /* every letter set, not only those with a pangram */
    uint32_t exclude;   /* letters no set may hold */
    uint32_t require;   /* letters every set must hold (at most `size`) */
    uint32_t centers;   /* allowed centers; 0 = any letter of the set */
    bee_scoring scoring;
    /* filters: a puzzle is kept when every bound holds (bounds included;
       defaults 0 and UINT32_MAX, i.e. no bound) */
    uint32_t min_words, max_words;
    uint32_t min_score, max_score;
    uint32_t min_pangrams;
    bee_all_order order;
    size_t top;  /* keep the first `top` puzzles; 0 = all */
    int threads; /* worker threads, at most BEE_ALL_MAX_THREADS;
                                0 = bee_cpu_count() */
    bee_all_method method;
    /* NULL, or called as the sets are evaluated (after each chunk of them,
       answers handed to a bee_all_each sink included) with how many of the
       run's sets are done: from the worker threads, possibly several at
       once, with `done` not always increasing between calls */
    void (*progress)(void *ctx, size_t done, size_t total);
    void *progress_ctx;
    /* puzzle makers' filters, each solving the puzzles the bounds above
       keep, as bee_solve with words would (nothing when left at 0):
       `bingo` keeps a puzzle only when every one of its letters starts an
       answer; `min_perfect`, only with at least that many perfect pangrams
       (pangrams of exactly `size` letters, each letter used once) */
    int bingo;
    uint32_t min_perfect;
    /* bytes the run may allocate for its tables and lists, estimated before
       allocating (0: BEE_ALL_MEMORY_DEFAULT); BEE_ERR_LIMIT beyond, with the
       estimate.  The automatic method falls back to subsets when the zeta
       table would not fit. */
    uint64_t max_memory;
} bee_all_options;

/* 4 GiB: every English run fits (the largest, --size 10 sorted, about
 * 2.3 GB); docs/limits.md has the figures for other alphabets. */
#define BEE_ALL_MEMORY_DEFAULT ((uint64_t)4 << 30)

/* One puzzle: its letters, center, and what solving it would give. */
typedef struct bee_all_puzzle {
    uint32_t letters;  /* the letter set, center included */
    uint32_t center;   /* one bit of letters */
    uint32_t count;    /* answers */
    uint32_t pangrams; /* answers using every letter */
    uint32_t score;
} bee_all_puzzle;

/* What a run did. */
typedef struct bee_all_stats {
    size_t sets;           /* letter sets selected */
    size_t evaluated;      /* puzzles evaluated (before the filters) */
    size_t kept;           /* puzzles the filters kept (before `top`) */
    size_t delivered;      /* puzzles handed over (after `top`) */
    bee_all_method method; /* the method that ran */
    int threads;           /* worker threads that ran */
} bee_all_stats;

typedef struct bee_all_result {
    bee_all_puzzle *puzzles; /* `count` puzzles, in the order asked for */
    size_t count;
    bee_all_stats stats;
} bee_all_result;

#define BEE_ALL_MAX_THREADS 256

/* Set up `o` (see "Options" above): the defaults: size 7, pangram sets, NYT
 * scoring, no filters, by letters, all CPUs, method chosen automatically. */
void bee_all_options_init_sized(bee_all_options *o, size_t size);
#define bee_all_options_init(o) bee_all_options_init_sized((o), sizeof *(o))

/* Check options for a dictionary of alphabet `a` (NULL: English) without
 * running: BEE_OK, or BEE_ERR_ARG with the message bee_all_solve would give
 * (for callers that want to refuse bad options before loading a
 * dictionary); letters are the alphabet's bits, its letters in messages.
 * The memory limit needs the dictionary: only a run checks it. */
bee_status bee_all_check_options(const bee_alphabet *a, const bee_all_options *opt, bee_error *err);

/* Evaluate every selected puzzle of `ix` and gather them into *out (free it
 * with bee_all_result_free).  BEE_ERR_ARG with a message for contradictory or
 * out-of-range options (a required letter excluded, more required letters
 * than `size`, no center possible, fewer letters left than `size`) or for
 * a dictionary whose points could pass 2^32 - 1; BEE_ERR_LIMIT for a run
 * over its memory limit (max_memory: the one use of this code here). */
bee_status bee_all_solve(const bee_index *ix, const bee_all_options *opt, bee_all_result **out,
                         bee_error *err);
void bee_all_result_free(bee_all_result *r);

/*
 * The same, streamed: the puzzles come in numbered pieces ("chunks"), from
 * the worker threads, possibly at the same time and out of order, without
 * ever being gathered when the order is by letters and there is no `top`.
 * Chunk numbers start at 0 and have no gaps; putting the chunks in number
 * order (each chunk's puzzles in their order) gives the whole list in the
 * order asked for.  Chunks are handed out in increasing number, so a sink
 * may wait for the chunks before its own (to write them in order) without
 * deadlock.  `worker` is below the run's thread count (options.threads, or
 * bee_cpu_count(), at most BEE_ALL_MAX_THREADS), and one worker
 * never calls the sink twice at once: per-worker buffers need no locks.  A
 * chunk may be empty.
 *
 * The sink returns 0 to go on; anything else stops the run (chunks already
 * started still arrive) and bee_all_each returns BEE_ERR_STOPPED.  `stats` may be
 * NULL.  Errors as for bee_all_solve.
 */
typedef int (*bee_all_sink)(void *ctx, int worker, size_t chunk, const bee_all_puzzle *puzzles,
                            size_t n);
bee_status bee_all_each(const bee_index *ix, const bee_all_options *opt, bee_all_sink sink,
                        void *ctx, bee_all_stats *stats, bee_error *err);

/* The name of a method ("auto", "subsets", "zeta"). */
const char *bee_all_method_name(bee_all_method m);

/* ------------------------------------------------------ letter bags */

/*
 * Letter bags (Letterpress boards, Scrabble racks, Countdown): which words
 * can be spelled from a multiset of tiles.  A word fits a bag when, for every
 * letter, the bag holds at least as many of it as the word uses, except that
 * each blank tile '?' stands for any one letter: a word fits when its total
 * shortfall over all letters is at most the number of blanks.
 *
 * The bag index holds every word of the dictionary, whatever its length
 * (lengths are a query option).  Each word is a 63-bit "count key": one bit per
 * (letter, level) with the word holding at least `level` of the letter, for
 * levels chosen per letter from the dictionary's own counts (every letter has
 * level 1; frequent letters get up to 8).  Words are sorted by key, cut into
 * blocks with AND/OR summaries, and a bag is answered by testing keys (SIMD)
 * against the bag's own key; the rare words using a letter more often than its
 * levels, and must-use counts beyond them, get an exact count check.
 *
 * Bags work over any alphabet (bee_dict_options.alphabet): a letter is a
 * mask bit, a tile one of the alphabet's letters (bee_bag_parse), and a
 * word's counts are those of its letters after the alphabet's folds and
 * drops (Catalan "col·lecció" is c o l l e c c i o); lengths count letters.
 *
 * Like the puzzle index, a bag index is read-only after it is built (but for
 * bee_bag_index_set_kernel): any number of threads may query it at once, each
 * with its own bee_result.
 *
 *     bee_bag_index *bx;  bee_bag bag;  bee_result *r = bee_result_new();
 *     bee_bag_index_build(d, NULL, &bx, &err);
 *     bee_bag_parse(NULL, "ovrkqlwislrecrtgmvpfprzey", 25, &bag, &err);
 *     bee_bag_solve(bx, &bag, NULL, r, &err);
 *     bee_bag_sort(bx, r, BEE_BAG_ORDER_LENGTH, &err);   (longest first)
 *     ids = bee_result_words(r, &n);
 */

#define BEE_BAG_MAX_TILES  255 /* tiles in a bag, blanks included */
#define BEE_BAG_MAX_BLANKS 8   /* blank tiles '?' in a bag */
#define BEE_BAG_LETTERS \
    32 /* count slots: letter i of the alphabet (a-z for
                                  English); an alphabet has at most 31 */

/* A bag as bee_bag_parse fills it; one made by hand needs only counts and
 * blanks (queries do not read tiles). */
typedef struct bee_bag {
    uint8_t counts[BEE_BAG_LETTERS]; /* tiles of each letter (mask bit i:
                                        the alphabet's i-th; English a-z) */
    uint32_t blanks;                 /* blank tiles, 0..BEE_BAG_MAX_BLANKS */
    uint32_t tiles;                  /* all tiles, blanks included */
} bee_bag;

/* Parse a bag of alphabet `a` (NULL: English): each tile one UTF-8
 * character, a letter of the alphabet in either case (English: a-z or A-Z,
 * the same tiles; repeats allowed), or '?' for a blank; at least one tile,
 * at most BEE_BAG_MAX_TILES, at most BEE_BAG_MAX_BLANKS blanks.  As for
 * puzzles, a character the alphabet only folds onto a letter (a-grave in
 * Catalan) is no tile.  On error (BEE_ERR_BAG) the message names the bag
 * and what is wrong: "bag 'ab1': character 3 is not a letter or a blank
 * '?'", "bag 'pà': 'à' is not a letter of the alphabet 'ca' or a blank
 * '?'", "bag '...': has 9 blanks, at most 8", "empty bag", ... */
bee_status bee_bag_parse(const bee_alphabet *a, const char *text, size_t len, bee_bag *out,
                         bee_error *err);

typedef struct bee_bag_index bee_bag_index;

typedef struct bee_bag_index_options {
    size_t struct_size;   /* sizeof the caller's struct (the init macro sets it) */
    uint32_t block_size;  /* words per block (default: the measured best,
                              BEE_BAG_DEFAULT_BLOCK in bee_experimental.h) */
    bee_kernel_id kernel; /* BEE_KERNEL_AUTO (default): bee_kernel_best() */
} bee_bag_index_options;

/* Set up `o` (see "Options" above): the defaults. */
void bee_bag_index_options_init_sized(bee_bag_index_options *o, size_t size);
#define bee_bag_index_options_init(o) bee_bag_index_options_init_sized((o), sizeof *(o))
/* Index every word of `d` (borrowed: free the bag index first).  NULL options
 * mean the defaults. */
bee_status bee_bag_index_build(const bee_dict *d, const bee_bag_index_options *opt,
                               bee_bag_index **out, bee_error *err);
void bee_bag_index_free(bee_bag_index *bx);
const bee_dict *bee_bag_index_dict(const bee_bag_index *bx);
bee_kernel_id bee_bag_index_kernel(const bee_bag_index *bx);
/* The bag index saved in the index file (or built-in image) that `d` was
 * loaded from with bee_index_load, bee_index_load_memory or
 * bee_dict_load_default (the default block size): every field is
 * checked (BEE_ERR_FORMAT naming the problem), then the arrays are used
 * where they lie, in about a pass over the words' letters instead of a
 * build.  BEE_ERR_ARG if `d` came from a word list.  Free it before `d`. */
bee_status bee_bag_index_load(const bee_dict *d, bee_bag_index **out, bee_error *err);
/* Choose the kernel for later queries; BEE_ERR_KERNEL if this CPU cannot run it. */
bee_status bee_bag_index_set_kernel(bee_bag_index *bx, bee_kernel_id k, bee_error *err);

typedef struct bee_bag_info {
    size_t words; /* words indexed (the whole dictionary) */
    size_t blocks;
    size_t exact_words; /* words using a letter beyond its levels */
    size_t bytes;       /* memory the bag index holds (not the dictionary) */
    uint32_t block_size;
    uint8_t levels[BEE_BAG_LETTERS]; /* count levels per letter in the keys
                                        (0 past the alphabet's letters) */
} bee_bag_info;

/* What the bag index holds (bee_bag_info above). */
void bee_bag_index_get_info(const bee_bag_index *bx, bee_bag_info *info);

typedef struct bee_bag_options {
    size_t struct_size;            /* sizeof the caller's struct (the init macro sets it) */
    uint32_t min_len;              /* shortest word (default 2) */
    uint32_t max_len;              /* longest word (default BEE_MAX_WORD_LEN) */
    uint8_t must[BEE_BAG_LETTERS]; /* each word must contain at least
                                must[c] of letter c (default none); a word
                                may spell a must-use letter with a blank;
                                a count past the alphabet's letters is
                                BEE_ERR_ARG */
    int want_words;                /* default 1; 0: count only */
} bee_bag_options;

/* Set up `o` (see "Options" above): the defaults. */
void bee_bag_options_init_sized(bee_bag_options *o, size_t size);
#define bee_bag_options_init(o) bee_bag_options_init_sized((o), sizeof *(o))

/* The words that fit `bag` into `r` (reusable, see bee_result): their ids
 * (bee_result_words: unsorted, see bee_bag_sort) and count; pangrams and
 * score are 0.  NULL options mean the defaults.  BEE_ERR_ARG for min_len >
 * max_len, a must-use count past the alphabet's letters or a bag with more
 * than BEE_BAG_MAX_BLANKS blanks; tiles past the alphabet's letters are
 * never used. */
bee_status bee_bag_solve(const bee_bag_index *bx, const bee_bag *bag, const bee_bag_options *opt,
                         bee_result *r, bee_error *err);

typedef enum bee_bag_order {
    BEE_BAG_ORDER_LENGTH = 0, /* longest first, then alphabetical */
    BEE_BAG_ORDER_ALPHA = 1,  /* alphabetical */
    BEE_BAG_ORDER_NONE = 2    /* as found: no sort (the fastest) */
} bee_bag_order;

/* Sort r's words (answers from `bx` or its dictionary) in place: a bitmap
 * over the words' ranks in the order when there are many answers, a plain
 * sort of the ranks otherwise; BEE_BAG_ORDER_NONE leaves them.  BEE_ERR_ARG
 * for a value that is no order; BEE_ERR_NOMEM if scratch space cannot be
 * had (r is then left unsorted). */
bee_status bee_bag_sort(const bee_bag_index *bx, bee_result *r, bee_bag_order order,
                        bee_error *err);

/* ==================================================================== */
/* ---------------------------------------- many puzzles at once (batch) */

/* The CPUs this process may use: its affinity mask, within its cgroup v2
 * cpu.max quota (rounded up); at least 1, at most BEE_CPU_COUNT_MAX.  The
 * default thread count of bee_solve_batch and bee_all_*. */
#define BEE_CPU_COUNT_MAX 256
int bee_cpu_count(void);

/*
 * bee_solve_batch answers many puzzles on several threads and hands the
 * answers back in input order, in bounded memory.  The input is lines read
 * from a file descriptor or a read callback, or an array of strings.  Each
 * answer (or refusal) is passed as an item to the caller's `record`
 * callback ON A WORKER THREAD, which may render it into the item's chunk
 * (so that formatting runs on every thread too) or store it (an array of
 * results indexed by bee_batch_item.index); the chunks then go to the
 * caller's `sink` one at a time in input order (so that rendered records
 * can be written as one ordered stream).
 *
 * Lines (fd and reader input): LF or CRLF, the last one needs no newline;
 * spaces and tabs around a line are dropped; blank lines and lines starting
 * with '#' are no item (they still count in line numbers).  A line over
 * BEE_BATCH_MAX_LINE bytes (line end not counted) is one refused item
 * (BEE_ERR_LIMIT), whatever its length: its first BEE_BATCH_MAX_LINE + 1 bytes are read, the
 * rest dropped unread.  Array input: each string is one item, as it is.
 *
 * Errors: a puzzle that cannot be parsed or answered is that item's error,
 * not the batch's: the item comes to `record` with status != BEE_OK and a
 * message, in its place, and the batch goes on.  The call's own status is
 * BEE_OK when every item was handed over (some perhaps refused);
 * BEE_ERR_IO when the input could not be read (the items before the failure
 * are still handed over; stats->read_errno says why); BEE_ERR_STOPPED when
 * a callback stopped the run (returned nonzero: nothing more is handed
 * over, items already being answered are dropped); BEE_ERR_NOMEM;
 * BEE_ERR_ARG for bad options.
 *
 * Threads: `threads` workers, the calling thread one of them (0:
 * bee_cpu_count()).  Each worker takes the input in turn, a chunk at a time
 * (16 KiB of lines, fewer when records are large, so that a chunk's records
 * stay near 768 KB; or the whole lines read so far when a pipe or terminal
 * stalls, so that a co-process gets each answer as soon as its line is in),
 * and answers it with its own bee_result.  The order of the output never
 * depends on the thread count.
 *
 * Memory: at most 2 x threads + 1 chunks are in flight, each with its
 * input (16 KiB) and what `record` put in it; a chunk whose records pass
 * 8 MB is handed to the sink early, as soon as its turn comes, and goes on.
 * So memory does not grow with the input's length.
 *
 * Callbacks: `record` runs on many threads at once (never twice at once
 * on one chunk); `sink` on one thread at a time, in chunk order, with no
 * lock held.  Either returns 0 to go on, nonzero to stop the run.  Both may
 * be NULL.
 */
#define BEE_BATCH_MAX_LINE 4096

/* A growable byte buffer: data is malloc'd memory (freed by the library
 * with free), which a callback may also grow with realloc, as getline's. */
typedef struct bee_batch_buf {
    char *data;
    size_t len, cap;
} bee_batch_buf;

/* Room for n more bytes at data + len; BEE_ERR_NOMEM (buffer unchanged). */
bee_status bee_batch_buf_reserve(bee_batch_buf *b, size_t n);
bee_status bee_batch_buf_append(bee_batch_buf *b, const void *bytes, size_t n);

/* One chunk of items, its buffers filled by `record` and handed to `sink`
 * (several times for a very large chunk: each time with what is new). */
typedef struct bee_batch_chunk {
    bee_batch_buf out;   /* records, for the output */
    bee_batch_buf notes; /* a second stream, e.g. messages for stderr */
    uint64_t seq;        /* chunk number: 0, 1, 2, ... in input order */
    uint64_t lines;      /* input lines consumed (blank ones included;
                                array input: items) */
    uint64_t items;      /* items answered or refused */
    uint64_t refused;    /* of these, refused */
    uint64_t in_bytes;   /* input bytes consumed (array input: 0) */
    int worker;          /* the worker filling it, 0 .. threads - 1 */
} bee_batch_chunk;

typedef struct bee_batch_item {
    size_t index;             /* from 0: array input, the string's position;
                                line input, the line's (line - 1: blank
                                and comment lines count) */
    uint64_t line;            /* line input: the 1-based line number; array
                                input: index + 1 */
    const char *text;         /* the item as given (trimmed line), not
                                NUL-terminated; an over-long line: its start */
    size_t len;               /* > BEE_BATCH_MAX_LINE: an over-long line */
    bee_status status;        /* BEE_OK, or why the item was refused */
    const char *error;        /* refused: the message (names the puzzle) */
    const bee_puzzle *puzzle; /* bee_solve_batch, BEE_OK: parsed */
    const bee_bag *bag;       /* bee_bag_solve_batch, BEE_OK: parsed */
    const bee_result *result; /* BEE_OK: the answer (worker's own buffer,
                                  valid during the callback) */
} bee_batch_item;

typedef int (*bee_batch_record_fn)(void *ctx, const bee_batch_item *item, bee_batch_chunk *chunk);
typedef int (*bee_batch_sink_fn)(void *ctx, const bee_batch_chunk *chunk);
typedef int (*bee_batch_ahead_fn)(void *ctx, uint32_t letters, int step,
                                  const bee_batch_chunk *chunk);
typedef ptrdiff_t (*bee_batch_lines_fn)(void *ctx, const char *text, size_t len, uint64_t line,
                                        size_t *items, bee_batch_chunk *chunk);
/* Read up to `cap` bytes into buf: the count, 0 at the end, or a negative
 * number on error (-E for an errno E, else -1: EIO).  Called by one worker
 * at a time. */
typedef ptrdiff_t (*bee_batch_read_fn)(void *ctx, char *buf, size_t cap);

typedef enum bee_batch_source {
    BEE_BATCH_FD = 0, /* lines from fd (a pipe or terminal may stall) */
    BEE_BATCH_READER, /* lines from read(read_ctx, ...) */
    BEE_BATCH_ARRAY   /* strings[0 .. count) */
} bee_batch_source;

typedef struct bee_batch_input {
    bee_batch_source source;
    int fd;
    bee_batch_read_fn read;
    void *read_ctx;
    const char *const *strings; /* NUL-terminated unless lens is given */
    const size_t *lens;         /* NULL, or each string's length */
    size_t count;
} bee_batch_input;

typedef struct bee_batch_options {
    size_t struct_size;  /* sizeof the caller's struct (the init macro sets it) */
    int threads;         /* 1..BEE_CPU_COUNT_MAX; 0: bee_cpu_count() */
    int size;            /* letters a puzzle (bee_puzzle_parse; 7) */
    bee_scoring scoring; /* NYT */
    int want_words;      /* 1: word lists; 0: counts only (faster) */
    bee_batch_record_fn record;
    void *record_ctx;
    bee_batch_sink_fn sink;
    void *sink_ctx;
    /* Optional, called like `record` (record_ctx, on a worker thread) with
     * each item that parsed, before it is solved (item->puzzle or ->bag set,
     * item->result NULL): return 0 to have it solved and handed to `record`
     * as ever; 1 when the callback dealt with the item itself (put in the
     * chunk a record it kept from an earlier item of the same puzzle): it is
     * not solved, `record` is not called for it, and it counts as an item;
     * any other value stops the run.  What a caller that caches answers
     * needs to skip the solve of a puzzle it has met before. */
    bee_batch_record_fn probe;
    /* Optional, with `probe` (record_ctx, on a worker thread): a line a
     * puzzle or two before it is probed, its letters gathered without
     * checks (it may be no puzzle) and `step` as bee_solve_prefetch's, so
     * that a cache can start fetching what the probe will read.  Return 1
     * when the probe will likely answer that puzzle (the batch then fetches
     * nothing for its solve), else 0. */
    bee_batch_ahead_fn ahead;
    /* Optional (record_ctx, on a worker thread; line input only): the lines
     * of a chunk not yet read, text[0 .. len) (the first is line number
     * `line`), offered before the batch reads them one by one, so that a
     * caller answering most lines from what it kept does so a run of lines
     * at a time, with no call a line.  Put in the chunk the records of the
     * first lines it can answer, each a puzzle (an item, not refused) ending
     * in a newline, and return their bytes, *items their number; the batch
     * answers the next line as ever, then offers the rest again.  A negative
     * return stops the run. */
    bee_batch_lines_fn lines;
} bee_batch_options;

/* What a run did: every item and line handed to the sink (or, without
 * one, answered). */
typedef struct bee_batch_stats {
    uint64_t lines, items, refused;
    int threads;    /* workers that ran */
    int read_errno; /* the input failed: why (0 if it did not) */
} bee_batch_stats;

/* Set up `o` (see "Options" above): the defaults. */
void bee_batch_options_init_sized(bee_batch_options *o, size_t size);
#define bee_batch_options_init(o) bee_batch_options_init_sized((o), sizeof *(o))

/* Answer every puzzle of `in` on `ix` (bee_solve, plan auto).  NULL
 * options: the defaults, which hand nothing over (give `record`).  `stats`
 * may be NULL. */
bee_status bee_solve_batch(const bee_index *ix, const bee_batch_input *in,
                           const bee_batch_options *opt, bee_batch_stats *stats, bee_error *err);

/* The same for letter bags (bee_bag_parse in the dictionary's alphabet,
 * bee_bag_solve with `bag_opt`, then bee_bag_sort in `order` when words are
 * wanted; BEE_BAG_ORDER_NONE: unsorted): item->bag and item->result.  Of
 * `opt` only the threads and callbacks are read. */
bee_status bee_bag_solve_batch(const bee_bag_index *bx, const bee_bag_options *bag_opt,
                               bee_bag_order order, const bee_batch_input *in,
                               const bee_batch_options *opt, bee_batch_stats *stats,
                               bee_error *err);

/* ------------------------------------------------- end of the batch section */
/* ==================================================================== */

#pragma GCC visibility pop
#ifdef __cplusplus
}
#endif
#endif
