// tests/engines/stockfish_standin.cpp — an engine's use of lanefill, as
// bench/engines/stockfish18.sh puts it into Stockfish: its file
// bench/engines/lanefill_stockfish.h, compiled the way Stockfish compiles
// (C++17, -fno-exceptions, its warnings; an ARCH's ISA flags, or
// LANEFILL_SF_DISPATCHED), answering Stockfish's four slider queries. Each
// answer is checked against a ray walk on random positions (a table-free walk
// of this file's own), so a change of the library that breaks the engine file
// fails here, not in a Stockfish build under /tmp.
#include <cstdint>
#include <cstdio>

#include "lanefill_stockfish.h"

namespace {

std::uint64_t state = 0x5f0c4d31ULL;
std::uint64_t next_random() {  // splitmix64
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// dir8 order: noEa, east, soEa, sout, soWe, west, noWe, nort (file, rank steps).
constexpr int kFileStep[8] = {1, 1, 1, 0, -1, -1, -1, 0};
constexpr int kRankStep[8] = {1, 0, -1, -1, -1, 0, 1, 1};
bool is_orthogonal(int d) { return d % 2 == 1; }

// The squares from s along d up to the first occupied one (included).
std::uint64_t walk(int s, int d, std::uint64_t occupied) {
  std::uint64_t ray = 0;
  int file = s % 8 + kFileStep[d], rank = s / 8 + kRankStep[d];
  for (; file >= 0 && file < 8 && rank >= 0 && rank < 8;
       file += kFileStep[d], rank += kRankStep[d]) {
    const std::uint64_t bit = 1ULL << (rank * 8 + file);
    ray |= bit;
    if (occupied & bit) break;
  }
  return ray;
}
// The first occupied square along d (0 if none).
std::uint64_t first_piece(int s, int d, std::uint64_t occupied) {
  return walk(s, d, occupied) & occupied;
}

int failures = 0;
void expect(bool ok, const char* what, int s, std::uint64_t occupied) {
  if (ok) return;
  if (++failures <= 10)
    std::fprintf(stderr, "%s differs: square %d, occupied 0x%016llx\n", what, s,
                 static_cast<unsigned long long>(occupied));
}

void check_square(int s, std::uint64_t occupied, std::uint64_t orth, std::uint64_t diag) {
  std::uint64_t rook = 0, bishop = 0;
  for (int d = 0; d < 8; ++d) (is_orthogonal(d) ? rook : bishop) |= walk(s, d, occupied);
  expect(lanefill_sf::rook(s, occupied) == rook, "rook", s, occupied);
  expect(lanefill_sf::bishop(s, occupied) == bishop, "bishop", s, occupied);
  expect(lanefill_sf::queen(s, occupied) == (rook | bishop), "queen", s, occupied);

  lanefill_sf::Threats t;
  lanefill_sf::slider_threats(s, occupied, orth, diag, &t);
  std::uint64_t attackers = 0;
  unsigned directions = 0;
  for (int d = 0; d < 8; ++d) {
    // The first piece along d is a threat when it is a slider that moves
    // back along d toward s.
    const std::uint64_t first = first_piece(s, d, occupied);
    const std::uint64_t sliders = is_orthogonal(d) ? orth : diag;
    const std::uint64_t slider = first & sliders;
    const std::uint64_t discovered = slider ? first_piece(s, d ^ 4, occupied) : 0;
    expect(t.slider[d] == slider, "slider_threats.slider", s, occupied);
    expect(t.discovered[d] == discovered, "slider_threats.discovered", s, occupied);
    attackers |= slider;
    if (slider) directions |= 1u << d;
  }
  expect(t.orth_attacks == rook, "slider_threats.orth_attacks", s, occupied);
  expect(t.diag_attacks == bishop, "slider_threats.diag_attacks", s, occupied);
  expect(t.attackers == attackers, "slider_threats.attackers", s, occupied);
  expect(t.directions == directions, "slider_threats.directions", s, occupied);
}

}  // namespace

int main() {
  int checked = 0;
  for (int round = 0; round < 2000; ++round) {
    const std::uint64_t occupied = next_random() & next_random();
    const std::uint64_t orth = occupied & next_random();
    const std::uint64_t diag = occupied & next_random() & ~orth;
    for (int s = 0; s < 64; ++s, ++checked) check_square(s, occupied | (1ULL << s), orth, diag);
  }
#if defined(LANEFILL_SF_DISPATCHED)
  const char* form = "dispatched";
  const char* isa = lanefill_sf::table().isa;
#else
  const char* form = "inline";
  const char* isa = lanefill_native_isa_name();
#endif
  if (failures) {
    std::fprintf(stderr, "%d of %d squares differ (%s, %s)\n", failures, checked, form, isa);
    return 1;
  }
  std::printf("the Stockfish file's four slider queries, %s on %s: %d squares, all right\n", form,
              isa, checked);
  return 0;
}
