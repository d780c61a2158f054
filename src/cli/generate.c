/*
 * generate.c - `bee-simd --generate WHAT`: what is made from the option
 * table (opt_table.h) at build time, as ripgrep's `rg --generate`.
 *   complete-bash, complete-zsh, complete-fish: the completion scripts, each
 *     command's options and their fixed values written out (the languages
 *     and research methods are still asked of the program, which knows
 *     them);
 *   man TEMPLATE: the man page, TEMPLATE (docs/bee-simd.1.in) with its
 *     marker lines replaced: `.\" @synopsis` by every command's usage,
 *     `.\" @option CMD NAME[,NAME...]` by an entry (.TP, the options with
 *     their values, the first one's man text), `.\" @head CMD NAME...` by
 *     the entry's first lines only (its text follows in the template); CMD
 *     `common` names the options COMMON OPTIONS describes.  Every option of
 *     every command must have an entry: one without fails the run.
 */
#include "cli/opt_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- helpers */

/* The rows of spec s, options only. */
#define EACH_ROW(s, r) for (const cli_row *r = (s)->rows; r->opt || r->text; r++)

/* The commands, then help, sep between them. */
static void print_commands(const char *sep)
{
    for (int i = 0; i < cli_n_specs; i++)
        printf("%s%s", cli_specs[i]->name, sep);
    printf("help");
}

/* The text with its line breaks as spaces, for a single-quoted word of
 * fish (quotes and backslashes escaped). */
static void print_fish_quoted(const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\n')
            putchar(' ');
        else if (*p == '\'' || *p == '\\')
            printf("\\%c", *p);
        else
            putchar(*p);
    }
}

/* ---------------------------------------------------------- bash, zsh */

/* The shell code that offers an option's values (bash or zsh). */
static void print_values(const cli_opt *o, int zsh)
{
    const char *bin = zsh ? "$bin" : "\"$bin\"";
    if (o->choices && zsh)
        printf("compadd %s", o->choices);
    else if (o->choices)
        printf("COMPREPLY=($(compgen -W \"%s\" -- \"$cur\"))", o->choices);
    else if (o->value == VALUE_FILE)
        printf(zsh ? "_files" : "COMPREPLY=($(compgen -f -- \"$cur\"))");
    else if (o->value == VALUE_DIR)
        printf(zsh ? "_files -/" : "COMPREPLY=($(compgen -d -- \"$cur\"))");
    else if (o->value == VALUE_LANG || o->value == VALUE_ALGO) {
        const char *ask = o->value == VALUE_LANG ? "solve --lang list 2>/dev/null | cut -f 1"
                                                 : "bench --algo list 2>/dev/null";
        if (zsh)
            printf("compadd list ${(f)\"$(%s %s)\"}", bin, ask);
        else
            printf("COMPREPLY=($(compgen -W \"list $(%s %s)\" -- \"$cur\"))", bin, ask);
    }
}

static int completes_value(const cli_opt *o)
{
    return o->arg && (o->choices || o->value != VALUE_WORD);
}

static void print_shell(int zsh)
{
    const char *in = zsh ? "" : "    ";
    if (zsh)
        printf("#compdef bee-simd\n");
    printf("# %s completion for bee-simd, made by 'bee-simd --generate complete-%s'\n"
           "# from the program's option table: each command's options and their values.\n",
           zsh ? "zsh" : "bash", zsh ? "zsh" : "bash");
    if (zsh)
        printf("local bin=${words[1]} cmd=${words[2]} prev=${words[CURRENT-1]}\n"
               "local -a opts\n");
    else
        printf("_bee_simd() {\n"
               "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
               "    local bin=${COMP_WORDS[0]} cmd=${COMP_WORDS[1]} opts\n"
               "    COMPREPLY=()\n");
    printf("%s[[ $cmd == -* ]] && cmd=solve   # options without a command go to solve\n", in);
    printf("%scase $cmd in\n", in);
    for (int i = 0; i < cli_n_specs; i++) {
        const cli_spec *s = cli_specs[i];
        printf("%s%s%s) opts=%s", in, zsh ? "(" : "", s->name, zsh ? "(" : "\"");
        int first = 1;
        EACH_ROW(s, r)
        {
            if (!r->opt)
                continue;
            printf("%s--%s", first ? "" : " ", r->opt->name);
            first = 0;
        }
        printf("%s ;;\n", zsh ? ")" : "\"");
    }
    printf("%sesac\n", in);
    /* the values: "CMD OPTION" pairs, the short forms too */
    printf("%scase \"$cmd $prev\" in\n", in);
    for (int i = 0; i < cli_n_specs; i++) {
        const cli_spec *s = cli_specs[i];
        EACH_ROW(s, r)
        {
            if (!r->opt || !completes_value(r->opt))
                continue;
            printf("%s%s\"%s --%s\"", in, zsh ? "(" : "", s->name, r->opt->name);
            if (r->opt->short_name)
                printf("|\"%s -%c\"", s->name, r->opt->short_name);
            printf(") ");
            print_values(r->opt, zsh);
            printf("; return ;;\n");
        }
    }
    printf("%sesac\n", in);
    if (zsh)
        printf("if [[ $PREFIX == -* ]]; then\n"
               "    (( CURRENT == 2 )) && opts+=(--help --version)\n"
               "    compadd -a opts\n"
               "elif (( CURRENT == 2 )) || [[ $CURRENT == 3 && $cmd == help ]]; then\n"
               "    compadd ");
    else
        printf("    if [[ $cur == -* ]]; then\n"
               "        [ \"$COMP_CWORD\" -eq 1 ] && opts+=\" --help --version\"\n"
               "        COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
               "    elif [ \"$COMP_CWORD\" -eq 1 ] || { [ \"$COMP_CWORD\" -eq 2 ] && [ \"$cmd\" "
               "== help ]; }; then\n"
               "        COMPREPLY=($(compgen -W \"");
    print_commands(" ");
    if (zsh)
        printf("\nelif [[ $cmd == index ]]; then\n" /* index DICT */
               "    _files\n"
               "fi\n");
    else
        printf("\" -- \"$cur\"))\n"
               "    elif [ \"$cmd\" == index ]; then\n"
               "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
               "    fi\n"
               "}\n"
               "complete -F _bee_simd bee-simd\n");
}

/* ---------------------------------------------------------------- fish */

static void print_fish(void)
{
    printf("# fish completion for bee-simd, made by 'bee-simd --generate complete-fish'\n"
           "# from the program's option table: each command's options and their values.\n"
           "function __bee_simd_is   # the command being completed is $argv (solve if none)\n"
           "    set -l words (commandline -opc)\n"
           "    if set -q words[2]; and not string match -q -- '-*' $words[2]\n"
           "        test \"$words[2]\" = $argv[1]\n"
           "    else\n"
           "        test solve = $argv[1]\n"
           "    end\n"
           "end\n"
           "function __bee_simd_needs_command\n"
           "    set -l words (commandline -opc)\n"
           "    test (count $words) -eq 1; or test (count $words) -eq 2 -a \"$words[2]\" = help\n"
           "end\n"
           "function __bee_simd_list   # 'list' and what `bee-simd CMD --OPT list` prints\n"
           "    echo list\n"
           "    set -l bin (commandline -opc)[1]\n"
           "    $bin $argv[1] --$argv[2] list 2>/dev/null | string split -f 1 \\t\n"
           "end\n"
           "complete -c bee-simd -f\n"
           "complete -c bee-simd -n __bee_simd_needs_command -a '");
    print_commands(" ");
    printf("'\n"
           "complete -c bee-simd -n '__bee_simd_is index' -F   # index DICT\n"
           "complete -c bee-simd -n __bee_simd_needs_command -s h -l help -d 'print this help "
           "and exit'\n"
           "complete -c bee-simd -n __bee_simd_needs_command -s V -l version -d 'print the "
           "version and exit'\n");
    for (int i = 0; i < cli_n_specs; i++) {
        const cli_spec *s = cli_specs[i];
        EACH_ROW(s, r)
        {
            const cli_opt *o = r->opt;
            if (!o)
                continue;
            printf("complete -c bee-simd -n '__bee_simd_is %s' -l %s", s->name, o->name);
            if (o->short_name)
                printf(" -s %c", o->short_name);
            if (o->choices)
                printf(" -x -a '%s'", o->choices);
            else if (o->value == VALUE_FILE)
                printf(" -r -F");
            else if (o->value == VALUE_DIR)
                printf(" -x -a '(__fish_complete_directories)'");
            else if (o->value == VALUE_LANG || o->value == VALUE_ALGO)
                printf(" -x -a '(__bee_simd_list %s)'",
                       o->value == VALUE_LANG ? "solve lang" : "bench algo");
            else if (o->arg)
                printf(" -x");
            if (o->help) {
                printf(" -d '");
                print_fish_quoted(o->help);
                printf("'");
            }
            printf("\n");
        }
    }
}

/* ----------------------------------------------------------------- man */

/* Text as roff: hyphens escaped, a line starting with . or ' kept text. */
static void print_roff(const char *text)
{
    int bol = 1;
    for (const char *p = text; *p; p++) {
        if (bol && (*p == '.' || *p == '\''))
            fputs("\\&", stdout);
        if (*p == '-')
            fputs("\\-", stdout);
        else if (*p == '\\')
            fputs("\\e", stdout);
        else
            putchar(*p);
        bol = *p == '\n';
    }
}

/* One usage word as roff: names bold, placeholders (capitals, "options")
 * italic, brackets, bars and "..." roman. */
static void print_usage_word(const char *w, size_t len)
{
    size_t i = 0;
    while (i < len) {
        size_t n = strcspn(w + i, "[]|. \n");
        if (n > len - i)
            n = len - i;
        if (n == 0) {
            putchar(w[i]);
            i++;
            continue;
        }
        int italic = (w[i] >= 'A' && w[i] <= 'Z') || (n == 7 && strncmp(w + i, "options", 7) == 0);
        fputs(italic ? "\\fI" : "\\fB", stdout);
        for (size_t k = 0; k < n; k++)
            if (w[i + k] == '-')
                fputs("\\-", stdout);
            else
                putchar(w[i + k]);
        fputs("\\fR", stdout);
        i += n;
    }
}

static void print_synopsis(void)
{
    for (int i = 0; i < cli_n_specs; i++) {
        for (const char *line = cli_specs[i]->usage; *line;) {
            size_t len = strcspn(line, "\n");
            const char *p = line;
            if (strncmp(p, "Usage:", 6) == 0)
                p += 6;
            while (*p == ' ')
                p++;
            while (p < line + len) { /* word by word */
                size_t n = strcspn(p, " \n");
                if (n > (size_t)(line + len - p))
                    n = (size_t)(line + len - p);
                print_usage_word(p, n);
                p += n;
                if (p < line + len)
                    putchar(' ');
                while (p < line + len && *p == ' ')
                    p++;
            }
            printf("\n.br\n");
            line += len + (line[len] == '\n');
        }
    }
}

/* The options the entries covered, to find those with none. */
static const cli_opt *covered[512];
static size_t n_covered;

static const cli_opt *find_option(const char *cmd, const char *name, size_t len)
{
    if (strcmp(cmd, "common") == 0) {
        for (int g = 0; cli_common_groups[g]; g++)
            for (const cli_opt *const *o = cli_common_groups[g]; *o; o++)
                if (strlen((*o)->name) == len && strncmp((*o)->name, name, len) == 0)
                    return *o;
        return NULL;
    }
    const cli_spec *s = cli_spec_named(cmd);
    if (!s)
        return NULL;
    EACH_ROW(s, r)
    {
        if (r->opt && strlen(r->opt->name) == len && strncmp(r->opt->name, name, len) == 0)
            return r->opt;
    }
    return NULL;
}

static void print_head(const cli_opt *o)
{
    if (o->short_name)
        printf("\\fB\\-%c\\fR, ", o->short_name);
    printf("\\fB");
    print_roff("--");
    print_roff(o->name);
    printf("\\fR");
    if (o->arg) {
        printf(" \\fI");
        print_roff(o->arg);
        printf("\\fR");
    }
}

/* `@option CMD a,b` or `@head CMD a,b`: the entry; 0, or -1 after a message. */
static int print_entry(const char *line, int with_text, int lineno)
{
    char cmd[32];
    int at = 0;
    if (sscanf(line, "%31s %n", cmd, &at) != 1 || !line[at]) {
        fprintf(stderr, "bee-simd --generate man: line %d: no CMD NAME\n", lineno);
        return -1;
    }
    const char *names = line + at;
    const cli_opt *first = NULL;
    printf(".TP\n");
    for (const char *p = names; *p && *p != '\n';) {
        size_t len = strcspn(p, ", \n");
        const cli_opt *o = find_option(cmd, p, len);
        if (!o) {
            fprintf(stderr, "bee-simd --generate man: line %d: %s has no option --%.*s\n", lineno,
                    cmd, (int)len, p);
            return -1;
        }
        if (first)
            printf(", ");
        print_head(o);
        first = first ? first : o;
        if (n_covered < sizeof covered / sizeof *covered)
            covered[n_covered++] = o;
        p += len;
        p += strspn(p, ", ");
    }
    printf("\n");
    if (with_text && first->man)
        fputs(first->man, stdout);
    else if (with_text && first->help) {
        print_roff(first->help);
        printf("\n");
    }
    return 0;
}

static int is_covered(const cli_opt *o)
{
    for (size_t i = 0; i < n_covered; i++)
        if (covered[i] == o)
            return 1;
    return 0;
}

static int print_man(const char *template)
{
    FILE *f = fopen(template, "r");
    if (!f) {
        fprintf(stderr, "bee-simd --generate man: cannot open %s\n", template);
        return EXIT_REFUSED;
    }
    char line[4096];
    int lineno = 0, rc = EXIT_OK;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        if (strncmp(line, ".\\\" @synopsis", 13) == 0)
            print_synopsis();
        else if (strncmp(line, ".\\\" @option ", 12) == 0)
            rc |= print_entry(line + 12, 1, lineno) ? EXIT_REFUSED : 0;
        else if (strncmp(line, ".\\\" @head ", 10) == 0)
            rc |= print_entry(line + 10, 0, lineno) ? EXIT_REFUSED : 0;
        else
            fputs(line, stdout);
    }
    fclose(f);
    for (int i = 0; i < cli_n_specs; i++)
        EACH_ROW(cli_specs[i], r)
        {
            if (r->opt && !is_covered(r->opt)) {
                fprintf(stderr, "bee-simd --generate man: %s --%s has no entry in %s\n",
                        cli_specs[i]->name, r->opt->name, template);
                rc = EXIT_REFUSED;
            }
        }
    return rc;
}

int cli_generate(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "";
    if (strcmp(what, "complete-bash") == 0 || strcmp(what, "complete-zsh") == 0)
        print_shell(what[9] == 'z');
    else if (strcmp(what, "complete-fish") == 0)
        print_fish();
    else if (strcmp(what, "man") == 0 && argc == 3)
        return print_man(argv[2]);
    else {
        fprintf(stderr, "usage: bee-simd --generate complete-bash|complete-zsh|complete-fish\n"
                        "       bee-simd --generate man TEMPLATE\n");
        return EXIT_USAGE;
    }
    return EXIT_OK;
}
