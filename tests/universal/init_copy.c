/* tests/universal/init_copy.c — compiled once per copy of the universal init
 * test (tests/universal/CMakeLists.txt): constructors of two priorities and
 * of none, a destructor, and main printing what ran. Only the chosen copy's
 * constructors may run, by priority (101, 102, then those without one), and
 * its destructor at exit. */
#include <stdio.h>

#include "lanefill/native.h"

void universal_init_note(const char* copy, const char* what);
const char* universal_init_log(void);

__attribute__((constructor(102))) static void second(void) {
  universal_init_note(LANEFILL_NATIVE_ISA_NAME, "102");
}
__attribute__((constructor(101))) static void first(void) {
  universal_init_note(LANEFILL_NATIVE_ISA_NAME, "101");
}
__attribute__((constructor)) static void plain(void) {
  universal_init_note(LANEFILL_NATIVE_ISA_NAME, "plain");
}
__attribute__((destructor)) static void finish(void) {
  printf("destructor of the %s copy\n", LANEFILL_NATIVE_ISA_NAME);
  fflush(stdout);
}

int main(void) {
  printf("constructors: %s\n", universal_init_log());
  printf("main of the %s copy\n", LANEFILL_NATIVE_ISA_NAME);
  return 0;
}
