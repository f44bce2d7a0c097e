// dispatch_race: many threads make the very first lanefill call at once; all
// must see the same implementation and kernel table (resolved exactly once).
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"

int main() {
  constexpr int kThreads = 16;
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::vector<const lanefill::Kernels*> seen(kThreads);
  std::vector<const lanefill::Implementation*> impls(kThreads);
  std::vector<lanefill::Bitboard> results(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      ready.fetch_add(1);
      while (!go.load(std::memory_order_acquire)) std::this_thread::yield();
      results[t] = lanefill::queen_attacks(lanefill::E4, 0x0000001000100000ULL);
      seen[t] = &lanefill::kernels();
      impls[t] = &lanefill::active_implementation();
    });
  }
  while (ready.load() != kThreads) std::this_thread::yield();
  go.store(true, std::memory_order_release);
  for (auto& th : threads) th.join();

  int failed = 0;
  for (int t = 1; t < kThreads; ++t)
    if (seen[t] != seen[0] || impls[t] != impls[0] || results[t] != results[0]) ++failed;
  std::printf("dispatch_race: %d threads resolved to %s (%s)\n", kThreads, impls[0]->name,
              lanefill::active_reason().c_str());
  std::printf("%d passed, %d failed\n", kThreads - failed, failed);
  return failed == 0 ? 0 : 1;
}
