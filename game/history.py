"""The finished matches as the History screen lists them, and the totals drawn from them.

Every entry comes from a kept record (game.saves) replayed through the engine, so what the
screen shows cannot differ from what was played. A record that cannot be read or replayed is
listed as damaged and counts in no total. Replays are remembered by file name and time written,
so reopening the screen does not replay every record again.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game import saves, storage
from game.engine.match import PRESIDENT, SCUM, Match

HUMAN = saves.HUMAN
CHART_MATCHES = 20  # the chart shows the places of this many latest matches


@dataclass(frozen=True)
class Entry:
    """One kept record: when, which rules, who played, and how the player did."""

    path: Path
    finished_at: str  # "YYYY-MM-DDTHH:MM:SS" as saved, or from the file's name
    damaged: bool
    preset: str | None = None  # the rules' preset, None for rules of the player's own
    players: int = 0
    levels: tuple[str, ...] = ()  # per seat as saved; empty for an older record
    place: int = 0  # the player's place in the final standings, from 1
    points: int = 0
    rounds: int = 0
    president: int = 0  # rounds the player finished first
    scum: int = 0  # rounds the player finished last

    @property
    def won(self) -> bool:
        return not self.damaged and self.place == 1


@dataclass(frozen=True)
class Totals:
    played: int
    won: int
    president: int
    scum: int
    rounds: int
    mean_place: float | None  # None when nothing was played


_cache: dict[tuple[str, float], Entry] = {}


def entries() -> list[Entry]:
    """Every kept record, newest first."""
    return [entry_of(path) for path in saves.list_records()]


def entry_of(path: Path) -> Entry:
    try:
        key = (str(path), os.stat(path, follow_symlinks=False).st_mtime)
    except OSError:
        return Entry(path, _date_from_name(path.name), damaged=True)
    if key not in _cache:
        _cache[key] = _read(path)
    return _cache[key]


def _read(path: Path) -> Entry:
    try:
        data = storage.read_json(path, 2_000_000)
        match = saves.replay(data)
    except Exception:  # a damaged file (DamagedFile) or any shape: listed as damaged
        return Entry(path, _date_from_name(path.name), damaged=True)
    if not match.over:
        return Entry(path, _date_from_name(path.name), damaged=True)
    return _summary(path, data, match)


def _summary(path: Path, data: dict, match: Match) -> Entry:
    finished = data.get("finished_at")
    levels = data.get("levels")
    ok_levels = isinstance(levels, list) and len(levels) == match.rules.players \
        and all(isinstance(v, str) and len(v) <= 20 for v in levels)
    titles = [r[1][HUMAN] for r in match.results]
    return Entry(
        path=path,
        finished_at=finished if isinstance(finished, str) and len(finished) <= 40
        else _date_from_name(path.name),
        damaged=False,
        preset=match.rules.preset_name,
        players=match.rules.players,
        levels=tuple(levels) if ok_levels and isinstance(levels, list) else (),
        place=match.standings().index(HUMAN) + 1,
        points=match.totals[HUMAN],
        rounds=len(match.results),
        president=titles.count(PRESIDENT),
        scum=titles.count(SCUM),
    )


def _date_from_name(name: str) -> str:
    """save_record's names begin with the time written: 20261201-133000-..."""
    d = name[:15]
    if len(d) == 15 and d[:8].isdigit() and d[9:].isdigit():
        return f"{d[:4]}-{d[4:6]}-{d[6:8]}T{d[9:11]}:{d[11:13]}:{d[13:15]}"
    return ""


def totals(items: list[Entry], preset: str | None = "*") -> Totals:
    """The totals over the undamaged entries: all of them, or (``preset`` given) one preset's
    (None meaning the player's own rules)."""
    good = [e for e in items if not e.damaged and (preset == "*" or e.preset == preset)]
    places = [e.place for e in good]
    return Totals(
        played=len(good),
        won=sum(e.won for e in good),
        president=sum(e.president for e in good),
        scum=sum(e.scum for e in good),
        rounds=sum(e.rounds for e in good),
        mean_place=sum(places) / len(places) if places else None,
    )


def presets_played(items: list[Entry]) -> list[str | None]:
    """The presets with at least one undamaged match, most played first."""
    counts: dict[str | None, int] = {}
    for e in items:
        if not e.damaged:
            counts[e.preset] = counts.get(e.preset, 0) + 1
    return sorted(counts, key=lambda p: (-counts[p], p or "~"))


def chart(items: list[Entry], n: int = CHART_MATCHES) -> list[tuple[int, int]]:
    """(place, players) of the latest ``n`` undamaged matches, oldest first."""
    good = [(e.place, e.players) for e in items if not e.damaged][:n]
    return list(reversed(good))
