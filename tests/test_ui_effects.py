"""Banners and the Eight stop burst: captions that hide nothing with animations off, and no
effect of one round left standing into the results or the next deal."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.devtools.headless import FRAME, make_app, run_until
from game.engine import events as ev
from game.engine.options import preset
from game.ui.card_images import card_width
from game.ui.scenes.results import ResultsScene
from game.ui.session import TableSession
from game.ui.table.director import CAPTION
from game.ui.table.scene import TableScene
from game.ui.table.state import Banner


def table_at(speed: float, autoplay: bool = False, size=(1280, 720)) -> tuple[object, TableScene]:
    app = make_app(size=size, speed=speed)
    session = TableSession.new(preset("eight-stop", players=4), ["normal"], seed=9)
    table = TableScene(app, session, autoplay=autoplay)
    app.scenes.clear_to(table)
    app.frame(FRAME)
    return app, table


def pile_area(table: TableScene) -> pygame.Rect:
    """Where a trick's cards can lie: a play of four, up to five older plays stacked above."""
    lay = table.layout
    w = card_width(lay.pile_h) * (1 + 0.55 * 3)
    h = lay.pile_h * 1.3
    area = pygame.Rect(0, 0, round(w), round(h))
    area.midbottom = (lay.pile_center[0], round(lay.pile_center[1] + lay.pile_h / 2))
    return area


@pytest.mark.parametrize("reason,turn,place", [("eight", 0, "above"), ("two", 2, "below"),
                                               ("three", 1, "above")])
def test_with_animations_off_a_banner_is_a_short_caption_that_hides_no_card(
        reason: str, turn: int, place: str) -> None:
    """Above the pile, or below it when the turn pointer is above (seat 2 sits at the top)."""
    app, table = table_at(speed=0.0)
    area = pile_area(table)
    table.shown.turn = turn
    app.draw()
    before = pygame.image.tobytes(app.screen.subsurface(area), "RGB")
    table.director.handle(ev.Cleared(reason, seat=1, leader=1))
    banner = table.shown.banner
    assert banner is not None and banner.caption and banner.duration == CAPTION <= 0.6
    assert table.shown.burst < 0  # no rays over the pile either
    app.draw()
    assert banner.place == place
    assert pygame.image.tobytes(app.screen.subsurface(area), "RGB") == before
    run_until(app, lambda: False, round(CAPTION / FRAME) + 1)
    assert table.shown.banner is None


def test_with_animations_off_a_revolution_is_a_caption_too() -> None:
    app, table = table_at(speed=0.0)
    table.director.handle(ev.Revolution(seat=1, active=True))
    assert table.shown.banner is not None and table.shown.banner.caption


@pytest.mark.parametrize("speed", [0.5, 1.0, 2.0])
def test_at_any_other_speed_the_banner_stays_big(speed: float) -> None:
    app, table = table_at(speed=speed)
    table.director.handle(ev.Cleared("eight", seat=1, leader=1))
    banner = table.shown.banner
    assert banner is not None and not banner.caption and banner.duration >= 0.9
    assert banner.sub and table.shown.burst == 0.0


def test_the_deal_clears_what_the_last_round_left() -> None:
    app, table = table_at(speed=1.0)
    dealt = next(e for e in table.session.events if isinstance(e, ev.Dealt))
    table.shown.burst = 0.2
    table.shown.banner = Banner("x")
    table.director.handle(dealt)
    assert table.shown.burst < 0 and table.shown.banner is None


def test_no_banner_or_burst_stands_frozen_under_the_results() -> None:
    app, table = table_at(speed=1.0, autoplay=True)
    assert run_until(app, lambda: table.pending_results is not None, 60_000)
    table.shown.burst = 0.0  # as if the round's last trick ended in an Eight stop
    table.shown.banner = Banner("x", duration=100.0)
    assert run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 2000)
    assert table.shown.burst < 0 and table.shown.banner is None
