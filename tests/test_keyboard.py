"""Keyboard-only play through the real scenes, with the focus ring where the keys are."""

from __future__ import annotations

import pygame
import pytest

from game.devtools.headless import make_app, press, run_until
from game.engine import events as ev
from game.ui import theme

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def ring_drawn(app, rect: pygame.Rect) -> bool:
    """The two-tone ring just outside ``rect`` (dark outside, light inside)."""
    w = max(2, round(3 * theme.scale_for(app.screen_size)))
    x = rect.centerx
    return (tuple(app.screen.get_at((x, rect.top - 2 * w)))[:3] == theme.BLACK
            and tuple(app.screen.get_at((x, rect.top - w)))[:3] == theme.WHITE)


def test_the_title_is_worked_by_the_keys_with_a_ring_on_the_focus() -> None:
    from game.ui.scenes.history import HistoryScene
    from game.ui.scenes.title import TitleScene

    app = make_app()
    title = TitleScene(app)
    app.scenes.clear_to(title)
    app.frame(1 / 60)
    assert title.focus.focused is None  # no ring until the keys are used
    history_button = next(b for b in title.buttons if b.key == pygame.K_h)
    for _ in range(len(title.buttons)):  # down the column until the History button
        if title.focus.focused is history_button:
            break
        press(app, pygame.K_DOWN)
    assert title.focus.focused is history_button
    assert ring_drawn(app, history_button.rect)
    press(app, pygame.K_RETURN)
    scene = app.scenes.top
    assert isinstance(scene, HistoryScene)
    press(app, pygame.K_TAB)
    assert scene.focus.focused is scene.back
    assert ring_drawn(app, scene.back.rect)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is title


def test_a_turn_is_played_and_the_match_left_by_the_keys_alone() -> None:
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.title import TitleScene
    from game.ui.table.scene import TableScene

    app = make_app(delay=0.0)
    app.settings.pass_for_me = False  # only the keys act for the player here (no auto-pass)
    app.scenes.clear_to(TitleScene(app))
    app.frame(1 / 60)
    press(app, pygame.K_DOWN)  # New game
    press(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert run_until(app, table.human_to_move, 20000)
    mine = len([e for e in table.events if isinstance(e, (ev.Played, ev.Passed))
                and e.seat == 0])
    press(app, pygame.K_RIGHT)
    sprite = table._focused()
    assert sprite is not None
    assert ring_drawn(app, table.renderer.hit_rect(sprite))
    if table.match.round.can_pass():
        press(app, pygame.K_p)
    else:
        table.selected = set()
        for card in table.match.round.legal_plays()[0].cards:
            table.focus = [sp.card for sp in table.shown.hand].index(card)
            press(app, pygame.K_UP)  # select the focused card
        press(app, pygame.K_RETURN)
    run_until(app, lambda: False, 5)
    after = len([e for e in table.events if isinstance(e, (ev.Played, ev.Passed))
                 and e.seat == 0])
    assert after == mine + 1
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    for _ in range(4):
        press(app, pygame.K_DOWN)
    assert pause.focus.focused is pause.buttons[3]
    assert ring_drawn(app, pause.buttons[3].rect)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, TitleScene)
