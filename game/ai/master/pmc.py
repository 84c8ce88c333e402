"""Determinised Monte Carlo with the learned policy: deals of the unseen cards drawn from the
reading, every candidate played out to the round's end in every deal several times over, each
seat on the model this match's evidence gives it, the play-outs on the compiled core (a batch
of deals a call) where it is built, else on the Python path that draws the same moves
(``stream.mixed_playout``: far fewer in the same time).

The rivals' model (``RivalModel``): a rival whose turns the reading's deals explain by Easy's
rule is played out by Easy's rule; any other by the learned policy (fitted to Hard's moves).

The pick (``Tally.pick``): the candidate with the best mean place, but the first candidate (the
guide's favourite) unless the best beats it deal by deal by more than ``z`` standard errors.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.ai import core
from game.ai.master.reading import ReadingDealer
from game.ai.master.stream import mixed_playout
from game.engine.plays import Play
from game.engine.state import State
from game.engine.view import PublicView

EASY = -1.0  # a seat's temperature that stands for Easy's rule in the play-outs


class RivalModel:
    """This match's evidence per seat: at each decision where a rival had at least
    ``min_turns`` turns to read, the share of the decision's deals that explain them by Easy's
    rule. A rival whose mean share is at least ``threshold`` (over ``min_looks`` decisions or
    more) is modelled by Easy's rule; every other by the policy. Mended deals explain an Easy
    rival most of the time and a Hard one almost never (docs/master.md), so the shares split
    them far apart."""

    def __init__(self, min_turns: int = 3, min_looks: int = 2, threshold: float = 0.5) -> None:
        self.min_turns, self.min_looks, self.threshold = min_turns, min_looks, threshold
        self.shares: dict[int, list[float]] = {}
        self.round_number = 0

    def start(self, view: PublicView) -> None:
        """Forget the evidence when a new match begins (the round number goes back)."""
        if view.round_number < self.round_number:
            self.shares.clear()
        self.round_number = view.round_number

    def observe(self, seat: int, share: float) -> None:
        self.shares.setdefault(seat, []).append(share)

    def easy_share(self, seat: int) -> float | None:
        """The mean share of deals that explained ``seat`` by Easy's rule (None: too few
        decisions to tell)."""
        got = self.shares.get(seat, [])
        return sum(got) / len(got) if len(got) >= self.min_looks else None

    def plays_easy(self, seat: int) -> bool:
        share = self.easy_share(seat)
        return share is not None and share >= self.threshold

    def temps(self, players: int, me: int, mine: float, rivals: float) -> list[float]:
        """Per seat, its play-out model: ``mine`` for ``me``, Easy's rule (``EASY``) for a
        rival that plays like Easy, else the policy at ``rivals``."""
        return [mine if s == me else EASY if self.plays_easy(s) else rivals
                for s in range(players)]


class Witness:
    """Deals from a ``ReadingDealer`` that count, per rival with enough turns read, how many
    of them explain it by Easy's rule."""

    def __init__(self, dealer: ReadingDealer, min_turns: int) -> None:
        self.dealer = dealer
        reading = dealer.reading
        self.seats = [s for s, t in reading.turns.items() if len(t) >= min_turns]
        self.fits = dict.fromkeys(self.seats, 0)
        self.deals = 0

    def deal(self, rng: random.Random) -> list[list[int]]:
        hands = self.dealer.deal(rng)
        reading = self.dealer.reading
        for s in self.seats:
            self.fits[s] += reading.easy_like(s, hands[s])
        self.deals += 1
        return hands

    def report(self, model: RivalModel) -> None:
        if self.deals:
            for s in self.seats:
                model.observe(s, self.fits[s] / self.deals)


@dataclass
class Tally:
    """Per deal, per candidate, the sum of its places over the deal's play-outs, and how many
    play-outs each candidate had in that deal (``reps``, but for a deal the clock cut short on
    the Python path)."""

    moves: int
    reps: int
    rows: list[list[int]] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)

    @property
    def deals(self) -> int:
        return len(self.rows)

    @property
    def playouts(self) -> int:
        return sum(self.counts) * self.moves

    def add(self, row: list[int], count: int) -> None:
        self.rows.append(row)
        self.counts.append(count)

    def means(self) -> list[float]:
        n = sum(self.counts)
        if not n:
            return [0.0] * self.moves
        return [sum(r[i] for r in self.rows) / n for i in range(self.moves)]

    def paired(self, a: int, b: int) -> tuple[float, float]:
        """Mean and standard error of candidate ``b``'s place minus ``a``'s, deal by deal."""
        diffs = [(r[b] - r[a]) / c for r, c in zip(self.rows, self.counts)]
        k = len(diffs)
        mean = sum(diffs) / k if k else 0.0
        if k < 2:
            return mean, math.inf
        var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
        return mean, math.sqrt(var / k)

    def best(self) -> int:
        means = self.means()
        return min(range(self.moves), key=lambda i: (means[i], i))

    def pick(self, z: float) -> int:
        """The best candidate if it places better than the first by more than ``z`` standard
        errors, deal by deal; else the first."""
        top = self.best()
        if top == 0:
            return 0
        gain, se = self.paired(0, top)
        return top if gain + z * se < 0 else 0


def python_rows(states: Sequence[State], me: int, moves: Sequence[Play | None],
                weights: Sequence[float], temps: Sequence[float],
                seeds: Sequence[Sequence[int]]) -> list[list[int]]:
    """``core_rows`` on the Python path (the same places, far slower)."""
    return [[sum(mixed_playout(s, me, m, weights, temps, x) for x in seeds[i]) for m in moves]
            for i, s in enumerate(states)]


def core_rows(states: Sequence[State], me: int, moves: Sequence[Play | None],
              weights: Sequence[float], temps: Sequence[float],
              seeds: Sequence[Sequence[int]]) -> list[list[int]]:
    """Per state, per move, the sum of ``me``'s places over the play-outs of ``seeds[i]``
    (every move of a play-out from the same seed), in one call of the core."""
    rules = states[0].rules
    reps = len(seeds[0])
    packed = [core.pack(s) for s in states]
    got = core.core().policy_grid(core.flags(rules), [p for p in packed for _ in range(reps)],
                                  me, [core.pack_play(m) for m in moves], tuple(weights),
                                  tuple(temps), [x for row in seeds for x in row])
    return [[sum(got[i * reps + r][j] for r in range(reps)) for j in range(len(moves))]
            for i in range(len(states))]


def pmc_search(view: PublicView, moves: Sequence[Play | None], deal: Callable[[random.Random],
               list[list[int]]], weights: Sequence[float], temps: Sequence[float],
               rng: random.Random, deadline: float, most: int, reps: int = 16,
               batch: int = 4, clock: Callable[[], float] = time.perf_counter,
               compiled: bool | None = None) -> Tally:
    """Deals from ``deal`` until ``deadline`` (one batch at the least) or ``most`` deals, the
    clock read before every deal; in each, every move ``reps`` times played out to the end of
    ``me``'s round, seat by seat on ``temps``' models (``stream.mixed_playout``), the k-th
    play-out of every move of a deal from the same seed. On the core (``compiled``, by default
    where it is built) ``batch`` deals a call; else a deal at a time, the clock read before
    every round of the deal's play-outs too (one of every move at the least)."""
    use_core = core.usable(view.rules) if compiled is None else compiled
    me = view.seat
    tally = Tally(len(moves), reps)
    while tally.deals < most:
        if tally.deals and clock() > deadline:
            break
        states: list[State] = []
        seeds: list[list[int]] = []
        size = min(batch if use_core else 1, most - tally.deals)
        while len(states) < size and (not states or not tally.deals or clock() <= deadline):
            states.append(State(view.rules, deal(rng), view))
            seeds.append([rng.getrandbits(63) for _ in range(reps)])
        if use_core:
            for row in core_rows(states, me, moves, weights, temps, seeds):
                tally.add(row, reps)
            continue
        row = [0] * len(moves)
        done = 0
        for seed in seeds[0]:  # the clock read before each of the deal's play-out rounds
            if (tally.deals or done) and clock() > deadline:
                break
            for j, m in enumerate(moves):
                row[j] += mixed_playout(states[0], me, m, weights, temps, seed)
            done += 1
        if done:
            tally.add(row, done)
        if done < reps:
            break
    return tally
