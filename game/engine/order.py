"""The rule questions the table and the opponents ask, answered in one place.

The order in force, what a rank, card or play is worth in it, which ranks clear and what a play
does to the order: the UI draws these and the AI reasons with them, and neither works a rule
out again. The order in force is the normal order, flipped by a revolution and flipped once
more by a jack back (docs/rules.md), so it is carried as one ``reversed`` flag.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS, THREE, TWO
from game.engine.options import Rules
from game.engine.plays import Play
from game.engine.rules import hooks_for

# Why the pile is cleared: a play that clears the moment it is down, a trick everyone passed
# ("passes"), or 5s that skipped everyone else ("skips").
CLEAR_REASONS = ("eight", "two", "three", "spade_three", "passes", "skips")


@dataclass(frozen=True, slots=True)
class Order:
    """An order of the ranks: the normal one, or reversed."""

    reversed: bool = False

    def rank_value(self, rank: int) -> int:
        """Strength of a rank in this order: 0 weakest to 12 strongest; joker rank 13."""
        if rank == JOKER_RANK:
            return JOKER_RANK
        return 12 - rank if self.reversed else rank

    def card_value(self, card: int) -> int:
        """Strength of a card alone (a joker is above every rank in both orders)."""
        return JOKER_RANK if card >= FIRST_JOKER else self.rank_value(card >> 2)

    def card_key(self, card: int) -> tuple[int, int]:
        """A sort key: weakest first, then by suit; jokers last."""
        return (self.card_value(card), card)

    def play_value(self, play: Play) -> int:
        """A play's strength in this order (a run by its top card in this order)."""
        return play.value(self.reversed)

    def ranks(self) -> tuple[int, ...]:
        """The 13 ranks from weakest to strongest."""
        normal = tuple(range(NUM_RANKS))
        return normal[::-1] if self.reversed else normal

    @property
    def top_rank(self) -> int:
        """The highest rank of this order: a set of it clears (2s, or 3s reversed)."""
        return THREE if self.reversed else TWO

    def flipped(self) -> Order:
        return Order(not self.reversed)


NORMAL = Order(False)
REVERSED = Order(True)


def order_of(reversed_: bool) -> Order:
    return REVERSED if reversed_ else NORMAL


def clear_reason(play: Play, rules: Rules, order: Order, top: Play | None = None) -> str | None:
    """Why ``play`` (on ``top``) clears the pile as soon as it is down in ``order``, or None:
    an 8 with Eight stop, the spade 3 on a lone joker, a set of the order's top rank (each
    rule's ``clears`` in ``game.engine.rules``)."""
    return hooks_for(rules).clear(play, order.reversed, top)


def revolts(play: Play, rules: Rules) -> bool:
    """Whether ``play`` starts (or ends) a revolution: a set of 4 or more, or with Run
    revolution a run of 5 or more."""
    return hooks_for(rules).revolts(play)


def order_after(play: Play, rules: Rules, order: Order) -> Order:
    """The order in force once ``play`` is down (before any clear)."""
    return order.flipped() if revolts(play, rules) else order


def rank_marks(rules: Rules, order: Order) -> dict[int, str]:
    """Ranks whose plays do something special in ``order``, for the rank strip: the clearing
    top rank ("two"/"three"), with Eight stop the 8 ("eight"), and the house rules' ranks
    (each rule's ``MARK``: "five_skip", "seven_pass", "ten_discard", "jack_back")."""
    marks = dict(hooks_for(rules).marks)
    marks[order.top_rank] = "three" if order.reversed else "two"
    return marks
