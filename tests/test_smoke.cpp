#include <gtest/gtest.h>
#include "lanefill/lanefill.hpp"
TEST(Smoke, RookOnEmptyBoard) { EXPECT_EQ(lanefill::popcount(lanefill::rook_attacks(lanefill::E4, 0)), 14); }
