"""The computer opponents as the table sees them: game.ai when present, else a stand-in.

The table only needs ``make_opponent(level, seed)`` with ``choose_play(view)`` and
``choose_gift(view, count)``, and ``hint(view)``. Whatever an opponent answers is checked
against the rules before use; an answer the rules refuse is replaced by a legal one, so a
faulty opponent can never stall or crash the table.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.engine.match import Match
from game.engine.plays import Play
from game.engine.view import PublicView, view_of


class RandomOpponent:
    """Stand-in until game.ai exists: a random legal play, passing now and then."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose_play(self, view: PublicView) -> Play | None:
        plays = view.legal_plays()
        if not plays or (view.top is not None and self.rng.random() < 0.15):
            return None
        return min(plays, key=lambda p: (p.value(view.revolution), -p.size))

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        return sorted(view.hand)[:count]


def make_opponent(level: str, seed: int) -> Any:
    try:
        from game import ai  # noqa: PLC0415 - written alongside the table
        factory = ai.make_opponent
    except (ImportError, AttributeError):
        return RandomOpponent(level, seed)
    try:
        return factory(level, seed)
    except Exception:  # a level the opponents do not know yet: play on with the stand-in
        return RandomOpponent(level, seed)


def hint(view: PublicView) -> Play | None:
    """A suggested play for the player (None means: pass)."""
    try:
        from game import ai  # noqa: PLC0415
        suggest = ai.hint
    except (ImportError, AttributeError):
        return RandomOpponent("normal", 0).choose_play(view)
    return suggest(view)


def seat_view(match: Match, seat: int) -> PublicView:
    """What ``seat`` knows now, in play or during the exchange."""
    extra: dict[str, Any] = {
        "titles": tuple(match.titles) if match.titles else None,
        "totals": tuple(match.totals),
        "gifts": tuple(g for g in match.gifts if seat in (g[0], g[1])),
    }
    if match.round is not None:
        return view_of(match.round, seat, **extra)
    n = match.rules.players
    return PublicView(
        seat=seat, hand=tuple(match.hands[seat]), counts=tuple(len(h) for h in match.hands),
        top=None, last_player=None, passed=(False,) * n, revolution=False, played=(),
        trick=(), finished=(), turn=None, rules=match.rules, round_number=match.round_no,
        **extra,
    )


_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="opponent")


def think(opponent: Any, match: Match, seat: int) -> Future:
    """Start the opponent deciding in the background, from a snapshot of what it may see.

    The table keeps drawing while a slow opponent thinks; the match is not changed until the
    answer is applied (with ``checked_play``/``checked_gift``) on the main thread.
    """
    view = seat_view(match, seat)
    if match.phase == "exchange":
        step = match.pending_gift()
        count = min(step.count, len(view.hand)) if step is not None else 0
        return _THINKER.submit(_ask, lambda: list(opponent.choose_gift(view, count)))
    return _THINKER.submit(_ask, lambda: opponent.choose_play(view))


def _ask(question: Any) -> Any:
    try:
        return question()
    except Exception as exc:  # an opponent's bug must not stop the game
        return exc


def checked_play(match: Match, seat: int, answer: Any) -> Play | None:
    """The opponent's answer if the rules allow it, else a legal substitute."""
    rnd = match.round
    assert rnd is not None
    if answer is None and rnd.can_pass(seat):
        return None
    if isinstance(answer, Play) and rnd.check_play(seat, answer) is None:
        return answer
    legal = rnd.legal_plays(seat)
    return legal[0] if legal else None


def checked_gift(match: Match, seat: int, answer: Any) -> list[int]:
    hand = match.hands[seat]
    step = match.pending_gift()
    count = min(step.count if step is not None else 0, len(hand))
    cards = answer if isinstance(answer, list) else []
    _, reason = match.check_gift(seat, cards)
    return cards if reason is None else sorted(hand)[:count]
