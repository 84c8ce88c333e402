"""Last trick: the trick before this one, held up over the pile by a click or the L key."""

from __future__ import annotations

import pygame

from game.devtools.headless import FRAME, make_app, run_until
from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.options import preset
from game.engine.plays import interpretations
from game.ui.table.last_trick import pile_rect, previous_trick


def single(text: str):
    return interpretations([parse_card(text)], False)[0]


def test_the_previous_trick_is_the_plays_before_the_last_clear_of_this_round() -> None:
    a, b, c, d = single("5H"), single("9C"), single("3D"), single("KS")
    events = [ev.Dealt(1, (), ()), ev.RoundStarted(1, 0), ev.Played(0, a, 9), ev.Passed(1),
              ev.Played(2, b, 8), ev.Cleared("passes", 2, 2), ev.Played(2, c, 7)]
    assert previous_trick(events) == [(0, a), (2, b)]
    events += [ev.Played(3, d, 6), ev.Cleared("passes", 3, 3)]
    assert previous_trick(events) == [(2, c), (3, d)]
    assert previous_trick(events[:5]) == []  # no trick has ended yet
    assert previous_trick([*events, ev.Dealt(2, (), ()), ev.RoundStarted(2, 1)]) == []


def table_after_a_trick():
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(delay=1.0)  # one move at a time, so the table stops mid-round
    session = TableSession.new(preset("eight-stop"), ["normal"], seed=3)
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    assert run_until(app, lambda: any(isinstance(e, ev.Cleared) for e in session.events)
                     and table.director.idle, 20000)
    table.autoplay = False  # hold the table still while the trick is looked at
    return app, table


def test_the_key_holds_the_last_trick_up_and_letting_go_hides_it() -> None:
    app, table = table_after_a_trick()
    plays = previous_trick(table.events[:table.director.cursor])
    assert plays
    app.frame(FRAME)
    before = pixels(app, pile_rect(table))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    app.frame(FRAME)
    assert table.last_trick.held
    held = pixels(app, pile_rect(table))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_l, mod=0))
    app.frame(FRAME)
    assert not table.last_trick.held
    assert held != before
    assert pixels(app, pile_rect(table)) == before  # hidden again, the table as it was


def pixels(app, box: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(box).copy(), "RGB")


def test_a_click_on_the_pile_holds_it_until_the_button_is_released() -> None:
    app, table = table_after_a_trick()
    center = pile_rect(table).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=center, button=1))
    app.frame(FRAME)
    assert table.last_trick.held
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=center, button=1))
    app.frame(FRAME)
    assert not table.last_trick.held
