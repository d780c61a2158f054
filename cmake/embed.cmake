# embed.cmake - write a file's bytes as a C array, for data compiled into the
# program (the page `bee-simd serve` shows).  Run at build time:
#   cmake -DIN=page.html -DOUT=page.c -DNAME=serve_page_html -P embed.cmake
# gives `const char NAME[]` (NUL-terminated) and `const size_t NAME_len`... as
# `serve_page_len` style: the length is NAME with "_html" replaced by "_len".
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" digits)
math(EXPR bytes "${digits} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," array "${hex}")
string(REGEX REPLACE "_html$" "_len" LEN_NAME "${NAME}")
file(WRITE "${OUT}" "/* Generated from ${IN} by cmake/embed.cmake: do not edit. */\n"
                    "#include <stddef.h>\n"
                    "const char ${NAME}[] = {${array}0};\n"
                    "const size_t ${LEN_NAME} = ${bytes};\n")
