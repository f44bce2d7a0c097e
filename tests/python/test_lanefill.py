"""The Python module against an independent oracle (rays walked square by
square, written here in plain Python), against the library's scalar ISA,
and on bad input. Run by ctest (python.pytest) with the built package on
PYTHONPATH."""

import functools
import operator
import sys
import threading

import numpy as np
import pytest

import lanefill

STEPS = {  # dir8 order: (file step, rank step)
    "noEa": (1, 1), "east": (1, 0), "soEa": (1, -1), "sout": (0, -1),
    "soWe": (-1, -1), "west": (-1, 0), "noWe": (-1, 1), "nort": (0, 1),
}
ORTH = ("east", "sout", "west", "nort")


def walk(sq, direction, occupied):
    """The attacks of a slider on sq in one direction, blockers included."""
    df, dr = STEPS[direction]
    f, r = sq % 8 + df, sq // 8 + dr
    out = 0
    while 0 <= f < 8 and 0 <= r < 8:
        bit = 1 << (r * 8 + f)
        out |= bit
        if occupied & bit:
            break
        f, r = f + df, r + dr
    return out


def oracle_rays(orth, diag, occupied):
    rays = []
    for d in lanefill.DIRECTIONS:
        sliders = orth if d in ORTH else diag
        acc = 0
        for sq in range(64):
            if sliders >> sq & 1:
                acc |= walk(sq, d, occupied)
        rays.append(acc)
    return rays


def oracle_queen(sq, occupied):
    acc = 0
    for d in lanefill.DIRECTIONS:
        acc |= walk(sq, d, occupied)
    return acc


def oracle_rook(sq, occupied):
    return sum(walk(sq, d, occupied) for d in ORTH)


def oracle_bishop(sq, occupied):
    return sum(walk(sq, d, occupied) for d in lanefill.DIRECTIONS if d not in ORTH)


def oracle_step_set(sq, steps):
    acc = 0
    for df, dr in steps:
        f, r = sq % 8 + df, sq // 8 + dr
        if 0 <= f < 8 and 0 <= r < 8:
            acc |= 1 << (r * 8 + f)
    return acc


KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = list(STEPS.values())


def test_single_square_calls_match_the_oracle(isa, boards):
    squares, occ, _, _ = boards
    for sq, o in zip(squares[:400].tolist(), occ[:400].tolist()):
        assert lanefill.queen_attacks(sq, o) == oracle_queen(sq, o), (isa, sq, hex(o))
        assert lanefill.rook_attacks(sq, o) == oracle_rook(sq, o)
        assert lanefill.bishop_attacks(sq, o) == oracle_bishop(sq, o)


def test_batches_match_the_single_calls(isa, boards):
    squares, occ, orth, diag = boards
    q = lanefill.queen_attacks(squares, occ)
    r = lanefill.rook_attacks(squares, occ)
    b = lanefill.bishop_attacks(squares, occ)
    m = lanefill.slider_attacks(orth, diag, occ)
    assert q.dtype == np.uint64 and q.shape == squares.shape
    for i in range(0, len(squares), 7):
        sq, o = int(squares[i]), int(occ[i])
        assert int(q[i]) == oracle_queen(sq, o)
        assert int(r[i]) == oracle_rook(sq, o)
        assert int(b[i]) == oracle_bishop(sq, o)
        assert int(m[i]) == lanefill.slider_attacks(int(orth[i]), int(diag[i]), o)
    assert (q == (r | b)).all()


def test_set_wise_calls_match_the_oracle(isa, boards):
    _, occ, orth, diag = boards
    rays = lanefill.ray_attacks(orth[:200], diag[:200], occ[:200])
    fills = lanefill.occluded_fills(orth[:200], diag[:200], occ[:200])
    assert rays.shape == (200, 8)
    for i in range(200):
        o, d, c = int(orth[i]), int(diag[i]), int(occ[i])
        want = oracle_rays(o, d, c)
        assert rays[i].tolist() == want
        assert lanefill.ray_attacks(o, d, c) == want
        # An occluded fill: the sliders and the empty squares they reach.
        for k, direction in enumerate(lanefill.DIRECTIONS):
            sliders = o if direction in ORTH else d
            assert int(fills[i, k]) == sliders | (want[k] & ~c)
        assert lanefill.slider_attacks(o, d, c) == functools.reduce(operator.or_, want)


def test_non_sliders_match_the_oracle(isa):
    squares = np.arange(64, dtype=np.uint8)
    knights = lanefill.knight_attacks(squares)
    kings = lanefill.king_attacks(squares)
    white = lanefill.pawn_attacks("white", squares)
    black = lanefill.pawn_attacks(1, squares)
    for sq in range(64):
        assert int(knights[sq]) == oracle_step_set(sq, KNIGHT) == lanefill.knight_attacks(sq)
        assert int(kings[sq]) == oracle_step_set(sq, KING) == lanefill.king_attacks(sq)
        assert int(white[sq]) == oracle_step_set(sq, [(1, 1), (-1, 1)])
        assert int(black[sq]) == oracle_step_set(sq, [(1, -1), (-1, -1)])
    both = (1 << 1) | (1 << 62)
    assert lanefill.knight_attack_set(both) == lanefill.knight_attacks(1) | lanefill.knight_attacks(62)
    assert lanefill.king_attack_set(np.array([both], dtype=np.uint64))[0] == \
        lanefill.king_attacks(1) | lanefill.king_attacks(62)
    assert lanefill.pawn_attack_set("black", both) == \
        lanefill.pawn_attacks("black", 1) | lanefill.pawn_attacks("black", 62)


def test_threat_inputs_match_the_oracle(isa, boards):
    squares, occ, orth, diag = boards
    n = 300
    empty_sq = occ[:n] & ~np.left_shift(np.uint64(1), squares[:n].astype(np.uint64))
    arrays = lanefill.slider_threats(squares[:n], empty_sq, orth[:n] & empty_sq, diag[:n] & empty_sq)
    rays = lanefill.square_rays(squares[:n], empty_sq)
    for i in range(n):
        sq, c = int(squares[i]), int(empty_sq[i])
        o, d = int(orth[i]) & c, int(diag[i]) & c
        one = lanefill.square_rays(sq, c)
        want_rays = [walk(sq, dname, c) for dname in lanefill.DIRECTIONS]
        assert one["rays"] == want_rays == rays["rays"][i].tolist()
        assert one["blockers"] == [r & c for r in want_rays] == rays["blockers"][i].tolist()
        t = lanefill.slider_threats(sq, c, o, d)
        for k, dname in enumerate(lanefill.DIRECTIONS):
            kind = o if dname in ORTH else d
            blocker = want_rays[k] & c
            slider = blocker if blocker & kind else 0
            behind = walk(sq, lanefill.DIRECTIONS[k ^ 4], c) & c if slider else 0
            assert t["slider"][k] == slider == int(arrays["slider"][i, k])
            assert t["discovered"][k] == behind == int(arrays["discovered"][i, k])
        assert t["attackers"] == sum(t["slider"]) == int(arrays["attackers"][i])
        assert t["orth_attacks"] == oracle_rook(sq, c) == int(arrays["orth_attacks"][i])
        assert t["diag_attacks"] == oracle_bishop(sq, c) == int(arrays["diag_attacks"][i])
        assert t["directions"] == int(arrays["directions"][i])


def test_attack_map_is_the_union_of_the_pieces_attacks(isa, boards):
    squares, occ, orth, diag = boards
    rng = np.random.default_rng(11)
    kinds = [occ & rng.integers(0, 2**64, len(occ), dtype=np.uint64) for _ in range(6)]
    for color in ("white", "black"):
        maps = lanefill.attack_map(color, *kinds, occ)
        for i in range(0, len(occ), 37):
            pawns, knights, bishops, rooks, queens, kings = (int(k[i]) for k in kinds)
            c = int(occ[i])
            want = lanefill.pawn_attack_set(color, pawns) | lanefill.knight_attack_set(knights) \
                | lanefill.king_attack_set(kings) \
                | functools.reduce(operator.or_, oracle_rays(rooks | queens, bishops | queens, c))
            assert int(maps[i]) == want == lanefill.attack_map(
                color, pawns, knights, bishops, rooks, queens, kings, c)
    with pytest.raises(ValueError, match="queens has 3 elements"):
        lanefill.attack_map("white", kinds[0], kinds[1], kinds[2], kinds[3], kinds[4][:3],
                            kinds[5], occ)


def test_perft_matches_published_counts():
    assert lanefill.perft(5) == 4865609
    assert lanefill.perft(4, threads=2) == 197281
    kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    assert lanefill.perft(3, fen=kiwipete) == 97862
    assert lanefill.othello_perft(8) == 390216
    assert lanefill.othello_perft(11, threads=2) == 212258216
    assert lanefill.othello_perft(11, finished="leaf") == 212258800


def test_out_arrays_are_filled_in_place(boards):
    squares, occ, orth, diag = boards
    out = np.zeros(len(squares), dtype=np.uint64)
    result = lanefill.queen_attacks(squares, occ, out=out)
    assert result is not None and np.shares_memory(result, out)
    assert (out == lanefill.queen_attacks(squares, occ)).all()
    eight = np.zeros((10, 8), dtype=np.uint64)
    lanefill.ray_attacks(orth[:10], diag[:10], occ[:10], out=eight)
    assert (eight == lanefill.ray_attacks(orth[:10], diag[:10], occ[:10])).all()


def test_bad_input_is_refused_with_the_argument_named():
    u8 = np.zeros(4, dtype=np.uint8)
    u64 = np.zeros(4, dtype=np.uint64)
    cases = [
        (TypeError, "squares must have dtype uint8", lambda: lanefill.queen_attacks(u64, u64)),
        (TypeError, "occupied must have dtype uint64", lambda: lanefill.queen_attacks(u8, u8)),
        (ValueError, "squares[2] = 64", lambda: lanefill.queen_attacks(
            np.array([0, 1, 64, 3], dtype=np.uint8), u64)),
        (ValueError, "occupied has 3 elements", lambda: lanefill.queen_attacks(u8, u64[:3])),
        (ValueError, "C-contiguous", lambda: lanefill.slider_attacks(
            np.zeros(8, dtype=np.uint64)[::2], u64, u64)),
        (ValueError, "1-dimensional", lambda: lanefill.slider_attacks(
            u64.reshape(2, 2), u64.reshape(2, 2), u64.reshape(2, 2))),
        (ValueError, "square must be a square 0..63", lambda: lanefill.rook_attacks(64, 0)),
        (ValueError, "square must be a square 0..63", lambda: lanefill.rook_attacks(-1, 0)),
        (ValueError, "occupied must be a bitboard", lambda: lanefill.rook_attacks(0, 1 << 64)),
        (ValueError, "occupied must be a bitboard", lambda: lanefill.rook_attacks(0, -1)),
        (TypeError, "square must be an integer", lambda: lanefill.rook_attacks("e4", 0)),
        (TypeError, "out must have dtype uint64", lambda: lanefill.queen_attacks(
            u8, u64, out=np.zeros(4, dtype=np.int64))),
        (ValueError, "out must have shape", lambda: lanefill.queen_attacks(
            u8, u64, out=np.zeros(5, dtype=np.uint64))),
        (ValueError, "player and opponent overlap", lambda: lanefill.othello_moves(1, 1)),
        (ValueError, "player[0] and opponent[0] overlap", lambda: lanefill.othello_moves(
            np.ones(1, dtype=np.uint64), np.ones(1, dtype=np.uint64))),
        (ValueError, "color must be", lambda: lanefill.pawn_attacks("red", 0)),
        (ValueError, "fen:", lambda: lanefill.perft(2, fen="not a fen")),
        (ValueError, "depth must be", lambda: lanefill.perft(-1)),
        (ValueError, "threads must be", lambda: lanefill.perft(1, threads=0)),
        (ValueError, "position:", lambda: lanefill.othello_perft(2, position="xyz")),
        (ValueError, "finished must be", lambda: lanefill.othello_perft(2, finished="all")),
        (ValueError, "unknown ISA name", lambda: lanefill.set_isa("avx9")),
        (ValueError, "square must be a name", lambda: lanefill.square("z9")),
    ]
    for error, text, call in cases:
        with pytest.raises(error) as info:
            call()
        assert text in str(info.value), (text, str(info.value))
    # Read-only output: refused, not written.
    frozen = np.zeros(4, dtype=np.uint64)
    frozen.setflags(write=False)
    with pytest.raises(ValueError, match="out must be writeable"):
        lanefill.queen_attacks(u8, u64, out=frozen)


def test_isa_control():
    info = lanefill.cpu()
    assert info["active"] == lanefill.active_isa()
    assert "scalar" in info["supported"] and set(info["supported"]) <= set(info["compiled"])
    for name in info["supported"]:
        lanefill.set_isa(name)
        assert lanefill.active_isa() == name
        assert lanefill.queen_attacks(27, 0) == oracle_queen(27, 0)
    lanefill.reset_isa()
    assert lanefill.active_isa() == info["active"]


def python_steps_during(call):
    """How many steps the calling thread's Python loop takes while `call`
    runs on another thread. The switch interval is raised to a second, so a
    call that kept the GIL would let the loop run no step until it returned."""
    entered, done = threading.Event(), threading.Event()
    result = []

    def worker():
        entered.set()
        result.append(call())
        done.set()

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1.0)
    try:
        t = threading.Thread(target=worker)
        t.start()
        entered.wait()
        steps = 0
        while not done.is_set():
            steps += 1
        t.join()
    finally:
        sys.setswitchinterval(interval)
    return steps, result[0]


def test_the_gil_is_released_during_the_work():
    rng = np.random.default_rng(3)
    n = 4_000_000
    squares = rng.integers(0, 64, n, dtype=np.uint8)
    occ = rng.integers(0, 2**64, n, dtype=np.uint64)
    steps, batch = python_steps_during(lambda: lanefill.queen_attacks(squares, occ))
    assert steps > 1000, steps
    assert int(batch[12345]) == oracle_queen(int(squares[12345]), int(occ[12345]))
    steps, nodes = python_steps_during(lambda: lanefill.perft(6))
    assert steps > 1000 and nodes == 119060324, (steps, nodes)


def test_diagrams():
    text = lanefill.diagram(lanefill.knight_attacks(lanefill.square("a1")))
    lines = text.splitlines()
    assert lines[0].startswith("8  . . .") and lines[-1] == "   a b c d e f g h"
    assert lines[5] == "3  . x . . . . . ."  # b3
    assert lines[6] == "2  . . x . . . . ."  # c2
    assert lanefill.square_name(lanefill.square("e4")) == "e4"
    othello = lanefill.diagram(0x0000000810000000, 0x0000001008000000, marks="XO")
    assert othello.splitlines()[3] == "5  . . . X O . . ."


@pytest.mark.skipif(not hasattr(lanefill, "trace"), reason="built without the CLI's trace")
def test_traces_end_in_the_kernels_answers():
    occupied = (1 << 27) | 1 | (1 << 35) | (1 << 60)
    for isa in ("scalar", "sse2", "avx2", "avx512", "neon"):
        if isa not in lanefill.cpu()["compiled"] and isa != "neon":
            continue
        t = lanefill.trace("rays", isa=isa, algorithm="kogge_stone", orth=1, diag=1 << 27,
                           occupied=occupied)
        assert t["matches_reference"], isa
        assert t["matches_dispatched"] in (True, None), isa
        assert [o["name"] for o in t["outputs"]] == list(lanefill.DIRECTIONS)
        want = oracle_rays(1, 1 << 27, occupied)
        assert [o["got"] for o in t["outputs"]] == want, isa
        steps = t["steps"]
        assert steps and all(s["lanes"].dtype == np.uint64 for s in steps)
        assert sum(s["instructions"] for s in steps) == t["instructions"]
    boards = lanefill.boards_per_register("avx2")
    t = lanefill.trace("othello", isa="avx2", algorithm="kogge_stone",
                       player=[0x0000000810000000] * boards, opponent=[0x0000001008000000] * boards)
    assert t["matches_reference"]
    with pytest.raises(ValueError, match="orth must hold 1 bitboards"):
        lanefill.trace("rays", isa="scalar", orth=[1, 2], diag=0, occupied=0)
    assert lanefill.trace("rays", orth=1, diag=0, occupied=1)["matches_reference"]
    with pytest.raises(ValueError, match="kernel must be"):
        lanefill.trace("fly")


@pytest.mark.skipif(not hasattr(lanefill, "trace"), reason="built without the CLI's trace")
def test_plot_trace_draws_every_lane():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    t = lanefill.trace("rays", isa="scalar", algorithm="kogge_stone", orth=1, diag=0, occupied=1)
    fig = lanefill.plot_trace(t, max_steps=4)
    rows = min(4, len(t["steps"]))
    lanes = max(len(s["lanes"]) for s in t["steps"][:rows])
    assert len(fig.axes) == rows * lanes


def test_the_package_exports_every_compiled_call():
    from lanefill import _lanefill
    missing = [n for n in dir(_lanefill) if not n.startswith("_") and not hasattr(lanefill, n)]
    assert missing == []


def test_every_call_has_a_docstring_help_shows():
    # help(lanefill.x) shows what it takes and returns: the compiled calls
    # name their arguments' forms ("int" / "numpy"), every one has a text.
    import pydoc
    from lanefill import _lanefill
    calls = [n for n in dir(_lanefill) if not n.startswith("_") and callable(getattr(_lanefill, n))]
    undocumented = []
    for name in calls:
        doc = getattr(lanefill, name).__doc__ or ""
        # pybind11 puts the signature on the first line; the text follows.
        text = doc.split("\n", 1)[1].strip() if "\n" in doc else ""
        if not text:
            undocumented.append(name)
    assert undocumented == []
    page = pydoc.render_doc(lanefill.rook_attacks, renderer=pydoc.plaintext)
    assert "numpy.uint64" in page and "occupied" in page
