"""Where the game keeps its files, and how it writes and reads them safely.

Settings live in the per-user config directory; the autosave, finished-match records and
statistics in the per-user data directory. ``PRESIDENT_HOME`` overrides both (tests and portable
installs use it), so nothing ever touches the real home by accident.

Every write is atomic: a temporary file in the same folder, flushed to disk, then renamed over
the old one, so a crash leaves either the old file or the new one, never half of each.

A file that cannot be read (truncated, not JSON, too big, hostile) never stops the game: it is
renamed aside (``settings.json.corrupt-20250101-120000``), the caller gets ``None`` and uses
defaults, and a ``Notice`` is queued for the UI to show once in plain words.
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from game.atomic import write_text

APP_NAME = "President"
HOME_ENV = "PRESIDENT_HOME"
MAX_BYTES = 4_000_000  # no file of ours comes near this; bigger means damage or mischief

log = logging.getLogger(__name__)


class DamagedFile(ValueError):
    """A file exists but does not hold what it should; the message says what is wrong."""


@dataclass(frozen=True)
class Notice:
    """One thing the player should be told once: ``kind`` names the file ('settings', …)."""

    kind: str
    path: Path
    aside: Path | None  # where the damaged file was moved, if it could be moved
    problem: str = ""  # English detail for the log, not for the screen
    params: dict[str, Any] = field(default_factory=dict)


_notices: list[Notice] = []


# -- folders --------------------------------------------------------------------------------


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, False))


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, False))


def log_dir() -> Path:
    home = _home()
    return home / "logs" if home else Path(platformdirs.user_log_dir(APP_NAME, False))


# -- writing --------------------------------------------------------------------------------


def write_json(path: Path, data: Any) -> None:
    write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def try_write_json(path: Path, data: Any) -> bool:
    """Like write_json, but a full disk or a read-only folder is logged, not raised."""
    try:
        write_json(path, data)
        return True
    except (OSError, TypeError, ValueError) as exc:
        log.warning("could not write %s: %s", path, exc)
        return False


# -- reading --------------------------------------------------------------------------------


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON in ``path``; None if there is no file; DamagedFile if it cannot be read."""
    try:
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:  # a folder in its place, no permission, an I/O error
        raise DamagedFile(f"cannot be read ({exc.strerror or exc})") from None
    if len(raw) > max_bytes:
        raise DamagedFile(f"is larger than {max_bytes} bytes")
    if not raw.strip():
        raise DamagedFile("is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DamagedFile("is not UTF-8 text") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise DamagedFile("is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, huge integers, NaN/Infinity
        raise DamagedFile(f"is not valid JSON ({exc})") from None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file out of the way, keeping it for inspection; None if impossible."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError as exc:
        log.warning("could not move damaged %s aside: %s", path, exc)
        return None
    return target


def report_damage(kind: str, path: Path, problem: str) -> Notice:
    """Move a damaged file aside and queue a notice for the player."""
    aside = set_aside(path) if path.exists() else None
    log.warning("%s file %s %s; moved to %s, defaults used", kind, path, problem, aside)
    notice = Notice(kind, path, aside, problem)
    _notices.append(notice)
    return notice


def load_json(kind: str, path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON in ``path``, or None when missing or damaged (damage is set aside and told)."""
    try:
        return read_json(path, max_bytes)
    except DamagedFile as exc:
        report_damage(kind, path, str(exc))
        return None


# -- notices --------------------------------------------------------------------------------


def take_notices() -> list[Notice]:
    """The notices not yet shown, each returned once (the UI shows them, then they are gone)."""
    out = list(_notices)
    _notices.clear()
    return out


def pending_notices() -> list[Notice]:
    return list(_notices)
