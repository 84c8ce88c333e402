"""Running the real game without a window (SDL's dummy drivers), for the smoke test, the
screenshots, the soak, the benchmark and the tests: a headless App with fixed settings, a
private folder for its files, frames stepped by hand and input posted as a player's."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Iterator

import pygame

from game.settings import Settings
from game.ui.app_context import App

FRAME = 1 / 60


def use_dummy_drivers() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@contextlib.contextmanager
def private_home() -> Iterator[None]:
    """Keep a headless run away from the player's saves, records and statistics."""
    if os.environ.get("PRESIDENT_HOME"):
        yield
        return
    with tempfile.TemporaryDirectory(prefix="president-headless-") as home:
        os.environ["PRESIDENT_HOME"] = home
        try:
            yield
        finally:
            del os.environ["PRESIDENT_HOME"]


def make_app(size: tuple[int, int] = (1280, 720), speed: float = 0.0, delay: float = 0.0,
             lang: str = "en", defaults: bool = False, guide: bool = False):
    """A headless App with fixed, quick settings (nothing read from the player's files).

    ``defaults`` keeps the animation speed and opponent delay a new player has instead of
    ``speed`` and ``delay``: pictures of the settings screen should show what a player sees.
    ``guide`` keeps the first-game tips on (off by default: a test or picture asks for them).
    """
    use_dummy_drivers()

    settings = Settings(language=lang, guide=guide) if defaults else Settings(
        language=lang, animation_speed=speed, opponent_delay=delay, guide=guide)
    return App(settings, size=size)


def run_until(app, done: Callable[[], bool], max_frames: int, draw_every: int = 0) -> bool:
    """Advance ``app`` frame by frame until ``done()``; False if it never happened."""
    for i in range(max_frames):
        if done():
            return True
        if draw_every and i % draw_every == 0:
            app.frame(FRAME)
        else:
            app.step(FRAME)
    return done()


def click(app, pos: tuple[int, int], button: int = 1) -> None:
    """A real mouse click through the event queue, handled by the next frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,
                                                                                         0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(FRAME)


def press(app, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.frame(FRAME)
