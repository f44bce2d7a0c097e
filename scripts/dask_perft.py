#!/usr/bin/env python3
"""Perft on a Dask cluster, from the command line (lanefill.dask.perft).

    # one machine: a LocalCluster of worker processes
    PYTHONPATH=build/python /usr/bin/python3 scripts/dask_perft.py 7
    # many: `dask scheduler` on one host, `dask worker tcp://HOST:8786` on each
    # (with the lanefill module importable there), then
    python3 scripts/dask_perft.py 9 --scheduler tcp://HOST:8786
"""

import argparse
import sys
import time


def main():
    parser = argparse.ArgumentParser(description="perft on a Dask cluster (lanefill.dask)")
    parser.add_argument("depth", type=int)
    parser.add_argument("--game", choices=("chess", "othello"), default="chess")
    parser.add_argument("--position", help="a FEN (chess) or OBF text (Othello)")
    parser.add_argument("--finished", choices=("none", "leaf"), default="none",
                        help="Othello: what a game over before the last ply counts")
    parser.add_argument("--scheduler", help="a running scheduler's address; else a LocalCluster")
    parser.add_argument("--workers", type=int, default=2, help="LocalCluster worker processes")
    parser.add_argument("--split", type=int, help="the ply the tree is split at")
    parser.add_argument("--no-check", action="store_true",
                        help="count each position once (no second kernel)")
    args = parser.parse_args()

    from distributed import Client, LocalCluster

    import lanefill
    import lanefill.dask

    cluster = None
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        workers = len(client.scheduler_info()["workers"])
        print(f"{args.game} perft {args.depth} on {workers} workers (lanefill "
              f"{lanefill.__version__}, driver's ISA {lanefill.active_isa()})", flush=True)
        start = time.perf_counter()

        def progress(done, total):
            print(f"\r  {done}/{total} batches, {time.perf_counter() - start:.1f} s",
                  end="", file=sys.stderr, flush=True)

        nodes = lanefill.dask.perft(client, args.depth, position=args.position, game=args.game,
                                    split=args.split, finished=args.finished,
                                    check=not args.no_check, progress=progress)
        print(file=sys.stderr)
        print(f"nodes: {nodes}")
        print(f"time: {time.perf_counter() - start:.2f} s"
              f"{'' if args.no_check else ' (every position counted twice)'}")
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


if __name__ == "__main__":
    main()
