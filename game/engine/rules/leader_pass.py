"""A leader may pass (the computer Daifugō contest's rule): a pass on the empty pile hands the
lead to the next player still in. When every player still in has passed in a row on the empty
pile the round stalls: it ends, and the players still holding cards take the places left,
fewest cards first, a tie going to the one the lead would have come back to, then on round the
table in the order of play (docs/rules.md, "A leader may pass").

The transition asks ``stalled`` after a pass on the empty pile and ends the round in
``stall_order``; the passes on the empty pile are the trick's passes (``State.passed``), so a
searched position that repeats them is a different one and a search ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev

if TYPE_CHECKING:
    from game.engine.state import State
    from game.engine.transition import Sink


def stalled(s: State) -> bool:
    """Every player still in has passed on the empty pile."""
    passed, hands = s.passed, s.hands
    return all(passed[x] or not hands[x] for x in range(s.n))


def stall_order(s: State, seat: int, sink: Sink | None) -> list[int]:
    """The players still in, as they take the places left after ``seat``'s pass stalled the
    round: fewest cards first, ties in the order of play from the one after ``seat``."""
    if sink is not None:
        sink.emit(ev.RuleEffect("leader_pass", seat))
    ahead = [x for x in s.next_seats(seat) + [seat] if s.hands[x]]
    return sorted(ahead, key=lambda x: len(s.hands[x]))  # sorted() keeps ties in that order
