// simd/avx512icl/avx512icl.cpp — the ISA avx512icl: AVX-512 with GFNI and
// VBMI/VBMI2 (Ice Lake and later Intel cores, AMD Zen 4 and Zen 5): the
// AVX-512 kernels (simd/avx512/avx512_templates.hpp) compiled with these flags, and a
// slider batch whose ranks and files need no shifts.
//
// The slider batch (Kogge-Stone table, 8 boards per zmm) is the avx512icl
// inline target's (lanefill/native/avx512icl.h): ranks and files by byte
// subtraction, vgf2p8affineqb for the bit reversal and the quarter turn,
// Kogge-Stone diagonals (one compiled kernel for both paths).
//
// Flags: simd/registry.json's row (avx512's plus VBMI, VBMI2 and GFNI);
// dispatch calls in only where the CPU reports them all. Its xsimd
// architecture type, lanefill_avx512icl, keeps xsimd's inline code of this
// object apart from simd/avx512/avx512.cpp's (compiled without these flags).
#if defined(__GNUC__) && !defined(__clang__)
// g++ 12 reports a false -Wmaybe-uninitialized inside avx512fintrin.h.
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>

#include <xsimd/xsimd.hpp>

#if !defined(__AVX512BW__) || !defined(__GFNI__) || !defined(__AVX512VBMI2__)
#error "simd/avx512icl/avx512icl.cpp must be compiled with its flags (simd/registry.json)"
#endif

namespace xsimd {
// avx512bw's kernels under a type of this ISA's own, with registers of its
// own too: declared in full, not as an alias, whose base classes would be
// avx512bw's (their out-of-line copies in a debug build would then be shared
// with simd/avx512/avx512.cpp's object).
struct lanefill_avx512icl : avx512bw {
  static constexpr char const* name() noexcept { return "lanefill_avx512icl"; }
};
namespace types {
template <class T>
struct get_bool_simd_register<T, lanefill_avx512icl> {
  using type = simd_avx512_bool_register<T>;
};
XSIMD_DECLARE_SIMD_REGISTER(bool, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(signed char, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(unsigned char, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(char, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(unsigned short, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(short, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(unsigned int, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(int, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(unsigned long int, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(long int, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(unsigned long long int, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(long long int, lanefill_avx512icl, __m512i);
XSIMD_DECLARE_SIMD_REGISTER(float, lanefill_avx512icl, __m512);
XSIMD_DECLARE_SIMD_REGISTER(double, lanefill_avx512icl, __m512d);
}  // namespace types
}  // namespace xsimd

#include "avx512/avx512_templates.hpp"

namespace lanefill::detail {

constinit const Implementation avx512icl_implementation = avx512::implementation<
    Isa::avx512icl, xsimd::lanefill_avx512icl>(
    "AVX-512 with GFNI and VBMI2: the avx512 kernels (simd/avx512/avx512_templates.hpp) with these "
    "flags; the slider batch takes ranks and files by byte subtraction (vgf2p8affineqb bit "
    "reversal and quarter turn)");

}  // namespace lanefill::detail
