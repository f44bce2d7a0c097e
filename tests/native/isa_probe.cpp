// tests/native/isa_probe.cpp — exits 0 if this CPU runs <isa>, 77 (ctest's
// "skipped") with the reason if not, 2 on a bad argument. Baseline code only.
#include <cstdio>
#include <string>

#include "lanefill/cpu.hpp"
#include "lanefill/dispatch.hpp"

int main(int argc, char** argv) {
  const auto isa = argc == 2 ? lanefill::isa_from_name(argv[1]) : std::nullopt;
  if (!isa) {
    std::fprintf(stderr, "usage: lanefill_isa_probe scalar|sse2|avx2|avx512\n");
    return 2;
  }
  if (lanefill::cpu_supports(*isa, lanefill::cpu_features())) return 0;
  std::printf("skipped: this CPU cannot run %s (%s)\n", argv[1],
              lanefill::missing_features(*isa, lanefill::cpu_features()).c_str());
  return 77;
}
