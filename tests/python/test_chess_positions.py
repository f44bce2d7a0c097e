"""lanefill's chess positions as NumPy arrays (parse_fens, to_fens and the
chess_* batch calls) against an oracle written from the rules
(chess_oracle.py), the example engine's perft and Debian's Stockfish."""

import shutil
import subprocess

import numpy as np
import pytest

import lanefill
from chess_oracle import (SEED_FENS, Position, attack_map, checkers, legal_moves, make,
                          pinned, random_positions, threats, uci, PROMOTION_CODE)

FENS = SEED_FENS + random_positions(400, seed=34)


@pytest.fixture(scope="module")
def positions():
    return lanefill.parse_fens(FENS)


@pytest.fixture(scope="module")
def oracle():
    return [Position(f) for f in FENS]


def supported_isas():
    return [isa for isa in ("scalar", "sse2", "avx2", "avx512", "avx512icl", "neon")
            if isa in lanefill.cpu()["supported"]]


def test_records_hold_the_fen_fields(positions, oracle):
    assert positions.dtype == lanefill.CHESS_POSITION and positions.dtype.itemsize == 104
    for record, pos in zip(positions, oracle):
        for c in range(2):
            for t, letter in enumerate("pnbrqk"):
                assert record["pieces"][c][t] == pos.bitboard(c, letter)
        assert record["side"] == pos.side
        assert record["castling"] == sum(bit for bit, right in zip((1, 2, 4, 8), "KQkq")
                                         if right in pos.castling)
        assert record["en_passant"] == (64 if pos.ep is None else pos.ep)
        assert (record["halfmove_clock"], record["fullmove_number"]) == (pos.halfmove,
                                                                         pos.fullmove)
    assert lanefill.to_fens(positions) == FENS
    # NumPy keeps the dtype through the usual array operations.
    for joined in (np.concatenate([positions, positions]), np.stack([positions])[0],
                   np.append(positions, positions[:2]), np.hstack([positions[:1]] * 2)):
        assert joined.dtype == lanefill.CHESS_POSITION
    assert lanefill.to_fens(lanefill.parse_fens(["8/8/8/8/8/8/8/K6k w - -"])) == [
        "8/8/8/8/8/8/8/K6k w - - 0 1"]


def moves_as_uci(moves):
    promotion = {v: k for k, v in PROMOTION_CODE.items()}
    return [uci((int(m["from"]), int(m["to"]), promotion.get(int(m["promotion"]), "")))
            for m in moves]


@pytest.mark.parametrize("isa", supported_isas())
def test_moves_and_facts_follow_the_oracle_on_every_isa(isa, positions, oracle):
    lanefill.set_isa(isa)
    try:
        counts = lanefill.chess_move_counts(positions)
        moves, offsets = lanefill.chess_legal_moves(positions)
        maps = lanefill.chess_attack_maps(positions)
        check = lanefill.chess_checkers(positions)
        pins = lanefill.chess_pinned(positions)
        pairs = {(k, o): lanefill.chess_threats(positions, kings=k, own=o)
                 for k in (True, False) for o in (True, False)}
    finally:
        lanefill.reset_isa()
    assert counts.dtype == np.uint32 and offsets.dtype == np.int64
    assert offsets[0] == 0 and np.array_equal(np.diff(offsets), counts)
    for i, pos in enumerate(oracle):
        expected = sorted(uci(m) for m in legal_moves(pos))
        assert sorted(moves_as_uci(moves[offsets[i]:offsets[i + 1]])) == expected, FENS[i]
        assert counts[i] == len(expected)
        assert list(maps[i]) == [attack_map(pos.board, 0), attack_map(pos.board, 1)], FENS[i]
        assert check[i] == checkers(pos), FENS[i]
        assert pins[i] == pinned(pos), FENS[i]
        for (k, o), (p, off) in pairs.items():
            got = [tuple(int(x) for x in pair) for pair in p[off[i]:off[i + 1]]]
            assert got == threats(pos, kings=k, own=o), (FENS[i], k, o)
    assert any(check != 0) and any(pins != 0)  # the set has checks and pins


def test_counts_equal_the_example_engines_perft(positions, oracle):
    counts = lanefill.chess_move_counts(positions)
    for i in range(0, len(FENS), 7):
        assert counts[i] == lanefill.perft(1, FENS[i])
    # Depth 2 by the batch API: the children of each position, counted at once.
    for i in range(0, len(FENS), 41):
        pos = oracle[i]
        children = lanefill.parse_fens([make(pos, m).fen() for m in legal_moves(pos)])
        assert int(lanefill.chess_move_counts(children).sum()) == lanefill.perft(2, FENS[i])


def stockfish_perft_1(fens):
    """Debian's Stockfish's `go perft 1` per FEN: the set of its UCI moves."""
    script = "".join(f"position fen {f}\ngo perft 1\n" for f in fens) + "quit\n"
    out = subprocess.run([shutil.which("stockfish") or "/usr/games/stockfish"], input=script,
                         capture_output=True, text=True, timeout=300, check=True).stdout
    results, current = [], set()
    for line in out.splitlines():
        if line.startswith("Nodes searched"):
            results.append(current)
            current = set()
        elif ": " in line and len(line.split(":")[0]) in (4, 5):
            current.add(line.split(":")[0])
    return results


@pytest.mark.skipif(not (shutil.which("stockfish") or shutil.which("/usr/games/stockfish")),
                    reason="Debian's stockfish is not installed (scripts/install-deps.sh)")
def test_moves_equal_stockfish_perft_1(positions):
    moves, offsets = lanefill.chess_legal_moves(positions)
    expected = stockfish_perft_1(FENS)
    assert len(expected) == len(FENS)
    for i, fen in enumerate(FENS):
        assert set(moves_as_uci(moves[offsets[i]:offsets[i + 1]])) == expected[i], fen


def test_empty_batches():
    empty = lanefill.parse_fens([])
    assert empty.shape == (0,) and empty.dtype == lanefill.CHESS_POSITION
    assert lanefill.chess_move_counts(empty).shape == (0,)
    moves, offsets = lanefill.chess_legal_moves(empty)
    assert moves.shape == (0,) and list(offsets) == [0]
    assert lanefill.chess_attack_maps(empty).shape == (0, 2)
    assert lanefill.to_fens(empty) == []


@pytest.mark.parametrize("fen, reason", [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "7 ranks"),
    ("4k3/8/8/8/8/8/8/8 w - - 0 1", "exactly one white king"),
    ("4k2k/8/8/8/8/8/8/4K3 w - - 0 1", "exactly one black king"),
    ("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "no pawns on rank 1 or 8"),
    ("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "side not to move is in check"),
    ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "no pawn can just have moved"),
    ("", "empty FEN"),
])
def test_bad_fens_name_the_index_and_the_reason(fen, reason):
    with pytest.raises(ValueError, match=rf"fens\[1\]: .*{reason}"):
        lanefill.parse_fens([SEED_FENS[0], fen])


def test_bad_arguments_name_the_argument():
    with pytest.raises(TypeError, match=r"fens\[0\] must be a str"):
        lanefill.parse_fens([b"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"])
    with pytest.raises(TypeError):
        lanefill.parse_fens(3)
    good = lanefill.parse_fens(SEED_FENS)
    with pytest.raises(TypeError, match="positions must be a numpy array"):
        lanefill.chess_move_counts(list(good))
    with pytest.raises(TypeError, match="positions must have dtype lanefill.CHESS_POSITION"):
        lanefill.chess_move_counts(np.zeros(3, np.uint64))
    with pytest.raises(ValueError, match="positions must be 1-dimensional"):
        lanefill.chess_attack_maps(good.reshape(1, -1))
    with pytest.raises(ValueError, match="positions must be C-contiguous"):
        lanefill.chess_checkers(good[::2])


@pytest.mark.parametrize("field, value, reason", [
    ("side", 2, r"side is 2, expected 0 \(white\) or 1 \(black\)"),
    ("castling", 16, "castling is 16"),
    ("en_passant", 65, "en_passant is 65"),
    ("en_passant", 20, "en_passant e3 must be on rank 6"),
    ("halfmove_clock", 10000, "halfmove_clock is 10000"),
    ("fullmove_number", 0, "fullmove_number is 0"),
])
def test_bad_records_name_the_index_and_the_field(field, value, reason):
    records = lanefill.parse_fens(SEED_FENS)
    records[3][field] = value
    for call in (lanefill.chess_move_counts, lanefill.chess_legal_moves, lanefill.to_fens,
                 lanefill.chess_threats, lanefill.chess_pinned):
        with pytest.raises(ValueError, match=rf"positions\[3\]: {reason}"):
            call(records)


def test_bad_pieces_are_refused_not_generated():
    records = lanefill.parse_fens(SEED_FENS[:2])
    overlap = records.copy()
    overlap[1]["pieces"][1][0] |= np.uint64(1 << 12) # a black pawn on e2, where a white pawn stands
    with pytest.raises(ValueError, match=r"positions\[1\]: pieces\[1\]\[0\] shares square e2"):
        lanefill.chess_move_counts(overlap)
    no_king = records.copy()
    no_king[0]["pieces"][0][5] = 0
    with pytest.raises(ValueError, match=r"positions\[0\]: .*exactly one white king"):
        lanefill.chess_legal_moves(no_king)
    zeros = np.zeros(2, lanefill.CHESS_POSITION)
    with pytest.raises(ValueError, match=r"positions\[0\]: fullmove_number is 0"):
        lanefill.chess_move_counts(zeros)


def test_calls_have_help():
    for call in (lanefill.parse_fens, lanefill.to_fens, lanefill.chess_move_counts,
                 lanefill.chess_legal_moves, lanefill.chess_attack_maps, lanefill.chess_checkers,
                 lanefill.chess_pinned, lanefill.chess_threats):
        assert "positions" in call.__doc__ or "fens" in call.__doc__


def test_play_follows_the_oracle(positions, oracle):
    rng = np.random.default_rng(34)
    picked, expected, keep = [], [], []
    for i, pos in enumerate(oracle):
        moves = legal_moves(pos)
        if moves:
            move = moves[rng.integers(len(moves))]
            keep.append(i)
            picked.append(uci(move))
            expected.append(make(pos, move).fen())
    after = lanefill.chess_play(positions[keep], lanefill.uci_moves(picked))
    assert lanefill.to_fens(after) == expected


def test_play_replays_the_bench_games():
    with open(__file__.rsplit("/tests/", 1)[0] + "/bench/data/games.txt") as f:
        games = [line.split() for line in f][:24]
    boards = lanefill.parse_fens([SEED_FENS[0]] * len(games))
    oracle = [Position(SEED_FENS[0]) for _ in games]
    for ply in range(max(len(g) for g in games)):
        going = [i for i, g in enumerate(games) if ply < len(g)]
        texts = [games[i][ply] for i in going]
        boards[going] = lanefill.chess_play(boards[going], lanefill.uci_moves(texts))
        for i, text in zip(going, texts):
            oracle[i] = make(oracle[i], next(m for m in legal_moves(oracle[i]) if uci(m) == text))
    assert lanefill.to_fens(boards) == [p.fen() for p in oracle]


def test_play_refuses_illegal_moves_and_bad_arguments():
    start = lanefill.parse_fens([SEED_FENS[0]] * 3)
    with pytest.raises(ValueError, match=r"moves\[2\]: e2e5 is not a legal move in positions\[2\]"):
        lanefill.chess_play(start, lanefill.uci_moves(["e2e4", "g1f3", "e2e5"]))
    with pytest.raises(ValueError, match=r"moves\[0\]: e7e8 is not a legal move"):
        lanefill.chess_play(start[:1], lanefill.uci_moves(["e7e8"]))
    with pytest.raises(ValueError, match="one move per position"):
        lanefill.chess_play(start, lanefill.uci_moves(["e2e4"]))
    with pytest.raises(TypeError, match="moves must be a numpy array of dtype lanefill.CHESS_MOVE"):
        lanefill.chess_play(start, ["e2e4"] * 3)
    with pytest.raises(ValueError, match=r"moves\[1\] must be UCI text"):
        lanefill.uci_moves(["e2e4", "e2e9"])
    with pytest.raises(ValueError, match=r"moves\[0\] must be UCI text"):
        lanefill.uci_moves(["e7e8k"])
    moves, _ = lanefill.chess_legal_moves(start[:1])
    assert sorted(lanefill.uci_strings(moves)) == sorted(uci(m) for m in legal_moves(
        Position(SEED_FENS[0])))
