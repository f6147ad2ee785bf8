# Runs CMD (a ;-list), checks its exit status is EXIT and its combined output
# matches REGEX. Exit status SKIP_EXIT (if given) makes the test skip, and so
# does output matching SKIP_REGEX (if given), with SKIP_WHY as the reason.
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(DEFINED SKIP_EXIT AND rc EQUAL SKIP_EXIT)
  message("CROSSPOSE_SKIP: exit ${rc}")
  return()
endif()
if(DEFINED SKIP_REGEX AND NOT rc EQUAL EXIT AND "${out}${err}" MATCHES "${SKIP_REGEX}")
  message("CROSSPOSE_SKIP: ${SKIP_WHY}")
  return()
endif()
if(NOT rc EQUAL EXIT)
  message(FATAL_ERROR "exit status ${rc}, expected ${EXIT}")
endif()
if(NOT "${out}${err}" MATCHES "${REGEX}")
  message(FATAL_ERROR "output does not match '${REGEX}'")
endif()
