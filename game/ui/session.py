"""The match being played at the table, with everything needed to save and resume it."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.engine.match import Match
from game.engine.options import Rules
from game.record import record_of
from game.saves import replay
from game.ui.opponents import make_opponent


@dataclass
class TableSession:
    rules: Rules
    seed: int
    levels: list[str]  # per seat; seat 0 is the player ("human")
    player_name: str = ""
    events: list = field(default_factory=list)
    match: Match | None = None
    opponents: dict[int, Any] = field(default_factory=dict)

    @classmethod
    def new(cls, rules: Rules, levels: list[str], player_name: str = "",
            seed: int | None = None) -> TableSession:
        seed = random.randrange(1 << 30) if seed is None else seed
        seat_levels = ["human"] + [levels[(i - 1) % len(levels)] if levels else "normal"
                                   for i in range(1, rules.players)]
        session = cls(rules, seed, seat_levels, player_name)
        session.match = Match(rules, seed, events=session.events)
        session._make_opponents()
        return session

    def _make_opponents(self) -> None:
        self.opponents = {
            seat: make_opponent(self.levels[seat], self.seed * 7 + seat)
            for seat in range(1, self.rules.players)
        }

    def extra(self) -> dict[str, Any]:
        """What the table saves beside the game record."""
        return {"levels": list(self.levels), "player_name": self.player_name, "seed": self.seed}

    def to_dict(self) -> dict[str, Any]:
        assert self.match is not None
        return {"record": record_of(self.match), "extra": self.extra()}

    @classmethod
    def from_match(cls, match: Match, extra: dict[str, Any]) -> TableSession:
        """A session around a match rebuilt from its record; its events so far and the new
        ones go to the table."""
        n = match.rules.players
        levels = extra.get("levels")
        if not (isinstance(levels, list) and len(levels) == n
                and all(isinstance(x, str) for x in levels)):
            levels = ["human"] + ["normal"] * (n - 1)
        name = extra.get("player_name")
        session = cls(match.rules, match.seed, list(levels),
                      name if isinstance(name, str) else "")
        if match.events is not None:  # the match's events so far: the table shows them at once
            session.events = match.events
        match.events = session.events
        if match.round is not None:
            match.round.events = session.events
        session.match = match
        session._make_opponents()
        return session

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableSession:
        """Rebuild from ``to_dict()``: the record is replayed through the rules (game.saves;
        DamagedFile if it is not a legal game)."""
        return cls.from_match(replay(data["record"]), data.get("extra", {}))

    @classmethod
    def from_saved(cls, saved: Any) -> TableSession:
        """From what game.saves.load_autosave() returns, or a ``to_dict()`` mapping."""
        if isinstance(saved, dict):
            return cls.from_dict(saved)
        return cls.from_match(saved.match, dict(saved.extra))
