"""Runs without a window: the smoke test and the screenshots (SDL's dummy drivers)."""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

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
    from game.settings import Settings
    from game.ui.app_context import App

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
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,
                                                                                         0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(FRAME)


def press(app, key: int, mod: int = 0) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.frame(FRAME)


def smoke_test() -> int:
    """Start the real game headless, visit every scene, play one round between computer
    opponents at full speed through the table scene, and exit 0."""
    with private_home():
        return _smoke_test()


def _smoke_test() -> int:
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.standings import StandingsScene
    from game.ui.scenes.title import TitleScene
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app()
    visited = []

    def visit(name: str) -> None:
        app.frame(FRAME)
        visited.append(name)

    app.scenes.clear_to(TitleScene(app))
    visit("title")
    for opener, name in ((app.open_settings, "settings"), (app.open_rules, "rules")):
        opener()
        visit(name)
        app.scenes.pop()
    rules = app.settings.rules.with_(rounds=1)
    session = TableSession.new(rules, ["normal"] * 5, seed=2024)
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    visit("table")
    app.scenes.push(PauseScene(app))
    visit("pause")
    app.scenes.pop()
    if not run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 20000, 50):
        print("smoke test: the round did not finish", file=sys.stderr)
        return 1
    visit("results")
    app.scenes.top.go_on()
    if not isinstance(app.scenes.top, StandingsScene):
        print("smoke test: no final standings after the last round", file=sys.stderr)
        return 1
    visit("standings")
    app.scenes.top.to_title()
    visit("title")
    plays = sum(1 for e in session.events if type(e).__name__ == "Played")
    print(f"smoke test: ok (scenes: {', '.join(visited)}; {plays} plays in one round)")
    return 0


def screenshots(folder: str, lang: str = "en") -> int:
    """Write a PNG of every scene to ``folder``, in ``lang``."""
    from game.devtools.shots import take_all

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    with private_home():
        names = take_all(out, lang)
    print(f"{len(names)} screenshots written to {out}: {', '.join(names)}")
    return 0
