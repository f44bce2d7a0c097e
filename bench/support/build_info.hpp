// bench/build_info.hpp — what built the benchmark: the compiler's name and
// version, for the reports of lanefill_bench and `lanefill bench`.
#pragma once

#include <string>

namespace lanefill_bench {

inline std::string compiler_name() {
#if defined(__clang__)
  return "clang " __clang_version__;
#elif defined(__GNUC__)
  return "g++ " __VERSION__;
#else
  return "unknown";
#endif
}

}  // namespace lanefill_bench
