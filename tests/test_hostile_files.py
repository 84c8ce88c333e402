"""Hostile files, folders and values, seen from the real app: it starts, says once in plain
words what it could not use or keep, and keeps the player's data."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import contextlib
import errno
import json
import signal
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import atomic, i18n, saves, settings, storage
from game.devtools.headless import FRAME
from game.engine.options import preset
from game.record import record_of
from game.ui.app_context import App
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import TableSession


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    yield tmp_path
    i18n.set_language("en")


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Fail (rather than hang the suite) if the block blocks: a guard, not a measurement."""
    def stop(*_: object) -> None:
        raise TimeoutError("the game blocked")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def start_app(**kw: object) -> tuple[App, TitleScene]:
    """The app as a player starts it: settings read from the file, the title screen shown."""
    app = App(**kw)  # type: ignore[arg-type]
    title = TitleScene(app)
    app.scenes.clear_to(title)
    app.frame(FRAME)
    return app, title


def click_ok(app: App) -> None:
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    pos = notice.ok.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(FRAME)


def told(app: App) -> list[str]:
    top = app.scenes.top
    return list(top.texts) if isinstance(top, NoticeScene) else []


def can_reach_everything(app: App, title: TitleScene) -> None:
    """Settings opens and closes, New game starts a match: nothing is in the way."""
    assert app.scenes.top is title
    app.open_settings()
    app.frame(FRAME)
    assert isinstance(app.scenes.top, SettingsScene)
    app.scenes.pop()
    assert app.scenes.top is title
    app.new_match()
    app.frame(FRAME)
    assert type(app.scenes.top).__name__ == "TableScene"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# -- one bad value in settings.json ------------------------------------------------------------


@pytest.mark.parametrize("name, value", [
    ("language", ["da"]),
    ("language", {"da": 1}),
    ("volume", 10**400),
    ("opponent_delay", -(10**400)),
    ("animation_speed", 10**400),
    ("card_style", {"large4": True}),
])
def test_one_bad_settings_value_falls_back_alone_and_is_told_once(
        home: Path, name: str, value: object) -> None:
    write(settings.path(), json.dumps({"player_name": "Åse", "muted": True, name: value}))
    app, title = start_app()
    assert app.settings.player_name == "Åse" and app.settings.muted
    assert getattr(app.settings, name) == getattr(settings.defaults(), name)
    assert told(app) == [i18n.t("notice.settings_values") + " " + i18n.t(
        "notice.kept_as", file=next(settings.path().parent.glob("settings.json.corrupt-*")).name,
        folder=str(settings.path().parent))]
    click_ok(app)
    assert settings.load().player_name == "Åse" and storage.take_notices() == []
    can_reach_everything(app, title)


# -- a notice that never goes away ------------------------------------------------------------


def test_an_autosave_that_cannot_be_read_or_moved_is_told_once(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    saves.autosave_path().mkdir(parents=True)  # a folder in its place cannot be read as a file

    def read_only(src: object, dst: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", read_only)  # and the folder is read-only
    app, title = start_app()
    [text] = told(app)
    assert i18n.t("notice.autosave") in text and "autosave.json" in text
    click_ok(app)
    assert app.scenes.top is title and not title.buttons[1].visible  # no Continue
    for _ in range(3):  # the title is shown again and again: told no more
        app.open_settings()
        app.scenes.pop()
        app.frame(FRAME)
        assert app.scenes.top is title and app.toasts.texts == []
    can_reach_everything(app, title)
    assert saves.autosave_path().is_dir()  # left as it was


def test_a_symlink_loop_as_autosave_is_moved_aside(home: Path) -> None:
    link = saves.autosave_path()
    link.parent.mkdir(parents=True)
    link.symlink_to(link)
    app, title = start_app()
    [text] = told(app)
    assert i18n.t("notice.autosave") in text
    click_ok(app)
    assert app.scenes.top is title and not storage.exists(link)
    assert [p.is_symlink() for p in link.parent.glob("autosave.json.corrupt-*")] == [True]


def test_a_home_that_is_a_file_is_told_once_and_nothing_is_lost(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = write(tmp_path / "not-a-folder", "the player's own file")
    monkeypatch.setenv(storage.HOME_ENV, str(blocker))
    app, title = start_app()
    texts = told(app)
    assert texts and all(str(blocker) in t for t in texts)
    assert i18n.t("notice.folder", folder=str(settings.path().parent)) in texts
    click_ok(app)
    can_reach_everything(app, title)
    assert blocker.read_text(encoding="utf-8") == "the player's own file"


# -- permission errors and long paths -----------------------------------------------------------


def test_a_home_longer_than_the_path_limit_starts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / ("x" * 250) / ("y" * 5000)))
    app, title = start_app()
    assert told(app)
    click_ok(app)
    can_reach_everything(app, title)


def test_folders_closed_to_the_player_are_told_and_settings_still_open(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A config folder the user cannot read and a data folder of mode 000 (the tests run
    where permissions may not bind, so the system's answers are put in place)."""
    write(settings.path(), "{}")
    write(saves.stats_path(), '{"played": 1}')
    closed = (str(storage.config_dir()), str(storage.data_dir()))
    real_open, real_lstat, real_scandir = os.open, os.lstat, os.scandir

    def guard(real):  # noqa: ANN001, ANN202
        def call(path, *args, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
            if str(path).startswith(closed):
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real(path, *args, **kw)
        return call

    monkeypatch.setattr(os, "open", guard(real_open))
    monkeypatch.setattr(os, "lstat", guard(real_lstat))
    monkeypatch.setattr(os, "scandir", guard(real_scandir))
    app, title = start_app()
    assert told(app) == [i18n.t("notice.folder", folder=f) for f in closed]  # once each
    click_ok(app)
    app.open_settings()  # reads the statistics from the closed folder
    app.frame(FRAME)
    assert isinstance(app.scenes.top, SettingsScene) and app.toasts.texts == []
    assert app.scenes.top.stats == saves.Stats()
    app.scenes.pop()
    can_reach_everything(app, title)


# -- fifos ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["settings", "autosave", "stats"])
def test_a_fifo_in_place_of_a_file_does_not_hang(home: Path, where: str) -> None:
    path = {"settings": settings.path(), "autosave": saves.autosave_path(),
            "stats": saves.stats_path()}[where]
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    with deadline(20):
        app, title = start_app()
        if where != "stats":
            assert any(i18n.t(f"notice.{where}") in t for t in told(app))
            click_ok(app)
        app.open_settings()  # reads the statistics
        app.frame(FRAME)
        app.frame(FRAME)
        assert isinstance(app.scenes.top, SettingsScene)
    if where == "stats":
        assert any(i18n.t("notice.stats") in t for t in app.toasts.texts)
    assert not storage.exists(path)  # moved aside, kept for a look
    assert len(list(path.parent.glob(f"{path.name}.corrupt-*"))) == 1


# -- saves that fail ---------------------------------------------------------------------------


def full_disk(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every write fails as on a full disk; returns the list that counts the attempts."""
    tries: list[int] = []

    def no_space(src: object, dst: object) -> None:
        tries.append(1)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", no_space)
    return tries


def test_a_failing_autosave_is_told_once_kept_trying_and_the_old_save_kept(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, title = start_app()
    session = TableSession.new(preset("eight-stop"), ["easy"] * 5, seed=3)
    app.session = session
    session.match.start_round()
    app.autosave()
    good = saves.autosave_path().read_bytes()
    tries = full_disk(monkeypatch)
    for _ in range(5):  # the table saves after every trick
        rnd = session.match.round
        session.match.act(rnd.turn, rnd.legal_plays()[0])
        app.autosave()
        app.frame(FRAME)
    assert len(tries) == 5  # kept trying
    expected = i18n.t("notice.unsaved.autosave", folder=str(storage.data_dir())) + " " + \
        i18n.t("notice.reason.full")
    assert app.toasts.texts == [expected]  # told once
    assert saves.autosave_path().read_bytes() == good  # the old save is whole
    assert [p.name for p in storage.data_dir().iterdir()] == ["autosave.json"]  # no leftovers
    monkeypatch.undo()
    app.autosave()
    assert record_of(saves.load_autosave().match) == record_of(session.match)  # caught up


def test_failing_settings_and_record_saves_are_told(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, title = start_app()
    full_disk(monkeypatch)
    app.open_settings()
    app.scenes.top._set("muted", not app.settings.muted)  # as the Mute toggle does
    app.scenes.pop()  # leaving saves; back at the title, which tells it at once
    assert told(app) == [i18n.t("notice.unsaved.settings", folder=str(
        storage.config_dir())) + " " + i18n.t("notice.reason.full")]
    click_ok(app)
    session = TableSession.new(preset("standard", rounds=1), ["easy"] * 5, seed=4)
    match = session.match
    match.start_round()
    while not match.over:
        rnd = match.round
        match.act(rnd.turn, None if rnd.can_pass() else rnd.legal_plays()[0])
    saves.match_finished(match)
    app.frame(FRAME)
    assert i18n.t("notice.unsaved.record", folder=str(saves.records_dir())) + " " + \
        i18n.t("notice.reason.full") in app.toasts.texts


# -- pruning ---------------------------------------------------------------------------------


def finished_record(seed: int) -> dict:
    session = TableSession.new(preset("standard", rounds=1), ["easy"] * 5, seed=seed)
    match = session.match
    match.start_round()
    while not match.over:
        rnd = match.round
        match.act(rnd.turn, None if rnd.can_pass() else rnd.legal_plays()[0])
    return {**record_of(match), "finished_at": "2025-01-01T12:00:00"}


def test_pruning_keeps_the_new_record_and_every_file_not_the_games(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "KEEP_RECORDS", 3)
    record = finished_record(1)
    folder = saves.records_dir()
    future = [write(folder / f"2099010{i}-120000-1.json", json.dumps(record)) for i in range(4)]
    for f in future:
        os.utime(f, (1_000_000_000, 1_000_000_000))  # written long ago, whatever the name says
    mine = write(folder / "my-best-game.json", json.dumps(record))
    lookalike = write(folder / "20200101-120000-1.json", '{"my": "notes"}')
    os.utime(lookalike, (1, 1))
    new = saves.save_record(record)
    assert new is not None and new.exists()
    assert mine.exists() and lookalike.exists()  # not the game's: never pruned
    kept = [f for f in future if f.exists()]
    assert len(kept) == 2  # with the new one, three of the game's records


def test_pruning_never_follows_a_link(home: Path, tmp_path_factory: pytest.TempPathFactory,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "KEEP_RECORDS", 1)
    outside = tmp_path_factory.mktemp("elsewhere")
    record = finished_record(2)
    theirs = [write(outside / f"2020010{i}-120000-2.json", json.dumps(record)) for i in range(3)]
    saves.records_dir().parent.mkdir(parents=True)
    saves.records_dir().symlink_to(outside, target_is_directory=True)
    assert saves.save_record(record) is not None
    assert all(f.exists() for f in theirs)


def test_a_file_in_place_of_the_records_folder_is_moved_and_the_record_kept(home: Path) -> None:
    app, title = start_app()
    blocker = write(saves.records_dir(), "not a folder")
    session = TableSession.new(preset("standard", rounds=1), ["easy"] * 5, seed=6)
    match = session.match
    match.start_round()
    while not match.over:
        rnd = match.round
        match.act(rnd.turn, None if rnd.can_pass() else rnd.legal_plays()[0])
    stats = saves.match_finished(match)
    app.frame(FRAME)
    assert stats.played == 1 and len(saves.list_records()) == 1
    [aside] = blocker.parent.glob("records.corrupt-*")
    assert aside.read_text(encoding="utf-8") == "not a folder"
    assert any(i18n.t("notice.records") in t for t in app.toasts.texts)


# -- leftovers after a kill --------------------------------------------------------------------


def test_old_temporary_files_are_cleaned_at_start(home: Path) -> None:
    old = write(storage.data_dir() / ".autosave.json.k3j_x9az.tmp", "half a save")
    os.utime(old, (1_000_000_000, 1_000_000_000))
    old_record = write(saves.records_dir() / ".20250101-120000-1.json.abcdefgh.tmp", "{")
    os.utime(old_record, (1_000_000_000, 1_000_000_000))
    fresh = write(storage.config_dir() / ".settings.json.a1b2c3d4.tmp", "another run writing")
    player = write(storage.data_dir() / ".my.notes.tmp", "not ours")
    os.utime(player, (1_000_000_000, 1_000_000_000))
    start_app()
    assert not old.exists() and not old_record.exists()
    assert fresh.exists() and player.exists()


def test_a_kill_between_the_record_and_the_statistics_is_made_good(home: Path) -> None:
    first = finished_record(7)
    saves.save_record(first)  # written, then the game was killed before the statistics
    app, title = start_app()
    app.open_settings()
    stats = app.scenes.top.stats
    won = saves.replay(first).standings()[0] == 0
    assert (stats.played, stats.won, stats.rounds) == (1, won, 1)
    assert saves.load_stats() == stats  # counted once, and kept


# -- small wrong messages --------------------------------------------------------------------


@pytest.mark.parametrize("where", ["settings", "autosave"])
def test_a_file_holding_null_is_set_aside_and_told(home: Path, where: str) -> None:
    path = write(settings.path() if where == "settings" else saves.autosave_path(), "null")
    app, title = start_app()
    assert any(i18n.t(f"notice.{where}") in t for t in told(app))
    assert len(list(path.parent.glob(f"{path.name}.corrupt-*"))) == 1


def test_statistics_notices_say_what_was_reset(home: Path) -> None:
    write(saves.stats_path(), "{}")
    app, title = start_app()
    app.open_settings()
    app.frame(FRAME)
    assert any(i18n.t("notice.stats") in t for t in app.toasts.texts)
    app.scenes.pop()
    write(saves.stats_path(), '{"played": 4, "won": 2, "president": 3, "rounds": -1}')
    storage.forget()
    app, title = start_app()
    app.open_settings()
    app.frame(FRAME)
    assert app.scenes.top.stats.played == 4
    assert any(i18n.t("notice.stats_values") in t for t in app.toasts.texts)
    assert "zero" in i18n.t("notice.stats_values") and "others are kept" in i18n.t(
        "notice.stats_values")
