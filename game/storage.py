"""Where the game keeps its files, and how it writes and reads them safely.

Settings live in the per-user config directory; the autosave, finished-match records and
statistics in the per-user data directory. ``PRESIDENT_HOME`` overrides both (tests and portable
installs use it), so nothing ever touches the real home by accident.

Every write is atomic: a temporary file in the same folder, flushed to disk, then renamed over
the old one, so a crash leaves either the old file or the new one, never half of each.

A file that cannot be read (truncated, not JSON, too big, not a regular file, hostile) never
stops the game: it is renamed aside (``settings.json.corrupt-20250101-120000``), the caller gets
``None`` and uses defaults, and a ``Notice`` is queued for the UI to show once in plain words. A
file that cannot even be moved aside, or a folder that cannot be used at all, is told once and
then left alone for the rest of the run. A write that fails (a full disk, a read-only folder) is
told once too; the game keeps trying, and the old file stays whole.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from game.atomic import write_text

APP_NAME = "President"
HOME_ENV = "PRESIDENT_HOME"
MAX_BYTES = 4_000_000  # no file of ours comes near this; bigger means damage or mischief
LEFTOVER_AGE = 600  # seconds: a temporary file this old is no write in progress
_LEFTOVER = re.compile(r"^\..+\.json\.[A-Za-z0-9_]+\.tmp$")  # atomic.write_text's names
_NO_SPACE = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
_DENIED = {errno.EACCES, errno.EPERM, errno.EROFS}

log = logging.getLogger(__name__)


class DamagedFile(ValueError):
    """A file exists but does not hold what it should; the message says what is wrong."""


class UnusableFolder(DamagedFile):
    """The folder a file should be in cannot be used at all (missing rights, a file in its
    place, a path too long)."""


@dataclass(frozen=True)
class Notice:
    """One thing the player should be told once.

    ``kind`` names what it is about: a file that could not be read ('settings', 'autosave',
    'stats', their '_values' variants when only some values were bad), 'folder' for a folder
    that cannot be used, or 'unsaved' for a write that failed (``params['what']`` says which).
    """

    kind: str
    path: Path
    aside: Path | None  # where the damaged file was moved, if it could be moved
    problem: str = ""  # English detail for the log, not for the screen
    params: dict[str, Any] = field(default_factory=dict)
    left: bool = False  # a damaged file that could not be moved aside and is left in place


_notices: list[Notice] = []
_ignored: set[Path] = set()  # damaged files left in place or in unusable folders, told once
_bad_folders: set[Path] = set()  # folders already told about
_failing: set[str] = set()  # kinds of write that failed since they last worked, told once


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


def is_file(path: Path) -> bool:
    """A regular file (not a link, fifo or folder); False when it cannot even be looked at."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_dir(path: Path) -> bool:
    """A real folder, not a link to one; False when it cannot be looked at."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def exists(path: Path) -> bool:
    """Anything at all at ``path``, a broken or looping link included."""
    try:
        os.lstat(path)
        return True
    except (OSError, ValueError):
        return False


def tidy(*folders: Path) -> int:
    """Remove temporary files that a killed write left behind; the number removed."""
    removed = 0
    cutoff = time.time() - LEFTOVER_AGE
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if (_LEFTOVER.match(entry.name) and entry.is_file(follow_symlinks=False)
                        and entry.stat(follow_symlinks=False).st_mtime < cutoff):
                    os.unlink(entry.path)
                    removed += 1
            except OSError as exc:
                log.info("could not remove the leftover %s: %s", entry.path, exc)
    return removed


# -- writing --------------------------------------------------------------------------------


def write_json(path: Path, data: Any) -> None:
    write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def try_write_json(path: Path, data: Any, what: str = "") -> bool:
    """Like write_json, but a full disk or a read-only folder is logged, not raised.

    With ``what`` ('autosave', 'settings', 'record', 'stats') the player is told the first
    time that kind of write fails, and again only after one has worked in between.
    """
    try:
        write_json(path, data)
    except (OSError, TypeError, ValueError) as exc:
        log.warning("could not write %s: %s", path, exc)
        if what and what not in _failing:
            _failing.add(what)
            reason = why_not_written(exc)
            _notices.append(Notice("unsaved", path, None, str(exc),
                                   {"what": what, "reason": reason}))
        return False
    _failing.discard(what)
    return True


def why_not_written(exc: BaseException) -> str:
    """'full', 'denied' or 'other': the reason a write failed, in words the UI can say."""
    number = getattr(exc, "errno", None)
    if number in _NO_SPACE:
        return "full"
    if number in _DENIED:
        return "denied"
    return "other"


# -- reading --------------------------------------------------------------------------------


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON in ``path``; None if there is no file; DamagedFile if it cannot be read.

    Only a regular file is read (a fifo or a device would block or never end), and no more
    than ``max_bytes`` of it. A file holding JSON ``null`` is damaged, not missing.
    """
    raw = read_bytes(path, max_bytes)
    if raw is None:
        return None
    if not raw.strip():
        raise DamagedFile("is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DamagedFile("is not UTF-8 text") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise DamagedFile("is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, huge integers, NaN/Infinity
        raise DamagedFile(f"is not valid JSON ({exc})") from None
    if data is None:
        raise DamagedFile("holds null instead of data")
    return data


def read_bytes(path: Path, max_bytes: int) -> bytes | None:
    """The bytes of a regular file (None if there is none); never blocks on a fifo."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:  # no permission, a loop of links, a path too long
        if not exists(path):
            raise UnusableFolder(f"is in a folder that cannot be used ({_reason(exc)})") from None
        raise DamagedFile(f"cannot be read ({_reason(exc)})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DamagedFile("is not a regular file")
        if info.st_size > max_bytes:
            raise DamagedFile(f"is larger than {max_bytes} bytes")
        with os.fdopen(fd, "rb", closefd=False) as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:  # a folder in its place, an I/O error
        raise DamagedFile(f"cannot be read ({_reason(exc)})") from None
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise DamagedFile(f"is larger than {max_bytes} bytes")
    return raw


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file out of the way, keeping it for inspection; None if impossible."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while exists(target):
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError as exc:
        log.warning("could not move damaged %s aside: %s", path, exc)
        return None
    return target


def report_damage(kind: str, path: Path, problem: str) -> Notice:
    """Move a damaged file aside and queue a notice for the player.

    A file that cannot be moved is left where it is and ignored from now on, so the player is
    told once, not at every look at the title screen.
    """
    aside = set_aside(path) if exists(path) else None
    left = aside is None and exists(path)
    if aside is None:
        _ignored.add(path)
    log.warning("%s file %s %s; moved to %s, defaults used", kind, path, problem, aside)
    notice = Notice(kind, path, aside, problem, left=left)
    _notices.append(notice)
    return notice


def report_folder(path: Path, problem: str) -> None:
    """Tell the player once that the folder holding ``path`` cannot be used."""
    _ignored.add(path)
    folder = path.parent
    log.warning("%s %s", path, problem)
    if folder not in _bad_folders:
        _bad_folders.add(folder)
        _notices.append(Notice("folder", folder, None, problem))


def load_json(kind: str, path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON in ``path``, or None when missing or damaged (damage is set aside and told)."""
    if path in _ignored:
        return None  # told already; it stays unusable until the next start
    try:
        return read_json(path, max_bytes)
    except UnusableFolder as exc:
        report_folder(path, str(exc))
    except DamagedFile as exc:
        report_damage(kind, path, str(exc))
    return None


def ignored(path: Path) -> bool:
    """True for a file already told to be unusable this run."""
    return path in _ignored


def forget() -> None:
    """Start afresh as at a new run (tests use it): nothing told, nothing ignored."""
    _notices.clear()
    _ignored.clear()
    _bad_folders.clear()
    _failing.clear()


# -- notices --------------------------------------------------------------------------------


def take_notices() -> list[Notice]:
    """The notices not yet shown, each returned once (the UI shows them, then they are gone)."""
    out = list(_notices)
    _notices.clear()
    return out


def pending_notices() -> list[Notice]:
    return list(_notices)
