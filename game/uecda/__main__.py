"""``python -m game.uecda join|serve``: our levels at a UECda table, or a UECda server.

    python -m game.uecda join --host H --port P --level master
    python -m game.uecda serve --port 42485 --games 100
"""

from __future__ import annotations

import argparse
import json
import sys

from game.ai import LEVELS, make_opponent
from game.uecda.client import Program
from game.uecda.server import UecdaServer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.uecda")
    sub = parser.add_subparsers(dest="command", required=True)
    j = sub.add_parser("join", help="play one of our levels in a UECda server")
    j.add_argument("--host", default="127.0.0.1")
    j.add_argument("--port", type=int, default=42485)
    j.add_argument("--level", default="normal", choices=LEVELS)
    j.add_argument("--name", default="president")
    j.add_argument("--seed", type=int, default=0)
    s = sub.add_parser("serve", help="a UECda server on this game's engine")
    s.add_argument("--bind", default="127.0.0.1")
    s.add_argument("--port", type=int, default=42485)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        if args.command == "join":
            program = Program(args.host, args.port, make_opponent(args.level, args.seed),
                              args.name)
            games = program.run()
            print(json.dumps({"player": program.number, "games": games,
                              "rejected": program.rejected}), flush=True)
            return 0
        server = UecdaServer(args.games, args.seed, args.bind, args.port)
        print(json.dumps({"port": server.open()}), flush=True)
        stats = server.serve()
        print(json.dumps({"games": stats.games, "rejected": stats.rejected}), flush=True)
        return 0
    except (OSError, ValueError) as exc:
        print(f"stopped: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
