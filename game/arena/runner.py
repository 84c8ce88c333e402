"""Playing the arena's matches: seat rotations over seeded deals, timing every decision."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.ai import Opponent, make_opponent, play_match
from game.engine.match import PRESIDENT, SCUM
from game.engine.options import Rules
from game.engine.plays import Play
from game.engine.view import PublicView


class Timed(Opponent):
    """Wraps an opponent and records how long each decision takes, in milliseconds."""

    def __init__(self, inner: Opponent, sink: list[float]) -> None:
        self.inner = inner
        self.sink = sink
        self.name = inner.name

    def choose_play(self, view: PublicView) -> Play | None:
        t = time.perf_counter()
        play = self.inner.choose_play(view)
        self.sink.append((time.perf_counter() - t) * 1000)
        return play

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        t = time.perf_counter()
        cards = self.inner.choose_gift(view, count)
        self.sink.append((time.perf_counter() - t) * 1000)
        return cards

    def choose_handover(self, view: PublicView, kind: str, count: int) -> list[int]:
        t = time.perf_counter()
        cards = self.inner.choose_handover(view, kind, count)
        self.sink.append((time.perf_counter() - t) * 1000)
        return cards


@dataclass
class Tally:
    """What one agent name did: places per deal (all its seats, rotations and rounds)."""

    places: dict[int, list[int]] = field(default_factory=dict)
    titles: list[str] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)
    seats: int = 0


def match_seed(seed: int, deal: int) -> int:
    return seed * 1_000_003 + deal


def opponent_seed(seed: int, deal: int, rotation: int, seat: int) -> int:
    return ((seed * 7919 + deal) * 31 + rotation) * 17 + seat


def run(
    rules: Rules,
    seats: Sequence[str],
    matches: int,
    seed: int,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Tally]:
    """Play ``matches`` deals, each once per rotation of ``seats``; tally per agent name."""
    n = len(seats)
    tallies = {name: Tally(seats=seats.count(name)) for name in seats}
    for deal in range(matches):
        for rot in range(n):
            names = [seats[(s + rot) % n] for s in range(n)]
            ops = [
                Timed(make_opponent(name, opponent_seed(seed, deal, rot, s)), tallies[name].ms)
                for s, name in enumerate(names)
            ]
            match = play_match(rules, ops, seed=match_seed(seed, deal))
            for order, titles, _points in match.results:
                for place, s in enumerate(order, start=1):
                    tally = tallies[names[s]]
                    tally.places.setdefault(deal, []).append(place)
                    tally.titles.append(titles[s])
        if progress is not None:
            progress(deal + 1, matches)
    return tallies


def title_rate(tally: Tally, title: str) -> float:
    return tally.titles.count(title) / len(tally.titles) if tally.titles else 0.0


__all__ = ["PRESIDENT", "SCUM", "Tally", "Timed", "run", "title_rate"]
