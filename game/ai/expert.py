"""Expert iteration: Master's play-out policy fitted to Master's own searched choices.

Each iteration plays seeded matches with Master's play-out search in every seat (Master without
the solved deals, so its play-outs, played by the policy, decide; the arena's
``master-playouts``) on a fixed number of play-outs and no clock; records at each of its
play-phase decisions the features of every move and the move the search chose; fits the policy
to them, warm from the weights before, the earlier iterations' decisions mixed in; writes the
weights and plays again with them. Work is counted, never timed, so the same seed gives the same
file on any machine, however loaded.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.ai.base import Opponent
from game.ai.driver import play_match
from game.ai.hard import HardOpponent
from game.ai.master.opponent import PLAYOUT_TEMPERATURE, MasterOpponent
from game.ai.master.policy import Policy
from game.ai.master.search import Budget
from game.ai.master.weights import document
from game.ai.normal import NormalOpponent
from game.ai.train import Sample, accuracy, fit, log_likelihood, plan, record_match
from game.arena.runner import Tally, Timed, match_seed, opponent_seed
from game.arena.stats import ci95, mean
from game.engine.errors import IllegalAction
from game.engine.options import PRESETS, Rules
from game.engine.plays import Play
from game.engine.view import PublicView

NO_CLOCK = 1e9  # seconds (the search) or milliseconds (the look-aheads): never reached
Say = Callable[[str], None]


@dataclass(frozen=True)
class Work:
    """How much each decision may do, in counts: play-outs of the search, cards played out by
    the guide's look-ahead (Hard's, which ranks Master's candidates) and by the Hard rivals'
    of the strength check."""

    playouts: int = 64
    guide: int = 2000
    hard: int = 10_000


def searcher(weights: Sequence[float], seed: int, work: Work) -> MasterOpponent:
    """Master's play-out search with ``weights`` in its play-outs, on ``work`` and no clock:
    every budget it reads is a count (play-outs, the guide's cards played out, the swaps that
    mend a deal), the time limits are set past reach."""
    op = MasterOpponent(seed, budget=Budget(seconds=NO_CLOCK, max_playouts=work.playouts),
                        policy=Policy(weights, PLAYOUT_TEMPERATURE), solving=0.0)
    op.guide.work, op.guide.max_ms = work.guide, NO_CLOCK
    return op


def hard(seed: int, work: Work) -> HardOpponent:
    return HardOpponent(seed, work=work.hard, max_ms=NO_CLOCK)


class Expert(Opponent):
    """A seat of the self-play table: the searcher, and Normal where the searcher's guide
    (Hard) cannot play a house-rule position; ``own`` says whose the last play was, ``branches``
    how the searcher's plays were made."""

    name = "expert"

    def __init__(self, weights: Sequence[float], seed: int, work: Work) -> None:
        self.master = searcher(weights, seed, work)
        self.normal = NormalOpponent(seed)
        self.own = False
        self.branches: Counter[str] = Counter()

    def choose_play(self, view: PublicView) -> Play | None:
        self.own = False
        try:
            play = self.master.choose_play(view)
        except IllegalAction:
            play = self.normal.choose_play(view)
        else:
            if (play is None and not view.leading) or play in view.legal_plays():
                self.own = True
                assert self.master.last is not None
                self.branches[self.master.last[2]] += 1
            else:
                play = self.normal.choose_play(view)
        if not self.own:
            self.branches["stood_in"] += 1
        return play

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        return self.master.choose_gift(view, count)

    def choose_handover(self, view: PublicView, kind: str, count: int) -> list[int]:
        return self.master.choose_handover(view, kind, count)


def own(op: Opponent) -> bool:
    return isinstance(op, Expert) and op.own


def record(weights: Sequence[float], matches: int, rng: random.Random, work: Work,
           out: list[Sample], say: Say) -> Counter[str]:
    """``matches`` self-play matches of the searcher (the presets in turn, 3 to 6 players),
    its decisions appended to ``out``; how its plays were made."""
    branches: Counter[str] = Counter()
    start = time.monotonic()
    for k, (name, players) in enumerate(plan(matches)):
        seed = rng.randrange(1 << 30)
        seats = [Expert(weights, seed * 10 + s, work) for s in range(players)]
        record_match(name, players, seed, out, seat=seats.__getitem__, recorded=own)
        for e in seats:
            branches.update(e.branches)
        say(f"  match {k + 1}/{matches} ({name}, {players} players): {len(out)} decisions, "
            f"{time.monotonic() - start:.0f}s")
    return branches


CHECK_RULES = "eight-stop"
CHECK_SEED = 1


def strength(weights: Sequence[float], deals: int, work: Work, rules: Rules | None = None,
             seed: int = CHECK_SEED) -> list[float]:
    """The searcher's mean place per deal against three Hard, each deal played once per seat
    (the arena's deals and seeds for ``seed``), everyone on fixed work."""
    rules = rules or PRESETS[CHECK_RULES]
    tally = Tally()
    play_deals(rules, [lambda s: searcher(weights, s, work)] + [lambda s: hard(s, work)] * 3,
               deals, seed, {0: tally}, {})
    return [mean(tally.places[d]) for d in range(deals)]


Maker = Callable[[int], Opponent]


def play_deals(rules: Rules, makers: Sequence[Maker], deals: int, seed: int,
               tallies: dict[int, Tally], timed: dict[int, Tally]) -> None:
    """The arena's ``run`` with the seats made by ``makers`` (seat 0 the one measured): each
    deal once per rotation, its places kept in ``tallies[i]`` for ``makers[i]`` (those it has),
    decision times in ``timed[i]``."""
    n = len(makers)
    for deal in range(deals):
        for rot in range(n):
            who = [(s + rot) % n for s in range(n)]  # seat s is played by makers[who[s]]
            ops: list[Opponent] = []
            for s, i in enumerate(who):
                op = makers[i](opponent_seed(seed, deal, rot, s))
                ops.append(Timed(op, timed[i].ms) if i in timed else op)
            match = play_match(rules, ops, seed=match_seed(seed, deal))
            for order, titles, _points in match.results:
                for place, s in enumerate(order, start=1):
                    tally = tallies.get(who[s])
                    if tally is not None:
                        tally.places.setdefault(deal, []).append(place)
                        tally.titles.append(titles[s])


@dataclass
class Progress:
    """What the iterations did so far (the weights file's ``trained`` record)."""

    weights: list[float]
    seed: int
    matches: int
    work: Work
    epochs: int
    mix: bool
    check_deals: int
    start: str
    rows: list[dict] = field(default_factory=list)

    def document(self) -> dict:
        w = self.work
        return document(self.weights, {
            "method": "expert iteration", "start": self.start, "seed": self.seed,
            "iterations": len(self.rows), "matches": self.matches, "playouts": w.playouts,
            "guide_work": w.guide, "epochs": self.epochs, "mixed": self.mix,
            "check": {"rules": CHECK_RULES, "deals": self.check_deals, "rivals": "hard",
                      "hard_work": w.hard, "seed": CHECK_SEED},
            "per_iteration": self.rows})


def iterate(start: list[float], start_name: str, iterations: int, matches: int, seed: int,
            epochs: int, work: Work, check_deals: int, say: Say, mix: bool = True,
            write: Callable[[dict], None] | None = None) -> dict:
    """Expert iteration from the weights ``start``: ``iterations`` rounds of record, fit,
    check; ``write`` gets the weights file's contents after each. Returns the last."""
    prog = Progress([round(x, 6) for x in start], seed, matches, work, epochs, mix,
                    check_deals, start_name)
    rng = random.Random(seed)
    seen: list[Sample] = []
    base = strength(prog.weights, check_deals, work) if check_deals else []
    if base:
        say(f"iteration 0 (the start, {start_name}): strength check {mean(base):.3f} "
            f"mean place against three Hard ({check_deals} deals x 4 seats, {CHECK_RULES})")
    for it in range(1, iterations + 1):
        t0 = time.monotonic()
        say(f"iteration {it}/{iterations}: {matches} matches, {work.playouts} play-outs a "
            f"decision")
        new: list[Sample] = []
        branches = record(prog.weights, matches, rng, work, new, say)
        held, taught = new[::10], [d for i, d in enumerate(new) if i % 10]
        seen += taught
        data = seen if mix else taught
        before = prog.weights
        w = fit(data, epochs, seed * 1000 + it, start=before)
        prog.weights = [round(x, 6) for x in w]
        row = figures(before, prog.weights, held, taught, new, branches)
        say(f"  {len(new)} decisions ({branches_text(branches)}); fitted on {len(data)}")
        say(f"  held-out ({len(held)}): agreement with the search {row['held_before']:.3f}"
            f" -> {row['held_agreement']:.3f}, log-likelihood {row['held_ll_before']:.4f} -> "
            f"{row['held_ll']:.4f}; on its own decisions {row['taught_before']:.3f} -> "
            f"{row['taught_agreement']:.3f}")
        if check_deals:
            places = strength(prog.weights, check_deals, work)
            row["strength"] = round(mean(places), 4)
            say(f"  strength check: {mean(places):.3f} mean place against three Hard, "
                f"{paired_text(base, places)} against the start")
        prog.rows.append(row)
        say(f"  iteration {it} took {time.monotonic() - t0:.0f}s")
        if write is not None:
            write(prog.document())
    return prog.document()


def figures(before: list[float], after: list[float], held: list[Sample],
            taught: list[Sample], new: list[Sample], branches: Counter[str]) -> dict:
    r4 = lambda x: round(x, 4)  # noqa: E731
    return {"decisions": len(new), "searched": branches.get("search", 0),
            "held_out": len(held),
            "held_before": r4(accuracy(before, held)), "held_agreement": r4(accuracy(after, held)),
            "held_ll_before": r4(log_likelihood(before, held)),
            "held_ll": r4(log_likelihood(after, held)),
            "taught_before": r4(accuracy(before, taught)),
            "taught_agreement": r4(accuracy(after, taught))}


def branches_text(branches: Counter[str]) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(branches.items()))


def paired_text(base: list[float], other: list[float]) -> str:
    diffs = [b - a for a, b in zip(base, other)]
    ci = ci95(diffs)
    span = f" [{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else ""
    return f"paired {mean(diffs):+.3f}{span}"


def compare(candidate: Sequence[float], baseline: Sequence[float], rules: Rules, deals: int,
            seed: int, work: Work, level: str, say: Say) -> dict:
    """Master with ``baseline`` and with ``candidate`` in its play-outs, each against three
    Hard over the same deals and seeds (the arena's for ``seed``): the arena's figures, and the
    candidate's mean place minus the baseline's, deal by deal. ``level`` "playouts": the
    play-out search and the Hard rivals on ``work``, no clock (reproducible); "master": Master
    and Hard as the arena makes them (their clocks: Master's 50 ms, where the policy plays only
    when the solved deals give way)."""
    from game.ai import make_opponent
    from game.arena.report import summary

    def master(weights: Sequence[float]) -> Maker:
        if level == "playouts":
            return lambda s: searcher(weights, s, work)
        return lambda s: MasterOpponent(s, policy=Policy(weights, PLAYOUT_TEMPERATURE))

    rival: Maker = ((lambda s: hard(s, work)) if level == "playouts"
                    else (lambda s: make_opponent("hard", s)))
    tallies: dict[str, Tally] = {}
    for name, weights in (("shipped", baseline), ("candidate", candidate)):
        t0 = time.monotonic()
        tally = Tally(seats=1)
        play_deals(rules, [master(weights)] + [rival] * 3, deals, seed, {0: tally}, {0: tally})
        tallies[f"master ({name})"] = tally
        say(f"master ({name}): {mean([mean(p) for p in tally.places.values()]):.3f} mean "
            f"place, {time.monotonic() - t0:.0f}s")
    return summary(tallies)


__all__ = ["Expert", "Work", "compare", "iterate", "play_deals", "record", "searcher",
           "strength"]
