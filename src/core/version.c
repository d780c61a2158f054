/* version.c - the version of the library as built (bee.h's may differ when a
 * program was compiled against another release). */
#include "bee.h"

const char *bee_version(void)
{
    return BEE_VERSION;
}
