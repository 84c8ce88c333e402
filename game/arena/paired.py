"""Two arena runs over the same deals, paired deal by deal: ``python -m game.arena.paired
A.json AGENT_A B.json AGENT_B`` (files written by ``python -m game.arena --places FILE``).
Prints the mean place of AGENT_A in A minus AGENT_B in B over the deals both played, with its
95% interval (negative: A's agent finishes better)."""

from __future__ import annotations

import json
import sys

from game.arena.stats import ci95, mean

Places = dict[str, list[int]]


def paired(a: Places, b: Places) -> tuple[float, tuple[float, float] | None, int]:
    """The mean of the per-deal differences of mean place, its interval, the deals paired."""
    diffs = [mean(a[d]) - mean(b[d]) for d in a if d in b]
    return mean(diffs), ci95(diffs), len(diffs)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as f:
        a = json.load(f)[args[1]]
    with open(args[2], encoding="utf-8") as f:
        b = json.load(f)[args[3]]
    diff, ci, n = paired(a, b)
    ci_text = f"[{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "n/a"
    print(f"{args[1]} ({args[0]}) - {args[3]} ({args[2]}), {n} deals: {diff:+.3f} {ci_text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
