"""The rules engine and the record tools are pure Python: no module imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
PURE = sorted([*(GAME / "engine").rglob("*.py"), *(GAME / "record").rglob("*.py")])


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id == "__import__" and node.args
              and isinstance(node.args[0], ast.Constant)):
            names.add(str(node.args[0].value))
    return names


def test_the_scan_finds_the_engine() -> None:
    assert GAME / "engine" / "round.py" in PURE and len(PURE) >= 10


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(GAME)))
def test_no_pygame_import(path: Path) -> None:
    modules = imported_modules(path)
    assert not any(m == "pygame" or m.startswith("pygame.") for m in modules), modules
    # The engine may only lean on itself and the standard library.
    outside = {m for m in modules if m.startswith("game.")
               and not m.startswith(("game.engine", "game.record", "game.atomic"))}
    assert not outside, outside


def test_the_scanner_sees_every_import_form(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text("import pygame.mixer\nfrom pygame import Rect\n__import__('pygame')\n")
    assert imported_modules(source) == {"pygame.mixer", "pygame"}


def test_importing_the_engine_loads_no_pygame() -> None:
    code = "import sys, game.engine, game.record.__main__; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=GAME.parent, timeout=60)
    assert result.stdout.strip() == "False", result.stderr
