"""The running match's autosave, the records of finished matches, and simple statistics.

All three live in the per-user data directory (game.storage):

- ``autosave.json``: the running match's game record (docs/record-format.md) plus what the table
  wants back, rewritten after every trick. Continue rebuilds the Match by replaying the record
  through the rules engine, so a save that was edited into an illegal game is refused, not
  trusted.
- ``records/<time>-<seed>.json``: one game record per finished match (the newest few hundred).
- ``stats.json``: matches played and won, times President, rounds played, and the names of the
  records already counted. A record that is written but not yet counted (the game was killed
  between the two writes) is counted at the next load, so the two cannot drift apart; a
  statistics file that cannot be read is counted again from the kept records.

A damaged file is set aside with a notice for the player (see game.storage) and ignored.
Pruning removes only the game's own records (its name pattern, its content), never through a
link.
"""

from __future__ import annotations

import logging
import os
import re
import time
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import storage
from game.engine.match import PRESIDENT, Match
from game.record import RecordError, parse_record, record_of, replay_record
from game.settings import MAX_NAME

AUTOSAVE_FORMAT = "president-autosave/1"
RECORD_FORMAT = "president-record/1"
STATS_FORMAT = "president-stats/1"
AUTOSAVE = "autosave.json"
STATS = "stats.json"
RECORDS = "records"
KEEP_RECORDS = 300
RECORD_NAME = re.compile(r"^\d{8}-\d{6}--?\d+(-\d+)?\.json$")  # save_record's names
HUMAN = 0

log = logging.getLogger(__name__)
_counted: weakref.WeakKeyDictionary[Match, str] = weakref.WeakKeyDictionary()  # finished at


@dataclass
class Resumed:
    """A match rebuilt from the autosave, and the table's own data saved with it."""

    match: Match
    extra: dict[str, Any]


# -- autosave -----------------------------------------------------------------------------


def autosave_path() -> Path:
    return storage.data_dir() / AUTOSAVE


def autosave(match: Match, extra: dict[str, Any] | None = None) -> bool:
    """Save the running match (call after every trick); a finished match clears the save."""
    if match.over:
        clear_autosave()
        return True
    data = {
        "format": AUTOSAVE_FORMAT,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "extra": extra or {},
        "record": record_of(match),
    }
    return storage.try_write_json(autosave_path(), data, "autosave")


def has_autosave() -> bool:
    return storage.is_file(autosave_path())


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        storage.log.warning("could not remove the autosave: %s", exc)


def load_autosave(events: list | None = None) -> Resumed | None:
    """The saved match, replayed up to where it was left; None if there is none.

    A save that cannot be read or replayed is set aside and the player is told. ``events``,
    if given, receives the events of the resumed match from here on (not the replay's);
    without it the match keeps the replay's events, its history so far (a table resumed from
    it shows them at once), and adds the new ones to them.
    """
    file = autosave_path()
    data = storage.load_json("autosave", file)
    if data is None:
        return None
    try:
        if not isinstance(data, dict) or data.get("format") != AUTOSAVE_FORMAT:
            raise storage.DamagedFile("is not a saved match")
        extra = data.get("extra", {})
        if not isinstance(extra, dict):
            raise storage.DamagedFile("has extra data that is not a mapping")
        extra = _tame(extra)
        match = replay(data.get("record"))
    except storage.DamagedFile as exc:
        storage.report_damage("autosave", file, str(exc))
        return None
    if match.over:
        clear_autosave()
        return None
    if events is not None:
        match.events = events
        if match.round is not None:
            match.round.events = events
    return Resumed(match, extra)


def _tame(extra: dict[str, Any]) -> dict[str, Any]:
    """The table's own data with the parts it draws cut down to size: a save edited to hold a
    name a million characters long must not bring the table down."""
    out = dict(extra)
    name = out.get("player_name")
    if name is not None:
        text = name if isinstance(name, str) else ""
        out["player_name"] = "".join(ch for ch in text if ch.isprintable())[:MAX_NAME]
    levels = out.get("levels")
    if levels is not None and not (
        isinstance(levels, list) and len(levels) <= 6
        and all(isinstance(v, str) and len(v) <= 20 for v in levels)
    ):
        del out["levels"]  # the table falls back to its default opponents
    return out


# -- replaying a record ---------------------------------------------------------------------


def replay(data: Any) -> Match:
    """Rebuild a Match from its game record; DamagedFile if the record is not a legal game.

    The one boundary where a damaged save is caught: the record's own faults (RecordError) and
    the rules' refusal, each logged with what was caught.
    """
    try:
        seed = _seed(data)
        replayed = replay_record(parse_record(data), seed=seed)
    except RecordError as exc:
        log.warning("a saved record is malformed: %s", exc)
        raise storage.DamagedFile(f"holds a malformed game record ({exc})") from None
    if replayed.reason is not None:
        log.warning("a saved record breaks the rules: %s", replayed.reason.sentence())
        raise storage.DamagedFile(
            f"holds a game the rules do not allow ({replayed.reason.sentence()})"
        )
    return replayed.match


def _seed(data: Any) -> int:
    """The record's seed (0 when left out): the save is that seed's game."""
    seed = data.get("seed", 0) if isinstance(data, dict) else 0
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("The record's seed must be a whole number.")
    return seed


# -- finished matches and statistics ------------------------------------------------------


COUNTS = ("played", "won", "president", "rounds")


@dataclass
class Stats:
    played: int = 0
    won: int = 0
    president: int = 0  # rounds the player finished first
    rounds: int = 0
    counted: list[str] = field(default_factory=list)  # the records' names already counted

    def to_dict(self) -> dict[str, Any]:
        return {"format": STATS_FORMAT, **{k: getattr(self, k) for k in COUNTS},
                "counted": list(self.counted)}

    def add(self, match: Match) -> None:
        """Count one finished match."""
        self.played += 1
        self.won += match.standings()[0] == HUMAN
        self.president += sum(1 for _, titles, _ in match.results if titles[HUMAN] == PRESIDENT)
        self.rounds += len(match.results)


def stats_path() -> Path:
    return storage.data_dir() / STATS


def load_stats() -> Stats:
    """The statistics kept across runs, with any record not yet counted added in.

    No file, or one that cannot be used at all, is counted again from the kept records; a
    file with some bad counts keeps the good ones. Either way the player is told once.
    """
    file = stats_path()
    if storage.ignored(file):
        return Stats()
    data = storage.load_json("stats", file, 64_000)
    if storage.ignored(file):  # a folder or file the game cannot use: zeros, nothing written
        return Stats()
    names = [p.name for p in list_records()]
    stats, problem, usable = _stats_from(data, names)
    if problem:
        storage.report_damage("stats_values" if usable else "stats", file, problem)
    if _count_new(stats, names) or problem:
        _write_stats(stats)
    return stats


def _stats_from(data: Any, names: list[str]) -> tuple[Stats, str, bool]:
    """The counts in ``data``, what was wrong with them, and whether any count was usable."""
    if data is None:
        return Stats(), "", False  # no file (or one already told): count the records
    if not isinstance(data, dict):
        return Stats(), "does not hold a mapping of counts", False
    values: dict[str, int] = {}
    bad = []
    for name in COUNTS:
        v = data.get(name)
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 10**9:
            bad.append(name)
        else:
            values[name] = v
    if values.get("won", 0) > values.get("played", 0):
        bad.append("won")
        values.pop("won")
    if not values:
        return Stats(), f"has no usable counts ({', '.join(bad)})", False
    counted = data.get("counted")
    if not (isinstance(counted, list) and all(isinstance(n, str) for n in counted)):
        counted = names  # an older file: every record kept so far was counted by it
    stats = Stats(**values, counted=[n for n in counted if n in names])
    return stats, f"has bad counts: {', '.join(bad)}" if bad else "", True


def _count_new(stats: Stats, names: list[str]) -> bool:
    """Add the kept records not counted yet (oldest first); True if any was added."""
    added = False
    seen = set(stats.counted)
    for name in reversed(names):
        if name in seen:
            continue
        match = _finished_record(records_dir() / name)
        if match is not None:
            stats.add(match)
        stats.counted.append(name)
        added = True
    return added


def _finished_record(file: Path) -> Match | None:
    """The finished match a kept record holds; None if the file is not one the game wrote."""
    try:
        data = storage.read_json(file)
        match = replay(data)
    except storage.DamagedFile:
        return None
    return match if match.over else None


def _write_stats(stats: Stats) -> bool:
    return storage.try_write_json(stats_path(), stats.to_dict(), "stats")


def match_finished(match: Match, levels: list[str] | None = None) -> Stats:
    """Keep the finished match's record, count it in the statistics, drop the autosave.

    ``levels`` (each seat's, "human" first) is kept in the record for the History screen.
    Safe to call more than once for the same match: it is counted once.
    """
    if not match.over:
        raise ValueError("the match is not over yet")
    stats = load_stats()
    if match in _counted:
        return stats
    _counted[match] = time.strftime("%Y-%m-%dT%H:%M:%S")
    extra: dict[str, Any] = {"levels": list(levels)} if levels else {}
    file = save_record({**record_of(match), "finished_at": _counted[match], **extra})
    stats.add(match)
    if file is not None:
        stats.counted.append(file.name)  # a kill before the next write: counted at next load
    if not storage.ignored(stats_path()):
        _write_stats(stats)
    clear_autosave()
    return stats


def records_dir() -> Path:
    return storage.data_dir() / RECORDS


def save_record(record: dict[str, Any]) -> Path | None:
    """Write one finished match's record; the oldest beyond KEEP_RECORDS are removed."""
    folder = records_dir()
    if storage.exists(folder) and not folder.is_dir():
        storage.report_damage("records", folder, "is not a folder")  # a file in its place
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{record.get('seed', 0)}"
    file = folder / f"{stem}.json"
    n = 1
    while storage.exists(file):
        n += 1
        file = folder / f"{stem}-{n}.json"
    if not storage.try_write_json(file, record, "record"):
        return None
    _prune(folder, file)
    return file


def _prune(folder: Path, keep: Path) -> None:
    """Remove the oldest of the game's own records beyond KEEP_RECORDS, never ``keep`` (just
    written), never a file the player put there, never anything through a link."""
    if not storage.is_dir(folder):
        return  # a link to elsewhere: what is there is not the game's to delete
    others = sorted((r for r in _own_records(folder) if r[1] != keep), reverse=True)
    for _, path in others[KEEP_RECORDS - 1:]:  # newest written first; ``keep`` makes one more
        if _is_our_record(path):
            try:
                os.unlink(path)
            except OSError as exc:
                storage.log.info("could not remove the old record %s: %s", path, exc)


def _own_records(folder: Path) -> list[tuple[tuple[float, str], Path]]:
    """The regular files named like the game's records, keyed by when they were written."""
    out = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        try:
            if RECORD_NAME.match(entry.name) and entry.is_file(follow_symlinks=False):
                out.append(((entry.stat(follow_symlinks=False).st_mtime, entry.name),
                            Path(entry.path)))
        except OSError:
            continue
    return out


def _is_our_record(path: Path) -> bool:
    """A game record as save_record writes it (its format and its rounds)."""
    try:
        data = storage.read_json(path, 2_000_000)
    except storage.DamagedFile:
        return False
    return isinstance(data, dict) and data.get("format") == RECORD_FORMAT \
        and isinstance(data.get("rounds"), list)


def list_records() -> list[Path]:
    """The kept records (the game's own names, regular files), newest first."""
    folder = records_dir()
    return sorted((p for _, p in _own_records(folder)), reverse=True)
