"""Why an action is illegal now, or None when it is legal: the checks apart from the transition.

``Round`` asks these before it applies an action (``game.engine.transition``); the table
asks ``explain`` what a selection of cards can mean. Each answer is a ``Reason`` the catalogs
word for the player.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from game.engine.cards import RANKS, card_str
from game.engine.errors import Reason
from game.engine.house import is_spade_three_on_joker, suit_letters
from game.engine.options import Rules
from game.engine.plays import RUN, SET, Play, fits_lock, interpretations

if TYPE_CHECKING:
    from game.engine.state import State


def turn_reason(s: State, seat: int) -> Reason | None:
    """Why ``seat`` may not act now at all, or None when it is its turn."""
    if s.turn is None:
        return Reason("round_over")
    if seat == s.turn:
        return None
    if not 0 <= seat < s.n:
        return Reason("not_your_turn", {"seat": seat, "turn": s.turn})
    if not s.hands[seat]:
        return Reason("gone_out", {"seat": seat})
    if s.rules.pass_is_final and s.passed[seat] and s.top is not None:
        return Reason("passed_out", {"seat": seat})
    return Reason("not_your_turn", {"seat": seat, "turn": s.turn})


def owes_reason(s: State, seat: int) -> Reason | None:
    """Why ``seat`` may not play or pass now because it owes a gift or discard first."""
    if s.owes is None:
        return None
    kind, count = s.owes
    return Reason("owes", {"seat": seat, "kind": kind, "count": count})


def pass_reason(s: State, seat: int) -> Reason | None:
    """Why ``seat`` may not pass now, or None."""
    reason = turn_reason(s, seat) or owes_reason(s, seat)
    if reason is None and s.top is None and not s.rules.leader_pass:
        return Reason("must_lead")
    return reason


def _cards_reason(hand: list[int], seat: int, cards: tuple[int, ...] | list[int]
                  ) -> Reason | None:
    seen = set()
    for c in cards:
        if c in seen:
            return Reason("duplicate_card", {"card": card_str(c)})
        seen.add(c)
        if c not in hand:
            return Reason("not_in_hand", {"seat": seat, "card": card_str(c)})
    return None


def play_reason(s: State, seat: int, play: Play) -> Reason | None:
    """Why ``seat`` may not make ``play`` now, or None if it may."""
    if seat != s.turn or s.owes is not None:  # the common case skips both checks
        reason = turn_reason(s, seat) or owes_reason(s, seat)
        if reason is not None:
            return reason
    if not play.cards:
        return Reason("empty")
    reason = _cards_reason(s.hands[seat], seat, play.cards)
    if reason is not None:
        return reason
    if play.kind == RUN and not s.rules.runs:
        return Reason("runs_off")
    if not is_reading(play):
        return Reason("not_a_reading", {"cards": " ".join(card_str(c) for c in play.cards)})
    return follow_reason(play, s.top, s.revolution != s.jack_back, s.rules, s.lock,
                         s.jack_back)


def handover_reason(s: State, seat: int, kind: str, cards: list[int]) -> Reason | None:
    """Why ``seat`` may not give (7 pass) or discard (10 discard) ``cards`` now."""
    if s.turn is None:
        return Reason("round_over")
    if s.owes is None or s.owes[0] != kind:
        return Reason("nothing_owed", {"seat": seat, "kind": kind})
    reason = turn_reason(s, seat)
    if reason is not None:
        return reason
    count = s.owes[1]
    if len(cards) != count:
        return Reason("owe_count", {"seat": seat, "kind": kind, "count": count})
    return _cards_reason(s.hands[seat], seat, cards)


def explain(s: State, seat: int, cards: list[int]) -> tuple[list[Play], Reason | None]:
    """The legal plays a selection of cards can mean, or why it means none (the table: one
    play enables Play, several ask the player which)."""
    reason = turn_reason(s, seat) or owes_reason(s, seat)
    if reason is not None:
        return [], reason
    if not cards:
        return [], Reason("empty")
    readings = interpretations(cards, s.rules.runs)
    if not readings:
        return [], shape_reason(cards, s.rules.runs)
    legal = [p for p in readings if play_reason(s, seat, p) is None]
    if legal:
        return legal, None
    return [], play_reason(s, seat, readings[0])


def is_reading(play: Play) -> bool:
    """Is ``play`` one of the readings of its cards (``interpretations``): its kind, ranks, suit
    and joker meanings what the cards can mean? A play built by hand may claim anything."""
    shape = (play.kind, play.rank, play.high, play.suit, play.meanings)
    return shape in _reading_shapes(play.cards)


@lru_cache(maxsize=1 << 14)
def _reading_shapes(cards: tuple[int, ...]) -> frozenset[tuple]:
    # Cached: the same few card tuples are checked again and again (the AI's look-ahead).
    return frozenset(
        (p.kind, p.rank, p.high, p.suit, p.meanings)
        for p in interpretations(list(cards), True)
        if p.cards == cards
    )


def follow_reason(
    play: Play, top: Play | None, revolution: bool, rules: Rules | None = None,
    lock: frozenset[int] | None = None, jack_back: bool = False,
) -> Reason | None:
    """Why ``play`` cannot go on ``top`` in the order in force (``revolution``: reversed), or
    None if it can; ``rules`` brings the house rules (must beat, spade 3), ``lock`` the suits
    the pile is locked to."""
    if top is None:
        return None
    strict = rules is not None and rules.strict
    if rules is not None and rules.spade_three and is_spade_three_on_joker(play, top):
        return None
    above = rules is not None and rules.run_above
    if not play.follows(top, revolution, strict, above):
        return _beat_reason(play, top, revolution, strict or above, jack_back)
    if lock is not None and not fits_lock(play, lock):
        letters = suit_letters(lock)
        return Reason("locked", {"suits": "".join(letters)})
    return None


def _beat_reason(play: Play, top: Play, revolution: bool, strict: bool, jack_back: bool
                 ) -> Reason:
    if play.kind != top.kind:
        return Reason("wrong_kind", {"kind": "set" if top.kind == SET else "run"})
    if play.size != top.size:
        return Reason("wrong_count", {"count": top.size})
    need = top.value(revolution)
    if top.kind == SET and top.rank >= 13:
        return Reason("needs_jokers")
    # A set is named by its rank; a run by its top card (by its bottom card when reversed).
    rank = top.high if top.kind == RUN and not revolution else top.rank
    params = {"rank": RANKS[rank], "direction": "lower" if revolution else "higher",
              "value": need, "kind": "set" if top.kind == SET else "run"}
    if jack_back:
        params["jack_back"] = True
    return Reason("must_beat" if strict else "too_low", params)


def shape_reason(cards: list[int], runs: bool) -> Reason:
    """Why a selection forms no set or run at all."""
    real = [c for c in cards if c < 52]
    if len(set(cards)) != len(cards):
        return Reason("duplicate_card", {"card": card_str(cards[0])})
    if not runs:
        return Reason("runs_off")
    if len({c & 3 for c in real}) > 1:
        return Reason("mixed_ranks")
    if len(cards) < 3:
        return Reason("run_short")
    return Reason("run_gap")
