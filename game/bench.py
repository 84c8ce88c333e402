"""Engine speed: ``python -m game.bench [--rounds N] [--players P] [--seed S]``.

Plays whole matches between random legal players (seeded, so every run plays the same games)
for each preset and for every option on, and prints rounds per second and the time to generate
the legal plays of the seat to act (mean and 99th percentile, in microseconds). One process, one
core; the timing of each generation call is included in the rounds per second.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from dataclasses import dataclass, field

from game.engine.match import Match
from game.engine.options import (
    ALL_ON,
    EVERYTHING,
    PRESETS,
    OptionError,
    Rules,
    parse_rules,
)

CONFIGS: dict[str, Rules] = {**PRESETS, "everything": EVERYTHING,
                              "all-house": ALL_ON}


@dataclass
class Tally:
    rounds: int = 0
    seconds: float = 0.0
    gen_ns: list[int] = field(default_factory=list)
    plays_listed: int = 0

    @property
    def rounds_per_second(self) -> float:
        return self.rounds / self.seconds if self.seconds else 0.0

    def gen_us(self, quantile: float | None = None) -> float:
        """Mean (or the ``quantile``) generation time in microseconds."""
        if not self.gen_ns:
            return 0.0
        if quantile is None:
            return sum(self.gen_ns) / len(self.gen_ns) / 1000
        ordered = sorted(self.gen_ns)
        return ordered[min(len(ordered) - 1, int(quantile * len(ordered)))] / 1000


def play_match(rules: Rules, seed: int, rng: random.Random, tally: Tally, budget: int) -> None:
    """One match (or its first ``budget`` rounds) between random legal players."""
    match = Match(rules, seed=seed)
    clock = time.perf_counter_ns
    while not match.over and budget > 0:
        match.start_round()
        while True:
            phase = match.phase
            if phase == "exchange":
                seat = match.whose_move()
                step = match.pending_gift()
                assert seat is not None and step is not None
                match.give(seat, rng.sample(match.hands[seat], step.count))
                continue
            if phase != "play":
                break
            round_ = match.round
            assert round_ is not None and round_.turn is not None
            if round_.owes is not None:
                match.hand_over(round_.turn, rng.sample(round_.hands[round_.turn],
                                                        round_.owes[1]))
                continue
            start = clock()
            plays = round_.legal_plays()
            tally.gen_ns.append(clock() - start)
            tally.plays_listed += len(plays)
            choice = rng.randrange(len(plays) + round_.can_pass())
            match.act(round_.turn, plays[choice] if choice < len(plays) else None)
        tally.rounds += 1
        budget -= 1


def measure(rules: Rules, rounds: int, seed: int) -> Tally:
    tally = Tally()
    rng = random.Random(seed)
    match_seed = seed
    start = time.perf_counter()
    while tally.rounds < rounds:
        play_match(rules, match_seed, rng, tally, rounds - tally.rounds)
        match_seed += 1
    tally.seconds = time.perf_counter() - start
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--rounds", type=int, default=2000, help="rounds per rule set")
    parser.add_argument("--players", type=int, default=4, choices=range(3, 7))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default=None,
                        help="measure only these rules: a preset and/or options, as in the "
                             "arena (e.g. daifugo,pass_is_final=false); default: every preset")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    configs = CONFIGS
    if args.rules is not None:
        try:
            base, changes = parse_rules(args.rules)
            configs = {base.with_(**changes).preset_name or "custom": base.with_(**changes)}
        except OptionError as exc:
            parser.error(str(exc))
    print(f"President engine: {args.players} players, random legal players, seed {args.seed}, "
          f"{args.rounds} rounds per rule set (Python {platform.python_version()})")
    print(f"{'rules':<12} {'rounds/s':>9} {'gen mean us':>12} {'gen p99 us':>11} "
          f"{'plays/call':>11}")
    for name, rules in configs.items():
        tally = measure(rules.with_(players=args.players), args.rounds, args.seed)
        per_call = tally.plays_listed / max(1, len(tally.gen_ns))
        print(f"{name:<12} {tally.rounds_per_second:>9.0f} {tally.gen_us():>12.1f} "
              f"{tally.gen_us(0.99):>11.1f} {per_call:>11.1f}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
