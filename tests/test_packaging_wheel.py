"""The wheel ships every package and the assets (mapped from the top-level assets/ folder)."""

from __future__ import annotations

import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent


def test_pyproject_lists_every_package_under_game() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    listed = set(config["setuptools"]["packages"])
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py")
    }
    assert listed - {"game.assets"} == on_disk
    assert config["setuptools"]["package-dir"]["game.assets"] == "assets"
    assert "**/*" in config["setuptools"]["package-data"]["game.assets"]
