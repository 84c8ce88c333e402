"""A kept record as a replay: its steps, and the match at any step, through the engine.

No pygame here. ``load_script`` replays the whole record once (game.record.replay_record) to
learn its steps and to refuse a record the engine refuses; ``start`` gives the match as round 1
is dealt, and ``apply`` makes one more step on it, so its events can be shown at the table.
Stepping back builds the match again from the start. ``open_replay`` opens a record's replay at
the table by name (the scenes' router), or says in a sentence why it cannot.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import storage
from game.engine.errors import Reason
from game.engine.match import Match
from game.i18n import t
from game.record import RecordError, Step, parse_record, replay_record, resolve
from game.record.model import Record
from game.ui.words import reason_text


class Refused(Exception):
    """The record cannot be replayed: ``reason`` (the rule it breaks) or ``text`` (what is
    wrong with the file), one sentence either way."""

    def __init__(self, text: str = "", reason: Reason | None = None) -> None:
        super().__init__(text or (reason.code if reason else ""))
        self.text = text
        self.reason = reason


@dataclass(frozen=True)
class Script:
    record: Record
    seed: int
    steps: tuple[Step, ...]
    levels: tuple[str, ...]  # per seat as kept; empty for an older record

    @property
    def length(self) -> int:
        return len(self.steps)

    def trick_starts(self) -> list[int]:
        """The positions (steps done) where a trick begins, and the end."""
        return self._starts(lambda prev, cur: prev.cleared or prev.round != cur.round)

    def round_starts(self) -> list[int]:
        return self._starts(lambda prev, cur: prev.round != cur.round)

    def _starts(self, begins: Any) -> list[int]:
        s = self.steps
        marks = [0] + [p for p in range(1, len(s)) if begins(s[p - 1], s[p])]
        return marks + [len(s)] if marks[-1] != len(s) else marks

    def round_at(self, position: int) -> int:
        """The round (from 1) the step at ``position`` belongs to (the last, at the end)."""
        if not self.steps:
            return 1
        return self.steps[min(position, len(self.steps) - 1)].round


def load_script(path: Path) -> Script:
    """The record at ``path`` as a replay; Refused if it is not a legal, readable game."""
    try:
        data = storage.read_json(path, 2_000_000)
    except storage.DamagedFile as exc:
        raise Refused(str(exc)) from None
    return script_of(data)


def refusal_text(exc: Refused) -> str:
    """Why a record cannot be replayed, in one sentence of the player's language."""
    if exc.reason is not None:
        return t("ui.replay.refused", why=reason_text(exc.reason))
    return t("ui.replay.damaged", why=exc.text)


def open_replay(app: Any, path: Path) -> str | None:
    """Open the replay of the record at ``path`` (game.ui.table.replay); the sentence saying
    why not, if it fails."""
    try:
        script = load_script(path)
    except Refused as exc:
        return refusal_text(exc)
    app.router.push("replay", script)
    return None


def script_of(data: Any) -> Script:
    try:
        record = parse_record(data)
        seed = data.get("seed", 0) if isinstance(data, dict) else 0
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise RecordError("The record's seed must be a whole number.")
        steps: list[Step] = []
        replayed = replay_record(record, seed=seed, watch=lambda _m, step: steps.append(step))
    except RecordError as exc:
        raise Refused(str(exc)) from None
    except (TypeError, ValueError, KeyError, RecursionError):  # a shape parsing did not expect
        raise Refused("The record is not a game the game can read.") from None
    if replayed.reason is not None:
        raise Refused(reason=replayed.reason)
    if not record.rounds:
        raise Refused("The record holds no round.")
    levels = data.get("levels") if isinstance(data, dict) else None
    ok = isinstance(levels, list) and len(levels) == record.rules.players and all(
        isinstance(v, str) and len(v) <= 20 for v in levels)
    return Script(record, seed, tuple(steps),
                  tuple(levels) if ok and isinstance(levels, list) else ())


def start(script: Script) -> Match:
    """The match as its first round is dealt, before any gift or action."""
    match = Match(script.record.rules, seed=script.seed, events=[], auto_forced=True)
    _deal(match, script, 1)
    return match


def build(script: Script, position: int) -> Match:
    """The match after the first ``position`` steps."""
    match = start(script)
    for index in range(position):
        apply(match, script, index)
    return match


def apply(match: Match, script: Script, index: int) -> None:
    """Make step ``index`` on ``match``, which stands after the steps before it."""
    step = script.steps[index]
    if step.round > match.round_no:
        _deal(match, script, step.round)
    rec = script.record.rounds[step.round - 1]
    if step.exchange is not None:
        if step.exchange >= len(match.gifts):  # else the rules made this gift by themselves
            gift = rec.exchange[step.exchange]
            match.give(gift.giver, list(gift.cards), gift.receiver)
        return
    assert step.action is not None
    action = rec.actions[step.action]
    if action.kind == "give":
        match.give(action.seat, list(action.cards or ()))
    elif action.kind == "discard":
        match.discard(action.seat, list(action.cards or ()))
    else:
        play, _ = resolve(match, action)  # legal: the whole record was replayed first
        match.act(action.seat, play)


def _deal(match: Match, script: Script, number: int) -> None:
    hands = [list(h) for h in script.record.rounds[number - 1].hands]
    match.start_round(hands, None)
