"""The running match's autosave, the records of finished matches, and simple statistics.

All three live in the per-user data directory (game.storage):

- ``autosave.json``: the running match's game record (RECORD-FORMAT.md) plus what the table
  wants back, rewritten after every trick. Continue rebuilds the Match by replaying the record
  through the rules engine, so a save that was edited into an illegal game is refused, not
  trusted.
- ``records/<time>-<seed>.json``: one game record per finished match (the newest few hundred).
- ``stats.json``: matches played and won, times President, rounds played.

A damaged file is set aside with a notice for the player (see game.storage) and ignored.
"""

from __future__ import annotations

import contextlib
import logging
import time
import weakref
from dataclasses import asdict, dataclass, fields
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
    return storage.try_write_json(autosave_path(), data)


def has_autosave() -> bool:
    return autosave_path().is_file()


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
    if given, receives the events of the resumed match from here on (not the replay's).
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


@dataclass
class Stats:
    played: int = 0
    won: int = 0
    president: int = 0  # rounds the player finished first
    rounds: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"format": STATS_FORMAT, **asdict(self)}


def stats_path() -> Path:
    return storage.data_dir() / STATS


def load_stats() -> Stats:
    """The statistics kept across runs; zeros if none, or if the file was damaged."""
    file = stats_path()
    data = storage.load_json("stats", file, 64_000)
    if data is None:
        return Stats()
    stats, problem = _stats_from(data)
    if problem:
        storage.report_damage("stats", file, problem)
        storage.try_write_json(file, stats.to_dict())
    return stats


def _stats_from(data: Any) -> tuple[Stats, str]:
    if not isinstance(data, dict):
        return Stats(), "does not hold a mapping of counts"
    values: dict[str, int] = {}
    bad = []
    for f in fields(Stats):
        v = data.get(f.name, 0)
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 10**9:
            bad.append(f.name)
        else:
            values[f.name] = v
    stats = Stats(**values)
    if stats.won > stats.played:
        bad.append("won")
        stats.won = 0
    return stats, f"has bad counts: {', '.join(bad)}" if bad else ""


def match_finished(match: Match) -> Stats:
    """Keep the finished match's record, count it in the statistics, drop the autosave.

    Safe to call more than once for the same match: it is counted once.
    """
    if not match.over:
        raise ValueError("the match is not over yet")
    stats = load_stats()
    if match in _counted:
        return stats
    _counted[match] = time.strftime("%Y-%m-%dT%H:%M:%S")
    save_record({**record_of(match), "finished_at": _counted[match]})
    stats.played += 1
    stats.won += match.standings()[0] == HUMAN
    stats.president += sum(1 for _, titles, _ in match.results if titles[HUMAN] == PRESIDENT)
    stats.rounds += len(match.results)
    storage.try_write_json(stats_path(), stats.to_dict())
    clear_autosave()
    return stats


def records_dir() -> Path:
    return storage.data_dir() / RECORDS


def save_record(record: dict[str, Any]) -> Path | None:
    """Write one finished match's record; the oldest beyond KEEP_RECORDS are removed."""
    folder = records_dir()
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{record.get('seed', 0)}"
    file = folder / f"{stem}.json"
    n = 1
    while file.exists():
        n += 1
        file = folder / f"{stem}-{n}.json"
    if not storage.try_write_json(file, record):
        return None
    _prune(folder)
    return file


def _prune(folder: Path) -> None:
    old = sorted(folder.glob("*.json"))[:-KEEP_RECORDS]
    for f in old:
        with contextlib.suppress(OSError):
            f.unlink()


def list_records() -> list[Path]:
    """The kept records, newest first."""
    folder = records_dir()
    return sorted(folder.glob("*.json"), reverse=True) if folder.is_dir() else []
