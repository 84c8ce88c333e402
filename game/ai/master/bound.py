"""The perfect-information bound: how well any player could place against three Easy.

``python -m game.ai.master.bound --rules eight-stop --matches 50`` plays the arena's deals
(the same seeds and seat rotations as ``python -m game.arena --seats master,easy,easy,easy
--seed 1``) with a seat that sees every hand, knows its rivals play Easy's rule, and searches
its own moves for the best place it can reach (``solver``). No player who sees only its own
hand can do better on average, so its mean place is a floor for Master's target against three
Easy. Gifts and hand-overs are Hard's; a position too big to solve is played as Hard would.

``--seer master`` seats Master instead, its deals of the unseen cards replaced by the true
hands and everything else as in the game (its time budget too): what knowing the cards is worth
to Master's search as it is. ``--seer master-deep`` gives it the one true deal searched to the
bound's 20 000 positions, within the same time: what is left is the clock. Their decision
times are printed too.

``--rivals hard`` seats another level in the rivals' chairs. The seeing seat still searches as
if they played Easy's rule, so its place is then no bound, only what seeing every card with
that model is worth against them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence

from game.ai import Opponent, make_opponent
from game.ai.driver import play_round, play_view, step
from game.ai.hard import HardOpponent
from game.ai.master.endgame import TooBig
from game.ai.master.opponent import MasterOpponent
from game.ai.master.solver import best_move, options
from game.ai.sampling import Dealer
from game.arena.__main__ import parse_rules
from game.arena.runner import Timed, match_seed, opponent_seed
from game.arena.stats import ci95, mean, percentile
from game.engine.match import Match
from game.engine.options import OptionError, Rules
from game.engine.view import PublicView

LIMIT = 20_000  # positions per decision (``--limit``)
SEERS = ("solver", "master", "master-deep")
RIVALS = ("easy", "normal", "hard")


class TrueDeal(Dealer):
    """Deals that are the match's true hands, every time."""

    def __init__(self, view: PublicView, match: Match) -> None:
        super().__init__(view)
        self.match = match

    def deal(self, rng: random.Random) -> list[list[int]]:
        assert self.match.round is not None
        return [list(h) for h in self.match.round.hands]


def seeing_master(match: Match, seed: int, deep: bool, limit: int = LIMIT) -> MasterOpponent:
    """Master whose deals are ``match``'s true hands (``deep``: one deal, the bound's
    ``limit`` positions)."""
    extra: dict = {"solve_deals": (1, 1), "solve_nodes": limit} if deep else {}
    return MasterOpponent(seed, dealer=lambda view: TrueDeal(view, match), **extra)


def play_seer(match: Match, seat: int, fallback: HardOpponent, counts: dict[str, int],
              limit: int = LIMIT) -> None:
    """The seeing seat's move: its best line in the true deal, or Hard's past the limit."""
    assert match.round is not None
    sim = match.round.copy()
    moves = options(sim)
    if len(moves) == 1:
        match.act(seat, moves[0])
        return
    try:
        move, _ = best_move(sim, seat, limit)
        counts["solved"] += 1
    except TooBig:
        move = fallback.choose_play(play_view(match, seat))
        counts["too big"] += 1
    match.act(seat, move)


def one_match(rules: Rules, seed: int, deal: int, rot: int, counts: dict[str, int],
              seer_kind: str = "solver", ms: list[float] | None = None,
              limit: int = LIMIT, rivals: str = "easy") -> list[int]:
    """The seeing seat's place in each round of one match (it sits where the arena puts the
    first agent in rotation ``rot``); a seeing Master's decision times go to ``ms``."""
    n = rules.players
    seer = (n - rot) % n
    ops: list[Opponent] = [make_opponent(rivals, opponent_seed(seed, deal, rot, s))
                           for s in range(n)]
    fallback = HardOpponent(opponent_seed(seed, deal, rot, seer))
    ops[seer] = fallback  # its gifts and hand-overs
    match = Match(rules, seed=match_seed(seed, deal))
    if seer_kind != "solver":
        master = seeing_master(match, opponent_seed(seed, deal, rot, seer),
                               seer_kind == "master-deep", limit)
        ops[seer] = Timed(master, [] if ms is None else ms)
    while not match.over:
        if seer_kind != "solver":
            play_round(match, ops)
            continue
        match.start_round()
        while match.phase in ("exchange", "play"):
            r = match.round
            if (match.phase == "play" and match.whose_move() == seer and r is not None
                    and r.owes is None):
                play_seer(match, seer, fallback, counts, limit)
            else:
                step(match, ops)
    return [order.index(seer) + 1 for order, _titles, _points in match.results]


def decision_ms(ms: list[float]) -> dict[str, float]:
    """Mean, p95 and p99 of decision times, in milliseconds (nothing timed: zeros)."""
    ms = ms or [0.0]
    return {"mean": round(mean(ms), 1), "p95": round(percentile(ms, 0.95), 1),
            "p99": round(percentile(ms, 0.99), 1)}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.master.bound", description=__doc__)
    p.add_argument("--rules", default="eight-stop")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--matches", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seer", choices=SEERS, default="solver",
                   help="who sees every hand: the solver (the bound), or Master given the true "
                        "hands as its deals (master-deep: one deal, searched deeper)")
    p.add_argument("--rivals", choices=RIVALS, default="easy",
                   help="the level in the other seats (the seeing seat models them as Easy)")
    p.add_argument("--limit", type=int, default=LIMIT,
                   help="positions a decision may take before it is played as Hard would")
    args = p.parse_args(argv)
    if args.limit < 1:
        print("--limit must be at least 1", file=sys.stderr)
        return 2
    try:
        rules = parse_rules(args.rules, args.players, None)
    except OptionError as e:
        print(e, file=sys.stderr)
        return 2
    start = time.perf_counter()
    counts = {"solved": 0, "too big": 0}
    per_deal: list[float] = []
    ms: list[float] = []
    by_round: dict[int, list[int]] = {}
    for deal in range(args.matches):
        places: list[int] = []
        for rot in range(rules.players):
            got = one_match(rules, args.seed, deal, rot, counts, args.seer, ms, args.limit,
                            args.rivals)
            places += got
            for i, place in enumerate(got):
                by_round.setdefault(i + 1, []).append(place)
        per_deal.append(mean(places))
    low, high = ci95(per_deal) or (float("nan"), float("nan"))
    rounds = {k: round(mean(v), 3) for k, v in sorted(by_round.items())}
    took = f"{time.perf_counter() - start:.0f} s"
    if args.seer == "solver":
        how = f"decisions solved {counts['solved']}, too big {counts['too big']}"
        extra: dict = counts
    else:
        timing = decision_ms(ms)
        how = "ms mean {mean} / p95 {p95} / p99 {p99}".format(**timing)
        extra = {"ms": timing}
    print(f"seeing seat ({args.seer}) against {rules.players - 1} {args.rivals.title()}, "
          f"{args.rules}, {args.matches} deals: mean place {mean(per_deal):.3f} "
          f"(95% {low:.3f}-{high:.3f}); by round {rounds}; {how}; {took}")
    print(json.dumps({"mean": mean(per_deal), "ci": [low, high], "rounds": rounds,
                      "per_deal": per_deal, **extra}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
