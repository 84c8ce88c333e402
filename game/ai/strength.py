"""How likely a group is to win its trick, from rank alone (Normal) or from the unseen cards
(Hard's card counting). Both give 1.0 only for groups nothing can beat."""

from __future__ import annotations

from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS
from game.engine.options import Rules
from game.engine.order import Order, clear_reason
from game.engine.plays import RUN, SET, Play

# Order value from which a set starts to be worth something, by set size (1, 2, 3+).
_FLOOR = {1: 7.0, 2: 5.0}
_SPAN = {1: 5.0, 2: 6.0}
_TRIPLE_FLOOR, _TRIPLE_SPAN = 3.0, 6.0
NEAR_SURE = 0.95


def clears(play: Play, rules: Rules, order: Order) -> bool:
    """Does ``play`` clear the pile the moment it is down (the engine's answer)?"""
    return clear_reason(play, rules, order) is not None


def static_strength(play: Play, rules: Rules, order: Order, jokers_out: int) -> float:
    """Strength from the rank in ``order``; ``jokers_out`` jokers may still beat it.

    ``rules`` are the rules as the player reckons with them (see NormalOpponent.beliefs).
    """
    if play.kind == SET and play.rank == JOKER_RANK:
        return 1.0 if play.size > jokers_out else NEAR_SURE
    if clears(play, rules, order):
        return 1.0
    v = order.play_value(play)
    if play.kind == RUN:
        s = 0.5 + (v - 6) / 12 + 0.1 * (play.size - 3)
    else:
        floor = _FLOOR.get(play.size, _TRIPLE_FLOOR)
        span = _SPAN.get(play.size, _TRIPLE_SPAN)
        s = (v - floor) / span
    return min(NEAR_SURE, max(0.0, s))


def rank_counts(cards: list[int] | tuple[int, ...]) -> tuple[list[int], int]:
    counts = [0] * NUM_RANKS
    jokers = 0
    for c in cards:
        if c >= FIRST_JOKER:
            jokers += 1
        else:
            counts[c >> 2] += 1
    return counts, jokers


def counted_strength(
    play: Play, rules: Rules, order: Order, unseen: tuple[list[int], int, set[int]],
    opponents: int,
) -> float:
    """Strength from the cards still unseen: 1.0 when no unseen combination can follow it.

    ``unseen`` is (count per rank, jokers, the cards themselves). A combination counts as a
    threat when the unseen cards could form it, pooled over all other hands.
    """
    if clears(play, rules, order):
        return 1.0
    counts, jokers, cards = unseen
    if play.kind == SET:
        if play.rank == JOKER_RANK:
            return 1.0 if jokers < play.size else NEAR_SURE / 2
        threats = _set_threats(play, order, counts, jokers, rules.strict)
    else:
        threats = _run_threats(play, order, cards, jokers, rules.strict)
    if threats == 0:
        return 1.0
    # More ways to beat it, more likely one opponent holds one; more opponents, likelier too.
    return max(0.0, 0.85 - 0.12 * threats - 0.05 * (opponents - 1)) * _size_ease(play.size)


def _size_ease(size: int) -> float:
    return 1.0 if size == 1 else 1.1 if size == 2 else 1.15


def _set_threats(play: Play, order: Order, counts: list[int], jokers: int, strict: bool) -> int:
    need = order.play_value(play) + strict  # Must beat: an equal rank no longer follows
    k = play.size
    threats = 0
    for r in range(NUM_RANKS):
        if order.rank_value(r) >= need and counts[r] + jokers >= k and counts[r] > 0:
            threats += 1
    if jokers >= k:
        threats += 1
    return threats


def _run_threats(play: Play, order: Order, cards: set[int], jokers: int, strict: bool) -> int:
    k = play.size
    need = order.play_value(play) + strict
    windows = [(lo, lo + k - 1) for lo in range(NUM_RANKS - k + 1)
               if _run_value(lo, k, order) >= need]
    threats = 0
    for suit in range(4):
        for lo, hi in windows:
            missing = sum(1 for r in range(lo, hi + 1) if r * 4 + suit not in cards)
            if missing <= jokers and missing < k:
                threats += 1
    return threats


def _run_value(lo: int, size: int, order: Order) -> int:
    """The strength in ``order`` of a run of ``size`` cards from rank ``lo`` (any suit)."""
    return order.play_value(Play(RUN, (), lo, lo + size - 1))
