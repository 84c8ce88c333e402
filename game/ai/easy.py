"""Easy: the greedy player of the classic sample client of computer Daifugo contests.

Leads its longest combination, lowest first; follows with the lowest play of the trick's kind
that breaks no set or run, else passes; gives away its lowest cards. The same policy plays the
fast rollouts of the Hard opponent's look-ahead, so it works on a bare hand, not on a view.
"""

from __future__ import annotations

from game.ai.base import Opponent
from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS
from game.engine.order import Order
from game.engine.plays import SET, Play, generate
from game.engine.view import PublicView


def run_cards(hand: list[int]) -> set[int]:
    """Cards that belong to a same-suit sequence of 3 or more in ``hand``."""
    out: set[int] = set()
    real = set(hand)
    for c in hand:
        if c >= FIRST_JOKER or (c - 4) in real and (c - 4) >= 0:
            continue
        seq = [c]
        while seq[-1] + 4 < 52 and seq[-1] + 4 in real:
            seq.append(seq[-1] + 4)
        if len(seq) >= 3:
            out.update(seq)
    return out


def breaks_group(play: Play, counts: list[int], in_runs: set[int]) -> bool:
    """Does ``play`` take part of a set, or a card out of a run, that the hand holds?"""
    real = [c for c in play.cards if c < FIRST_JOKER]
    if play.kind == SET:
        if play.rank == JOKER_RANK:
            return False
        return len(real) != counts[play.rank] or any(c in in_runs for c in real)
    if any(counts[c >> 2] > 1 for c in real):
        return True
    suit = play.suit
    lo, hi = play.rank, play.high
    return (lo > 0 and (lo - 1) * 4 + suit in in_runs) or (
        hi < NUM_RANKS - 1 and (hi + 1) * 4 + suit in in_runs
    )


def easy_play(
    hand: list[int], top: Play | None, order: Order, runs: bool, strict: bool = False,
    lock: frozenset[int] | None = None, spade_three: bool = False, above: bool = False,
) -> Play | None:
    """The greedy choice for ``hand`` on ``top`` (None when leading) in the order in force,
    under Must beat (``strict``), a suit ``lock`` and Spade 3 as the engine's generator has them.

    Easy plays jokers only on their own, so the plays are listed from the real cards alone
    (much faster with two jokers) and the jokers' own set is added by hand: a set of jokers
    alone fits any lock, and beats anything but jokers (which only Must beat refuses).
    """
    real = [c for c in hand if c < FIRST_JOKER]
    jokers = tuple(c for c in hand if c >= FIRST_JOKER)
    plays = (generate(real, top, order.reversed, runs, strict, lock, spade_three, above)
             if real else [])
    counts = [0] * NUM_RANKS
    for c in real:
        counts[c >> 2] += 1
    in_runs = run_cards(real) if runs else set()
    whole = [p for p in plays if not breaks_group(p, counts, in_runs)]
    if top is None:
        if not plays:
            return Play(SET, jokers, JOKER_RANK, JOKER_RANK) if jokers else None
        return min(whole or plays, key=lambda p: (-p.size, order.play_value(p)))
    if whole:
        return min(whole, key=order.play_value)
    if top.kind == SET and len(jokers) >= top.size and not (strict and top.rank == JOKER_RANK):
        return Play(SET, jokers[: top.size], JOKER_RANK, JOKER_RANK)
    return None


class EasyOpponent(Opponent):
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose_play(self, view: PublicView) -> Play | None:
        r = view.rules
        return easy_play(list(view.hand), view.top, view.order_in_force, r.runs, r.strict,
                         view.lock, r.spade_three, r.run_above)

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        return sorted(view.hand)[:count]

    def reason(self, view: PublicView, play: Play | None) -> str:
        """Greedy reasons: the longest set led lowest first, the lowest play that beats the
        pile (above a lower one that would break a set or run), the jokers, or a pass."""
        legal = view.legal_plays()
        if play is None:
            return "easy_pass" if legal else "no_play"
        if view.leading:
            return "easy_lead"
        if play.rank == JOKER_RANK and play.kind == SET:
            return "easy_jokers"
        order = view.order_in_force
        lowest = min((order.play_value(p) for p in legal if not p.jokers),
                     default=order.play_value(play))
        return "easy_lowest" if order.play_value(play) <= lowest else "easy_keeps_sets"
