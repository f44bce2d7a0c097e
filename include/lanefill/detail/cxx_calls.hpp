// lanefill/detail/cxx_calls.hpp — the C++ call of each shape of
// lanefill/entries.def, written once for the dispatched API (lanefill.hpp:
// the table is lanefill::kernels()) and the inline path (native.hpp: the
// inline target's table): LANEFILL_CXX_<shape>(name, table) defines
// `name` with C++ types (Square for a square, std::array for eight
// results, the threat structs by value), asserting its preconditions in
// debug builds, and calls table.name. The batch shapes forward unchecked
// (lanefill.hpp declares checked ones of its own). Internal: the including
// header undefines these (lanefill/detail/cxx_calls_end.hpp). No include
// guard, by design.
#define LANEFILL_CXX_square_attacks(name, table)                       \
  inline Bitboard name(Square square, Bitboard occupied) {             \
    assert(is_valid(square) && "lanefill: square out of range 0..63"); \
    return (table).name(square, occupied);                             \
  }
#define LANEFILL_CXX_set_rays(name, table)                                               \
  inline std::array<Bitboard, 8> name(Bitboard orth, Bitboard diag, Bitboard occupied) { \
    std::array<Bitboard, 8> out;                                                         \
    (table).name(orth, diag, occupied, out.data());                                      \
    return out;                                                                          \
  }
#define LANEFILL_CXX_set_union(name, table)                               \
  inline Bitboard name(Bitboard orth, Bitboard diag, Bitboard occupied) { \
    return (table).name(orth, diag, occupied);                            \
  }
#define LANEFILL_CXX_square_rays(name, table)                          \
  inline SquareRays name(Square square, Bitboard occupied) {           \
    assert(is_valid(square) && "lanefill: square out of range 0..63"); \
    SquareRays out;                                                    \
    (table).name(square, occupied, &out);                              \
    return out;                                                        \
  }
#define LANEFILL_CXX_slider_threats(name, table)                                              \
  inline SliderThreats name(Square square, Bitboard occupied, Bitboard orth, Bitboard diag) { \
    assert(is_valid(square) && "lanefill: square out of range 0..63");                        \
    SliderThreats out;                                                                        \
    (table).name(square, occupied, orth, diag, &out);                                         \
    return out;                                                                               \
  }
#define LANEFILL_CXX_discs(name, table)                                          \
  inline Bitboard name(Bitboard player, Bitboard opponent) {                     \
    assert((player & opponent) == 0 && "lanefill: player and opponent overlap"); \
    return (table).name(player, opponent);                                       \
  }
#define LANEFILL_CXX_discs_square(name, table)                                   \
  inline Bitboard name(Square square, Bitboard player, Bitboard opponent) {      \
    assert(is_valid(square) && "lanefill: square out of range 0..63");           \
    assert((player & opponent) == 0 && "lanefill: player and opponent overlap"); \
    return (table).name(square, player, opponent);                               \
  }
#define LANEFILL_CXX_queen_batch(name, table)                                            \
  inline void name(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out, \
                   std::size_t n) {                                                      \
    (table).name(squares, occupied, out, n);                                             \
  }
#define LANEFILL_CXX_set_batch(name, table)                                              \
  inline void name(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied, \
                   Bitboard* out, std::size_t n) {                                       \
    (table).name(orth, diag, occupied, out, n);                                          \
  }
#define LANEFILL_CXX_discs_batch(name, table)                                       \
  inline void name(const Bitboard* player, const Bitboard* opponent, Bitboard* out, \
                   std::size_t n) {                                                 \
    (table).name(player, opponent, out, n);                                         \
  }
#define LANEFILL_CXX_discs_count(name, table)                                    \
  inline int name(Bitboard player, Bitboard opponent) {                          \
    assert((player & opponent) == 0 && "lanefill: player and opponent overlap"); \
    return (table).name(player, opponent);                                       \
  }
#define LANEFILL_CXX_last_move(name, table)                            \
  inline int name(Square square, Bitboard player) {                    \
    assert(is_valid(square) && "lanefill: square out of range 0..63"); \
    return (table).name(square, player);                               \
  }
#define LANEFILL_CXX_occupied_lines(name, table)           \
  inline std::array<Bitboard, 4> name(Bitboard occupied) { \
    std::array<Bitboard, 4> out;                           \
    (table).name(occupied, out.data());                    \
    return out;                                            \
  }
#define LANEFILL_CXX_discs_count_batch(name, table)                                     \
  inline void name(const Bitboard* player, const Bitboard* opponent, std::uint8_t* out, \
                   std::size_t n) {                                                     \
    (table).name(player, opponent, out, n);                                             \
  }
#define LANEFILL_CXX_last_move_batch(name, table)                                          \
  inline void name(const std::uint8_t* squares, const Bitboard* player, std::uint8_t* out, \
                   std::size_t n) {                                                        \
    (table).name(squares, player, out, n);                                                 \
  }
