"""Suit lock: a play of exactly the suits of the play it follows locks the pile to them
until it clears (what may follow a lock is the move generator's ``fits_lock``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.house import lock_after, suit_letters
from game.engine.plays import Play

if TYPE_CHECKING:
    from game.engine.state import State
    from game.engine.transition import Sink


def on_land(s: State, seat: int, play: Play, before: Play | None, clear: str | None,
            sink: Sink | None) -> None:
    if clear is not None or before is None or s.lock is not None:
        return  # a lead starts no lock, and a lock holds until the pile clears
    lock = lock_after(before, play, None)
    if lock != s.lock:
        s.lock = lock
        if sink is not None:
            sink.emit(ev.Locked(seat, tuple(suit_letters(lock or frozenset()))))
