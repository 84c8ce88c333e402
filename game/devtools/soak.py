"""A soak of random input over every scene: ``python -m game.devtools.soak --events 50000``.

Clicks, keys, typed text and window resizes, spread evenly over every scene the game has
(title, settings on each tab, rules, a notice about a damaged file, tables of every size,
an animated table, pause, the chooser, round results, final standings), each run headless
through the real app with its files in a private folder. Any exception stops the soak and
is printed; exit 0 means none escaped. The suite runs a short one (tests/test_soak.py).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import pygame

from game import saves
from game.devtools.headless import FRAME, make_app, private_home, run_until, use_dummy_drivers
from game.engine.options import preset
from game.ui.scenes.chooser import ChooserScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene

SCENES = ("title", "settings-rules", "settings-players", "settings-display", "rules",
          "notice", "table-eight-stop-4", "table-daifugo-6", "table-standard-3",
          "animated-table-daifugo-5", "pause", "chooser", "results", "standings")


def random_event(rng: random.Random, size: tuple[int, int]):  # noqa: ANN201 - pygame event

    keys = (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
            pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_PAGEUP,
            pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_a, pygame.K_p,
            pygame.K_h, pygame.K_c, pygame.K_n, pygame.K_r, pygame.K_s, pygame.K_1,
            pygame.K_2, pygame.K_F11, pygame.K_q)
    roll = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if roll < 0.33:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                  buttons=(rng.random() < 0.2, 0, 0))
    if roll < 0.72:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos,
                                  button=rng.choice((1, 1, 1, 3, 2, 4, 5)))
    if roll < 0.78:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if roll < 0.80:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)),
                                  flipped=False)
    if roll < 0.83:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aøÅ♠ 7\t"))
    if roll < 0.99:
        mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=mod, unicode="")
    w, h = rng.randrange(300, 2000), rng.randrange(200, 1200)
    return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)


def _table(app, name: str, players: int, seed: int, autoplay: bool = False):  # noqa: ANN001, ANN202

    rules = preset(name, players=players) if name != "standard-1" else preset("standard",
                                                                                rounds=1)
    return TableScene(app, TableSession.new(rules, ["normal"] * 5, seed=seed),
                      autoplay=autoplay)


def start(app, kind: str, seed: int) -> None:  # noqa: ANN001
    """Put ``app`` at the scene of ``kind``."""
    kind = kind.removeprefix("animated-")
    if kind == "notice":  # a damaged save to be told about at the title
        path = saves.autosave_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b'{"format": "president-autosave/1", "record": {"rou')
    app.scenes.clear_to(TitleScene(app))
    if kind.startswith("settings-"):
        app.open_settings(kind.removeprefix("settings-"))
    elif kind == "rules":
        app.open_rules()
    elif kind.startswith("table-"):
        name, players = kind.removeprefix("table-").rsplit("-", 1)
        app.scenes.clear_to(_table(app, name, int(players), seed))
    elif kind == "pause":
        app.scenes.clear_to(_table(app, "eight-stop", 4, seed))
        app.scenes.push(PauseScene(app))
    elif kind == "chooser":
        table = _table(app, "daifugo", 4, seed)
        app.scenes.clear_to(table)
        rnd = table.match.round
        plays = list(rnd.legal_plays(rnd.turn))[:2] if rnd else []
        app.scenes.push(ChooserScene(app, plays, lambda play: None))
    elif kind in ("results", "standings"):
        app.scenes.clear_to(_table(app, "standard-1", 4, seed, autoplay=True))
        run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 5000)
        if kind == "standings" and isinstance(app.scenes.top, ResultsScene):
            app.scenes.top.go_on()
    app.frame(FRAME)


def soak_scene(kind: str, events: int, seed: int) -> set[str]:
    """``events`` random events at the scene ``kind``; the scenes the input reached."""
    rng = random.Random(f"{kind}-{seed}")
    animated = kind.startswith("animated-")
    app = make_app(speed=1.0 if animated else 0.0, delay=0.1 if animated else 0.0)
    start(app, kind, seed)
    seen = {type(app.scenes.top).__name__}
    for i in range(events):
        pygame.event.post(random_event(rng, app.screen_size))
        if i % 3 == 0:
            app.frame(rng.choice((0.0, FRAME, 0.05, 0.3)))
        if not app.running or not len(app.scenes):  # Quit was chosen: start again
            app.running = True
            start(app, kind, seed + i)
        seen.add(type(app.scenes.top).__name__)
    app.frame(FRAME)
    return seen


def soak(events: int, seed: int = 1, out=sys.stdout) -> dict[str, set[str]]:  # noqa: ANN001
    """Spread ``events`` over every scene; the scenes reached from each."""
    use_dummy_drivers()
    reached: dict[str, set[str]] = {}
    for i, kind in enumerate(SCENES):
        per_scene = events // len(SCENES) + (i < events % len(SCENES))
        with private_home():
            began = time.perf_counter()
            reached[kind] = soak_scene(kind, per_scene, seed)
            print(f"{kind}: {per_scene} events, {time.perf_counter() - began:.1f} s, reached "
                  f"{', '.join(sorted(reached[kind]))}", file=out)
    return reached


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.devtools.soak", description=__doc__)
    p.add_argument("--events", type=int, default=50_000, help="events in all (default 50000)")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    began = time.perf_counter()
    soak(args.events, args.seed)
    print(f"soak: ok, {args.events} events over {len(SCENES)} "
          f"scenes, no exception, {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    raise SystemExit(main())
