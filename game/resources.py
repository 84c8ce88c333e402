"""One place that finds the game's bundled assets.

Works from a source checkout (``assets/`` beside ``game/``), an installed wheel (the same
files packaged as ``game/assets``) and a PyInstaller binary (unpacked under ``sys._MEIPASS``),
whatever the working directory is.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


class MissingAsset(FileNotFoundError):
    """An asset the game needs is not where it should be."""


class DamagedAsset(MissingAsset):
    """An asset is where it should be but cannot be used (cut short, not what it claims)."""


def damaged(path: Path, problem: object) -> DamagedAsset:
    """The error for a bundled file that would not load, naming the file."""
    try:
        name = path.relative_to(assets_root()).as_posix()
    except (ValueError, MissingAsset):
        name = path.name
    return DamagedAsset(f"A game file is damaged: {name} ({problem}; at {path}).")


def _candidates() -> list[Path]:
    here = Path(__file__).resolve().parent
    roots = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen) / "assets")
    roots.append(here / "assets")  # installed wheel
    roots.append(here.parent / "assets")  # source checkout
    return roots


@cache
def assets_root() -> Path:
    """The folder holding the assets; raises MissingAsset with a plain message if none."""
    for root in _candidates():
        if (root / "LICENSES.md").is_file():
            return root
    tried = ", ".join(str(p) for p in _candidates())
    raise MissingAsset(f"The game's assets folder was not found (looked in: {tried}).")


def asset(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset("fonts", "DejaVuSans.ttf")``; checks that it exists."""
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise MissingAsset(f"A game file is missing: {'/'.join(parts)} (expected at {path}).")
    return path
