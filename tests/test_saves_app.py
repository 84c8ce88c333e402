"""Saving seen from the game: a damaged autosave at the title, statistics at a match's end."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game import i18n, saves, storage
from game.engine.options import preset
from game.record import record_of
from game.settings import Settings
from game.ui.app_context import App
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.standings import StandingsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import TableSession


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    storage.take_notices()
    app = App(Settings(language="en", animation_speed=0.0, opponent_delay=0.0))
    yield app
    i18n.set_language("en")


def test_a_damaged_autosave_hides_continue_and_is_told_once(app: App) -> None:
    saves.autosave_path().parent.mkdir(parents=True)
    saves.autosave_path().write_text('{"format": "president-autosave/1", "record": {"rou')
    title = TitleScene(app)
    app.scenes.clear_to(title)
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    assert any(i18n.t("notice.autosave") in text for text in notice.texts)
    app.draw()
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=notice.ok.rect.center, button=1))
    assert app.scenes.top is title and not title.buttons[1].visible
    assert list(saves.autosave_path().parent.glob("autosave.json.corrupt-*"))


def test_the_app_autosaves_the_session_it_plays(app: App) -> None:
    session = TableSession.new(preset("daifugo"), ["hard"] * 5, "Bo", seed=8)
    app.session = session
    match = session.match
    match.start_round()
    while match.round.top is not None or not match.round.played:
        match.act(match.round.turn, match.round.legal_plays()[0])
    app.autosave()
    resumed = saves.load_autosave()
    assert record_of(resumed.match) == record_of(match)
    assert resumed.extra == session.extra()


def test_the_standings_count_the_match_once(app: App) -> None:
    session = TableSession.new(preset("standard", rounds=1), ["easy"] * 5, seed=5)
    match = session.match
    match.start_round()
    saves.autosave(match)  # the save from during the match must go when it is over
    while not match.over:
        rnd = match.round
        match.act(rnd.turn, None if rnd.can_pass() else rnd.legal_plays()[0])
    assert saves.has_autosave()
    app.scenes.clear_to(StandingsScene(app, session))
    app.scenes.clear_to(StandingsScene(app, session))
    stats = saves.load_stats()
    assert (stats.played, stats.rounds) == (1, 1)
    assert stats.won == (match.standings()[0] == 0)
    assert len(saves.list_records()) == 1 and not saves.has_autosave()
