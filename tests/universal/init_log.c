/* tests/universal/init_log.c — the universal init test's own code (compiled
 * once, outside the copies): a log the copies' constructors write to, so the
 * test sees which copies' constructors ran, and in which order. */
#include <stdio.h>
#include <string.h>

static char init_log[1024];

void universal_init_note(const char* copy, const char* what) {
  const size_t used = strlen(init_log);
  snprintf(init_log + used, sizeof init_log - used, "%s:%s ", copy, what);
}

const char* universal_init_log(void) { return init_log; }
