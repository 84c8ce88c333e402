"""Thousands of random clicks, keys and resizes at every scene: no exception may escape."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.devtools.headless import FRAME, make_app, run_until
from game.engine.options import preset
from game.ui.scenes.chooser import ChooserScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.placeholder import PlaceholderScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene

KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_a, pygame.K_p, pygame.K_h, pygame.K_c, pygame.K_n,
        pygame.K_r, pygame.K_s, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_1, pygame.K_2,
        pygame.K_F11, pygame.K_q]
EVENTS_PER_SCENE = 700


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    roll = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if roll < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos,
                                  button=rng.choice((1, 1, 1, 3, 2, 4, 5)))
    if roll < 0.78:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if roll < 0.985:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="")
    w, h = rng.randrange(300, 2000), rng.randrange(200, 1200)
    return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)


def table_scene(app, name: str, players: int, seed: int) -> TableScene:
    session = TableSession.new(preset(name, players=players), ["normal"] * 5, seed=seed)
    return TableScene(app, session)


def start(app, kind: str, seed: int) -> None:
    """Put ``app`` at the scene of ``kind``."""
    if kind == "title":
        app.scenes.clear_to(TitleScene(app))
    elif kind == "placeholder":
        app.scenes.clear_to(TitleScene(app))
        app.scenes.push(PlaceholderScene(app, "Settings"))
    elif kind.startswith("table-"):
        name, players = kind[len("table-"):].rsplit("-", 1)
        app.scenes.clear_to(table_scene(app, name, int(players), seed))
    elif kind == "pause":
        app.scenes.clear_to(table_scene(app, "eight-stop", 4, seed))
        app.scenes.push(PauseScene(app))
    elif kind in ("results", "standings"):
        session = TableSession.new(preset("standard", rounds=1), ["normal"] * 5, seed=seed)
        table = TableScene(app, session, autoplay=True)
        app.scenes.clear_to(table)
        run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 5000)
        if kind == "standings":
            app.scenes.top.go_on()
    elif kind == "chooser":
        table = table_scene(app, "daifugo", 4, seed)
        app.scenes.clear_to(table)
        plays = [p for p in table.match.round.legal_plays(table.match.round.turn)][:2] \
            if table.match.round else []
        app.scenes.push(ChooserScene(app, plays, lambda p: None))
    for _ in range(2):
        app.frame(FRAME)


SCENES = ["title", "placeholder", "table-eight-stop-4", "table-daifugo-6", "table-standard-3",
          "animated-table-daifugo-5", "pause", "results", "standings", "chooser"]


@pytest.mark.parametrize("kind", SCENES)
def test_random_input_never_raises(kind: str) -> None:
    rng = random.Random(kind)
    animated = kind.startswith("animated-")
    kind = kind.removeprefix("animated-")
    app = make_app(speed=1.0 if animated else 0.0, delay=0.1 if animated else 0.0)
    start(app, kind, seed=len(kind))
    assert app.scenes.top is not None
    seen = set()
    for i in range(EVENTS_PER_SCENE):
        pygame.event.post(random_event(rng, app.screen_size))
        if i % 3 == 0:
            app.frame(rng.choice((0.0, FRAME, 0.05, 0.3)))
        if not app.running or not len(app.scenes):  # Quit pressed: start again
            app.running = True
            start(app, kind, seed=i)
        seen.add(type(app.scenes.top).__name__)
    app.frame(FRAME)
    assert seen  # the run reached at least the scene it started in
