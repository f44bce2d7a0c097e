// consumer.cpp — what an engine does: include, call, no init.
#include <cstdio>
#include <lanefill/lanefill.hpp>
#include <string>

#if defined(CONSUMER_STD) && CONSUMER_STD == 17
static_assert(__cplusplus == 201703L, "the consumer must really be compiled as C++17");
#endif

int main() {
  using namespace lanefill;
  // Rook on a1 with blockers on a4 and d1.
  const Bitboard occupied = square_bb(A1) | square_bb(A4) | square_bb(D1);
  const Bitboard rook = rook_attacks(A1, occupied);
  const Bitboard expected =
      square_bb(A2) | square_bb(A3) | square_bb(A4) | square_bb(B1) | square_bb(C1) | square_bb(D1);
  // Hot loops may fetch the dispatched table once.
  const Kernels& k = kernels();
  const bool ok = rook == expected && k.rook_attacks(A1, occupied) == expected &&
                  popcount(queen_attacks(D4, 0)) == 27;
  std::printf("consumer (C++%ld): %s on %s\n", __cplusplus / 100 % 100, ok ? "ok" : "WRONG",
              std::string(name_of(active_isa())).c_str());
  std::printf("%d passed, %d failed\n", ok ? 1 : 0, ok ? 0 : 1);
  return ok ? 0 : 1;
}
