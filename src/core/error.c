/* error.c - status names and the one way the library reports a failure. */
#include "core/internal.h"

#include <stdio.h>

const char *bee_status_name(bee_status s)
{
    switch (s) {
    case BEE_OK: return "ok";
    case BEE_ERR_IO: return "input/output error";
    case BEE_ERR_NOMEM: return "out of memory";
    case BEE_ERR_EMPTY: return "no usable word";
    case BEE_ERR_PUZZLE: return "bad puzzle";
    case BEE_ERR_ARG: return "bad argument";
    case BEE_ERR_KERNEL: return "kernel not available";
    case BEE_ERR_FORMAT: return "bad index file";
    case BEE_ERR_STOPPED: return "stopped by the caller";
    case BEE_ERR_LIMIT: return "over a limit";
    case BEE_ERR_BAG: return "bad letter bag";
    }
    return "unknown error";
}

bee_status bee_fail(bee_error *err, bee_status code, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
        err->code = code;
    }
    return code;
}
