// simd/common/xsimd_batches.hpp — xsimd's batch templates for every simd/ file
// and the trace, also on a target where xsimd 8.1 knows no SIMD
// (WebAssembly: XSIMD_NO_SUPPORTED_ARCHITECTURE, and <xsimd/xsimd.hpp>
// declares no batch type). There its templates name operations that only an
// architecture's own header declares (xsimd_sse2.hpp and the like): they are
// declared deleted here, so the templates parse and a call of one of them on
// such a target does not compile. With -msimd128, simd/wasm128/xsimd_wasm128.hpp
// declares its architecture and kernels first (and defines
// LANEFILL_XSIMD_WASM128: those operations are its own).
#pragma once

#include <xsimd/xsimd.hpp>

#if defined(XSIMD_NO_SUPPORTED_ARCHITECTURE)
#include <xsimd/config/xsimd_arch.hpp>

#if defined(__wasm_simd128__)
// WebAssembly SIMD128: lanefill's own architecture and its kernels, which
// the batch templates below must see where they are defined.
#include "../wasm128/xsimd_wasm128.hpp"
#endif

namespace xsimd::kernel {
template <class A, class... Args>
void all(Args&&...) = delete;
template <class A, class... Args>
void any(Args&&...) = delete;
template <class A, class... Args>
void bitwise_cast(Args&&...) = delete;
template <class A, class... Args>
void bool_cast(Args&&...) = delete;
template <class A, class... Args>
void haddp(Args&&...) = delete;
template <class A, class... Args>
void lt(Args&&...) = delete;
template <class A, class... Args>
void max(Args&&...) = delete;
template <class A, class... Args>
void min(Args&&...) = delete;
template <class A, class... Args>
void neg(Args&&...) = delete;
template <class A, class... Args>
void rsqrt(Args&&...) = delete;
template <class A, class... Args>
void sadd(Args&&...) = delete;
template <class A, class... Args>
void ssub(Args&&...) = delete;
template <class A, class... Args>
void zip_hi(Args&&...) = delete;
template <class A, class... Args>
void zip_lo(Args&&...) = delete;
#if !defined(LANEFILL_XSIMD_WASM128)
// Without an architecture's kernels (a file compiled without -msimd128, the
// trace's): the operations simd/wasm128/xsimd_wasm128.hpp defines, too.
template <class A, class... Args>
void add(Args&&...) = delete;
template <class A, class... Args>
void bitwise_and(Args&&...) = delete;
template <class A, class... Args>
void bitwise_andnot(Args&&...) = delete;
template <class A, class... Args>
void bitwise_lshift(Args&&...) = delete;
template <class A, class... Args>
void bitwise_not(Args&&...) = delete;
template <class A, class... Args>
void bitwise_or(Args&&...) = delete;
template <class A, class... Args>
void bitwise_rshift(Args&&...) = delete;
template <class A, class... Args>
void bitwise_xor(Args&&...) = delete;
template <class A, class... Args>
void broadcast(Args&&...) = delete;
template <class A, class... Args>
void eq(Args&&...) = delete;
template <class A, class... Args>
void load_aligned(Args&&...) = delete;
template <class A, class... Args>
void load_unaligned(Args&&...) = delete;
template <class A, class... Args>
void select(Args&&...) = delete;
template <class A, class... Args>
void set(Args&&...) = delete;
template <class A, class... Args>
void store_aligned(Args&&...) = delete;
template <class A, class... Args>
void store_unaligned(Args&&...) = delete;
template <class A, class... Args>
void sub(Args&&...) = delete;
#endif
}  // namespace xsimd::kernel

// In xsimd.hpp's order, which matters (clang-format would sort them): the
// batch templates, then the traits, then the API that names the kernels.
// clang-format off
#include <xsimd/types/xsimd_batch.hpp>
#include <xsimd/types/xsimd_traits.hpp>
#include <xsimd/types/xsimd_api.hpp>
// clang-format on
#endif
