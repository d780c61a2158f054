# generate.cmake - run by the build (cmake -P) to write one file that
# `bee-simd --generate` makes from the program's option table: the man page
# (from docs/bee-simd.1.in) or a completion script.  A failure (an option
# without a man page entry, say) fails the build, and no half-written file is
# left behind.
#   cmake -DBIN=path/to/bee-simd "-DEMULATOR=..." -DWHAT=complete-bash|...|man
#         [-DTEMPLATE=docs/bee-simd.1.in] -DOUT=file -P generate.cmake
set(args --generate ${WHAT})
if(WHAT STREQUAL "man")
  list(APPEND args ${TEMPLATE})
endif()
execute_process(COMMAND ${EMULATOR} ${BIN} ${args}
                OUTPUT_FILE ${OUT}.tmp ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE ${OUT}.tmp)
  message(FATAL_ERROR "bee-simd --generate ${WHAT} failed (${rc}):\n${err}")
endif()
file(RENAME ${OUT}.tmp ${OUT})
