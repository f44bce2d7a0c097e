// simd/avx512/avx512.cpp — the ISA avx512: AVX-512 F/CD/DQ/BW/VL (compiled with
// the registry's flags for it, plus AVX2, BMI1/2 and POPCNT); the dispatcher
// calls in here only when the CPU has all of them and the OS saves ZMM
// state. The kernels and tables: simd/avx512/avx512_templates.hpp (shared with
// avx512icl), over xsimd's avx512bw architecture.
#if defined(__GNUC__) && !defined(__clang__)
// g++ 12 reports a false -Wuninitialized inside avx512fintrin.h.
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "avx512/avx512_templates.hpp"

namespace lanefill::detail {

constinit const Implementation avx512_implementation =
    avx512::implementation<Isa::avx512, xsimd::avx512bw>(
        "AVX-512 F/CD/DQ/BW/VL: 8 directions per zmm (vprolvq, vpsllvq/vpsrlvq, vpternlogq), "
        "SBAMG lines per ymm (vplzcntq), 8 boards per zmm in batches");

}  // namespace lanefill::detail
