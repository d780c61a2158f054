/*
 * diag.c - the program's one way to report: "bee-simd COMMAND: message" on
 * stderr, or into a caller's buffer while it captures (a stream's line
 * handler turns the message into the line's error record).  It depends on
 * nothing else of the program.
 */
#include "frontend/frontend.h"

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
