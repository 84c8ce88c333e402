"""Reduced motion: the table's flights become short fades where the card is, then where it
goes, with the same pace of play (the animation speed still sets the waits).

``CalmTweener`` stands in for the director's Tweener; while ``calm()`` says so, a move of a
card (x, y, angle, size) jumps half-way through a short fade instead of flying. No pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.tween import Tween, Tweener, ease_out_cubic

FADE = 0.24  # seconds of a fade out and in, at most
PLACES = ("x", "y", "angle", "height", "lift")


def _jump(k: float) -> float:
    return 0.0 if k < 0.5 else 1.0


class Dip(Tween):
    """The target's ``prop`` (its alpha) down to nothing and back to ``end`` while it moves.

    It dips from ``end``, the card's resting alpha, not from wherever the alpha stands when it
    begins: a card moved again half-way through a fade still comes back whole."""

    def advance(self, dt: float) -> float:
        left = super().advance(dt)
        if not self.done and self.start is not None and self.duration > 0:
            k = self.elapsed / self.duration
            setattr(self.target, self.prop, self.end * abs(1 - 2 * k))
        return left


class CalmTweener(Tweener):
    def __init__(self, calm: Callable[[], bool]) -> None:
        super().__init__()
        self.calm = calm

    def move(self, target: Any, values: dict[str, float], duration: float,
             easing: Callable[[float], float] = ease_out_cubic, delay: float = 0.0,
             on_done: Callable[[], None] | None = None) -> None:
        if not self.calm() or not any(p in values for p in PLACES) or duration <= 0:
            super().move(target, values, duration, easing, delay, on_done)
            return
        short = min(duration, FADE)
        if "alpha" not in values and hasattr(target, "alpha"):
            self._dip(target, short, delay)
        items = list(values.items())
        for i, (prop, end) in enumerate(items):
            last = i == len(items) - 1
            self.add(target, prop, end, short, _jump if prop in PLACES else easing, delay,
                     on_done if last else None)

    def _dip(self, target: Any, duration: float, delay: float) -> None:
        """One fade per card: a new one takes the place of one still running, and keeps the
        alpha that one was to end at (the card's resting alpha, not a half-faded one)."""
        rest = float(target.alpha)
        for old in self.tweens:
            if isinstance(old, Dip) and old.target is target and not old.done:
                rest = old.end
                old.done = True  # replaced, like any tween on the same property
        self.tweens = [t for t in self.tweens if not t.done]
        self.tweens.append(Dip(target, "alpha", rest, duration, delay=delay))
