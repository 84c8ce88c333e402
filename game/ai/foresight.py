"""What a candidate play would do under the house rules, asked of the engine.

The opponents never work a rule out themselves: a position is rebuilt from the public view
(the hidden hands filled with the unseen cards in any order, since only their sizes matter to
what a play does) and ``Round.outcome`` answers for each play: the order in force after it,
the lock, the skips, what it owes, whether it clears.
"""

from __future__ import annotations

from game.engine.plays import Play
from game.engine.round import Outcome, Round
from game.engine.view import PublicView


def stand_in_hands(view: PublicView) -> list[list[int]]:
    """The seat's own hand, and for everyone else as many unseen cards as they hold."""
    pool = sorted(view.unseen())
    hands: list[list[int]] = []
    for seat, count in enumerate(view.counts):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(pool[:count])
            pool = pool[count:]
    return hands


class Foresight:
    """The outcomes of plays in one view, each asked once."""

    def __init__(self, view: PublicView) -> None:
        self.view = view
        self._round: Round | None = None
        self._memo: dict[Play, Outcome] = {}

    def outcome(self, play: Play) -> Outcome:
        hit = self._memo.get(play)
        if hit is None:
            if self._round is None:
                self._round = self.view.to_round(stand_in_hands(self.view))
            hit = self._memo[play] = self._round.outcome(self.view.seat, play)
        return hit

    def skipped(self, play: Play) -> list[int]:
        """The seats ``play`` skips, as the engine says (none when it clears)."""
        out = self.outcome(play)
        if out.clears is not None or out.turn is None:
            return []
        return list(out.skipped)
