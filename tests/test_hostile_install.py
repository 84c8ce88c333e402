"""The checker's contract on hostile files, damaged bundled files, and a machine without sound."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest

from game import app as entry
from game import i18n, resources
from game.record.__main__ import main as check_main
from game.ui.card_images import CardImages
from game.ui.fonts import Fonts

ROOT = Path(__file__).resolve().parents[1]
RECORD = {"format": "president-record/1", "rules": {"players": 4},
          "rounds": [{"hands": [["3C"], ["4C"], ["5C"], ["6C"]],
                      "actions": [{"seat": 9, "play": ["3C"]}]}]}


# -- the checker ------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ('{"format": ' + "7" * 5000 + "}", "is not a valid record: the file holds a whole number "
                                       "of more than 4,300 digits, too long to be read.\n"),
    ("[1, 2]", "is not a valid record: a record must be a JSON object.\n"),
    (json.dumps(RECORD), "is not a valid record: round 1, action 0's seat is 9; it must be a "
                         "seat number from 0 to 3.\n"),
])
def test_the_checker_says_one_sentence_and_exits_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, expected: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    assert check_main(["check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"{path} {expected}"


def test_the_checker_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "game.record", "check", str(fifo)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"Cannot read {fifo}: it is not a regular file.\n"


# -- damaged bundled files --------------------------------------------------------------------


@pytest.fixture
def install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A copy of the bundled assets the test may damage, used in place of the real ones."""
    copy = tmp_path / "assets"
    shutil.copytree(resources.assets_root(), copy)
    monkeypatch.setattr(resources, "_candidates", lambda: [copy])
    resources.assets_root.cache_clear()
    i18n.catalog.cache_clear()
    yield copy
    resources.assets_root.cache_clear()
    i18n.catalog.cache_clear()
    i18n.set_language("en")


def run_to_new_game() -> int:
    """The real entry point, with the game started as a player would: title, then New game."""
    from game.settings import Settings
    from game.ui.app_context import App
    from game.ui.scenes.title import TitleScene

    app = App(Settings(language="en", animation_speed=0.0, opponent_delay=0.0))
    app.scenes.clear_to(TitleScene(app))
    app.frame(1 / 60)
    app.new_match()
    for _ in range(5):
        app.frame(1 / 60)
    return 0


@pytest.mark.parametrize("damage, named", [
    (lambda a: (a / "fonts" / "DejaVuSans.ttf").write_bytes(
        (a / "fonts" / "DejaVuSans.ttf").read_bytes()[:1200]), "fonts/DejaVuSans.ttf"),
    (lambda a: (a / "cards" / "large2" / "back.png").write_bytes(b"\x89PNG\r\n\x1a\nbroken"),
     "cards/large2/back.png"),
    (lambda a: (a / "cards" / "large2" / "back.png").unlink(), "cards/large2/back.png"),
    (lambda a: (a / "i18n" / "en" / "ui.json").write_text('{"ui.title.new_game": "New',
                                                          encoding="utf-8"), "i18n/en/ui.json"),
])
def test_a_damaged_install_names_the_file_and_the_repair(
        install: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        damage, named: str) -> None:
    damage(install)
    monkeypatch.setattr(entry, "run_game", run_to_new_game)
    assert entry.main([]) == 1
    err = capsys.readouterr().err
    assert err.startswith("President cannot go on: A game file is ") and named in err
    assert err.rstrip().endswith("Installing the game again repairs it.")
    assert "Traceback" not in err and "cannot start" not in err


def test_the_font_and_card_loaders_check_what_they_load(install: Path) -> None:
    (install / "cards" / "large2" / "3C.png").write_bytes(b"")
    pygame.display.init()
    with pytest.raises(resources.DamagedAsset, match="cards/large2/3C.png"):
        CardImages("large2").get(0, 100)
    (install / "fonts" / "DejaVuSans-Bold.ttf").write_bytes(b"\x00\x01\x00\x00")
    pygame.font.init()
    with pytest.raises(resources.DamagedAsset, match="fonts/DejaVuSans-Bold.ttf"):
        Fonts().get(20, bold=True)


# -- no sound card ----------------------------------------------------------------------------


def test_the_first_frame_does_not_wait_for_the_audio_device(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from game.settings import Settings
    from game.ui.app_context import App

    release, entered = threading.Event(), threading.Event()

    def slow_init(*args: object, **kw: object) -> None:
        entered.set()
        release.wait(30)
        raise pygame.error("No available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", slow_init)
    app = App(Settings(language="en"))
    app.draw()  # drawn while the device is still being looked for
    assert entered.wait(30) and app.frames == 1 and not app.audio.available
    release.set()
    assert app.audio.wait(30) is False and not app.audio.play("deal")


def test_no_sound_card_keeps_the_terminal_clean(tmp_path: Path) -> None:
    """The real game, headless, with SDL looking for a real sound device (ALSA on Linux)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PRESIDENT_HOME": str(tmp_path),
           "SDL_AUDIODRIVER": "alsa" if sys.platform.startswith("linux") else ""}
    done = subprocess.run([sys.executable, "-m", "game", "--smoke-test"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith("smoke test: ok")

