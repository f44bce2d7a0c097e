// tests/main.cpp — GoogleTest main that reports (and checks) the active ISA.
//
// ctest runs this binary once automatically and once per forced ISA with
// LANEFILL_ISA set. A forced ISA the CPU cannot run is skipped (exit 77,
// ctest's SKIP_RETURN_CODE) with the reason printed; one it can run must be
// the one that is active, or the run fails.
#include <cstdio>
#include <cstdlib>
#include <string>

#include <gtest/gtest.h>

#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  const std::string reason = lanefill::active_reason();
  std::printf("lanefill tests: active ISA %s (%s)\n", lanefill::active_implementation().name,
              reason.c_str());
  const char* forced = std::getenv("LANEFILL_ISA");
  if (forced != nullptr && *forced != '\0') {
    const auto isa = lanefill::isa_from_name(forced);
    if (!isa) {
      std::fprintf(stderr, "LANEFILL_ISA=%s is not an ISA name\n", forced);
      return 1;
    }
    if (!lanefill::is_supported(*isa)) {
      std::printf("SKIPPED: LANEFILL_ISA=%s: this CPU or build cannot run it: %s\n", forced,
                  lanefill::is_compiled(*isa)
                      ? lanefill::missing_features(*isa, lanefill::cpu_features()).c_str()
                      : "not compiled in");
      return 77;
    }
    if (lanefill::active_isa() != *isa) {
      std::fprintf(stderr, "FAILED: LANEFILL_ISA=%s did not take: active ISA is %s\n", forced,
                   lanefill::active_implementation().name);
      return 1;
    }
  }
  return RUN_ALL_TESTS();
}
