"""The History screen's headings are whole in both languages at the smallest and a common
window size: no column cuts its heading short (Danish "Præsident" once read "Præside…")."""

from __future__ import annotations

import pytest

from game.devtools.headless import make_app
from game.i18n import t
from game.ui import theme
from game.ui.scenes.history import TOTAL_HEADS, HistoryScene

LIST_HEADS = ("ui.history.date", "ui.history.rules", "ui.history.opponents",
              "ui.history.place", "ui.history.points")


@pytest.mark.parametrize("lang", ["en", "da"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_every_heading_fits_its_column(lang: str, size: tuple[int, int]) -> None:
    app = make_app(size=size, lang=lang)
    scene = HistoryScene(app)
    app.scenes.clear_to(scene)
    s = theme.scale_for(size)
    font = scene.head_font(s)
    columns = scene.totals_columns(s)
    assert [x for x, _ in columns] == sorted(x for x, _ in columns)
    for (x, width), key in zip(columns, TOTAL_HEADS, strict=True):
        assert font.size(t(key))[0] <= width, t(key)
        assert x + width <= scene.totals_rect.right
    starts = scene.list_columns(s)
    ends = [*starts[1:], scene.view.viewport.right]
    for x, end, key in zip(starts, ends, LIST_HEADS, strict=True):
        assert font.size(t(key))[0] <= end - x - int(10 * s), t(key)
