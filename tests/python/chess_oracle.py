"""Chess written from the rules, square by square, for the Python tests of
lanefill's chess positions: FEN in and out, the legal moves (pseudo-legal
moves, each made and kept when its king is not attacked), attacks, checkers,
pins and threat pairs. Slow and plain on purpose: it shares no code or table
with the C++ generator it checks."""

import random

FILES = "abcdefgh"
TYPES = "pnbrqk"  # piece type index 0..5, as lanefill.CHESS_POSITION's pieces
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
PROMOTION_CODE = {"n": 1, "b": 2, "r": 3, "q": 4}


def name(square):
    return FILES[square % 8] + str(square // 8 + 1)


def colour(piece):
    """0 for a white piece letter, 1 for black."""
    return 0 if piece.isupper() else 1


class Position:
    def __init__(self, fen):
        fields = fen.split()
        self.board = {}
        for i, row in enumerate(fields[0].split("/")):
            f = 0
            for c in row:
                if c.isdigit():
                    f += int(c)
                else:
                    self.board[(7 - i) * 8 + f] = c
                    f += 1
        self.side = 0 if fields[1] == "w" else 1
        self.castling = "" if fields[2] == "-" else fields[2]
        self.ep = None if fields[3] == "-" else FILES.index(fields[3][0]) + 8 * (int(fields[3][1]) - 1)
        self.halfmove = int(fields[4]) if len(fields) > 4 else 0
        self.fullmove = int(fields[5]) if len(fields) > 5 else 1

    def fen(self):
        rows = []
        for r in range(7, -1, -1):
            row, run = "", 0
            for f in range(8):
                p = self.board.get(r * 8 + f)
                if p is None:
                    run += 1
                    continue
                row += (str(run) if run else "") + p
                run = 0
            rows.append(row + (str(run) if run else ""))
        return "{} {} {} {} {} {}".format(
            "/".join(rows), "wb"[self.side], self.castling or "-",
            name(self.ep) if self.ep is not None else "-", self.halfmove, self.fullmove)

    def bitboard(self, colour_index, type_letter):
        return sum(1 << s for s, p in self.board.items()
                   if colour(p) == colour_index and p.lower() == type_letter)


def walk(square, df, dr):
    f, r = square % 8 + df, square // 8 + dr
    return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else None


def attacks_from(board, square):
    """The squares the piece on `square` attacks (sliders up to and including
    the first piece on each line)."""
    piece = board[square]
    kind = piece.lower()
    if kind == "p":
        dr = 1 if piece.isupper() else -1
        steps = [(-1, dr), (1, dr)]
        return {t for t in (walk(square, *s) for s in steps) if t is not None}
    if kind in "nk":
        steps = KNIGHT if kind == "n" else KING
        return {t for t in (walk(square, *s) for s in steps) if t is not None}
    lines = {"b": BISHOP, "r": ROOK, "q": ROOK + BISHOP}[kind]
    result = set()
    for df, dr in lines:
        t = walk(square, df, dr)
        while t is not None:
            result.add(t)
            if t in board:
                break
            t = walk(t, df, dr)
    return result


def attack_map(board, colour_index):
    squares = set()
    for s, p in board.items():
        if colour(p) == colour_index:
            squares |= attacks_from(board, s)
    return sum(1 << s for s in squares)


def king_square(board, colour_index):
    return next(s for s, p in board.items() if p == "Kk"[colour_index])


def in_check(board, colour_index):
    return attack_map(board, 1 - colour_index) >> king_square(board, colour_index) & 1 == 1


def checkers(pos):
    king = king_square(pos.board, pos.side)
    return sum(1 << s for s, p in pos.board.items()
               if colour(p) != pos.side and king in attacks_from(pos.board, s))


def pinned(pos):
    """Own pieces that are the only piece between the king and an enemy
    slider moving along that line."""
    king = king_square(pos.board, pos.side)
    result = 0
    for lines, movers in ((ROOK, "rq"), (BISHOP, "bq")):
        for df, dr in lines:
            first, t = None, walk(king, df, dr)
            while t is not None:
                if t in pos.board:
                    if first is None:
                        first = t
                    else:
                        p = pos.board[t]
                        if (colour(pos.board[first]) == pos.side and colour(p) != pos.side
                                and p.lower() in movers):
                            result |= 1 << first
                        break
                t = walk(t, df, dr)
    return result


def threats(pos, kings=True, own=True):
    """(attacker square, attacker piece, victim square, victim piece) with a
    piece as colour * 6 + type, attackers by square then victims by square."""
    def code(p):
        return colour(p) * 6 + TYPES.index(p.lower())
    pairs = []
    for a in sorted(pos.board):
        pa = pos.board[a]
        if not kings and pa.lower() == "k":
            continue
        for v in sorted(attacks_from(pos.board, a)):
            pv = pos.board.get(v)
            if pv is None or (not kings and pv.lower() == "k"):
                continue
            if not own and colour(pv) == colour(pa):
                continue
            pairs.append((a, code(pa), v, code(pv)))
    return pairs


def pseudo_moves(pos):
    """(from, to, promotion letter or '') of the side to move, king safety unchecked."""
    moves, board, side = [], pos.board, pos.side
    forward = 8 if side == 0 else -8
    start_rank, last_rank = (1, 7) if side == 0 else (6, 0)
    for s, p in board.items():
        if colour(p) != side:
            continue
        kind = p.lower()
        if kind == "p":
            targets = []
            one = s + forward
            if one not in board:
                targets.append(one)
                if s // 8 == start_rank and one + forward not in board:
                    moves.append((s, one + forward, ""))
            for t in attacks_from(board, s):
                if (t in board and colour(board[t]) != side) or t == pos.ep:
                    targets.append(t)
            for t in targets:
                if t // 8 == last_rank:
                    moves.extend((s, t, promo) for promo in "qrbn")
                else:
                    moves.append((s, t, ""))
        else:
            for t in attacks_from(board, s):
                if t not in board or colour(board[t]) != side:
                    moves.append((s, t, ""))
    # Castling: rights, the king and rook at home, empty squares between, the
    # king neither in check nor crossing an attacked square.
    back = 0 if side == 0 else 56
    enemy = attack_map(board, 1 - side)
    king, rook = "Kk"[side], "Rr"[side]
    for right, rook_square, empty, crossed in (
            ("Kk"[side], back + 7, (back + 5, back + 6), (back + 4, back + 5, back + 6)),
            ("Qq"[side], back, (back + 1, back + 2, back + 3), (back + 4, back + 3, back + 2))):
        if (right in pos.castling and board.get(back + 4) == king
                and board.get(rook_square) == rook and not any(e in board for e in empty)
                and not any(enemy >> c & 1 for c in crossed)):
            moves.append((back + 4, back + 6 if rook_square > back else back + 2, ""))
    return moves


def make(pos, move):
    """The position after `move` (clocks and castling rights kept up to date)."""
    s, t, promo = move
    child = Position.__new__(Position)
    board = dict(pos.board)
    piece = board.pop(s)
    captured = board.get(t)
    if piece.lower() == "p" and t == pos.ep:
        captured = board.pop(t - (8 if pos.side == 0 else -8))
    if piece.lower() == "k" and abs(t - s) == 2:  # castling moves the rook too
        rook_from, rook_to = (s + 3, s + 1) if t > s else (s - 4, s - 1)
        board[rook_to] = board.pop(rook_from)
    board[t] = (promo.upper() if pos.side == 0 else promo) if promo else piece
    child.board = board
    child.side = 1 - pos.side
    lost = {4: "KQ", 0: "Q", 7: "K", 60: "kq", 56: "q", 63: "k"}
    child.castling = "".join(c for c in pos.castling
                             if c not in lost.get(s, "") + lost.get(t, ""))
    child.ep = (s + t) // 2 if piece.lower() == "p" and abs(t - s) == 16 else None
    child.halfmove = 0 if piece.lower() == "p" or captured else pos.halfmove + 1
    child.fullmove = pos.fullmove + (pos.side == 1)
    return child


def legal_moves(pos):
    return [m for m in pseudo_moves(pos) if not in_check(make(pos, m).board, pos.side)]


def uci(move):
    s, t, promo = move
    return name(s) + name(t) + promo


# Positions with castling, en passant (a pinned one too), promotions and
# checks: the start, "Kiwipete" and further positions of the Chess
# Programming Wiki's "Perft Results" page.
SEED_FENS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2",
]


def random_positions(count, seed):
    """`count` positions met in random games from SEED_FENS (legal by
    construction), as FENs."""
    rng = random.Random(seed)
    fens = []
    while len(fens) < count:
        pos = Position(rng.choice(SEED_FENS))
        for _ in range(rng.randrange(1, 80)):
            moves = legal_moves(pos)
            if not moves:
                break
            pos = make(pos, rng.choice(moves))
            fens.append(pos.fen())
            if len(fens) == count:
                break
    return fens
