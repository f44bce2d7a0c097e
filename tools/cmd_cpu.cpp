// tools/cmd_cpu.cpp — `lanefill cpu`: CPU features, compiled and supported ISAs, the plan.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "lanefill/plan.hpp"

namespace lanefill::cli {

int run_cpu(const std::vector<std::string>& words) {
  const CommandArgs args = parse_command_args("cpu", words, {});
  if (args.help) return print_help(kCpuHelp);
  if (!args.positional.empty())
    throw UsageError("cpu takes no arguments, got '" + args.positional.front() + "'");
  const CpuFeatures& features = cpu_features();
  const CpuIdentity id = cpu_identity();
  std::cout << "cpu: " << cpu_brand() << "\n"
            << "kind: " << name_of(cpu_kind());
  if (!id.vendor.empty())
    std::cout << " (family 0x" << std::hex << id.family << ", model 0x" << id.model << std::dec
              << ")";
  std::cout << "\n";
#if defined(__wasm32__)
  // WebAssembly hides the host CPU; what the module holds is what the engine
  // validated when it loaded (docs/js.md: the loader picks the module).
  std::cout << "engine: WebAssembly, "
            << (is_compiled(Isa::wasm128) ? "SIMD128 module (the engine validated its SIMD128 code)"
                                          : "baseline module (no SIMD128 instruction in it)")
            << "\n";
  (void)features;
#else
  std::cout << "cpu features:\n" << wrapped(feature_list(features), 78, "  ");
#endif
  std::cout << "compiled ISAs:  " << compiled_isas() << "\n";
  std::string supported;
  for (const Isa isa : kAllIsas)
    if (is_supported(isa)) append_word(supported, name_of(isa));
  std::cout << "supported ISAs: " << supported << "\n";
  // The ISA column: the longest name, then at least two spaces.
  std::size_t column = 0;
  for (const Isa isa : kAllIsas) column = std::max(column, name_of(isa).size() + 2);
  const std::string indent(2 + column, ' ');
  for (const Isa isa : kAllIsas) {
    std::cout << "  " << name_of(isa) << std::string(column - name_of(isa).size(), ' ');
    const Implementation* impl = implementation(isa);
    if (impl == nullptr) {
      std::cout << "not compiled into this build\n";
    } else if (!is_supported(isa)) {
      std::cout << "unsupported, missing:\n"
                << wrapped(missing_features(isa, features), 78, indent);
    } else {
      std::cout << "supported\n"
                << wrapped("plan: " + dispatch_plan(*impl), 78, indent)
                << wrapped("algorithms: " + algorithms_of(*impl), 78, indent);
    }
  }
  const char* env = std::getenv("LANEFILL_ISA");
  if (env != nullptr && *env != '\0')
    std::cout << "LANEFILL_ISA=" << one_line_message(env) << "\n";
  else
    std::cout << "LANEFILL_ISA not set\n";
  const Implementation& active = active_implementation();
  const PlanRow& row = plan_row(active.isa);
  std::cout << "active: " << active.name << " (" << active_reason() << ")\n"
            << wrapped("dispatched calls: " + dispatch_plan(active), 78, "  ")
            << wrapped(std::string("plan row: ") + active.name + " on " +
                           (row.cpu == CpuKind::other ? std::string("any CPU")
                                                      : std::string(name_of(row.cpu))) +
                           "; evidence: " + row.evidence,
                       78, "  ");
  return kExitOk;
}

}  // namespace lanefill::cli
