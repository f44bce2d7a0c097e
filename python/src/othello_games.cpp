// python/src/othello_games.cpp — lanefill.OthelloGames: N Othello games
// stepped at once, for self-play and learning agents (docs/python.md,
// "Games"). The state lives in C++ vectors the properties show as read-only
// NumPy views; every step checks all its arguments first, then runs with the
// GIL released on lanefill's dispatched kernels (a kept table).
//
// A game: the black and white discs, the side to move (0 black, 1 white),
// and whether it is over (neither side has a move). A move is a square
// 0..63; 64 is a pass, legal only when the side to move has no move.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bindings.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "othello_playout.hpp"

namespace py = pybind11;
using lanefill::Bitboard;

namespace lanefill_python {
namespace {

constexpr int kPass = 64;
constexpr Bitboard kStartBlack = (Bitboard{1} << 35) | (Bitboard{1} << 28);  // d5, e4
constexpr Bitboard kStartWhite = (Bitboard{1} << 27) | (Bitboard{1} << 36);  // d4, e5

using PlayoutFn = void (*)(LanefillPlayout*);

// The playout copy of the active ISA's inline target (the CPU's best, or
// what set_isa / LANEFILL_ISA chose), scalar's where that copy is absent.
PlayoutFn playout_of_active_isa() {
  const auto target = lanefill::name_of(lanefill::inline_target_of(lanefill::active_isa()));
  void* found = lanefill_universal_address_lanefill_python_playout(
      target.data(), "lanefill_python_othello_playout");
  if (!found)
    found = lanefill_universal_address_lanefill_python_playout("scalar",
                                                               "lanefill_python_othello_playout");
  return reinterpret_cast<PlayoutFn>(found);
}

class OthelloGames {
 public:
  explicit OthelloGames(py::ssize_t n) {
    if (n < 0) throw py::value_error("n must be >= 0, got " + std::to_string(n));
    const auto size = static_cast<std::size_t>(n);
    black_.assign(size, kStartBlack);
    white_.assign(size, kStartWhite);
    to_move_.assign(size, 0);
    over_.assign(size, 0);
  }

  // Positions given: black and white discs (disjoint) and the side to move.
  static OthelloGames from_positions(const py::array& black, const py::array& white,
                                     const py::array& to_move) {
    const auto n = black.ndim() == 1 ? black.shape(0) : 0;
    const Bitboard* b = input<Bitboard>(black, "black", "uint64", n);
    const Bitboard* w = input<Bitboard>(white, "white", "uint64", n);
    const std::uint8_t* t = input<std::uint8_t>(to_move, "to_move", "uint8", n);
    for (py::ssize_t i = 0; i < n; ++i) {
      if ((b[i] & w[i]) != 0)
        throw py::value_error("black[" + std::to_string(i) + "] and white[" + std::to_string(i) +
                              "] overlap");
      if (t[i] > 1)
        throw py::value_error("to_move[" + std::to_string(i) + "] must be 0 (black) or 1 (white)");
    }
    OthelloGames g(n);
    const auto size = static_cast<std::size_t>(n);
    g.black_.assign(b, b + size);
    g.white_.assign(w, w + size);
    g.to_move_.assign(t, t + size);
    const lanefill::Kernels& k = lanefill::kernels();
    for (std::size_t i = 0; i < size; ++i) g.over_[i] = g.finished(k, i);
    return g;
  }

  py::ssize_t size() const { return static_cast<py::ssize_t>(black_.size()); }

  // The moves of the side to move (0 where the game is over or it must pass).
  py::array_t<Bitboard> legal_moves() const {
    py::array_t<Bitboard> out(size());
    Bitboard* o = out.mutable_data();
    {
      py::gil_scoped_release release;
      const lanefill::Kernels& k = lanefill::kernels();
      for (std::size_t i = 0; i < black_.size(); ++i) o[i] = moves_of(k, i);
    }
    return out;
  }

  // The same as an (n, 64) boolean mask, square a1 = column 0.
  py::array_t<bool> legal_mask() const {
    py::array_t<bool> out({size(), py::ssize_t{64}});
    bool* o = out.mutable_data();
    {
      py::gil_scoped_release release;
      const lanefill::Kernels& k = lanefill::kernels();
      for (std::size_t i = 0; i < black_.size(); ++i) {
        const Bitboard m = moves_of(k, i);
        for (int s = 0; s < 64; ++s) o[i * 64 + static_cast<std::size_t>(s)] = (m >> s) & 1;
      }
    }
    return out;
  }

  // One move per game: squares[i] 0..63 (legal), or 64 (a pass: legal only
  // without a move); ignored where game i is over. All are checked before
  // any is played.
  void play(const py::array& squares) {
    const std::int64_t* s = squares_arg(squares);
    const lanefill::Kernels& k = lanefill::kernels();
    for (std::size_t i = 0; i < black_.size(); ++i) {
      if (over_[i]) continue;
      const Bitboard moves = moves_of(k, i);
      const std::int64_t sq = s[i];
      if (sq < 0 || sq > kPass) bad_square(i, sq, BadSquare::out_of_range);
      if (sq == kPass && moves != 0) bad_square(i, sq, BadSquare::pass_with_moves);
      if (sq != kPass && !((moves >> sq) & 1)) bad_square(i, sq, BadSquare::illegal);
    }
    py::gil_scoped_release release;
    for (std::size_t i = 0; i < black_.size(); ++i)
      if (!over_[i]) step(k, i, static_cast<int>(s[i]));
  }

  // Plays every unfinished game to its end, each move drawn uniformly from
  // the legal ones by game i's generator (seed, i); returns scores().
  py::array_t<std::int8_t> random_playout(std::uint64_t seed) {
    {
      py::gil_scoped_release release;
      play_out(seed);
    }
    return scores();
  }

  // Black's discs minus white's, per game.
  py::array_t<std::int8_t> scores() const {
    py::array_t<std::int8_t> out(size());
    std::int8_t* o = out.mutable_data();
    for (std::size_t i = 0; i < black_.size(); ++i)
      o[i] = static_cast<std::int8_t>(__builtin_popcountll(black_[i]) -
                                      __builtin_popcountll(white_[i]));
    return out;
  }

  // Back to the start: the games that are over (which=None), or those where
  // the boolean array `which` is true.
  void reset(const py::object& which) {
    std::vector<char> chosen(black_.size());
    if (which.is_none()) {
      for (std::size_t i = 0; i < chosen.size(); ++i) chosen[i] = over_[i] != 0;
    } else {
      const bool* w =
          input<bool>(py::reinterpret_borrow<py::array>(which), "which", "bool", size());
      for (std::size_t i = 0; i < chosen.size(); ++i) chosen[i] = w[i];
    }
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      if (!chosen[i]) continue;
      black_[i] = kStartBlack;
      white_[i] = kStartWhite;
      to_move_[i] = 0;
      over_[i] = 0;
    }
  }

  const std::vector<Bitboard>& black() const { return black_; }
  const std::vector<Bitboard>& white() const { return white_; }
  const std::vector<std::uint8_t>& to_move() const { return to_move_; }
  const std::vector<std::uint8_t>& over() const { return over_; }

 private:
  template <class T>
  static const T* input(const py::array& a, const char* name, const char* dtype, py::ssize_t n) {
    if (!a.dtype().is(py::dtype::of<T>()))
      throw py::type_error(std::string(name) + " must have dtype " + dtype + ", got " +
                           py::str(a.dtype()).cast<std::string>());
    if (a.ndim() != 1 || a.shape(0) != n)
      throw py::value_error(std::string(name) + " must have shape (" + std::to_string(n) + ",)");
    if (!(a.flags() & py::array::c_style))
      throw py::value_error(std::string(name) + " must be C-contiguous");
    return static_cast<const T*>(a.data());
  }

  // The error of squares[i], built only when there is one (play() checks
  // every game on each call).
  enum class BadSquare { out_of_range, pass_with_moves, illegal };
  [[noreturn]] static void bad_square(std::size_t i, std::int64_t square, BadSquare why) {
    const std::string at = "squares[" + std::to_string(i) + "]";
    switch (why) {
      case BadSquare::out_of_range:
        throw py::value_error(at + " must be 0..63 or 64 (pass), got " + std::to_string(square));
      case BadSquare::pass_with_moves:
        throw py::value_error(at + ": game " + std::to_string(i) + " has moves, it cannot pass");
      case BadSquare::illegal: break;
    }
    throw py::value_error(at + ": " + std::to_string(square) + " is not a legal move of game " +
                          std::to_string(i));
  }

  // squares: any integer dtype, shape (n,), converted to int64.
  const std::int64_t* squares_arg(const py::array& squares) {
    if (!py::dtype::of<std::int64_t>().is(squares.dtype())) {
      const char kind = squares.dtype().kind();
      if (kind != 'i' && kind != 'u')
        throw py::type_error("squares must be an integer array, got dtype " +
                             py::str(squares.dtype()).cast<std::string>());
    }
    converted_ = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>(squares);
    if (converted_.ndim() != 1 || converted_.shape(0) != size())
      throw py::value_error("squares must have shape (" + std::to_string(size()) + ",)");
    return converted_.data();
  }

  Bitboard player(std::size_t i) const { return to_move_[i] ? white_[i] : black_[i]; }
  Bitboard opponent(std::size_t i) const { return to_move_[i] ? black_[i] : white_[i]; }
  Bitboard moves_of(const lanefill::Kernels& k, std::size_t i) const {
    return over_[i] ? 0 : k.othello_moves(player(i), opponent(i));
  }
  bool finished(const lanefill::Kernels& k, std::size_t i) const {
    return k.othello_moves(player(i), opponent(i)) == 0 &&
           k.othello_moves(opponent(i), player(i)) == 0;
  }

  // Plays square (or a pass) in game i, then passes the turn; marks the
  // game over when neither side can move.
  void step(const lanefill::Kernels& k, std::size_t i, int square) {
    if (square != kPass) {
      const Bitboard flipped = k.othello_flips(square, player(i), opponent(i));
      const Bitboard placed = flipped | (Bitboard{1} << square);
      Bitboard& mine = to_move_[i] ? white_[i] : black_[i];
      Bitboard& theirs = to_move_[i] ? black_[i] : white_[i];
      mine |= placed;
      theirs &= ~flipped;
    }
    to_move_[i] ^= 1;
    over_[i] = finished(k, i);
  }

  // Every unfinished game to its end (othello_playout.cpp, the copy of the
  // active ISA's inline target).
  void play_out(std::uint64_t seed) {
    std::vector<std::uint32_t> game;
    std::vector<Bitboard> mover, other;
    std::vector<std::uint64_t> state;
    for (std::size_t i = 0; i < black_.size(); ++i) {
      if (over_[i]) continue;
      game.push_back(static_cast<std::uint32_t>(i));
      mover.push_back(player(i));
      other.push_back(opponent(i));
      state.push_back(seed ^ (0xD1B54A32D192ED03ULL * (i + 1)));
    }
    std::vector<Bitboard> moves(game.size());
    const lanefill::CpuKind kind = lanefill::cpu_kind();
    const bool fast_pdep =
        kind == lanefill::CpuKind::intel || kind == lanefill::CpuKind::amd_zen3 ||
        kind == lanefill::CpuKind::amd_zen4 || kind == lanefill::CpuKind::amd_zen5;
    LanefillPlayout p{game.data(),     mover.data(), other.data(),     state.data(),
                      moves.data(),    game.size(),  black_.data(),    white_.data(),
                      to_move_.data(), over_.data(), fast_pdep ? 1 : 0};
    playout_of_active_isa()(&p);
  }

  std::vector<Bitboard> black_, white_;
  std::vector<std::uint8_t> to_move_, over_;
  py::array_t<std::int64_t> converted_;
};

// A read-only NumPy view of a state vector; the games object stays alive
// while the view does.
template <class T>
py::array view(const py::object& self, const std::vector<T>& values, const char* dtype = nullptr) {
  py::array a = dtype ? py::array(py::dtype(dtype), {static_cast<py::ssize_t>(values.size())},
                                  {static_cast<py::ssize_t>(sizeof(T))}, values.data(), self)
                      : py::array_t<T>({static_cast<py::ssize_t>(values.size())},
                                       {static_cast<py::ssize_t>(sizeof(T))}, values.data(), self);
  py::detail::array_proxy(a.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
  return a;
}

}  // namespace

void bind_othello_games(py::module_& m) {
  py::class_<OthelloGames>(m, "OthelloGames",
                           "N Othello games stepped at once (docs/python.md, \"Games\").\n\n"
                           "OthelloGames(n): n games at the start (black to move).\n"
                           "Views (read-only numpy arrays of shape (n,)): black, white (uint64\n"
                           "bitboards), to_move (uint8: 0 black, 1 white), over (bool: neither\n"
                           "side can move). A move is a square 0..63; 64 is a pass, legal only\n"
                           "when the side to move has no move.")
      .def(py::init<py::ssize_t>(), py::arg("n"))
      .def_static("from_positions", &OthelloGames::from_positions, py::arg("black"),
                  py::arg("white"), py::arg("to_move"),
                  "Games from positions: black, white (disjoint numpy.uint64 arrays of shape\n"
                  "(n,)) and to_move (numpy.uint8, 0 black or 1 white).")
      .def("__len__", &OthelloGames::size)
      .def_property_readonly("black",
                             [](const py::object& self) {
                               return view(self, self.cast<const OthelloGames&>().black());
                             })
      .def_property_readonly("white",
                             [](const py::object& self) {
                               return view(self, self.cast<const OthelloGames&>().white());
                             })
      .def_property_readonly("to_move",
                             [](const py::object& self) {
                               return view(self, self.cast<const OthelloGames&>().to_move());
                             })
      .def_property_readonly("over",
                             [](const py::object& self) {
                               return view(self, self.cast<const OthelloGames&>().over(), "?");
                             })
      .def("legal_moves", &OthelloGames::legal_moves,
           "The moves of the side to move in each game: numpy.uint64 bitboards of shape (n,)\n"
           "(0 where the game is over or the side must pass).")
      .def("legal_mask", &OthelloGames::legal_mask,
           "legal_moves() as a boolean numpy array of shape (n, 64), column s = square s.")
      .def("play", &OthelloGames::play, py::arg("squares"),
           "Plays one move in every game: squares, an integer numpy array of shape (n,), each\n"
           "0..63 (a legal move) or 64 (a pass, when the side has no move); ignored where the\n"
           "game is over. All are checked first: a ValueError names the first wrong index.")
      .def("random_playout", &OthelloGames::random_playout, py::arg("seed") = 0,
           "Plays every unfinished game to its end with uniformly random legal moves (game i's\n"
           "generator seeded from (seed, i): the same seed, the same games). Returns scores().")
      .def("scores", &OthelloGames::scores,
           "Black's discs minus white's in each game: numpy.int8 of shape (n,).")
      .def("reset", &OthelloGames::reset, py::arg("which") = py::none(),
           "Puts games back at the start: those that are over (which=None), or those where\n"
           "the boolean numpy array `which` of shape (n,) is True.");
}

}  // namespace lanefill_python
