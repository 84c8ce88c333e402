"""Suit lock: a play of exactly the suits of the play it follows locks the pile to them
until it clears (what may follow a lock is the move generator's ``fits_lock``). With
``joker_suit`` a joker in a set has the suit it stands for (``house.joker_suits``), kept in
``State.suits`` while its play is on the pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.house import joker_suits, lock_after, suit_letters
from game.engine.plays import Play

if TYPE_CHECKING:
    from game.engine.state import State
    from game.engine.transition import Sink


def on_land(s: State, seat: int, play: Play, before: Play | None, clear: str | None,
            sink: Sink | None) -> None:
    if s.rules.joker_suit:
        _land_with_joker_suits(s, seat, play, before, clear, sink)
        return
    if clear is not None or before is None or s.lock is not None:
        return  # a lead starts no lock, and a lock holds until the pile clears
    lock = lock_after(before, play, None)
    if lock != s.lock:
        s.lock = lock
        if sink is not None:
            sink.emit(ev.Locked(seat, tuple(suit_letters(lock or frozenset()))))


def _land_with_joker_suits(s: State, seat: int, play: Play, before: Play | None,
                           clear: str | None, sink: Sink | None) -> None:
    if clear is not None:
        return  # the pile clears: no lock, no suits kept
    if s.lock is not None:
        s.suits = s.lock  # the play fits the lock: its jokers stand for the missing suits
        return
    mine = joker_suits(play, s.suits if before is not None else None)
    if before is not None and mine is not None and mine == s.suits:
        s.lock = mine
        if sink is not None:
            sink.emit(ev.Locked(seat, tuple(suit_letters(mine))))
    s.suits = mine
