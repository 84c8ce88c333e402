"""The standalone binary's safety net: a log file, and a message window instead of vanishing.

A windowed binary has no console, so when frozen the game logs to ``president.log`` in the
per-user log directory. An unexpected error is written there with its traceback and the player
sees a short message window saying where the file is. From a source checkout the traceback
also goes to the terminal, as usual.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game import __version__, win_console

LOG_NAME = "president.log"
HEADLESS_DRIVERS = {"dummy", "offscreen"}
log = logging.getLogger("president")


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def log_path() -> Path:
    from game.storage import log_dir

    return log_dir() / LOG_NAME


def prepare() -> None:
    """Call first thing in main(): make --version visible on Windows, start the log file."""
    win_console.attach()
    if is_frozen():
        _log_to_file()
        log.info("President %s starting on %s", __version__, sys.platform)


def broken_install(problem: str) -> int:
    """A bundled file of the game is missing or damaged: name it, say how to repair; exit 1."""
    if sys.stderr is not None:
        print(f"President cannot go on: {problem} Installing the game again repairs it.",
              file=sys.stderr)
    log.error("broken install: %s", problem)
    _show(_text("crash.broken_install", "President cannot go on: {problem}\n\n"
                                        "Installing the game again repairs it.", problem=problem))
    return 1


def cannot_start(problem: str) -> int:
    """A known reason the game cannot run (e.g. a missing asset): say it plainly; exit 1."""
    if sys.stderr is not None:
        print(f"President cannot start: {problem}", file=sys.stderr)
    log.error("cannot start: %s", problem)
    _show(_text("crash.cannot_start", "President cannot start: {problem}", problem=problem))
    return 1


def report(exc: BaseException) -> int:
    """An unexpected error: write the traceback to the log file, tell the player where; exit 1."""
    path = _log_to_file()
    log.error("unexpected error", exc_info=exc)
    if sys.stderr is not None:
        traceback.print_exception(exc, file=sys.stderr)
    where = str(path) if path else _text("crash.no_log", "(the log file could not be written)")
    _show(_text("crash.body", "Something went wrong and President has to close.\n\n"
                              "The details were written to:\n{path}", path=where))
    return 1


# -- the log file ---------------------------------------------------------------------------


def _log_to_file() -> Path | None:
    """Send the root logger to the log file (once); None if the folder cannot be written."""
    root = logging.getLogger()
    for handler in root.handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    try:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=512_000, backupCount=1, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    return path


# -- telling the player ---------------------------------------------------------------------


def _text(key: str, english: str, **params: str) -> str:
    """The translated text, or English when the catalogs themselves are what is broken."""
    try:
        from game.i18n import t

        text = t(key, **params)
        if text != key:
            return text
    except Exception:  # the message must get out whatever else is broken
        pass
    return english.format(**params)


def _show(message: str) -> bool:
    """A native message window, unless there is no screen to show it on (tests, CI)."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return False
    try:
        import pygame

        pygame.display.message_box(_text("app.title", "President"), message,
                                   message_type="error")
    except Exception as exc:  # no window system: the log has it all
        log.warning("could not show the error window: %s", exc)
        return False
    return True

