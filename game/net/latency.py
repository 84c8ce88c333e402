"""The latency benchmark: from a remote click to every screen showing the play, on the loopback.

    python -m game.net.latency --seats 6 --hostile 50 --rounds 5

A host in this process, one client process per seat (a computer level answering each ask at
once), and ``--hostile`` connections that keep calling with garbage and slow drips. Each client
notes when it sent an answer and when each state arrived (the system-wide monotonic clock,
so the processes' times compare); the figure for one play is the time from its answer leaving
its client to the last of the six clients receiving the state that shows it. It prints p50,
p90, p99 and the worst, and whether the match came out as the same match in one process.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from game.ai import make_opponent, play_match
from game.engine.options import preset
from game.net import wire
from game.net.client import Client, answer
from game.net.host import REMOTE, Host, Seat
from game.record.serialize import record_of, serialize

ROOT = Path(__file__).resolve().parents[2]


def _client(port: int, code: str, level: str) -> None:
    """One seat: answer every ask at once; print the send and arrival times."""
    client = Client("127.0.0.1", port, code, "")
    assert client.seat is not None
    opponent = make_opponent(level, client.seat)
    sent: dict[int, float] = {}  # seq answered -> when the answer left
    arrived: dict[int, float] = {}  # seq of a state -> when it arrived
    while True:
        msg = client.recv()
        now = time.monotonic()
        if msg["t"] == "match_over":
            break
        if msg["t"] != "state":
            continue
        arrived[msg["seq"]] = now
        if msg["ask"] is not None:
            kind, value = answer(opponent, msg)
            sent[msg["seq"]] = time.monotonic()
            if kind == "play":
                client.play(msg["seq"], value)
            else:
                client.cards(msg["seq"], value)
    print(json.dumps({"seat": client.seat, "sent": sent, "arrived": arrived}), flush=True)
    client.close()


def _hostile(port: int, count: int, stop: threading.Event) -> int:
    """Keep ``count`` hostile connections calling until ``stop``; how many calls were made."""
    calls = 0
    socks: list[socket.socket] = []
    while not stop.is_set():
        while len(socks) < count:
            s = socket.socket()
            s.setblocking(False)
            s.connect_ex(("127.0.0.1", port))
            socks.append(s)
            calls += 1
        for s in list(socks):
            try:
                s.send(b"\x00" if calls % 2 else wire.encode({"t": "hello"})[:3])
                if s.recv(65536, socket.MSG_DONTWAIT) == b"":
                    raise ConnectionError
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                socks.remove(s)
                s.close()
        time.sleep(0.05)
    for s in socks:
        s.close()
    return calls


def run(seats: int, hostile: int, rounds: int, level: str, seed: int) -> dict:
    rules = preset("house").with_(players=seats, rounds=rounds)
    host = Host(rules, [Seat(REMOTE, level)] * seats, seed=seed)
    _, port = host.open()
    serving = threading.Thread(target=host.serve, kwargs={"timeout": 600}, daemon=True)
    stop = threading.Event()
    calls: list[int] = []
    attacker = threading.Thread(target=lambda: calls.append(_hostile(port, hostile, stop)))
    attacker.start()
    serving.start()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-m", "game.net.latency", "--client",
                               str(port), host.code, level], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, text=True) for _ in range(seats)]
    outs = [json.loads(p.communicate(timeout=600)[0].strip().splitlines()[-1]) for p in procs]
    serving.join(600)
    stop.set()
    attacker.join()
    host.close()
    same = serialize(host.match.log) == record_of(play_match(
        rules, [make_opponent(level, s) for s in range(seats)], seed=seed))
    return {"latencies": _latencies(outs), "same_match": same, "over": host.match.over,
            "hostile_calls": calls[0] if calls else 0, "dropped": len(host.dropped)}


def _latencies(outs: list[dict]) -> list[float]:
    """Per answered ask: the last arrival of the next state, less the answer's sending."""
    arrived = [{int(k): v for k, v in o["arrived"].items()} for o in outs]
    out = []
    for o in outs:
        for seq, t0 in o["sent"].items():
            after = [a.get(int(seq) + 1) for a in arrived]
            if all(t is not None for t in after):
                out.append(max(t for t in after if t is not None) - t0)
    return out


def _pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.net.latency")
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--hostile", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--client", nargs=3, metavar=("PORT", "CODE", "LEVEL"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.client:
        _client(int(args.client[0]), args.client[1], args.client[2])
        return 0
    r = run(args.seats, args.hostile, args.rounds, args.level, args.seed)
    ms = [x * 1000 for x in r["latencies"]]
    print(f"seats {args.seats}, hostile connections {args.hostile} "
          f"({r['hostile_calls']} calls, {r['dropped']} closed), {len(ms)} plays timed")
    print(f"click to every screen: p50 {statistics.median(ms):.2f} ms, "
          f"p90 {_pct(ms, 0.9):.2f} ms, p99 {_pct(ms, 0.99):.2f} ms, worst {max(ms):.2f} ms")
    print(f"match over: {r['over']}; the same match as in one process: {r['same_match']}")
    return 0 if r["over"] and r["same_match"] else 1


if __name__ == "__main__":
    sys.exit(main())
