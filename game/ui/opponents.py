"""The computer opponents as the table sees them: game.ai's levels, asked in the background.

The table only needs ``make_opponent(level, seed)`` with ``choose_play(view)`` and
``choose_gift(view, count)``, and ``hint(view)``. A level the opponents do not know is a
settings error, refused where the settings are read, so ``make_opponent`` raises for one.
Whatever an opponent answers is checked against the rules before use; an opponent that crashes
or answers what the rules refuse is logged and replaced by a legal move, so a faulty opponent
can never stall or crash the table.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game import ai
from game.engine.match import Match
from game.engine.plays import Play
from game.engine.view import PublicView

log = logging.getLogger(__name__)


def make_opponent(level: str, seed: int) -> ai.Opponent:
    """The opponent of ``level`` (one of game.ai.LEVELS); ValueError for an unknown one.

    Master without its policy file (the settings no longer offer it, and said why) is played
    by Hard in a seat saved with it, so a saved table still opens; that is logged."""
    if level == "master" and ai.master_unavailable() is not None:
        log.warning("Master cannot play (%s); Hard plays in its seat", ai.master_unavailable())
        level = "hard"
    return ai.make_opponent(level, seed)


def hint(view: PublicView, level: str = "normal") -> Play | None:
    """A suggested play for the player: what ``level`` would play (None means: pass, or no
    hint: a failure is logged)."""
    answer = _ask("hint", view.seat, lambda: ai.hint(view, level))
    return answer if isinstance(answer, Play) else None


def advise(view: PublicView, level: str = "normal") -> tuple[Play | None, str]:
    """``hint`` with ``level``'s reason code for it ((None, "") when the level failed)."""
    answer = _ask("hint", view.seat, lambda: ai.advise(view, level))
    return answer if isinstance(answer, tuple) else (None, "")


# Master thinks for this share of the opponent delay (at least MIN_THINK seconds), so its
# answer is ready when the delay is over and the table never waits for it.
THINK_SHARE = 0.6
MIN_THINK = 0.05
MAX_THINK_BUDGET = 1.0


def thinking_time(delay: float) -> float:
    return min(MAX_THINK_BUDGET, max(MIN_THINK, delay * THINK_SHARE))


def seat_view(match: Match, seat: int) -> PublicView:
    """What ``seat`` knows now, in play or during the exchange (the views game.ai plays from)."""
    return ai.play_view(match, seat) if match.round is not None else ai.exchange_view(match, seat)


_THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="opponent")


def think(opponent: ai.Opponent, match: Match, seat: int, delay: float | None = None) -> Future:
    """Start the opponent deciding in the background, from a snapshot of what it may see;
    an opponent that thinks for a set time (Master) is given it from the opponent ``delay``.

    The table keeps drawing while a slow opponent thinks; the match is not changed until the
    answer is applied (with ``checked_play``/``checked_gift``) on the main thread.
    """
    view = seat_view(match, seat)
    think_for = getattr(opponent, "think_for", None)
    if delay is not None and think_for is not None:
        think_for(thinking_time(delay))
    if match.phase == "exchange":
        step = match.pending_gift()
        count = min(step.count, len(view.hand)) if step is not None else 0

        def gift() -> list[int]:
            return list(opponent.choose_gift(view, count))

        return _THINKER.submit(_ask, opponent, seat, gift)
    return _THINKER.submit(_ask, opponent, seat, lambda: opponent.choose_play(view))


def _ask(opponent: object, seat: int, question: Callable[[], Any]) -> Any:
    """The opponent's answer, or the exception it raised (the one boundary around it)."""
    try:
        return question()
    except Exception as exc:  # an opponent's bug must not stop the game: logged, then overruled
        log.exception("Opponent %r in seat %d failed; a legal move is made in its place",
                      opponent, seat)
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
    substitute = legal[0] if legal else None
    _overruled(seat, answer, substitute)
    return substitute


def checked_gift(match: Match, seat: int, answer: Any) -> list[int]:
    hand = match.hands[seat]
    step = match.pending_gift()
    count = min(step.count if step is not None else 0, len(hand))
    cards = answer if isinstance(answer, list) else []
    _, reason = match.check_gift(seat, cards)
    if reason is None:
        return cards
    substitute = sorted(hand)[:count]
    _overruled(seat, answer, substitute)
    return substitute


def _overruled(seat: int, answer: Any, substitute: Any) -> None:
    """Say why an answer was replaced (a crash was logged with its traceback already)."""
    if not isinstance(answer, Exception):
        log.warning("Opponent in seat %d answered %r, which the rules refuse now; %r is "
                    "made in its place", seat, answer, substitute)


def gift_hint(match: Match, seat: int, count: int) -> list[int]:
    """The cards the Normal opponent would give back in the exchange (the player's Hint)."""
    view = seat_view(match, seat)
    return list(ai.make_opponent("normal", 0).choose_gift(view, count))


# -- the 7 pass and the 10 discard (house rules): what a seat hands over after its play ------
def handover_hint(view: PublicView, kind: str, count: int) -> list[int]:
    """The cards the Normal opponent would give ("give") or discard ("discard") in ``view``
    (a fresh one, as ``hint`` asks)."""
    answer = _ask("hint", view.seat, lambda: list(
        ai.make_opponent("normal", 0).choose_handover(view, kind, count)))
    return answer if isinstance(answer, list) else []


def think_handover(opponent: ai.Opponent, match: Match, seat: int) -> Future:
    """Start ``seat``'s opponent choosing what it owes after its play, in the background."""
    view = seat_view(match, seat)
    rnd = match.round
    assert rnd is not None and rnd.owes is not None
    kind, count = rnd.owes
    return _THINKER.submit(_ask, opponent, seat,
                           lambda: list(opponent.choose_handover(view, kind, count)))


def checked_handover(match: Match, seat: int, answer: Any) -> list[int]:
    """The opponent's cards to give or discard if the rules allow them, else its weakest."""
    rnd = match.round
    assert rnd is not None and rnd.owes is not None
    kind, count = rnd.owes
    cards = answer if isinstance(answer, list) else []
    if rnd.check_handover(seat, kind, cards) is None:
        return cards
    view = seat_view(match, seat)
    substitute = ai.weakest(view.hand, view.order_in_force, count)
    _overruled(seat, answer, substitute)
    return substitute
