"""At 800x600, in both languages: the pause menu's key list stays inside its panel and names
the last trick's and the log's keys; the results table uses the room the window has."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game import i18n
from game.devtools.headless import FRAME, make_app
from game.engine import events as ev
from game.engine.options import preset
from game.ui import theme
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.usefixtures("home")


@pytest.mark.parametrize("lang", ["en", "da"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_pause_menus_keys_fit_inside_its_panel(lang: str, size) -> None:
    app = make_app(size=size, lang=lang)
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=1))
    app.scenes.clear_to(table)
    pause = PauseScene(app)
    app.scenes.push(pause)
    app.frame(FRAME)
    s = theme.scale_for(size)
    lines = pause.key_lines(pause.box.w, s)
    font = app.fonts(pause.text_size(s))
    assert all(font.size(line)[0] <= pause.box.w - 16 for line in lines)
    top = pause.buttons[-1].rect.bottom
    assert top + len(lines) * pause.line_h(s) <= pause.box.bottom
    text = " ".join(lines)
    assert "L" in text.split() and "PgUp" in text  # the last trick's key, the log's
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "da"])
def test_the_results_table_takes_the_room_of_a_small_window(lang: str) -> None:
    app = make_app(size=(800, 600), lang=lang)
    table = TableScene(app, TableSession.new(preset("eight-stop", players=6), ["normal"],
                                             seed=1))
    app.scenes.clear_to(table)
    event = ev.RoundOver(1, (1, 0, 3, 2, 5, 4), ("president",) * 6, (5, 4, 3, 2, 1, 0),
                         (5, 4, 3, 2, 1, 0))
    results = ResultsScene(app, table, event)
    app.scenes.push(results)
    app.frame(FRAME)
    assert results.box.w >= 0.8 * 800 and results.box.h <= 600
    assert results.box.left >= 0 and results.box.right <= 800
    i18n.set_language("en")
