"""5 skip: a play of 5s skips as many of the next players who would have had the turn; if
that is everyone else, the pile clears."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.cards import FIVE
from game.engine.house import count_of
from game.engine.plays import Play
from game.engine.transition import trick_over

if TYPE_CHECKING:
    from game.engine.state import State
    from game.engine.transition import Sink

MARK = (FIVE, "five_skip")


def next_turn(s: State, seat: int, play: Play, sink: Sink | None) -> bool:
    if not play.rank <= FIVE <= play.high:  # no 5 (nor a joker for one): the common case
        return False
    fives = count_of(play, FIVE)
    final = s.rules.pass_is_final
    hands, passed = s.hands, s.passed
    could = [x for x in s.next_seats(seat) if hands[x] and not (final and passed[x])]
    victims = could[:fives]
    for v in victims:
        s.skipped[v] = True
        if sink is not None:
            sink.emit(ev.Skipped(v, seat))
    if victims and len(victims) == len(could):
        trick_over(s, "skips", seat, sink)
    elif not could:
        trick_over(s, "passes", seat, sink)
    else:
        s.turn = could[len(victims)]
        if sink is not None:
            sink.emit(ev.TurnStarted(s.turn, False))
    return True
