"""``python -m game.net host|join``: a table over the network from the command line.

    python -m game.net host --rules daifugo --seats remote,remote,remote,normal --seed 7
    python -m game.net host --rules uecda --seats uecda,normal,normal,easy,easy
    python -m game.net join --host 127.0.0.1 --port 5050 --code ABC234 --level normal
"""

from __future__ import annotations

import argparse
import json
import logging
import sys

from game.ai import LEVELS, make_opponent
from game.engine.options import OptionError, parse_rules
from game.net.client import Client, Closed, play_bot
from game.net.host import COMPUTER, REMOTE, UECDA, Host, Seat
from game.net.wire import ProtocolError


def _seats(text: str) -> list[Seat]:
    out = []
    for item in text.split(","):
        item = item.strip()
        if item == REMOTE:
            out.append(Seat(REMOTE))
        elif item.startswith(REMOTE + ":"):
            out.append(Seat(REMOTE, level=item.split(":", 1)[1]))
        elif item == UECDA:
            out.append(Seat(UECDA))
        elif item.startswith(UECDA + ":"):
            out.append(Seat(UECDA, level=item.split(":", 1)[1]))
        elif item in LEVELS:
            out.append(Seat(COMPUTER, level=item))
        else:
            raise ValueError(f"'{item}' is not a seat (remote, remote:LEVEL, uecda, uecda:LEVEL "
                             "or a level)")
    return out


def _host(args: argparse.Namespace) -> int:
    rules, changes = parse_rules(args.rules)
    rules = rules.with_(**changes) if changes else rules
    seats = _seats(args.seats)
    rules = rules if len(seats) == rules.players else rules.with_(players=len(seats))
    host = Host(rules, seats, seed=args.seed, bind=args.bind, port=args.port, code=args.code,
                uecda_port=args.uecda_port)
    addr, port = host.open()
    print(json.dumps({"host": addr, "port": port, "code": host.code,
                      "uecda_port": host.uecda_port}), flush=True)
    try:
        host.serve(timeout=args.timeout)
    finally:
        host.close()
    print(json.dumps({"over": host.match.over, "totals": host.match.totals,
                      "dropped": host.dropped}), flush=True)
    return 0 if host.match.over else 1


def _join(args: argparse.Namespace) -> int:
    try:
        client = Client(args.host, args.port, args.code, args.name, timeout=args.timeout)
        assert client.seat is not None
        seed = client.seat if args.seed is None else args.seed
        over = play_bot(client, make_opponent(args.level, seed))
    except (Closed, ProtocolError, OSError) as exc:
        print(f"left the table: {exc}", file=sys.stderr)
        return 1
    print(json.dumps({"seat": client.seat, "totals": over["totals"]}), flush=True)
    client.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.net")
    sub = parser.add_subparsers(dest="command", required=True)
    h = sub.add_parser("host", help="open a table and referee the match")
    h.add_argument("--rules", default="eight-stop")
    h.add_argument("--seats", default="remote,remote,remote,normal")
    h.add_argument("--seed", type=int, default=0)
    h.add_argument("--bind", default="127.0.0.1", help="127.0.0.1: this machine; 0.0.0.0: LAN")
    h.add_argument("--port", type=int, default=0)
    h.add_argument("--code", default=None)
    h.add_argument("--uecda-port", type=int, default=0, help="where UECda programs join")
    h.add_argument("--timeout", type=float, default=None)
    j = sub.add_parser("join", help="play a table's seat with a computer level")
    j.add_argument("--host", default="127.0.0.1")
    j.add_argument("--port", type=int, required=True)
    j.add_argument("--code", required=True)
    j.add_argument("--name", default="")
    j.add_argument("--level", default="normal", choices=LEVELS)
    j.add_argument("--seed", type=int, default=None)
    j.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    try:
        return _host(args) if args.command == "host" else _join(args)
    except (OptionError, ValueError) as exc:
        print(exc, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
