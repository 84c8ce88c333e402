"""Where the compiled core is missing the game still runs: it logs so once, the settings
screen says under Master that it plays weaker here, and ``--check-core`` fails."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pytest

from game import i18n, storage
from game.ai import core
from game.app import main
from game.settings import Settings
from game.ui.app_context import App
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core, "_CORE", None)
    monkeypatch.setattr(core, "_WHY", "no module named _core")
    monkeypatch.setattr(core, "_told", False)


def _everyone_help(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> str:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    app = App(Settings(language=lang), size=(1280, 720))
    app.settings.levels = ["master"] * 5
    app.scenes.clear_to(TitleScene(app))
    app.open_settings("players")
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    app.draw()
    label = i18n.t("settings.level_all")
    help_ = next(w for w in scene.rows if w.label == label).help
    i18n.set_language("en")
    return help_


def test_missing_core_is_logged_once(missing: None, caplog: pytest.LogCaptureFixture) -> None:
    assert not core.available() and "_core" in core.why_missing()
    with caplog.at_level("WARNING"):
        core.tell_once()
        core.tell_once()
    told = [r for r in caplog.records if "core is missing" in r.message]
    assert len(told) == 1 and "weaker" in told[0].getMessage()


def test_check_core_fails_without_it(missing: None, capsys: pytest.CaptureFixture) -> None:
    assert main(["--check-core"]) == 1
    assert "core: missing" in capsys.readouterr().out


def test_check_core_passes_with_it(capsys: pytest.CaptureFixture) -> None:
    assert main(["--check-core"]) == 0
    assert capsys.readouterr().out.startswith("core: ok")


@pytest.mark.parametrize("lang", ["en", "da"])
def test_settings_say_master_plays_weaker_without_the_core(
        missing: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    got = _everyone_help(tmp_path, monkeypatch, lang)
    i18n.set_language(lang)
    want = i18n.t("settings.level.master.weaker")
    i18n.set_language("en")
    assert got == want and got != "settings.level.master.weaker"


def test_settings_say_nothing_of_it_with_the_core(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    assert _everyone_help(tmp_path, monkeypatch, "en") == i18n.t("settings.level.master.help")


def test_the_core_declines_a_rule_set_with_an_option_it_was_not_written_for(monkeypatch) -> None:
    from game.ai import core
    from game.engine.options import ALL_ON, PRESETS

    # Written for every option there is, the contest's leader pass and drawn seating included.
    assert core.covers(ALL_ON) and core.covers(PRESETS["uecda"]) and core.covers(PRESETS["house"])
    assert PRESETS["uecda"].leader_pass and PRESETS["uecda"].reseat
    assert core.usable(PRESETS["uecda"]) and core.usable(ALL_ON)
    core.covers.cache_clear()
    monkeypatch.setattr(core, "FLAG_KEYS", tuple(k for k in core.FLAG_KEYS if k != "five_skip"))
    assert not core.covers(PRESETS["house"])  # five_skip is on in the House rules
    assert core.covers(PRESETS["daifugo"])
    assert not core.usable(PRESETS["house"])
    core.covers.cache_clear()
    for key in ("owner_again", "leader_pass"):
        monkeypatch.setattr(core, "FLAG_KEYS", tuple(k for k in core.FLAG_KEYS if k != key))
        assert not core.covers(PRESETS["uecda"]) and not core.covers(ALL_ON), key
        assert core.covers(PRESETS["uecda"].with_(**{key: False})), key
        core.covers.cache_clear()
        monkeypatch.undo()
    # reseat needs no flag (the seating comes with the state), but it is still one the core
    # must have been written for.
    monkeypatch.setattr(core, "NO_FLAG", core.NO_FLAG - {"reseat"})
    assert not core.covers(PRESETS["uecda"]) and not core.covers(ALL_ON)
    assert core.covers(PRESETS["uecda"].with_(reseat=False))
    core.covers.cache_clear()
