/* common.c - the options every command shares, and loading what they name. */
#include "frontend/frontend.h"

#include <ctype.h>
#include <errno.h>
#include <unistd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The parse fails on the size alone when the text is distinct letters. */
static int wrong_size_only(const char *text, size_t len, int size)
{
    uint32_t seen = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned c = ((unsigned char)text[i] | 0x20) - 'a';
        if (c >= 26 || (seen >> c & 1))
            return 0;
        seen |= 1u << c;
    }
    return len > 0 && len != (size_t)size; /* not an empty one: no size fits it */
}

const char *cli_message(const bee_error *err, const cli_common *c, const char *text, size_t len,
                        char *buf, size_t cap)
{
    int hint =
        err->code == BEE_ERR_PUZZLE && c->size == 7 && text && wrong_size_only(text, len, c->size);
    snprintf(buf, cap, "%s%s", err->message, hint ? " (use --size N for other sizes)" : "");
    return buf;
}

void cli_common_init(cli_common *c)
{
    memset(c, 0, sizeof *c);
    bee_index_options_init(&c->index);
    c->size = 7;
    c->scoring = BEE_SCORING_NYT;
    c->format = FORMAT_TEXT;
}

/* The --alphabet file's alphabet, kept for the whole process (dictionaries
 * point at it) and freed at exit. */
static bee_alphabet *parsed_alphabet;
static void free_parsed_alphabet(void)
{
    bee_alphabet_free(parsed_alphabet);
}

static int read_alphabet(cli_common *c, const char *path)
{
    bee_text *t;
    bee_error err;
    if (parsed_alphabet) {
        cli_error("--alphabet: given twice");
        return EXIT_USAGE;
    }
    if (bee_text_open(path, &t, &err) != BEE_OK) {
        cli_error("--alphabet: %s", err.message);
        return EXIT_USAGE;
    }
    bee_status s = bee_alphabet_parse(bee_text_data(t), bee_text_size(t), &parsed_alphabet, &err);
    bee_text_free(t);
    if (s != BEE_OK) {
        cli_error("--alphabet: %s: %s", path, err.message);
        return EXIT_USAGE;
    }
    atexit(free_parsed_alphabet);
    c->alphabet = parsed_alphabet;
    c->alphabet_given = 1;
    if (!c->min_len_given)
        c->index.min_len = bee_alphabet_min_len(parsed_alphabet);
    return 0;
}

int cli_common_option(cli_common *c, int opt, const char *arg)
{
    long v;
    switch (opt) {
    case OPT_DICT: c->dict_path = arg; return 0;
    case OPT_FOLD_CASE: c->fold_case = 1; return 0;
    case OPT_MIN_LEN:
        if ((v = cli_number("min-len", arg, 1, BEE_MAX_WORD_LEN)) < 0)
            return EXIT_USAGE;
        c->index.min_len = (uint32_t)v;
        c->min_len_given = 1;
        return 0;
    case OPT_BLOCK_SIZE:
        if ((v = cli_number("block-size", arg, 1, 1 << 24)) < 0)
            return EXIT_USAGE;
        c->index.block_size = (uint32_t)v;
        c->block_size_given = 1;
        return 0;
    case OPT_KERNEL: return cli_kernel("--kernel", arg, &c->index.kernel);
    case OPT_SIZE:
        if ((v = cli_number("size", arg, 2, 26)) < 0)
            return EXIT_USAGE;
        c->size = (int)v;
        return 0;
    case OPT_SCORING:
        if (strcmp(arg, "nyt") == 0)
            c->scoring = BEE_SCORING_NYT;
        else if (strcmp(arg, "simple") == 0)
            c->scoring = BEE_SCORING_SIMPLE;
        else {
            cli_error("--scoring: unknown rule '%s' (nyt or simple)", arg);
            return EXIT_USAGE;
        }
        return 0;
    case OPT_FORMAT:
        if (strcmp(arg, "text") == 0)
            c->format = FORMAT_TEXT;
        else if (strcmp(arg, "json") == 0)
            c->format = FORMAT_JSON;
        else if (strcmp(arg, "tsv") == 0)
            c->format = FORMAT_TSV;
        else {
            cli_error("--format: unknown format '%s' (text, json or tsv)", arg);
            return EXIT_USAGE;
        }
        return 0;
    case OPT_COUNT: c->count_only = 1; return 0;
    case OPT_INDEX: c->index_path = arg; return 0;
    case OPT_ADD_WORDS:
    case OPT_REMOVE_WORDS: {
        int add = opt == OPT_ADD_WORDS;
        int *n = add ? &c->n_add_words : &c->n_remove_words;
        if (*n == CLI_MAX_WORD_FILES) {
            cli_error("--%s: at most %d files", add ? "add-words" : "remove-words",
                      CLI_MAX_WORD_FILES);
            return EXIT_USAGE;
        }
        (add ? c->add_words : c->remove_words)[(*n)++] = arg;
        return 0;
    }
    case OPT_ALPHABET: return read_alphabet(c, arg);
    case OPT_LANG:
        if (strcmp(arg, "list") == 0) /* like --help: read before anything is opened */
            exit(cli_lang_list());
        if (!bee_alphabet_builtin(arg)) {
            char lower[8] = {0}; /* "CA" is ca: codes are lowercase */
            for (size_t i = 0; arg[i] && i + 1 < sizeof lower; i++)
                lower[i] = (char)tolower((unsigned char)arg[i]);
            if (strlen(arg) < sizeof lower && bee_alphabet_builtin(lower))
                cli_error("--lang: unknown language '%s': codes are lowercase, try --lang %s", arg,
                          lower);
            else
                cli_error("--lang: unknown language '%s' (try --lang list)", arg);
            return EXIT_USAGE;
        }
        /* English is no alphabet at all: every fast path and byte as before */
        c->alphabet = strcmp(arg, "en") == 0 ? NULL : bee_alphabet_builtin(arg);
        c->alphabet_given = 1;
        if (!c->min_len_given)
            c->index.min_len = bee_alphabet_min_len(bee_alphabet_builtin(arg));
        return 0;
    }
    return EXIT_USAGE;
}

int cli_lang_list(void)
{
    for (int i = 0; bee_alphabet_builtin_code(i); i++) {
        const bee_alphabet *a = bee_alphabet_builtin(bee_alphabet_builtin_code(i));
        printf("%s\t%s\t%d letters, shortest word %u\n", bee_alphabet_code(a), bee_alphabet_name(a),
               bee_alphabet_size(a), bee_alphabet_min_len(a));
    }
    return EXIT_OK;
}

bee_status cli_puzzle_parse(const cli_common *c, const bee_dict *d, const char *text, size_t len,
                            bee_puzzle *p, bee_error *err)
{
    return bee_puzzle_parse(bee_dict_alphabet(d), text, len, c->size, p, err);
}

/* An index file records its alphabet: a --lang (or --alphabet) that says
 * otherwise is an error. */
static int index_alphabet_agrees(const cli_common *c, const bee_dict *d)
{
    const char *file = bee_alphabet_code(bee_dict_alphabet(d));
    const char *given = c->alphabet ? bee_alphabet_code(c->alphabet) : NULL;
    if (!c->alphabet_given || strcmp(file, given ? given : "en") == 0)
        return EXIT_OK;
    cli_error("%s: the index file's alphabet is '%s', not '%s' (--lang)", c->index_path, file,
              given ? given : "en");
    return EXIT_USAGE;
}

static int index_conflicts(const cli_common *c)
{
    const char *other = c->dict_path        ? "--dict"
                        : c->fold_case      ? "--fold-case"
                        : c->n_add_words    ? "--add-words"
                        : c->n_remove_words ? "--remove-words"
                                            : NULL;
    if (!other)
        return EXIT_OK;
    cli_error("--index cannot be used with %s: the index file holds its own word list%s", other,
              other[2] == 'a' || other[2] == 'r'
                  ? " (curate it when making the file: bee-simd index)"
                  : "");
    return EXIT_USAGE;
}

/* The Debian word list of each built-in language but English, and its
 * package: the list --lang uses without --dict. */
static const struct {
    const char *code, *path, *package;
} debian_lists[] = {
    {"ca", "/usr/share/dict/catalan", "wcatalan"},
    {"es", "/usr/share/dict/spanish", "wspanish"},
    {"de", "/usr/share/dict/ngerman", "wngerman"},
    {"fr", "/usr/share/dict/french", "wfrench"},
    {"pt", "/usr/share/dict/portuguese", "wportuguese"},
    {"it", "/usr/share/dict/italian", "witalian"},
};

const char *cli_dict_path(const cli_common *c)
{
    const char *env = getenv("BEE_DICT");
    if (c->dict_path) /* '-' as everywhere */
        return strcmp(c->dict_path, "-") == 0 ? "/dev/stdin" : c->dict_path;
    if (c->alphabet) /* $BEE_DICT is an English list: the language's own */
        for (size_t i = 0; i < sizeof debian_lists / sizeof *debian_lists; i++)
            if (strcmp(debian_lists[i].code, bee_alphabet_code(c->alphabet)) == 0)
                return debian_lists[i].path;
    return env && *env ? env : NULL;
}

/* A language's Debian list that is not installed: say which package. */
static int check_lang_list(const cli_common *c, const char *path)
{
    if (!c->alphabet || c->dict_path || access(path, F_OK) == 0)
        return EXIT_OK;
    for (size_t i = 0; i < sizeof debian_lists / sizeof *debian_lists; i++)
        if (strcmp(debian_lists[i].path, path) == 0) {
            cli_error("--lang %s: no word list: %s is not installed (apt install %s), or give "
                      "one with --dict FILE",
                      bee_alphabet_code(c->alphabet), path, debian_lists[i].package);
            return EXIT_REFUSED;
        }
    return EXIT_OK;
}

void cli_dict_error(const cli_common *c, const char *path, const bee_error *err)
{
    /* the library names no option: hint at --fold-case when it would help */
    bee_dict_options fold;
    bee_dict_options_init(&fold);
    fold.fold_case = 1;
    bee_dict *d = NULL;
    bee_error ignored;
    int hint = err->code == BEE_ERR_EMPTY && !c->fold_case && !c->alphabet && path &&
               bee_dict_load_file(path, &fold, &d, &ignored) == BEE_OK;
    bee_dict_free(d);
    /* a path from the environment is named as such */
    cli_error("%s%s%s", path && !c->dict_path && !c->alphabet ? "BEE_DICT: " : "", err->message,
              hint ? "; try --fold-case" : "");
}

/* cli_check_word_file on the word list file `path` the options name (NULL:
 * the built-in list, nothing to check), naming BEE_DICT if it came from there. */
static int check_dict_file(const cli_common *c, const char *path)
{
    if (path && check_lang_list(c, path))
        return EXIT_REFUSED;
    if (path && cli_check_word_file(path, c->dict_path || c->alphabet ? "" : "BEE_DICT: "))
        return EXIT_REFUSED;
    return EXIT_OK;
}

/* The one-shot paths' end of the load: status s (message in err) of the
 * words in found[0, n), and a result. */
static int oneshot_loaded(const cli_common *c, const char *path, bee_status s, const bee_error *err,
                          size_t n, bee_dict **found, bee_result **r)
{
    if (s != BEE_OK) {
        cli_dict_error(c, path, err);
        return EXIT_REFUSED;
    }
    if (!(*r = bee_result_new())) {
        for (size_t i = 0; i < n; i++)
            bee_dict_free(found[i]);
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}

/* the options of a one-off's filtered load: English lines, case folded if asked */
static bee_dict_options oneshot_options(const cli_common *c)
{
    bee_dict_options dopt;
    bee_dict_options_init(&dopt);
    dopt.fold_case = c->fold_case;
    return dopt;
}

int cli_oneshot_open(const cli_common *c, const char *path, size_t n, const uint32_t *letters,
                     const uint32_t *centers, bee_dict **found, bee_result **r)
{
    bee_dict_options dopt = oneshot_options(c);
    bee_error err;
    if (check_dict_file(c, path))
        return EXIT_REFUSED;
    bee_status s =
        bee_dict_load_filtered_file(path, &dopt, n, letters, centers, c->index.kernel, found, &err);
    return oneshot_loaded(c, path, s, &err, n, found, r);
}

int cli_oneshot_answer_bags(const cli_common *c, const char *path, size_t n, const bee_bag *bags,
                            const bee_bag_options *opt, bee_bag_order order, bee_dict **answers,
                            bee_result **results)
{
    bee_dict_options dopt = oneshot_options(c);
    bee_error err;
    for (size_t i = 0; i < n; i++)
        answers[i] = NULL;
    if (check_dict_file(c, path))
        return EXIT_REFUSED;
    for (size_t i = 0; i < n; i++)
        if (!(results[i] = bee_result_new())) {
            cli_oneshot_free(answers, results, i);
            cli_error("out of memory");
            return EXIT_REFUSED;
        }
    bee_status s = bee_bag_answer_file(path, &dopt, n, bags, opt, order, c->index.kernel, answers,
                                       results, &err);
    if (s != BEE_OK) {
        cli_oneshot_free(answers, results, n);
        cli_dict_error(c, path, &err);
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}

void cli_oneshot_free(bee_dict **answers, bee_result **results, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        bee_dict_free(answers[i]);
        bee_result_free(results[i]);
    }
}

int cli_oneshot_open_index(const cli_common *c, size_t n, const uint32_t *letters,
                           const uint32_t *centers, bee_dict **found, bee_result **r,
                           unsigned *min_len)
{
    bee_error err;
    if (c->index.kernel != BEE_KERNEL_AUTO && !bee_kernel_runnable(c->index.kernel))
        return EXIT_REFUSED;    /* the usual path says why */
    index_watch(c->index_path); /* mapped while read, as a load maps it */
    size_t len;
    const void *map = index_watch_map(&len); /* the file opened once, not unmapped */
    if (!map || bee_index_load_filtered_memory(map, len, c->index_path, n, letters, centers, found,
                                               min_len, &err) != BEE_OK)
        return EXIT_REFUSED;
    if (!(*r = bee_result_new())) {
        for (size_t i = 0; i < n; i++)
            bee_dict_free(found[i]);
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}

int cli_load_dict(const cli_common *c, bee_dict **d)
{
    bee_dict_options dopt;
    bee_dict_options_init(&dopt);
    dopt.fold_case = c->fold_case;
    dopt.alphabet = c->alphabet;
    bee_error err;
    if (c->index_path) { /* the word list of an index file */
        bee_index *ix;
        int rc = index_conflicts(c);
        if (rc)
            return rc;
        if (bee_index_load(c->index_path, d, &ix, &err) != BEE_OK) {
            cli_error("%s", err.message);
            return EXIT_REFUSED;
        }
        bee_index_free(ix); /* the dictionary view keeps the mapping */
        if ((rc = index_alphabet_agrees(c, *d)) != EXIT_OK) {
            bee_dict_free(*d);
            *d = NULL;
            return rc;
        }
        index_watch(c->index_path);
        return EXIT_OK;
    }
    const char *path = cli_dict_path(c);
    if (c->alphabet && !path) { /* an --alphabet of one's own: no list is known */
        cli_error("--alphabet needs its word list: --dict FILE");
        return EXIT_USAGE;
    }
    if (check_dict_file(c, path))
        return EXIT_REFUSED;
    bee_status s =
        path ? bee_dict_load_file(path, &dopt, d, &err) : bee_dict_load_default(&dopt, d, &err);
    if (s != BEE_OK) {
        cli_dict_error(c, path, &err);
        return EXIT_REFUSED;
    }
    int rc = cli_curate(c, d);
    if (rc) {
        bee_dict_free(*d);
        *d = NULL;
    }
    return rc;
}

/* Map the --index file, or the built-in list's index image (path NULL);
 * rebuild over its words if asked for other options. */
/* The start of the file at path is lines of text (no NUL, no control byte
 * but tab and line ends): a word list, not an index file. */
static int reads_as_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    unsigned char head[512];
    size_t n = fread(head, 1, sizeof head, f);
    fclose(f);
    size_t lines = 0;
    for (size_t i = 0; i < n; i++) {
        if (head[i] < 0x20 && head[i] != '\n' && head[i] != '\r' && head[i] != '\t')
            return 0;
        lines += head[i] == '\n';
    }
    return lines > 0;
}

static int load_ready_index(const cli_common *c, const char *path, bee_dict **d, bee_index **ix)
{
    bee_error err;
    if ((path ? bee_index_load(path, d, ix, &err) : bee_index_load_default(d, ix, &err)) !=
        BEE_OK) {
        /* a word list given where an index file goes: say what to do */
        int words = path && err.code == BEE_ERR_FORMAT && reads_as_text(path);
        cli_error("%s%s", err.message,
                  words ? "; it reads as a word list: give it with --dict, or make an index "
                          "file of it with 'bee-simd index'"
                        : "");
        return EXIT_REFUSED;
    }
    int rc = path ? index_alphabet_agrees(c, *d) : EXIT_OK;
    if (rc) {
        bee_index_free(*ix);
        bee_dict_free(*d);
        *ix = NULL;
        *d = NULL;
        return rc;
    }
    index_watch(path);
    bee_index_info info;
    bee_index_get_info(*ix, &info);
    bee_index_options o = c->index;
    o.min_len = c->min_len_given ? o.min_len : info.min_len;
    o.block_size = c->block_size_given ? o.block_size : info.block_size;
    o.sort = info.sort;
    bee_status s;
    if (o.min_len != info.min_len || o.block_size != info.block_size) {
        bee_index_free(*ix);
        s = bee_index_build(*d, &o, ix, &err);
    } else {
        s = bee_index_set_kernel(*ix, o.kernel, &err);
    }
    if (s != BEE_OK) {
        cli_error("%s", err.message);
        bee_index_free(*ix);
        bee_dict_free(*d);
        *ix = NULL;
        *d = NULL;
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}

int cli_index_built(const cli_common *c)
{
    int curated = c->n_add_words || c->n_remove_words;
    return !c->index_path && (cli_dict_path(c) || c->fold_case || curated || c->alphabet);
}

int cli_load_index(const cli_common *c, bee_dict **d, bee_index **ix)
{
    if (c->index_path) {
        int rc = index_conflicts(c);
        return rc ? rc : load_ready_index(c, c->index_path, d, ix);
    }
    if (!cli_index_built(c)) /* the built-in list's ready index */
        return load_ready_index(c, NULL, d, ix);
    int rc = cli_load_dict(c, d);
    if (rc)
        return rc;
    bee_error err;
    if (bee_index_build(*d, &c->index, ix, &err) != BEE_OK) {
        cli_error("%s", err.message);
        bee_dict_free(*d);
        *d = NULL;
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}
