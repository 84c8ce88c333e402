"""The table in the player's language: a switch in the settings mid-match shows at once, on
the buttons, the status line and every line of the log; counts are worded in the singular and
the plural, and the player is spoken to as "you"."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import i18n
from game.devtools.headless import FRAME, make_app, press, run_until
from game.engine import events as ev
from game.engine.options import preset
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.session import TableSession
from game.ui.table.director import gift_words
from game.ui.table.draw import cards_left, points_text
from game.ui.table.scene import TableScene
from game.ui.wording import LogLine, Say, Seat

EN, DA = i18n.catalog("en"), i18n.catalog("da")


@pytest.fixture(autouse=True)
def english_after() -> None:
    yield
    i18n.set_language("en")


def names(catalog: dict[str, str]) -> list[str]:
    return [n.strip() for n in catalog["ui.names"].split(",")]


def play_a_while(app, table: TableScene) -> None:
    """The player leads their lowest play and passes otherwise, until opponents have both
    played and passed."""
    events = table.session.events
    for _ in range(30):
        assert run_until(app, table.human_to_move, 4000)
        seen = {(type(e).__name__, e.seat) for e in events if hasattr(e, "seat")}
        if any(kind == "Passed" and seat > 0 for kind, seat in seen) and ("Played", 1) in seen:
            return
        rnd = table.match.round
        if rnd.can_pass(0):
            table.pass_turn()
        else:
            table.make_play(rnd.legal_plays(0)[0])
    raise AssertionError("the opponents never both played and passed")


def switch_to_danish_in_the_settings(app) -> SettingsScene:
    """Esc opens the pause menu, S its settings; the Dansk segment of the language choice is
    clicked like a player would."""
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    press(app, pygame.K_s)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    settings.show_tab("display")
    app.draw()
    language = next(w for w in settings.rows if w.label == EN["settings.language"])
    pos = language._segments()[1].center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert app.settings.language == "da" and i18n.language() == "da"
    return settings


def visible_log(table: TableScene) -> list[str]:
    return [line.text(table.session.player_name) for line in table.shown.log]


def test_a_language_switch_mid_match_shows_on_the_table_at_once() -> None:
    app = make_app()
    session = TableSession.new(preset("eight-stop", players=4), ["normal"], seed=5)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    play_a_while(app, table)
    english_log = visible_log(table)
    assert "— Round 1 —" in english_log

    switch_to_danish_in_the_settings(app)
    app.draw()  # the table is drawn under the settings: already in Danish
    assert table.pass_button.label == DA["ui.table.pass"]
    assert table.hint_button.label == DA["ui.table.hint"]
    assert table.menu_button.label == DA["ui.table.menu"]
    assert table.play_button.label in (DA["ui.table.play"], DA["ui.table.give"])

    press(app, pygame.K_ESCAPE)  # back to the pause menu, in Danish too
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    assert [b.label for b in pause.buttons] == [DA[f"ui.pause.{k}"] for k in
                                               ("resume", "rules", "settings", "quit")]
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    app.frame(FRAME)

    log = visible_log(table)
    assert len(log) == len(english_log)
    assert DA["ui.log.round"].format(number=1) in log
    da_names, en_names = names(DA), names(EN)
    passes = [DA["ui.log.passes"].format(name=da_names[seat - 1]) for seat in (1, 2, 3)]
    assert any(line in passes for line in log)
    assert any(line.startswith(da_names[0] + ": ") for line in log)  # seat 1 played
    for line in log:  # nothing of the English log is left
        assert "Round" not in line and " passes" not in line and " leads" not in line
        assert not line.startswith(en_names[0] + ":")
    status = table.status()[0]
    assert status.startswith(("Din tur", "Du spiller ud", "Du kan ikke", "Intet kort")), status
    assert table.play_button.label == DA["ui.table.play"]


def test_log_lines_keep_the_rendered_text_until_the_language_changes() -> None:
    line = LogLine([(Say.of("ui.log.passes", name=Seat(1)), (255, 255, 255))])
    i18n.set_language("en")
    first = line.segments()
    assert line.segments() is first  # drawn every frame: worded once
    assert line.text() == "Anna passes"
    i18n.set_language("da")
    assert line.text() == "Anne melder pas"
    i18n.set_language("en")
    assert line.text("") == "Anna passes"


@pytest.mark.parametrize("lang,expected", [
    ("en", ["Anna gives you 2 cards", "Anna gives you 1 card", "You give 2 cards to Ben",
            "You give 1 card to Ben", "Ben gives 2 cards to Anna", "Ben gives 1 card to Anna"]),
    ("da", ["Anne giver dig 2 kort", "Anne giver dig 1 kort", "Du giver 2 kort til Bo",
            "Du giver 1 kort til Bo", "Bo giver 2 kort til Anne", "Bo giver 1 kort til Anne"]),
])
def test_gifts_to_and_from_the_player_are_worded_for_them(lang: str,
                                                           expected: list[str]) -> None:
    i18n.set_language(lang)
    gifts = [(1, 0, 2), (1, 0, 1), (0, 2, 2), (0, 2, 1), (2, 1, 2), (2, 1, 1)]
    assert [gift_words(*g).text() for g in gifts] == expected


@pytest.mark.parametrize("lang,expected", [
    ("en", ["0 pts", "1 pt", "2 pts", "0 cards", "1 card", "13 cards"]),
    ("da", ["0 point", "1 point", "2 point", "0 kort", "1 kort", "13 kort"]),
])
def test_points_and_cards_are_singular_and_plural(lang: str, expected: list[str]) -> None:
    i18n.set_language(lang)
    assert [points_text(n) for n in (0, 1, 2)] + [cards_left(n) for n in (0, 1, 13)] == \
        expected


def test_the_exchange_log_names_the_player_as_you() -> None:
    app = make_app()
    session = TableSession.new(preset("eight-stop", players=4), ["normal"], seed=3)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    app.frame(FRAME)
    # A staged gift: the player's view is told it holds it (a real round has no exchange).
    table.seen_gift = lambda _round, giver, receiver: (4, 5) if (giver, receiver) == (3, 0) \
        else None  # type: ignore[method-assign]
    table.director.handle(ev.ExchangeGiven(giver=3, receiver=0, cards=(4, 5)))
    assert visible_log(table)[-2:] == ["Clara gives you 2 cards", "   4♣ 4♦ "]  # and which


def test_when_the_computer_plays_the_players_seat_the_status_speaks_to_them() -> None:
    app = make_app(delay=0.5)
    session = TableSession.new(preset("eight-stop", players=4), ["normal"], seed=3)
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    assert run_until(app, lambda: table.director.idle and table.control.whose_move() == 0, 4000)
    assert table.status()[0] == "Thinking for you…"
    i18n.set_language("da")
    assert table.status()[0] == "Tænker for dig…"
