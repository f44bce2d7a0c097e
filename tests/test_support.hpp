// tests/test_support.hpp — cheap mismatch reporting for tests that compare
// hundreds of thousands of bitboards: the description of a case is only
// built when it fails, and only the first few failures are printed.
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "lanefill/bitboard.hpp"
#include "oracle.hpp"

namespace testing_support {

using lanefill::Bitboard;

// A non-owning reference to a callable returning the description of a case.
// Type-erased so the (cold) formatting code is never inlined into test loops.
class Describe {
 public:
  template <class F>
  Describe(const F& f)  // NOLINT: implicit on purpose, pass a lambda
      : object_(&f), call_([](const void* o) { return (*static_cast<const F*>(o))(); }) {}
  std::string operator()() const { return call_(object_); }

 private:
  const void* object_;
  std::string (*call_)(const void*);
};

class Mismatches {
 public:
  explicit Mismatches(int max_reports = 5) : max_reports_(max_reports) {}
  Mismatches(const Mismatches&) = delete;
  Mismatches& operator=(const Mismatches&) = delete;
  ~Mismatches() {
    if (failed_ > max_reports_)
      ADD_FAILURE() << failed_ << " mismatches in " << checked_ << " comparisons (first "
                    << max_reports_ << " shown)";
  }

  // Compares got with want; on mismatch, describe() names the case.
  bool expect_eq(Bitboard got, Bitboard want, Describe describe) {
    ++checked_;
    if (got == want) return true;
    report(got, want, describe);
    return false;
  }

  long checked() const { return checked_; }
  long failed() const { return failed_; }

 private:
  void report(Bitboard got, Bitboard want, Describe describe) {
    if (++failed_ > max_reports_) return;
    ADD_FAILURE() << describe() << "\n  got  " << oracle::hex(got) << "   want "
                  << oracle::hex(want) << "\n got:\n"
                  << oracle::diagram(got) << " want:\n"
                  << oracle::diagram(want);
  }

  int max_reports_;
  long checked_ = 0;
  long failed_ = 0;
};

inline std::string square_text(int sq) {
  return std::string(lanefill::square_name(static_cast<lanefill::Square>(sq)).data());
}

}  // namespace testing_support
