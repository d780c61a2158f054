/*
 * diag.c - the program's one way to report: "bee-simd COMMAND: message" on
 * stderr, or into a caller's buffer while it captures (a stream's line
 * handler turns the message into the line's error record).  It depends on
 * nothing else of the program.
 */
#include "frontend/frontend.h"
#include "core/utf8.h" /* the one UTF-8 decoder */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *cli_program = "bee-simd";
const char *cli_command = NULL;

static _Thread_local char *error_capture;
static _Thread_local size_t error_capture_cap;

void cli_error_capture(char *buf, size_t cap)
{
    error_capture = buf;
    error_capture_cap = cap;
    if (buf && cap)
        buf[0] = '\0';
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    if (error_capture) {
        va_start(ap, fmt);
        vsnprintf(error_capture, error_capture_cap, fmt, ap);
        va_end(ap);
        return;
    }
    if (cli_command)
        fprintf(stderr, "%s %s: ", cli_program, cli_command);
    else
        fprintf(stderr, "%s: ", cli_program);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static int output_failed;

void cli_output_failed(void)
{
    output_failed = 1;
}

int cli_output_has_failed(void)
{
    return output_failed;
}

int cli_output_error(int err)
{
    if (err == EPIPE) /* the reader went away (`| head`, SIGPIPE ignored): stop
                         quietly, though not with success, as SIGPIPE would */
        return EXIT_REFUSED;
    if (err == ENOMEM) /* an output buffer could not grow: nothing failed to write */
        cli_error("out of memory building the output");
    else
        cli_error("error writing output: %s", strerror(err));
    cli_output_failed();
    return EXIT_REFUSED;
}

static int refused;

void cli_note_refused(void)
{
    refused = 1;
}

int cli_refused(void)
{
    return refused;
}

const char *cli_quote(const char *text, size_t len, char out[CLI_QUOTE_BYTES])
{
    const unsigned char *t = (const unsigned char *)text;
    size_t j = 0;
    for (size_t i = 0; i < len; i++) {
        if (j + 8 >= CLI_QUOTE_BYTES - 4) { /* room for one more and the "..." */
            memcpy(out + j, "...", 3);
            j += 3;
            break;
        }
        uint32_t cp;
        size_t k = t[i] >= 0x80 ? bee_utf8_decode(t + i, len - i, &cp) : 0;
        if (k) { /* a letter of another script, shown as it is */
            memcpy(out + j, t + i, k);
            j += k;
            i += k - 1;
        } else if (t[i] >= 0x20 && t[i] < 0x7f) {
            out[j++] = (char)t[i];
        } else {
            j += (size_t)snprintf(out + j, 5, "\\x%02x", t[i]);
        }
    }
    out[j] = '\0';
    return out;
}
