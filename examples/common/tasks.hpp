// examples/common/tasks.hpp — run independent tasks on a few threads (the
// perft examples split their trees below the root into tasks).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace lanefill::examples {

// The largest thread count a perft accepts (`--threads`).
inline constexpr unsigned kMaxThreads = 256;

// Calls task(i) once for every i in [0, count) on min(threads, count)
// threads, the calling thread one of them; each thread takes the next index
// when it is done with one, so long and short tasks even out. Returns when
// every task is done. threads 0 counts as 1.
template <class Task>
void run_tasks(std::size_t count, unsigned threads, Task&& task) {
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next.fetch_add(1); i < count; i = next.fetch_add(1)) task(i);
  };
  const std::size_t helpers =
      std::min<std::size_t>(std::max(threads, 1u), std::max<std::size_t>(count, 1)) - 1;
  std::vector<std::thread> pool;
  pool.reserve(helpers);
  for (std::size_t t = 0; t < helpers; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

}  // namespace lanefill::examples
