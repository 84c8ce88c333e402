"""The last-resort error handling of game.crash and its wiring into game.app.main."""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pygame
import pytest

from game import app, crash, i18n
from game.resources import MissingAsset


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Per-user folders in a temporary home; no file handler left on the root logger."""
    monkeypatch.setenv("PRESIDENT_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    root = logging.getLogger()
    before = list(root.handlers)
    yield tmp_path
    for handler in root.handlers[:]:
        if handler not in before:
            root.removeHandler(handler)
            handler.close()
    i18n.set_language(i18n.DEFAULT)


def boom() -> int:
    raise RuntimeError("boom in the main loop")


def test_unexpected_error_is_logged_with_traceback_and_exits_1(monkeypatch, capsys):
    monkeypatch.setattr(app, "run_game", boom)
    assert app.main([]) == 1
    text = crash.log_path().read_text(encoding="utf-8")
    assert "RuntimeError: boom in the main loop" in text
    assert "Traceback" in text
    assert "boom in the main loop" in capsys.readouterr().err


def test_missing_asset_is_a_plain_message_not_a_traceback(monkeypatch, capsys):
    def missing() -> int:
        raise MissingAsset("A game file is missing: fonts/x.ttf")

    monkeypatch.setattr(app, "run_game", missing)
    assert app.main([]) == 1
    err = capsys.readouterr().err
    assert "President cannot go on: A game file is missing: fonts/x.ttf" in err
    assert "Installing the game again repairs it." in err
    assert "Traceback" not in err


def test_error_window_names_the_log_file_in_the_players_language(monkeypatch):
    shown: list[tuple[str, str, str]] = []
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda title, message, message_type: shown.append(
                            (title, message, message_type)))
    i18n.set_language("da")
    assert crash.report(ValueError("bad")) == 1
    title, message, kind = shown[0]
    assert kind == "error" and title == i18n.t("app.title") == "Præsident"
    assert str(crash.log_path()) in message
    assert "Der gik noget galt" in message


def test_no_window_is_attempted_without_a_screen(monkeypatch):
    def fail(*_args, **_kwargs):
        raise AssertionError("message_box must not be called with the dummy driver")

    monkeypatch.setattr(pygame.display, "message_box", fail)
    assert crash.report(ValueError("bad")) == 1


def test_frozen_binary_logs_to_the_per_user_log_dir(monkeypatch, home: Path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    crash.prepare()
    logging.getLogger("game.anything").warning("a warning from somewhere")
    for handler in logging.getLogger().handlers:
        if isinstance(handler, RotatingFileHandler):
            handler.flush()
    path = home / "logs" / crash.LOG_NAME
    text = path.read_text(encoding="utf-8")
    assert "President" in text and "starting" in text
    assert "a warning from somewhere" in text


def test_source_run_writes_no_log_until_something_goes_wrong(home: Path):
    crash.prepare()
    assert not (home / "logs").exists()


def test_unwritable_log_folder_still_tells_the_player(monkeypatch, home: Path):
    shown: list[str] = []
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda title, message, message_type: shown.append(message))
    (home / "logs").write_text("a file where the folder should be", encoding="utf-8")
    assert crash.report(RuntimeError("still told")) == 1
    assert "(the log file could not be written)" in shown[0]
