"""The opponents have names (the catalog's, in the player's language) that the player may
change on the Players tab; they are kept in the settings, and a garbled or hostile name read
back falls back to the seat's own name with a line in the log, never a crash."""

from __future__ import annotations

import json
import logging
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import i18n, storage
from game import settings as settings_file
from game.engine.options import EIGHT_STOP
from game.settings import MAX_NAME, Settings
from game.ui.app_context import App
from game.ui.scenes.settings import SettingsScene
from game.ui.words import seat_name
from tests.test_settings_screen import click, open_tab, reveal, row

pytestmark = pytest.mark.usefixtures("home")


@pytest.fixture
def app():
    app = App(Settings(language="en"), size=(1280, 720))
    yield app
    i18n.set_language("en")
    App(Settings(language="en"), size=(1280, 720))  # the default names back for later tests


def test_the_opponents_have_the_catalogs_names_in_each_language() -> None:
    App(Settings(language="en"), size=(800, 600))
    i18n.set_language("en")
    assert [seat_name(s) for s in range(1, 6)] == ["Anna", "Ben", "Clara", "David", "Emma"]
    i18n.set_language("da")
    assert [seat_name(s) for s in range(1, 6)] == [
        n.strip() for n in i18n.t("ui.names").split(",")]
    assert seat_name(2) == "Bo"
    i18n.set_language("en")


def test_a_name_typed_on_the_players_tab_shows_at_once_and_is_kept(app: App) -> None:
    app.settings.rules = EIGHT_STOP.with_(players=4)
    scene = open_tab(app, "players")
    assert isinstance(scene, SettingsScene)
    field = row(scene, "settings.opponent_name", n=2)
    assert field.placeholder == "Ben"  # empty: the seat's own name
    assert row(scene, "settings.level_seat", name="Ben")  # the level row says whose
    reveal(app, scene, field)
    click(app, field.rect.center)
    for text in ("Søren", "\x07", "x" * 40):  # a control character is never typed in
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    assert app.settings.opponent_names[1] == ("Søren" + "x" * 40)[:MAX_NAME]
    assert seat_name(2) == app.settings.opponent_names[1]
    assert row(scene, "settings.level_seat", name=seat_name(2))
    app.scenes.pop()  # leaving saves
    assert settings_file.load().opponent_names[1] == app.settings.opponent_names[1]
    i18n.set_language("da")
    assert seat_name(2) == app.settings.opponent_names[1]  # the player's name in every language
    assert seat_name(1) == "Anne"


@pytest.mark.parametrize("stored,kept", [
    (["Ann", "", "Cy", "", ""], ["Ann", "", "Cy", "", ""]),
    (["Ann", 7, "x" * (MAX_NAME + 1), "a\nb", "\u202e"], ["Ann", "", "", "", ""]),
    ("Ann", [""] * 5),
    (["Ann"], [""] * 5),
])
def test_names_read_back_are_checked_one_by_one(stored, kept, caplog) -> None:
    data = {**Settings(language="en").to_dict(), "opponent_names": stored}
    settings_file.path().parent.mkdir(parents=True, exist_ok=True)
    settings_file.path().write_text(json.dumps(data), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        loaded = settings_file.load()
    assert loaded.opponent_names == kept
    bad = kept != stored
    assert bad == any("opponent_names" in r.getMessage() for r in caplog.records)
    storage.take_notices()
