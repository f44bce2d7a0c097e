"""What an editor and mypy see through lanefill's stubs (ctest -R
python.mypy_usage runs mypy on this file): an int in, an int out; arrays
in, an array out."""
import numpy as np
from numpy.typing import NDArray

import lanefill

squares = np.array([0, 27], dtype=np.uint8)
occupied = np.zeros(2, dtype=np.uint64)

one: int = lanefill.rook_attacks(0, 0)
many: NDArray[np.uint64] = lanefill.rook_attacks(squares, occupied)
moves: int = lanefill.othello_moves(0x0000000810000000, 0x0000001008000000)
counts: NDArray[np.uint8] = lanefill.othello_mobility(occupied, occupied)
nodes: int = lanefill.perft(3)
isa: str = lanefill.active_isa()
positions = lanefill.parse_fens(["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"])
move_counts: NDArray[np.uint32] = lanefill.chess_move_counts(positions)
legal, move_offsets = lanefill.chess_legal_moves(positions)
pairs, pair_offsets = lanefill.chess_threats(positions, kings=False)
fens: list[str] = lanefill.to_fens(positions)
