"""Which cards that changed hands the player's seat may see, asked of the engine's view.

The engine's events carry every card (the table animates them); what seat 0 may know of a
7 pass or an exchange gift is the public view's to say (``PublicView.handovers``, whose pass
cards are None for a pass the seat neither gave nor got, and ``PublicView.gifts``). The log,
the replay and anything else that names such cards asks here, never the rule itself.
"""

from __future__ import annotations

from game.engine.match import Match
from game.ui.opponents import seat_view

SEAT = 0  # the player's seat: the table and its replay show what it sees


def _current(match: Match, round_no: int) -> bool:
    """The view can speak of ``round_no`` only while the match still stands in it."""
    return match.round_no == round_no and bool(match.log.rounds)


def handover_cards(match: Match, round_no: int, index: int) -> tuple[int, ...] | None:
    """The cards of the round's ``index``-th 7 pass or 10 discard as seat 0 sees them: None
    when they are hidden from it (or the match has moved past that round: hidden, never
    guessed)."""
    if not _current(match, round_no) or match.round is None:
        return None
    handovers = seat_view(match, SEAT).handovers
    return handovers[index].cards if 0 <= index < len(handovers) else None


def handovers_made(match: Match) -> int:
    """How many 7 passes and 10 discards the round in play has had (for a table resumed
    mid-round, so the next one is asked by its right index)."""
    return len(seat_view(match, SEAT).handovers) if match.round is not None else 0


def gift_cards(match: Match, round_no: int, giver: int, receiver: int) -> tuple[int, ...] | None:
    """The cards ``giver`` gave ``receiver`` in the round's exchange as seat 0 sees them."""
    if not _current(match, round_no):
        return None
    seen = seat_view(match, SEAT).gifts
    return next((cards for g, r, cards in seen if (g, r) == (giver, receiver)), None)
