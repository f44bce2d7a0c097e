// set_isa_race: worker threads compute attacks through the dispatched API and
// check every result against the oracle while another thread keeps switching
// the ISA (set_isa, reset_isa). Guaranteed (lanefill/dispatch.hpp): every call
// is right whichever ISA runs it. Run under ThreadSanitizer in CI: no data race.
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

int main() {
  constexpr int kWorkers = 4;
  constexpr int kSwitches = 2000;
  std::atomic<bool> stop{false};
  std::atomic<long> checked{0}, wrong{0};
  std::vector<std::thread> workers;
  for (int w = 0; w < kWorkers; ++w) {
    workers.emplace_back([&, w] {
      oracle::Rng rng(static_cast<std::uint64_t>(w) + 1);
      while (!stop.load(std::memory_order_relaxed)) {
        const int sq = rng.square();
        const lanefill::Bitboard occ = rng.next() & rng.next();
        const lanefill::Bitboard orth = rng.next() & rng.next() & rng.next();
        const lanefill::Bitboard diag = rng.next() & rng.next() & rng.next();
        bool ok =
            lanefill::queen_attacks(static_cast<lanefill::Square>(sq), occ) ==
                oracle::queen_attacks(sq, occ) &&
            lanefill_queen_attacks(sq, occ) == oracle::queen_attacks(sq, occ) &&
            lanefill::slider_attacks(orth, diag, occ) == oracle::slider_attacks(orth, diag, occ);
        if (!ok) wrong.fetch_add(1);
        checked.fetch_add(1);
      }
    });
  }
  const std::vector<lanefill::Isa> isas = lanefill::supported_isas();
  // Switch only once the workers run: on a loaded machine the 2000 switches
  // could otherwise end before any worker made a call.
  while (checked.load() < 1000) std::this_thread::yield();
  for (int i = 0; i < kSwitches; ++i) {
    if (i % 7 == 6)
      lanefill::reset_isa();
    else
      lanefill::set_isa(isas[static_cast<std::size_t>(i) % isas.size()]);
    std::this_thread::yield();
  }
  stop.store(true);
  for (auto& t : workers) t.join();
  std::printf("set_isa_race: %d switches over %zu ISAs, %ld calls checked, %ld wrong\n", kSwitches,
              isas.size(), checked.load(), wrong.load());
  std::printf("%ld passed, %ld failed\n", checked.load() - wrong.load(), wrong.load());
  return wrong.load() == 0 && checked.load() > 0 ? 0 : 1;
}
