"""Monte Carlo search at the root: deals of the unseen cards that fit the view, a bandit
(UCB1) over the candidate moves, play-outs by the learned policy.

Every candidate is tried ``min_tries`` times first, in turn (once each at the least, whatever
the clock says; a budget that runs out early leaves some tried once more than others, and the
choice compares them on the deals both were played in); then the one with the best upper
bound is played out next, until the time budget runs out or one candidate is clearly best
(its lower bound above every other's upper bound), or ``max_playouts`` is reached.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.master.policy import Policy, play_out
from game.ai.sampling import Dealer
from game.engine.plays import Play
from game.engine.state import State
from game.engine.view import PublicView


@dataclass
class Budget:
    seconds: float = 0.05  # a decision's time, measured from its start
    min_tries: int = 4  # play-outs per candidate before the bandit chooses
    max_playouts: int = 4000
    explore: float = 0.6  # UCB1's constant, on rewards between 0 and 1
    check_every: int = 8  # play-outs between early-stop checks


@dataclass
class Arm:
    move: Play | None
    n: int = 0
    total: float = 0.0
    rewards: list[float] = field(default_factory=list)  # the k-th: in the k-th deal

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0


def reward(place: int, players: int) -> float:
    """1 for first, 0 for last."""
    return (players - place) / (players - 1)


def bounds(arm: Arm, total: int, c: float) -> tuple[float, float]:
    width = c * math.sqrt(math.log(max(total, 2)) / arm.n)
    return arm.mean - width, arm.mean + width


def search(view: PublicView, moves: Sequence[Play | None], policy: Policy,
           rng: random.Random, budget: Budget, start: float | None = None,
           clock=time.perf_counter, dealer: Dealer | None = None) -> list[Arm]:
    """Play the candidates out in deals that fit ``view``; the arms' tallies, in order.
    ``start``: when the decision began (its budget counts from then); ``dealer``: how the
    deals are guessed (by default from the cards alone)."""
    start = clock() if start is None else start
    arms = [Arm(m) for m in moves]
    dealer = dealer or Dealer(view)
    me, players = view.seat, view.players
    # The k-th play-out of every candidate is played in the k-th deal, with the k-th seed for
    # the policy's choices: candidates are compared on the same luck.
    worlds: list[tuple[State, int]] = []
    done = 0
    while done < budget.max_playouts:
        # The clock is read before every play-out: the first deals at a round's start are the
        # dearest (nothing remembered yet), and a whole turn of the candidates overran by 30 ms.
        if done >= len(arms) and clock() - start > budget.seconds:
            break
        if done < budget.min_tries * len(arms):
            arm = arms[done % len(arms)]
        else:
            if done % budget.check_every == 0 and clear_winner(arms, done, budget.explore):
                break
            arm = max(arms, key=lambda a: bounds(a, done, budget.explore)[1])
        if arm.n == len(worlds):
            worlds.append((State(view.rules, dealer.deal(rng), view), rng.randrange(1 << 30)))
        world, seed = worlds[arm.n]
        sim = world.copy()
        sim.act(me, arm.move)
        got = reward(play_out(sim, me, policy, random.Random(seed)), players)
        arm.total += got
        arm.rewards.append(got)
        arm.n += 1
        done += 1
    return arms


def clear_winner(arms: list[Arm], total: int, c: float) -> bool:
    best = max(arms, key=lambda a: a.mean)
    low = bounds(best, total, c)[0]
    return all(bounds(a, total, c)[1] < low for a in arms if a is not best)


def best(arms: list[Arm]) -> Play | None:
    """The most rewarding candidate (ties: the most tried, then the first)."""
    return max(arms, key=lambda a: (a.mean, a.n)).move


def paired_gain(a: Arm, b: Arm) -> tuple[float, float]:
    """Mean and standard error of ``b - a`` over the deals both were played in."""
    k = min(a.n, b.n)
    diffs = [y - x for x, y in zip(a.rewards[:k], b.rewards[:k])]
    if k < 2:
        return (diffs[0] if diffs else 0.0), float("inf")
    mean = sum(diffs) / k
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    return mean, math.sqrt(var / k)


def pick(arms: list[Arm], z: float) -> Play | None:
    """The first candidate (the guide's favourite) unless the most rewarding one beats it,
    deal by deal, by more than ``z`` standard errors."""
    top = max(arms, key=lambda a: (a.mean, a.n))
    if top is arms[0]:
        return top.move
    gain, se = paired_gain(arms[0], top)
    return top.move if gain - z * se > 0 else arms[0].move
