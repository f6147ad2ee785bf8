#include "threads.hpp"

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace crosspose::test {

testing::AssertionResult on_threads(int threads, int per_thread,
                                    const std::function<testing::AssertionResult(int, int)>& check) {
  std::atomic<int> ready{0};
  std::atomic<std::uint64_t> failed{0};
  std::mutex mutex;
  std::string first;  // the first few failures, in the order they happened
  auto fail = [&](int t, int i, const std::string& why) {
    if (failed++ >= 5) return;
    std::lock_guard lock(mutex);
    first += "\n  thread " + std::to_string(t) + " run " + std::to_string(i) + ": " + why;
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      ++ready;
      while (ready.load() < threads) std::this_thread::yield();  // all start together
      for (int i = 0; i < per_thread; ++i) {
        try {
          const testing::AssertionResult ok = check(t, i);
          if (!ok) fail(t, i, ok.message());
        } catch (const std::exception& e) {
          fail(t, i, std::string("threw ") + e.what());
        }
      }
    });
  for (std::thread& th : pool) th.join();
  if (failed == 0) return testing::AssertionSuccess();
  return testing::AssertionFailure() << failed.load() << " of " << threads * per_thread << " runs failed:" << first;
}

}  // namespace crosspose::test
