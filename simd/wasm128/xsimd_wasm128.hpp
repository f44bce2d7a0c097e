// simd/wasm128/xsimd_wasm128.hpp — an xsimd architecture of lanefill's own for
// WebAssembly SIMD128 (Debian's xsimd 8.1 has none): xsimd::batch<uint64_t,
// lanefill_wasm128> over v128_t, with the operations simd/common/ uses written
// on wasm_simd128.h (i64x2.shl/shr_u take one count for both lanes, as SSE2's
// psllq/psrlq do). Only 64-bit unsigned lanes exist here; the rest of xsimd's
// API is not declared for this architecture.
#pragma once

#include <wasm_simd128.h>

#include <cstdint>
#include <type_traits>

// xsimd 8.1 declares no batch type where it knows no SIMD (WebAssembly): its
// configuration and registers first, then this architecture and its
// kernels; simd/common/xsimd_batches.hpp includes this file before the batch
// templates, whose calls of kernel::<op> must see these overloads where they
// are defined. Include that file, not this one.
// clang-format off
#include <xsimd/xsimd.hpp>              // on WebAssembly: the configuration and the scalar part
#include <xsimd/config/xsimd_arch.hpp>  // the registers, `generic`, requires_arch
// clang-format on

#if !defined(__wasm_simd128__)
#error "simd/wasm128/ must be compiled with -msimd128 (simd/registry.json)"
#endif

// Its kernels below, not xsimd_batches.hpp's deleted stand-ins.
#define LANEFILL_XSIMD_WASM128 1

namespace xsimd {

struct lanefill_wasm128 : generic {
  static constexpr bool supported() noexcept { return true; }
  static constexpr bool available() noexcept { return true; }
  static constexpr bool requires_alignment() noexcept { return true; }
  static constexpr unsigned version() noexcept { return generic::version(1, 0, 0); }
  static constexpr std::size_t alignment() noexcept { return 16; }
  static constexpr char const* name() noexcept { return "lanefill_wasm128"; }
};

namespace types {
XSIMD_DECLARE_SIMD_REGISTER(unsigned long long int, lanefill_wasm128, v128_t);
}  // namespace types

namespace kernel {

// The batch type of this architecture: 64-bit unsigned lanes only.
template <class A, class T>
using wasm_u64 =
    std::enable_if_t<std::is_same_v<A, lanefill_wasm128> && std::is_same_v<T, unsigned long long>,
                     batch<T, A>>;
template <class A, class T>
using wasm_u64_bool =
    std::enable_if_t<std::is_same_v<A, lanefill_wasm128> && std::is_same_v<T, unsigned long long>,
                     batch_bool<T, A>>;

template <class A, class T>
inline wasm_u64<A, T> broadcast(T value, requires_arch<lanefill_wasm128>) noexcept {
  return wasm_u64x2_splat(value);
}
template <class A, class T>
inline wasm_u64<A, T> set(batch<T, A> const&, requires_arch<lanefill_wasm128>, T lane0,
                          T lane1) noexcept {
  return wasm_u64x2_make(lane0, lane1);
}
template <class A, class T>
inline wasm_u64<A, T> load_aligned(T const* mem, convert<T>,
                                   requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_load(mem);  // wasm loads have no alignment requirement
}
template <class A, class T>
inline wasm_u64<A, T> load_unaligned(T const* mem, convert<T>,
                                     requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_load(mem);
}
template <class A, class T>
inline std::enable_if_t<std::is_same_v<A, lanefill_wasm128>> store_aligned(
    T* mem, batch<T, A> const& self, requires_arch<lanefill_wasm128>) noexcept {
  wasm_v128_store(mem, self);
}
template <class A, class T>
inline std::enable_if_t<std::is_same_v<A, lanefill_wasm128>> store_unaligned(
    T* mem, batch<T, A> const& self, requires_arch<lanefill_wasm128>) noexcept {
  wasm_v128_store(mem, self);
}

template <class A, class T>
inline wasm_u64<A, T> bitwise_and(batch<T, A> const& x, batch<T, A> const& y,
                                  requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_and(x, y);
}
template <class A, class T>
inline wasm_u64<A, T> bitwise_or(batch<T, A> const& x, batch<T, A> const& y,
                                 requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_or(x, y);
}
template <class A, class T>
inline wasm_u64<A, T> bitwise_xor(batch<T, A> const& x, batch<T, A> const& y,
                                  requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_xor(x, y);
}
template <class A, class T>
inline wasm_u64<A, T> bitwise_not(batch<T, A> const& x, requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_not(x);
}
// xsimd's meaning: ~x & y (v128.andnot(a, b) is a & ~b).
template <class A, class T>
inline wasm_u64<A, T> bitwise_andnot(batch<T, A> const& x, batch<T, A> const& y,
                                     requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_andnot(y, x);
}
template <class A, class T>
inline wasm_u64<A, T> bitwise_lshift(batch<T, A> const& x, int32_t count,
                                     requires_arch<lanefill_wasm128>) noexcept {
  return wasm_i64x2_shl(x, static_cast<uint32_t>(count));
}
template <class A, class T>
inline wasm_u64<A, T> bitwise_rshift(batch<T, A> const& x, int32_t count,
                                     requires_arch<lanefill_wasm128>) noexcept {
  return wasm_u64x2_shr(x, static_cast<uint32_t>(count));
}
template <class A, class T>
inline wasm_u64<A, T> add(batch<T, A> const& x, batch<T, A> const& y,
                          requires_arch<lanefill_wasm128>) noexcept {
  return wasm_i64x2_add(x, y);
}
template <class A, class T>
inline wasm_u64<A, T> sub(batch<T, A> const& x, batch<T, A> const& y,
                          requires_arch<lanefill_wasm128>) noexcept {
  return wasm_i64x2_sub(x, y);
}
template <class A, class T>
inline wasm_u64_bool<A, T> eq(batch<T, A> const& x, batch<T, A> const& y,
                              requires_arch<lanefill_wasm128>) noexcept {
  return wasm_i64x2_eq(x, y);
}
template <class A, class T>
inline wasm_u64<A, T> select(batch_bool<T, A> const& cond, batch<T, A> const& if_true,
                             batch<T, A> const& if_false,
                             requires_arch<lanefill_wasm128>) noexcept {
  return wasm_v128_bitselect(if_true, if_false, cond);
}

}  // namespace kernel
}  // namespace xsimd
