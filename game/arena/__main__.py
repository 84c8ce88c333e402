"""Command line of the arena: ``python -m game.arena --seats hard,easy,easy,easy``."""

from __future__ import annotations

import argparse
import json
import sys
import time

from game.ai import AGENTS
from game.arena.report import summary, table
from game.arena.runner import run
from game.engine import options
from game.engine.options import PRESET_CHANGES, PRESETS, OptionError, Rules, from_dict


def parse_rules(text: str, players: int, rounds: int | None) -> Rules:
    """``daifugo``, ``eight-stop,jokers=1`` or ``runs=true,revolution=true`` (from Standard).

    The seats set the players, unless the rules name a count (``players=5``, or a preset that
    fixes one, as UECda's 5): then the seats must match it.
    """
    base, changes = options.parse_rules(text)
    fixed = changes.get("players", PRESET_CHANGES.get(base.preset_name or "", {}).get("players"))
    if fixed is not None and fixed != players:
        raise OptionError(f"--rules says {fixed} players, --seats names {players}.")
    changes["players"] = players
    if rounds is not None:
        changes["rounds"] = rounds
    return from_dict(changes, base)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m game.arena",
        description="Seeded matches between computer opponents, seats rotated over the same "
                    "deals so card luck cancels.",
    )
    p.add_argument("--seats", default="hard,easy,easy,easy",
                   help=f"one agent per seat, comma-separated; agents: {', '.join(AGENTS)}")
    p.add_argument("--rules", default="eight-stop",
                   help=f"a preset ({', '.join(PRESETS)}) and/or options such as "
                        "jokers=2,runs=true (options alone start from standard)")
    p.add_argument("--matches", type=int, default=100,
                   help="deals; each is played once per rotation of the seats (default 100)")
    p.add_argument("--rounds", type=int, default=None, help="rounds per match (default: rules)")
    p.add_argument("--seed", type=int, default=1, help="seed of the deals and the agents")
    p.add_argument("--json", action="store_true", help="end with the figures as one JSON line")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--places", metavar="FILE", default=None,
                   help="also write every agent's places deal by deal to FILE (JSON), for "
                        "python -m game.arena.paired")
    return p.parse_args(argv)


class Progress:
    """A progress bar on stderr: redrawn in place on a terminal, every 10% otherwise."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.start = time.monotonic()
        self.tty = sys.stderr.isatty()
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        tenth = done * 10 // total
        if not self.tty and tenth == self.shown:
            return
        self.shown = tenth
        spent = time.monotonic() - self.start
        eta = spent / done * (total - done)
        bar = "#" * (done * 30 // total)
        line = f"[{bar:<30}] {done}/{total} deals  {spent:.0f}s, about {eta:.0f}s left"
        sys.stderr.write(("\r" + line) if self.tty else line + "\n")
        if self.tty and done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        unknown = [s for s in seats if s not in AGENTS]
        if unknown:
            raise OptionError(f"Unknown agent '{unknown[0]}' (choose from: {', '.join(AGENTS)}).")
        if args.matches < 1:
            raise OptionError("--matches must be at least 1.")
        rules = parse_rules(args.rules, len(seats), args.rounds)
    except OptionError as exc:
        print(f"arena: error: {exc}", file=sys.stderr)
        return 2
    tallies = run(rules, seats, args.matches, args.seed, Progress(not args.quiet))
    result = summary(tallies)
    name = rules.preset_name or "custom"
    print(f"{len(seats)} players, rules {name} {rules.to_dict()}, {args.matches} deals x "
          f"{len(seats)} seatings x {rules.rounds} rounds, seed {args.seed}")
    print(table(result, tallies))
    if args.json:
        print(json.dumps(result))
    if args.places:
        places = {name: {str(d): p for d, p in t.places.items()} for name, t in tallies.items()}
        with open(args.places, "w", encoding="utf-8") as f:
            json.dump(places, f)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
