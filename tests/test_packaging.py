"""What the binary build relies on: build/spec_support.py, the desktop entry, the start-up probe."""

from __future__ import annotations

import ast
import configparser
import importlib.util
from pathlib import Path

import pytest

import game
from game import startup_probe

ROOT = Path(__file__).resolve().parent.parent


def load_spec_support():
    path = ROOT / "build" / "spec_support.py"
    spec = importlib.util.spec_from_file_location("spec_support", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


S = load_spec_support()


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_version_is_read_from_the_package():
    assert S.version() == game.__version__


def test_no_game_module_imports_an_excluded_module():
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for name in imported_modules(path):
            hit = [x for x in S.EXCLUDES if name == x or name.startswith(x + ".")]
            if hit:
                offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not offenders, "excluded from the binary but used: " + "; ".join(offenders)


def test_the_build_is_told_of_every_scene_the_router_loads_by_name():
    from game.ui.router import SCENES

    assert S.scene_modules() == sorted({module for module, _ in SCENES.values()})
    assert "game.ui.scenes.rules" in S.hidden_imports()
    assert "game.engine.rules.eight_stop" in S.hidden_imports()


def test_assets_are_bundled_where_the_game_looks_for_them():
    (source, target), = S.datas()
    assert target == "assets"
    for folder in ("cards", "fonts", "i18n", "sounds"):
        assert any((Path(source) / folder).iterdir()), folder


@pytest.mark.parametrize(("platform", "suffix"), [("win32", ".ico"), ("darwin", ".icns")])
def test_each_platform_gets_its_icon_format(platform: str, suffix: str):
    icon = S.icon(platform)
    assert icon is not None and icon.endswith(suffix) and Path(icon).is_file()


def test_linux_executables_carry_no_icon():
    assert S.icon("linux") is None


def test_desktop_entry_launches_president_with_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "build" / "president.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == S.NAME and section["Icon"] == "president"
    assert section["Terminal"] == "false"
    assert (S.ICONS / "president.png").is_file()


def test_startup_probe_draws_exactly_one_frame(monkeypatch, capsys):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv(startup_probe.ENV, "1")
    from game.ui.app_context import App
    from game.ui.scenes.title import TitleScene

    assert startup_probe.requested()
    app = App()
    assert startup_probe.first_frame(app, TitleScene(app)) == 0
    assert app.frames == 1
    lines = capsys.readouterr().out.splitlines()  # pygame may greet first on its import
    assert lines[-1] == startup_probe.MARKER and lines.count(startup_probe.MARKER) == 1


def test_startup_probe_is_off_unless_asked(monkeypatch):
    monkeypatch.delenv(startup_probe.ENV, raising=False)
    assert not startup_probe.requested()
    monkeypatch.setenv(startup_probe.ENV, "0")
    assert not startup_probe.requested()

