"""Tweens: change an attribute of an object from its value to a target over time.

A tween is data (target, property, end value, duration, easing, delay, on-done) advanced by
``Tweener.update(dt)``; nothing reads the wall clock, so headless tests are exact. A duration of
0 lands at once, which is how animations are switched off.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_cubic(t: float) -> float:
    return t * t * t


def pulse(t: float) -> float:
    """Up and back down: 0 → 1 → 0."""
    return math.sin(math.pi * t)


@dataclass
class Tween:
    target: Any
    prop: str
    end: float
    duration: float
    easing: Callable[[float], float] = ease_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    start: float | None = None  # taken from the target when the tween begins
    elapsed: float = 0.0
    done: bool = False

    def advance(self, dt: float) -> float:
        """Move on by ``dt``; returns the time left over once finished (for chaining)."""
        if self.done:
            return dt
        if self.delay > 0:
            used = min(dt, self.delay)
            self.delay -= used
            dt -= used
            if self.delay > 0:
                return 0.0
        if self.start is None:
            self.start = float(getattr(self.target, self.prop))
        self.elapsed += dt
        if self.duration <= 0 or self.elapsed >= self.duration:
            self.finish()
            return max(0.0, self.elapsed - self.duration)
        k = self.easing(self.elapsed / self.duration)
        setattr(self.target, self.prop, self.start + (self.end - self.start) * k)
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        setattr(self.target, self.prop, self.end)
        if self.on_done is not None:
            self.on_done()


@dataclass
class Tweener:
    """All running tweens; a newer tween on the same (target, property) replaces the older."""

    tweens: list[Tween] = field(default_factory=list)

    def add(self, target: Any, prop: str, end: float, duration: float,
            easing: Callable[[float], float] = ease_out_cubic, delay: float = 0.0,
            on_done: Callable[[], None] | None = None) -> Tween:
        for old in self.tweens:
            if old.target is target and old.prop == prop:
                old.done = True  # replaced: it stops where it is, without its on-done
        self.tweens = [t for t in self.tweens if not t.done]
        tween = Tween(target, prop, float(end), max(0.0, duration), easing, max(0.0, delay),
                      on_done)
        if duration <= 0 and delay <= 0:
            tween.finish()  # instant: lands now (its on-done may add tweens)
            return tween
        self.tweens.append(tween)
        return tween

    def move(self, target: Any, values: dict[str, float], duration: float,
             easing: Callable[[float], float] = ease_out_cubic, delay: float = 0.0,
             on_done: Callable[[], None] | None = None) -> None:
        """Tween several properties together; ``on_done`` runs once, after the last."""
        items = list(values.items())
        for i, (prop, end) in enumerate(items):
            last = i == len(items) - 1
            self.add(target, prop, end, duration, easing, delay, on_done if last else None)

    def update(self, dt: float) -> None:
        for tween in list(self.tweens):
            tween.advance(dt)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish_all(self) -> None:
        """Jump every tween to its end (click-to-skip); on-done callbacks may add more."""
        for _ in range(20):
            if not self.tweens:
                return
            pending, self.tweens = self.tweens, []
            for tween in pending:
                tween.finish()

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def busy_with(self, target: Any) -> bool:
        return any(t.target is target for t in self.tweens)
