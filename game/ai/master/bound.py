"""The perfect-information bound: how well any player could place against three Easy.

``python -m game.ai.master.bound --rules eight-stop --matches 50`` plays the arena's deals
(the same seeds and seat rotations as ``python -m game.arena --seats master,easy,easy,easy
--seed 1``) with a seat that sees every hand, knows its rivals play Easy's rule, and searches
its own moves for the best place it can reach (``solver``). No player who sees only its own
hand can do better on average, so its mean place is a floor for Master's target against three
Easy. Gifts and hand-overs are Hard's; a position too big to solve is played as Hard would.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence

from game.ai import make_opponent
from game.ai.driver import play_view, step
from game.ai.hard import HardOpponent
from game.ai.master.endgame import TooBig
from game.ai.master.sim import Sim
from game.ai.master.solver import best_move, options
from game.arena.__main__ import parse_rules
from game.arena.runner import match_seed, opponent_seed
from game.arena.stats import ci95, mean
from game.engine.match import Match
from game.engine.options import OptionError, Rules

LIMIT = 20_000  # positions per decision


def play_seer(match: Match, seat: int, fallback: HardOpponent, counts: dict[str, int]) -> None:
    """The seeing seat's move: its best line in the true deal, or Hard's past the limit."""
    assert match.round is not None
    sim = Sim.of_round(match.round)
    moves = options(sim)
    if len(moves) == 1:
        match.act(seat, moves[0])
        return
    try:
        move, _ = best_move(sim, seat, LIMIT)
        counts["solved"] += 1
    except TooBig:
        move = fallback.choose_play(play_view(match, seat))
        counts["too big"] += 1
    match.act(seat, move)


def one_match(rules: Rules, seed: int, deal: int, rot: int, counts: dict[str, int]
              ) -> list[int]:
    """The seeing seat's place in each round of one match (it sits where the arena puts the
    first agent in rotation ``rot``)."""
    n = rules.players
    seer = (n - rot) % n
    ops = [make_opponent("easy", opponent_seed(seed, deal, rot, s)) for s in range(n)]
    fallback = HardOpponent(opponent_seed(seed, deal, rot, seer))
    ops[seer] = fallback  # its gifts and hand-overs
    match = Match(rules, seed=match_seed(seed, deal))
    while not match.over:
        match.start_round()
        while match.phase in ("exchange", "play"):
            r = match.round
            if (match.phase == "play" and match.whose_move() == seer and r is not None
                    and r.owes is None):
                play_seer(match, seer, fallback, counts)
            else:
                step(match, ops)
    return [order.index(seer) + 1 for order, _titles, _points in match.results]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.master.bound", description=__doc__)
    p.add_argument("--rules", default="eight-stop")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--matches", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    try:
        rules = parse_rules(args.rules, args.players, None)
    except OptionError as e:
        print(e, file=sys.stderr)
        return 2
    start = time.perf_counter()
    counts = {"solved": 0, "too big": 0}
    per_deal: list[float] = []
    by_round: dict[int, list[int]] = {}
    for deal in range(args.matches):
        places: list[int] = []
        for rot in range(rules.players):
            got = one_match(rules, args.seed, deal, rot, counts)
            places += got
            for i, place in enumerate(got):
                by_round.setdefault(i + 1, []).append(place)
        per_deal.append(mean(places))
    low, high = ci95(per_deal) or (float("nan"), float("nan"))
    rounds = {k: round(mean(v), 3) for k, v in sorted(by_round.items())}
    print(f"seeing seat against {rules.players - 1} Easy, {args.rules}, {args.matches} deals: "
          f"mean place {mean(per_deal):.3f} (95% {low:.3f}-{high:.3f}); by round {rounds}; "
          f"decisions solved {counts['solved']}, too big {counts['too big']}; "
          f"{time.perf_counter() - start:.0f} s")
    print(json.dumps({"mean": mean(per_deal), "ci": [low, high], "rounds": rounds, **counts}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
