"""Screenshots of a table resumed from its save: a House rules match played at the table into
its second round (7 passes, 10 discards, cards out), the picture of the live table mid-round,
then the title's Continue and the picture of the table it lays out from the match's events.
The two should show the same position (the log starts again at the resumed round)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from game.devtools.headless import FRAME, click, make_app, run_until
from game.engine import events as ev
from game.engine.options import preset
from game.ui.router import scene_class
from game.ui.session import TableSession
from game.ui.table.scene import TableScene

SIZES = (("", (1280, 720)), ("_small", (800, 600)))


def take(save: Callable, lang: str) -> None:
    for suffix, size in SIZES:
        _live_then_continued(save, lang, size, suffix)


def _interesting(table: TableScene) -> bool:
    """Mid-round in round 2 with a trick on the pile and cards out of play, the player to move."""
    rnd = table.match.round
    return (table.match.round_no >= 2 and rnd is not None and len(rnd.trick) >= 2
            and bool(rnd.discarded) and table.director.idle and rnd.turn == 0)


def _live_then_continued(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    for seed in range(1, 30):
        app = make_app(size=size, lang=lang, speed=1.0, delay=0.1)
        session = TableSession.new(preset("house", players=4, rounds=4),
                                   ["easy", "normal", "hard"], seed=seed)
        table = TableScene(app, session)
        app.scenes.clear_to(table)
        table.autoplay = True  # the computer plays the player's seat until the moment comes
        results = scene_class("results")
        for _ in range(40_000):
            top = app.scenes.top
            if isinstance(top, results):
                cast(Any, top).go_on()
            if app.scenes.top is not table or table.match.over:
                break
            if _interesting(table) and any(isinstance(e, ev.CardsGiven) for e in session.events):
                break
            app.step(FRAME)
        if app.scenes.top is not table or not _interesting(table):
            continue
        table.autoplay = False
        run_until(app, table.human_to_move, 600)
        app.frame(FRAME)
        save(app, f"table_live{suffix}")
        table.control.save_now()
        app.router.clear_to("title")
        app.frame(FRAME)
        title = app.scenes.top
        click(app, title.buttons[1].rect.center)  # Continue
        app.frame(FRAME)
        save(app, f"table_continued{suffix}")
        return
