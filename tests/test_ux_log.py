"""The table's log wraps, scrolls with the wheel and the keys, writes a joker with what it
stands for, and names the cards the player gave and got in the exchange (those got are marked
in the hand for a moment)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.devtools.headless import FRAME, make_app
from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.options import preset
from game.engine.plays import interpretations
from game.i18n import set_language
from game.ui.session import TableSession
from game.ui.table.log_view import wrap_segments
from game.ui.table.scene import TableScene
from game.ui.words import play_meaning


def a_table(app) -> TableScene:
    session = TableSession.new(preset("eight-stop", players=4), ["normal"], seed=3)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    app.frame(FRAME)
    return table


def test_a_long_line_wraps_between_words_and_within_the_width() -> None:
    def measure(text: str) -> int:
        return 10 * len(text)

    segments = [("Ben", (1, 1, 1)), (": ", (1, 1, 1)), ("one two three four five", (2, 2, 2))]
    rows = wrap_segments(measure, segments, 120, 20)
    text = ["".join(piece for piece, _ in row) for row in rows]
    assert text == ["Ben: one two", "three four", "five"]
    assert all(measure(line) <= 120 for line in text)
    assert rows[0][-1][1] == (2, 2, 2)  # colours stay with their words


def test_the_log_scrolls_with_the_wheel_over_it_and_with_the_keys() -> None:
    app = make_app()
    table = a_table(app)
    for n in range(60):
        table.shown.add_log([(f"line {n}", (255, 255, 255))])
    app.draw()
    scroll = table.shown.log_scroll
    assert scroll.back == 0 and scroll.most > 0
    app.mouse_pos = table.layout.log_rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scroll.back == 2
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0))
    assert scroll.back == 2 + scroll.page - 1
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    assert scroll.back == 0
    app.mouse_pos = table.layout.pile_center  # the wheel elsewhere does not scroll the log
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scroll.back == 0


def test_a_set_with_a_joker_is_written_with_what_the_joker_stands_for() -> None:
    set_language("en")
    play = next(p for p in interpretations([parse_card(c) for c in ["9D", "9H", "X1"]], False)
                if p.rank == parse_card("9D") >> 2)
    assert play_meaning(play) == "9♦ 9♥ Joker as 9"
    app = make_app()
    table = a_table(app)
    table.director.handle(ev.Played(1, play, 5))
    line = table.shown.log[-1].text()
    assert line.rstrip() == "Anna: 9♦ 9♥ Joker as 9" and "=" not in line
    set_language("da")
    assert table.shown.log[-1].text().rstrip() == "Anne: 9♦ 9♥ Joker som 9"
    set_language("en")


def test_the_cards_got_in_the_exchange_are_named_and_marked_for_a_moment() -> None:
    from game.ui.table.director import Director
    from tests.test_ui_director import Stage

    set_language("en")
    got = (parse_card("AS"), parse_card("2H"))
    gave = (parse_card("3C"),)
    # The player's view holds the gifts the player got and gave (game.ui.table.seen).
    stage = Stage(gifts_seen={(3, 0): got, (0, 3): gave})
    director = Director(stage)
    director.handle(ev.ExchangeGiven(giver=3, receiver=0, cards=got))
    assert [line.text().strip() for line in stage.shown.log][-1] == "A♠ 2♥"
    assert set(stage.shown.received) == set(got)
    for _ in range(60 * 7):  # the mark fades after a few seconds of play
        director.update(FRAME)
    assert stage.shown.received == {}
    director.handle(ev.ExchangeGiven(giver=0, receiver=3, cards=gave))
    assert [line.text().strip() for line in stage.shown.log][-2:] == ["You give 1 card to Clara",
                                                                      "3♣"]
    director.handle(ev.ExchangeGiven(giver=1, receiver=2, cards=got))  # not the player's
    assert [line.text().strip() for line in stage.shown.log][-1] == "Anna gives 2 cards to Ben"
