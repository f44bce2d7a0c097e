"""Perft spread over a Dask cluster: ``lanefill.dask.perft(client, depth)``.

The tree is split at a ply: the positions there, transpositions merged into
(position, multiplicity) pairs, go to the workers of a
``distributed.Client`` in batches. A worker counts each position twice, with
lanefill's inline kernels and with a kernel table of another algorithm (or
ISA), and refuses a disagreement; the driver sums multiplicity x count.
Dask recomputes the batches of a worker that dies mid-run, so the total
stays exact. A ``LocalCluster`` serves one machine; ``dask scheduler`` and
``dask worker`` serve many (docs/engines.md, "A perft too deep for one
machine").

Chess positions are FEN strings; Othello positions are (player, opponent)
bitboards, the side to move first, or OBF text. Othello follows the example
engine's conventions: ``finished="none"`` (Edax: a game over before the last
ply counts 0) or ``"leaf"`` (Aart Bik's table, Egaroucid: it counts 1); a
forced pass takes a ply.
"""

import lanefill

GAMES = ("chess", "othello")


class PerftMismatch(RuntimeError):
    """Two kernels counted one position differently on a worker."""


def _othello_discs(position):
    if position is None:
        return (0x0000000810000000, 0x0000001008000000)
    if isinstance(position, tuple):
        return position
    if isinstance(position, str):
        # Let the module parse OBF text and say what is wrong with it.
        lanefill.othello_perft(0, position=position)
        cells, side = position.split()
        black = sum(1 << i for i, c in enumerate(cells) if c == "X")
        white = sum(1 << i for i, c in enumerate(cells) if c == "O")
        return (black, white) if side == "X" else (white, black)
    raise TypeError("position must be OBF text, a (player, opponent) tuple, or None")


def othello_split(position, plies):
    """The Othello positions `plies` plies below `position`, each with the
    number of move sequences reaching it (transpositions merged), as a list
    of ((player, opponent), count, depth_used). A game over before `plies`
    stays at the ply where it ended (depth_used < plies): its count below is
    what the convention gives a finished game."""
    level = {_othello_discs(position): 1}
    finished = []
    for ply in range(plies):
        nxt = {}
        for (player, opponent), count in level.items():
            moves = lanefill.othello_moves(player, opponent)
            if moves == 0:
                if lanefill.othello_moves(opponent, player) == 0:
                    finished.append(((player, opponent), count, ply))
                    continue
                children = [(opponent, player)]  # a forced pass takes a ply
            else:
                children = []
                while moves:
                    sq = (moves & -moves).bit_length() - 1
                    moves &= moves - 1
                    flips = lanefill.othello_flips(sq, player, opponent)
                    children.append((opponent & ~flips, player | flips | 1 << sq))
            for child in children:
                nxt[child] = nxt.get(child, 0) + count
        level = nxt
    return [(discs, count, plies) for discs, count in sorted(level.items())] + finished


def _second_opinion(game):
    """The ISA whose kernel table gives a worker's second count: another
    supported ISA than the active one where there is one (its table of a
    set-wise algorithm, not the inline kernels)."""
    supported = lanefill.cpu()["supported"]
    active = lanefill.active_isa()
    others = [isa for isa in supported if isa != active]
    return others[-1] if others else active


def _count_batch(game, entries, depth, finished, check):
    """On a worker: the sum of count x perft(position, depth - ply) over a
    batch, each position counted twice when `check` (the inline kernels,
    then another ISA's kernel table)."""
    total = 0
    other = _second_opinion(game) if check else None
    for position, count, ply in entries:
        left = depth - ply
        if game == "chess":
            nodes = lanefill.perft(left, fen=position)
            if check:
                again = lanefill.perft(left, fen=position, isa=other, algorithm="kogge_stone")
        else:
            nodes = lanefill.othello_perft(left, position=position, finished=finished)
            if check:
                again = lanefill.othello_perft(left, position=position, finished=finished,
                                               isa=other)
        if check and again != nodes:
            raise PerftMismatch(f"{game} {position!r} depth {left}: inline kernels {nodes}, "
                                f"{other} tables {again}")
        total += count * nodes
    return total


def perft(client, depth, position=None, game="chess", split=None, batches=None,
          finished="none", check=True, progress=None, retries=3):
    """The perft of `position` (the start position if None) at `depth`,
    counted on the workers of `client` (a distributed.Client).

    split     the ply the tree is split at (default: chess 3, Othello 6, less
              for shallow depths)
    batches   how many tasks (default: 8 per worker)
    finished  Othello's convention, "none" or "leaf"
    check     count each position with two kernels and refuse a mismatch
    progress  called as progress(done, total) after each batch
    retries   how often a batch that raised is run again (a lost worker's
              batches are recomputed by Dask whatever this says)
    """
    if game not in GAMES:
        raise ValueError(f"game must be one of {GAMES}, got {game!r}")
    if not isinstance(depth, int) or not 0 <= depth <= 20:
        raise ValueError(f"depth must be 0..20, got {depth!r}")
    if finished not in ("none", "leaf"):
        raise ValueError("finished must be 'none' (Edax) or 'leaf' (Aart Bik, Egaroucid)")
    if split is None:
        split = min(3 if game == "chess" else 6, max(depth - 1, 0))
    if not isinstance(split, int) or not 0 <= split <= depth:
        raise ValueError(f"split must be 0..depth, got {split!r}")
    if game == "chess":
        entries = [(fen, count, split) for fen, count in lanefill.perft_split(split, fen=position)]
    else:
        entries = othello_split(position, split)
    if not entries:
        return 0
    if batches is None:
        batches = 8 * max(len(client.scheduler_info()["workers"]), 1)
    batches = max(1, min(batches, len(entries)))
    # Interleaved, so that each batch gets positions from all over the tree.
    parts = [entries[i::batches] for i in range(batches)]
    futures = client.map(_count_batch, [game] * batches, parts, [depth] * batches,
                         [finished] * batches, [check] * batches, pure=False, retries=retries)
    from distributed import as_completed  # imported here: lanefill does not need Dask

    total = 0
    for done, future in enumerate(as_completed(futures), start=1):
        total += future.result()
        if progress is not None:
            progress(done, batches)
    return total
