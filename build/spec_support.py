"""What ``president.spec`` needs besides PyInstaller itself: data files, icon, exclusions.

Kept apart from the spec so that plain Python (and the tests) can read the same lists.
The spec file is executed by PyInstaller with the repository root as ``SPECPATH``.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "build" / "icons"
NAME = "president"  # the executable's file name
TITLE = "President"  # the macOS bundle's display name
BUNDLE_ID = "io.github.president-game"

# Never imported by the game at run time; most come in through optional imports of the
# standard library or of pygame. Each one was checked against the smoke test of the binary.
EXCLUDES = [
    # GUI toolkits and numeric stacks pygame can use but the game does not
    "tkinter", "_tkinter", "numpy", "OpenGL", "cv2", "PIL",
    # pygame parts with heavy native dependencies or meant for development only
    "pygame.tests", "pygame.examples", "pygame.docs", "pygame.camera", "pygame._camera",
    "pygame._camera_opencv", "pygame.midi", "pygame.pypm", "pygame.surfarray",
    "pygame.sndarray",
    # test and build tooling
    "unittest", "doctest", "pydoc", "pydoc_data", "test", "hypothesis", "pytest", "_pytest",
    "setuptools", "pkg_resources", "distutils", "lib2to3", "ensurepip", "venv", "pip",
    # network, mail, markup and databases
    "email", "http", "xml", "xmlrpc", "html", "urllib.request", "ftplib", "smtplib",
    "imaplib", "poplib", "ssl", "_ssl", "_hashlib", "socketserver", "sqlite3", "_sqlite3",
    "curses", "_curses", "readline", "multiprocessing", "asyncio",
]


def version() -> str:
    """The game's version, read from game/__init__.py without importing the game."""
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if not match:
        raise SystemExit("build: no __version__ found in game/__init__.py")
    return match.group(1)


def hidden_imports() -> list[str]:
    """Modules loaded by name with importlib, which the build's import search cannot follow,
    so they are named to it: the scenes, the rules' effect modules and the compiled play-out
    core (imported where it was built; the smoke test fails a binary without it)."""
    return scene_modules() + rule_modules() + ["game.ai.core._core"]


def rule_modules() -> list[str]:
    """Every rule's effect module (game.engine.rules imports one per option by its key)."""
    rules = ROOT / "game" / "engine" / "rules"
    return sorted(f"game.engine.rules.{p.stem}" for p in rules.glob("*.py") if p.stem != "__init__")


def scene_modules() -> list[str]:
    """The scene modules game/ui/router.py opens by name (read from the router's table without
    importing the game)."""
    tree = ast.parse((ROOT / "game" / "ui" / "router.py").read_text(encoding="utf-8"))
    for node in tree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else (
            node.targets[0] if isinstance(node, ast.Assign) else None)
        value = getattr(node, "value", None)
        if isinstance(target, ast.Name) and target.id == "SCENES" and value is not None:
            return sorted({module for module, _ in ast.literal_eval(value).values()})
    raise SystemExit("build: no SCENES table found in game/ui/router.py")


def datas() -> list[tuple[str, str]]:
    """Every asset (cards, fonts, catalogs, sounds, window icon) under ``assets/`` in the bundle,
    where game.resources looks for it (``sys._MEIPASS/assets``)."""
    assets = ROOT / "assets"
    if not (assets / "LICENSES.md").is_file():
        raise SystemExit(f"build: the assets folder is missing or incomplete: {assets}")
    return [(str(assets), "assets")]


def icon(platform: str = sys.platform) -> str | None:
    """The icon file for this platform's executable or bundle; None where there is none yet
    (run build/make_icon.py) or where the format has no executable icon (Linux)."""
    name = {"win32": "president.ico", "darwin": "president.icns"}.get(platform)
    if name is None:
        return None
    path = ICONS / name
    return str(path) if path.is_file() else None


def info_plist() -> dict[str, str | bool]:
    """macOS bundle metadata: version shown in Finder, and a retina-capable window."""
    v = version()
    return {
        "CFBundleDisplayName": TITLE,
        "CFBundleShortVersionString": v,
        "CFBundleVersion": v,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.card-games",
    }
