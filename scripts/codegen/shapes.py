"""THE shape list: every shape an entry of include/lanefill/entries.def may
have, and what each layer makes of it. Every generated layer reads this
table (scripts/generate.py), and so does CONTRIBUTING.md's list of shapes
(tests/contributing/check_guide.py holds the two to each other).

A shape is
  kernel     the C kernel's result and parameters: the kernel table's function
             pointer (lanefill.h), the inline target's lanefill_native_<name>
             (lanefill/native.h) and every ISA's kernel have exactly this type
  checks     the checked C call lanefill_<name>'s checks, in order (lib/capi_checks.hpp
             has the helpers); a kernel returning nothing returns a
             lanefill_status there, LANEFILL_OK once it ran
  cxx        the C++ call lanefill::<name> (lanefill.hpp) and
             lanefill::native::<name> (native.hpp): its parameters (the
             kernel's, but the one it writes through), its result, and the
             debug-build assertions of its preconditions
  element    a batch shape: the shape of one element (entries.def relates a
             batch entry to its entry: LANEFILL_BATCH_OF); the C++ batch calls
             are checked (std::invalid_argument) and have C++20 span forms
  python     how python/src/shape_binders.cpp binds it: the binder of the shape (its
             array form runs the entry's batch where it has one) and the
             call's forms for the docstring
"""

import dataclasses


@dataclasses.dataclass
class Param:
    name: str
    c: str  # the C type ("uint64_t", "const uint8_t*"); arrays: the element type
    cxx: str  # the C++ call's type
    array: int = 0  # a C array parameter `name[array]`

    def c_declaration(self):
        if self.array:
            return f"{self.c} {self.name}[{self.array}]"
        if self.c.endswith("*"):
            return f"{self.c} {self.name}"
        return f"{self.c} {self.name}"


@dataclasses.dataclass
class Shape:
    name: str
    about: str
    result: str
    params: list
    checks: list
    cxx_result: str
    asserts: list
    out: str = ""  # the parameter the kernel writes through, which the C++ call returns
    element: str = ""
    python: str = ""
    forms: str = ""
    c_errors: str = ""  # what the checked C call does with bad input (lanefill/calls.h)
    stubs: tuple = ()  # the Python call's two overloads (_lanefill.pyi): ints, and arrays

    @property
    def checked_result(self):
        return "int" if self.result == "void" else self.result

    @property
    def cxx_params(self):
        return [p for p in self.params if p.name != self.out]

    @property
    def pointer_params(self):
        return [p for p in self.params if p.c.endswith("*")]


def _p(name, c, cxx=None, array=0):
    cxx = cxx or {"uint64_t": "Bitboard", "int": "int", "size_t": "std::size_t",
                  "const uint64_t*": "const Bitboard*", "uint64_t*": "Bitboard*",
                  "const uint8_t*": "const std::uint8_t*", "uint8_t*": "std::uint8_t*"}[c]
    return Param(name, c, cxx, array)


SQUARE = _p("square", "int", "Square")
OCCUPIED = _p("occupied", "uint64_t")
ORTH, DIAG = _p("orth", "uint64_t"), _p("diag", "uint64_t")
PLAYER, OPPONENT = _p("player", "uint64_t"), _p("opponent", "uint64_t")
N = _p("n", "size_t")

# The checks' vocabulary: each a block of templates/capi_entries.cpp.in (its
# helpers in lib/capi_checks.hpp), one line each, in the order given.
CHECK_SQUARE, REFUSE_SQUARE = "check_square", "refuse_square"
CHECK_OUT = "check_out"
CHECK_OVERLAP, REFUSE_OVERLAP = "check_overlap", "refuse_overlap"
BATCH_EMPTY, BATCH_POINTERS = "batch_empty", "batch_pointers"
BATCH_SQUARES, BATCH_OVERLAP = "batch_squares", "batch_overlap"

# The preconditions asserted in debug builds: blocks assert_<name> of the
# templates of the C++ calls (calls.hpp.in) and the inline C calls
# (native_calls.h.in).
ASSERT_SQUARE, ASSERT_OVERLAP = "square", "overlap"

_SQUARE_FORM = "square: an int 0..63 (a1 = 0, h8 = 63), or a 1-D numpy.uint8 array of n squares\n"
_SETWISE_FORM = ("orth: the orthogonal sliders (rooks, queens), diag: the diagonal ones (bishops, "
                 "queens),\noccupied: every piece; each an int bitboard, or a 1-D numpy.uint64 "
                 "array of n boards\n")
_DISCS_FORM = ("player: the discs of the side to move, opponent: the other side's (disjoint); "
               "each an\nint bitboard, or a 1-D numpy.uint64 array of n boards\n")


def _out_form(dtype, shape):
    return (f"out: with arrays, a C-contiguous numpy.{dtype} array of shape {shape} to write "
            "into\n")


SHAPES = {s.name: s for s in [
    Shape("square_attacks", "one slider's attacks from a square",
          "uint64_t", [SQUARE, OCCUPIED], [CHECK_SQUARE], "Bitboard", [ASSERT_SQUARE],
          python="square_attacks",
          forms=_SQUARE_FORM + "occupied: an int bitboard (0 .. 2**64 - 1), or a 1-D numpy.uint64 "
          "array of n bitboards\n" + _out_form("uint64", "(n,)") +
          "Returns an int, or a numpy.uint64 array of shape (n,)."),
    Shape("set_rays", "every slider set-wise, eight bitboards in dir8 order",
          "void", [ORTH, DIAG, OCCUPIED, _p("out", "uint64_t", array=8)], [CHECK_OUT],
          "std::array<Bitboard, 8>", [], out="out", python="set_rays",
          forms=_SETWISE_FORM + _out_form("uint64", "(n, 8)") +
          "Returns a list of 8 ints, or a numpy.uint64 array of shape (n, 8); directions in\n"
          "lanefill.DIRECTIONS order (noEa, east, soEa, sout, soWe, west, noWe, nort)."),
    Shape("set_union", "every slider set-wise, one bitboard",
          "uint64_t", [ORTH, DIAG, OCCUPIED], [], "Bitboard", [], python="set_union",
          forms=_SETWISE_FORM + _out_form("uint64", "(n,)") +
          "Returns an int, or a numpy.uint64 array of shape (n,)."),
    Shape("square_rays", "a square's eight rays and their first blockers",
          "void", [SQUARE, OCCUPIED, Param("out", "lanefill_square_rays_t*", "SquareRays*")],
          [REFUSE_SQUARE, CHECK_OUT], "SquareRays", [ASSERT_SQUARE], out="out",
          python="square_rays",
          forms="square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
          "occupied: an int bitboard, or a 1-D numpy.uint64 array of n bitboards\n"
          "Returns a dict: 'rays' and 'blockers', each 8 ints in lanefill.DIRECTIONS order "
          "(uint64\narrays of shape (n, 8) for arrays)."),
    Shape("slider_threats", "the sliders through a square and what each discovers",
          "void", [SQUARE, OCCUPIED, ORTH, DIAG,
                   Param("out", "lanefill_slider_threats_t*", "SliderThreats*")],
          [REFUSE_SQUARE, CHECK_OUT], "SliderThreats", [ASSERT_SQUARE], out="out",
          python="slider_threats",
          forms="square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n"
          "occupied: every piece; orth: the rooks and queens, diag: the bishops and queens of "
          "both\nsides; each an int bitboard, or a 1-D numpy.uint64 array of n bitboards\n"
          "Returns a dict: 'slider' and 'discovered' (8 ints in lanefill.DIRECTIONS order, "
          "uint64\narrays of shape (n, 8) for arrays), 'orth_attacks', 'diag_attacks', "
          "'attackers' (ints,\nor uint64 arrays of shape (n,)) and 'directions' (an int, or a "
          "uint32 array)."),
    Shape("queen_batch", "square_attacks per element of arrays",
          "void", [_p("squares", "const uint8_t*"), _p("occupied", "const uint64_t*"),
                   _p("out", "uint64_t*"), N],
          [BATCH_EMPTY, BATCH_POINTERS, BATCH_SQUARES], "void", [],
          element="square_attacks"),
    Shape("set_batch", "set_union per element of arrays",
          "void", [_p("orth", "const uint64_t*"), _p("diag", "const uint64_t*"),
                   _p("occupied", "const uint64_t*"), _p("out", "uint64_t*"), N],
          [BATCH_EMPTY, BATCH_POINTERS], "void", [],
          element="set_union"),
    Shape("discs", "Othello discs of the side to move and the other side",
          "uint64_t", [PLAYER, OPPONENT], [CHECK_OVERLAP], "Bitboard", [ASSERT_OVERLAP],
          python="discs",
          forms=_DISCS_FORM + _out_form("uint64", "(n,)") +
          "Returns an int, or a numpy.uint64 array of shape (n,)."),
    Shape("discs_square", "Othello discs and a square",
          "uint64_t", [SQUARE, PLAYER, OPPONENT], [CHECK_SQUARE, CHECK_OVERLAP], "Bitboard",
          [ASSERT_SQUARE, ASSERT_OVERLAP], python="discs_square",
          forms="square: an int 0..63, or a 1-D numpy.uint8 array of n squares\n" + _DISCS_FORM +
          _out_form("uint64", "(n,)") + "Returns an int, or a numpy.uint64 array of shape (n,)."),
    Shape("discs_batch", "discs per element of arrays",
          "void", [_p("player", "const uint64_t*"), _p("opponent", "const uint64_t*"),
                   _p("out", "uint64_t*"), N],
          [BATCH_EMPTY, BATCH_POINTERS, BATCH_OVERLAP], "void", [],
          element="discs"),
    Shape("discs_count", "a count of Othello discs' moves",
          "int", [PLAYER, OPPONENT], [REFUSE_OVERLAP], "int", [ASSERT_OVERLAP],
          python="discs_count",
          forms=_DISCS_FORM + _out_form("uint8", "(n,)") +
          "Returns an int, or a numpy.uint8 array of shape (n,)."),
    Shape("last_move", "a count on the last empty square",
          "int", [SQUARE, PLAYER], [REFUSE_SQUARE], "int", [ASSERT_SQUARE], python="last_move",
          forms="square: an int 0..63 (the last empty square), or a 1-D numpy.uint8 array of n "
          "squares\nplayer: the discs of the side to move (every other square but `square` is the"
          "\nopponent's); an int bitboard, or a 1-D numpy.uint64 array of n boards\n" +
          _out_form("uint8", "(n,)") + "Returns an int, or a numpy.uint8 array of shape (n,)."),
    Shape("occupied_lines", "four bitboards of an occupancy, one per kind of line",
          "void", [OCCUPIED, _p("out", "uint64_t", array=4)], [CHECK_OUT],
          "std::array<Bitboard, 4>", [], out="out", python="occupied_lines",
          forms="occupied: every disc; an int bitboard, or a 1-D numpy.uint64 array of n boards\n"
          "out: with an array, a C-contiguous numpy.uint64 array of shape (n, 4) to write into\n"
          "Returns a list of 4 ints (rank, file, diagonal, antidiagonal), or a numpy.uint64 "
          "array\nof shape (n, 4)."),
    Shape("discs_count_batch", "discs_count per element of arrays",
          "void", [_p("player", "const uint64_t*"), _p("opponent", "const uint64_t*"),
                   _p("out", "uint8_t*"), N],
          [BATCH_EMPTY, BATCH_POINTERS, BATCH_OVERLAP], "void", [],
          element="discs_count"),
    Shape("last_move_batch", "last_move per element of arrays",
          "void", [_p("squares", "const uint8_t*"), _p("player", "const uint64_t*"),
                   _p("out", "uint8_t*"), N],
          [BATCH_EMPTY, BATCH_POINTERS, BATCH_SQUARES], "void", [],
          element="last_move"),
]}


_C_ERRORS = {
    "square_attacks": "Returns 0 for a square outside 0..63.",
    "set_rays": "Returns LANEFILL_OK, or LANEFILL_ERROR_NULL_POINTER for a NULL out.",
    "set_union": "",
    "square_rays": "Returns LANEFILL_OK, or LANEFILL_ERROR_SQUARE or LANEFILL_ERROR_NULL_POINTER "
                   "with nothing written.",
    "slider_threats": "Returns LANEFILL_OK, or LANEFILL_ERROR_SQUARE or "
                      "LANEFILL_ERROR_NULL_POINTER with nothing written.",
    "queen_batch": "Returns LANEFILL_OK, or with nothing written LANEFILL_ERROR_NULL_POINTER (a "
                   "NULL pointer while n > 0) or LANEFILL_ERROR_SQUARE (the error names the first "
                   "square outside 0..63).",
    "set_batch": "Returns LANEFILL_OK, or LANEFILL_ERROR_NULL_POINTER (a NULL pointer while "
                 "n > 0) with nothing written.",
    "discs": "Returns 0 when player and opponent overlap.",
    "discs_square": "Returns 0 for a square outside 0..63 or overlapping player and opponent.",
    "discs_batch": "Returns LANEFILL_OK, or with nothing written LANEFILL_ERROR_NULL_POINTER (a "
                   "NULL pointer while n > 0) or LANEFILL_ERROR_OVERLAP (the error names the "
                   "first overlapping element).",
    "discs_count": "Returns the count, or LANEFILL_ERROR_OVERLAP when player and opponent "
                   "overlap.",
    "last_move": "Returns the count, or LANEFILL_ERROR_SQUARE for a square outside 0..63.",
    "occupied_lines": "Returns LANEFILL_OK, or LANEFILL_ERROR_NULL_POINTER for a NULL out.",
    "discs_count_batch": "Returns LANEFILL_OK, or with nothing written "
                         "LANEFILL_ERROR_NULL_POINTER (a NULL pointer while n > 0) or "
                         "LANEFILL_ERROR_OVERLAP (the error names the first overlapping "
                         "element).",
    "last_move_batch": "Returns LANEFILL_OK, or with nothing written LANEFILL_ERROR_NULL_POINTER "
                       "(a NULL pointer while n > 0) or LANEFILL_ERROR_SQUARE (the error names "
                       "the first square outside 0..63).",
}
for _name, _text in _C_ERRORS.items():
    SHAPES[_name].c_errors = _text

_U8 = "NDArray[np.uint8]"
_STUBS = {
    "square_attacks": ("(square: int, occupied: int, out: None = ...) -> int",
                       "(square: _Squares, occupied: _Boards, out: _Boards | None = ...) -> _Boards"),
    "set_rays": ("(orth: int, diag: int, occupied: int, out: None = ...) -> list[int]",
                 "(orth: _Boards, diag: _Boards, occupied: _Boards, out: _Boards | None = ...) "
                 "-> _Boards"),
    "set_union": ("(orth: int, diag: int, occupied: int, out: None = ...) -> int",
                  "(orth: _Boards, diag: _Boards, occupied: _Boards, out: _Boards | None = ...) "
                  "-> _Boards"),
    "square_rays": ("(square: int, occupied: int) -> dict[str, Any]",
                    "(square: _Squares, occupied: _Boards) -> dict[str, Any]"),
    "slider_threats": ("(square: int, occupied: int, orth: int, diag: int) -> dict[str, Any]",
                       "(square: _Squares, occupied: _Boards, orth: _Boards, diag: _Boards) "
                       "-> dict[str, Any]"),
    "discs": ("(player: int, opponent: int, out: None = ...) -> int",
              "(player: _Boards, opponent: _Boards, out: _Boards | None = ...) -> _Boards"),
    "discs_square": ("(square: int, player: int, opponent: int, out: None = ...) -> int",
                     "(square: _Squares, player: _Boards, opponent: _Boards, "
                     "out: _Boards | None = ...) -> _Boards"),
    "discs_count": ("(player: int, opponent: int, out: None = ...) -> int",
                    f"(player: _Boards, opponent: _Boards, out: {_U8} | None = ...) -> {_U8}"),
    "last_move": ("(square: int, player: int, out: None = ...) -> int",
                  f"(square: _Squares, player: _Boards, out: {_U8} | None = ...) -> {_U8}"),
    "occupied_lines": ("(occupied: int, out: None = ...) -> list[int]",
                       "(occupied: _Boards, out: _Boards | None = ...) -> _Boards"),
}
for _name, _stubs in _STUBS.items():
    SHAPES[_name].stubs = _stubs


def c_signature(shape, name, result=None):
    """`result name(params)` in C."""
    params = ", ".join(p.c_declaration() for p in shape.params)
    return f"{result or shape.result} {name}({params})"


def c_pointer_member(shape, name):
    params = ", ".join(p.c_declaration() for p in shape.params)
    return f"{shape.result} (*{name})({params})"
