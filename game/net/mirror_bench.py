"""What a remote seat's screen adds to the wire's latency: reading one state into the mirror.

    python -m game.net.mirror_bench --seats 6 --rounds 5

Plays a match in this process and times, for every state every seat is sent, the client's
whole reading of it (framing, the schema, the view and the events decoded, the seats turned,
the engine's round built from the view); prints p50, p99 and the worst.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai import make_opponent
from game.ai.driver import step
from game.engine.match import Match
from game.engine.options import preset
from game.net import schema, wire
from game.net.host import state_message
from game.net.mirror import Mirror


def run(seats: int, rounds: int, seed: int) -> list[float]:
    rules = preset("house").with_(players=seats, rounds=rounds)
    match = Match(rules, seed=seed, events=[])
    ops = [make_opponent("easy", s) for s in range(seats)]
    mirrors = [Mirror(rules, s, [""] * seats, lambda k, v: None) for s in range(seats)]
    heard = [0] * seats
    times: list[float] = []
    seq = 0
    while not match.over:
        match.start_round()
        while True:
            seq += 1
            assert match.events is not None
            for seat, mirror in enumerate(mirrors):
                data = wire.encode(state_message(match, seat, seq, match.events[heard[seat]:]))
                heard[seat] = len(match.events)
                t0 = time.perf_counter()
                (msg,) = wire.Framer(1 << 22).feed(data)
                mirror.receive(schema.validate(msg, schema.HOST))
                times.append(time.perf_counter() - t0)
            if match.phase not in ("exchange", "play"):
                break
            step(match, ops)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.net.mirror_bench")
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    ms = sorted(x * 1000 for x in run(args.seats, args.rounds, args.seed))
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    print(f"{len(ms)} states read: p50 {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, "
          f"worst {ms[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
