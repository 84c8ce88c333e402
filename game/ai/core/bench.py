"""The compiled core against the Python fast path, side by side in one run:
``python -m game.ai.core.bench``.

First Easy's play-outs of the same positions on both (play-outs a second, and the places they
agree on), the policy's play-outs, and the solver of Master's solved deals (positions a
second); then decisions of Master's searches with and without the core (the time each takes
and the play-outs or solved deals it weighs).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from game.ai import core
from game.ai.master.bench import worlds
from game.ai.master.greedy import easy_move
from game.ai.master.opponent import MasterOpponent
from game.ai.master.search import Budget
from game.ai.rollout import sim_playout
from game.engine.match import Match
from game.engine.options import PRESETS, Rules
from game.engine.view import PublicView, view_of


def playout_speed(rules: Rules, roots: int, deals: int, repeat: int) -> None:
    pos = [(r.copy(), me) for r, me in worlds(rules, roots, deals)]
    n = len(pos)
    got: dict[str, list[int]] = {}

    def python() -> None:
        got["python"] = [sim_playout(s.copy(), me) for s, me in pos]

    def compiled() -> None:
        places: list[int] = []
        for me in sorted({me for _, me in pos}):  # one batch per seat
            places.extend(core.core().playouts(core.flags(rules),
                                               [core.pack(s) for s, m in pos if m == me], me))
        got["core"] = places

    def best(fn: Callable[[], None]) -> float:
        return min(_clock(fn) for _ in range(repeat))

    a, b = best(python), best(compiled)
    order = [i for me in sorted({me for _, me in pos}) for i, (_, m) in enumerate(pos) if m == me]
    same = sum(got["python"][i] == got["core"][k] for k, i in enumerate(order))
    print(f"Easy's play-outs, {n} positions ({roots} deals x {deals} guesses), best of {repeat}:")
    print(f"  Python fast path (sim_playout): {n / a:9.0f} play-outs/s ({a / n * 1e6:.1f} us each)")
    print(f"  compiled core (one batch call): {n / b:9.0f} play-outs/s ({b / n * 1e6:.1f} us each),"
          f" {a / b:.1f}x; places equal {same}/{n}")


def policy_speed(rules: Rules, roots: int, deals: int) -> None:
    """The policy search's play-outs (``pmc``: Master's seat on the policy at its play-out
    temperature, the rivals at theirs) on the core and on the Python path, from the same
    positions and seeds."""
    from game.ai.master.opponent import PLAYOUT_TEMPERATURE, RIVAL_TEMPERATURE
    from game.ai.master.pmc import core_rows, python_rows
    from game.ai.master.weights import policy

    weights = policy().weights
    pos = [(r.copy(), me) for r, me in worlds(rules, roots, deals) if r.owes is None]
    n = len(pos)
    got: dict[str, list[int]] = {}

    def run(rows: Callable, key: str) -> None:
        out: list[int] = []
        for i, (s, _) in enumerate(pos):  # the seat to act leads its lowest play
            me = s.turn
            temps = [PLAYOUT_TEMPERATURE if x == me else RIVAL_TEMPERATURE
                     for x in range(rules.players)]
            out.extend(rows([s], me, s.moves()[:1], weights, temps, [[i]])[0])
        got[key] = out

    a = _clock(lambda: run(python_rows, "python"))
    b = min(_clock(lambda: run(core_rows, "core")) for _ in range(3))
    same = sum(x == y for x, y in zip(got["python"], got["core"]))
    print(f"The policy search's play-outs, {n} positions, one call each:")
    print(f"  Python path (stream.mixed_playout): {n / a:7.0f} play-outs/s ({a / n * 1e6:.0f} us)")
    print(f"  compiled core (policy_grid):        {n / b:7.0f} play-outs/s ({b / n * 1e6:.0f} us),"
          f" {a / b:.1f}x; places equal {same}/{n}")


def solver_speed(rules: Rules, roots: int, deals: int, limit: int) -> None:
    """Master's solved deals (every move of the seat to act, ``limit`` positions, anytime) on
    the Python Solver and on the core, from the same positions."""
    from game.ai.master.solver import Solver, options

    pos = [(r.copy(), r.turn) for r, _ in worlds(rules, roots, deals)
           if r.owes is None and r.turn is not None]
    got: dict[str, list[tuple]] = {"python": [], "core": []}

    def python() -> None:
        for s, me in pos:
            assert me is not None
            solver = Solver(me, limit, easy_move, anytime=True)
            places = [solver.after(s, m) for m in options(s)]
            got["python"].append((places, solver.nodes))

    def compiled() -> None:
        got["core"] = [core.solve(s, me, options(s), limit, None, True) for s, me in pos]

    a, b = _clock(python), min(_clock(compiled) for _ in range(3))
    nodes = sum(n for _, n in got["python"])
    same = sum(x == y for x, y in zip(got["python"], got["core"]))
    print(f"The solved deals' solver, {len(pos)} positions, every move, {limit} positions at most:")
    print(f"  Python Solver: {nodes / a:9.0f} positions/s ({a / len(pos) * 1000:.2f} ms a deal)")
    print(f"  compiled core: {nodes / b:9.0f} positions/s ({b / len(pos) * 1000:.2f} ms a deal),"
          f" {a / b:.1f}x; answers and counts equal {same}/{len(pos)}")


def _clock(fn: Callable[[], None]) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def decision_views(rules: Rules, count: int, seed: int = 1) -> list[PublicView]:
    """Views of the seat to act along rounds played by Easy's rule, a few turns in."""
    rng = random.Random(seed)
    out: list[PublicView] = []
    k = 0
    while len(out) < count:
        m = Match(rules, seed=seed * 1000 + k)
        k += 1
        m.start_round()
        r = m.round
        assert r is not None
        for _ in range(rng.randrange(0, 16)):
            if r.turn is None:
                break
            if r.owes is not None:
                r.hand_over(r.turn, sorted(r.hands[r.turn])[: r.owes[1]])
            else:
                r.act(r.turn, easy_move(r.copy()))
        if r.turn is not None and r.owes is None:
            out.append(view_of(r, r.turn))
    return out


def decisions(rules: Rules, views: list[PublicView], label: str, make: Callable[[], MasterOpponent],
              compiled: bool) -> None:
    saved = core._CORE
    if not compiled:
        core._CORE = None
    try:
        ms, weighed = [], []
        for v in views:
            m = make()
            t = time.perf_counter()
            m.choose_play(v)
            ms.append((time.perf_counter() - t) * 1000)
            if m.tally is not None:
                weighed.append(m.tally.playouts)
            elif m.pmc_tally is not None:
                weighed.append(m.pmc_tally.playouts)
            elif m.last is not None and m.last[2] in ("search", "guide", "solved") and m.last[3]:
                weighed.append(m.last[3])
    finally:
        core._CORE = saved
    q = statistics.quantiles(ms, n=100)
    per = f"{statistics.mean(weighed):7.0f}" if weighed else "      -"
    print(f"  {label:38} ms mean {statistics.mean(ms):6.1f}  p95 {q[94]:6.1f}  p99 {q[98]:6.1f}"
          f"  weighed/decision {per} (over {len(weighed)} searched)")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.core.bench")
    p.add_argument("--rules", default="eight-stop", choices=list(PRESETS))
    p.add_argument("--roots", type=int, default=40)
    p.add_argument("--deals", type=int, default=25)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--decisions", type=int, default=60)
    p.add_argument("--flat-deals", type=int, default=400, help="master-flat's most deals")
    args = p.parse_args(argv)
    if not core.available():
        print(f"the compiled core is missing here: {core.why_missing()}")
        return 1
    rules = PRESETS[args.rules]
    print(f"rules {args.rules}")
    playout_speed(rules, args.roots, args.deals, args.repeat)
    policy_speed(rules, args.roots // 4, args.deals)
    solver_speed(rules, args.roots // 4, 5, 1500)
    views = decision_views(rules, args.decisions)
    print(f"Decisions on {len(views)} positions, a budget of {Budget().seconds * 1000:.0f} ms:")
    flat = lambda: MasterOpponent(0, flat=args.flat_deals)  # noqa: E731
    decisions(rules, views, "master-flat, compiled core", flat, True)
    decisions(rules, views, "master-flat, Python fast path", flat, False)
    playouts = lambda: MasterOpponent(0, solving=0.0)  # noqa: E731
    decisions(rules, views, "master-playouts (learned policy)", playouts, True)
    pmc = lambda: MasterOpponent(0, pmc=True)  # noqa: E731
    decisions(rules, views, "master-pmc, compiled core", pmc, True)
    decisions(rules, views, "master-pmc, Python path", pmc, False)
    master = lambda: MasterOpponent(0)  # noqa: E731
    decisions(rules, views, "master (solved deals), compiled core", master, True)
    decisions(rules, views, "master (solved deals), Python path", master, False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
