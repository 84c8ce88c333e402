"""Play-out speed, side by side in one run: ``python -m game.ai.master.bench``.

Times three play-outs of the same positions (deals that fit one seat's view of round 1, as
the search plays them):
today's ``engine_playout`` (Easy for every seat on ``Round.act``), the same Easy choices on
the engine's fast path (``State``: the one transition with no events, history or checks;
compared like for like, both finish every seat in the same places, which a test checks),
and Master's own play-out with the learned policy, each cold (nothing remembered) and warm
(as within one search).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from game.ai.master.greedy import easy_move
from game.ai.master.policy import Policy, play_out
from game.ai.rollout import engine_playout, sim_playout
from game.ai.sampling import Dealer
from game.engine.match import Match
from game.engine.movegen import forget
from game.engine.options import PRESETS, Rules
from game.engine.plays import Play
from game.engine.round import Round
from game.engine.state import State
from game.engine.view import view_of


def worlds(rules: Rules, roots: int, deals: int) -> list[tuple[Round, int]]:
    """Positions as a search meets them: ``roots`` dealt rounds, each seen by one seat and
    dealt again ``deals`` times in ways that fit that seat's view."""
    rng = random.Random(7)
    out: list[tuple[Round, int]] = []
    for seed in range(roots):
        m = Match(rules, seed=seed)
        m.start_round()
        r = m.round
        assert r is not None
        me = seed % rules.players
        view = view_of(r, me)
        dealer = Dealer(view)
        out.extend((view.to_round(dealer.deal(rng)), me) for _ in range(deals))
    return out


def clock(fn: Callable[[], object]) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def best_of(repeat: int, fn: Callable[[], object], cold: bool) -> float:
    """The shortest of ``repeat`` runs of ``fn`` (``cold``: each with nothing remembered); on
    a shared machine the shortest is the least disturbed."""
    best = float("inf")
    for _ in range(repeat):
        if cold:
            forget()
        best = min(best, clock(fn))
    return best


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.master.bench")
    p.add_argument("--rules", default="daifugo", choices=list(PRESETS))
    p.add_argument("--roots", type=int, default=40)
    p.add_argument("--deals", type=int, default=25, help="play-outs per root position")
    p.add_argument("--repeat", type=int, default=3, help="runs per line; the best counts")
    args = p.parse_args(argv)
    rules = PRESETS[args.rules]
    pos = worlds(rules, args.roots, args.deals)
    sims = [(r.copy(), me) for r, me in pos]
    from game.ai.master.weights import policy as shipped

    pol: Policy = shipped()
    places: list[list[int]] = [[], []]

    def engine() -> None:
        places[0] = [engine_playout(r.clone(), me) for r, me in pos]

    def sim_easy() -> None:
        places[1] = [sim_playout(s.copy(), me) for s, me in sims]

    def sim_policy() -> None:
        rng = random.Random(1)
        for s, me in sims:
            play_out(s.copy(), me, pol, rng)

    n = len(pos)
    print(f"rules {args.rules}, {args.roots} positions x {args.deals} deals each, {n} "
          f"play-outs per line, the best of {args.repeat} runs; cold: the fast path starts "
          f"each run with nothing remembered, warm: with what the run before left")
    base = best_of(args.repeat, engine, False)
    print(f"  {'engine_playout (Easy, Round.act):':34} {base / n * 1000:.3f} ms per play-out")
    for name, fn in (("fast path, Easy", sim_easy), ("fast path, learned policy", sim_policy)):
        cold = best_of(args.repeat, fn, True)
        warm = best_of(args.repeat, fn, False)
        print(f"  {name + ':':34} {cold / n * 1000:.3f} ms cold, {base / cold:.2f}x as fast; "
              f"{warm / n * 1000:.3f} ms warm, {base / warm:.2f}x")
    same = sum(a == b for a, b in zip(*places))
    print(f"  Easy's places equal on both engines: {same}/{n}")
    transitions(pos, sims)
    return 0


def actions(sim: State, me: int) -> list[tuple[int, Play | None]]:
    """Easy's play-out as a list of (seat, play or None), made on the fast path."""
    out: list[tuple[int, Play | None]] = []
    while sim.turn is not None and me not in sim.finished:
        if sim.owes is not None:
            return out  # the benchmark's actions are plays and passes only
        seat, play = sim.turn, easy_move(sim)
        out.append((seat, play))
        sim.act(seat, play)
    return out


def transitions(pos: list[tuple[Round, int]], sims: list[tuple[State, int]]) -> None:
    """The engine path alone: the same actions through ``Round.act`` and ``State.act``."""
    lines = [actions(s.copy(), me) for s, me in sims]

    def on_round() -> None:
        for (r, _), line in zip(pos, lines):
            c = r.clone()
            for seat, play in line:
                c.act(seat, play)

    def on_sim() -> None:
        for (s, _), line in zip(sims, lines):
            c = s.copy()
            for seat, play in line:
                c.act(seat, play)

    a, b = clock(on_round), clock(on_sim)
    steps = sum(len(line) for line in lines)
    print(f"  the actions alone ({steps}): Round.act {a / steps * 1e6:.2f} us, "
          f"State.act {b / steps * 1e6:.2f} us each, {a / b:.2f}x as fast")


if __name__ == "__main__":
    raise SystemExit(main())
