"""The checker: a record replayed (game.record.replay), one line (a dict) per action.

See docs/record-format.md and the decisions in ``game.record``. A legal gift prints no line; an
illegal one prints a line with ``"action": null`` and its ``"exchange"`` index.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.errors import IllegalAction, Reason
from game.engine.house import suit_letters
from game.engine.match import Match
from game.record.model import Record
from game.record.replay import Step, replay_record


@dataclass
class Report:
    """What replay made of a record: the checker's lines, and the match as far as it went."""

    match: Match
    lines: list[dict[str, Any]] = field(default_factory=list)
    reason: Reason | None = None  # the rule the first illegal action or gift broke

    @property
    def legal(self) -> bool:
        """Every action and gift was legal."""
        return self.reason is None

    @property
    def exit_code(self) -> int:
        return 0 if self.legal else 1


def check(record: Record, with_legal: bool = False) -> Report:
    """Replay ``record``; ``with_legal`` adds ``legal_plays`` and ``can_pass`` to each line."""
    lines: list[dict[str, Any]] = []

    def watch(match: Match, step: Step) -> None:
        if step.action is None and step.reason is None:
            return  # a legal gift is not an action
        lines.append(_line(match, step, with_legal))

    replayed = replay_record(record, watch=watch)
    return Report(replayed.match, lines, replayed.reason)


def replay(record: Record) -> Match:
    """The match a fully legal record describes; IllegalAction at the first illegal action."""
    replayed = replay_record(record)
    if replayed.reason is not None:
        raise IllegalAction(replayed.reason)
    return replayed.match


def _line(match: Match, step: Step, with_legal: bool) -> dict[str, Any]:
    """A step's line, with the state after it (unchanged when it was illegal)."""
    line: dict[str, Any] = {"round": step.round, "action": step.action}
    if step.action is None:
        line["exchange"] = step.exchange
    line["seat"] = step.seat
    round_ = match.round
    line["legal"] = step.reason is None
    if step.reason is not None:
        line["error"] = step.reason.sentence()
    line["cleared"] = step.cleared
    line["revolution"] = bool(round_ and round_.revolution)
    line["reversed"] = bool(round_ and round_.order_in_force.reversed)
    rules = match.rules
    if rules.suit_lock:
        line["lock"] = suit_letters(round_.lock) if round_ and round_.lock else None
    if round_ is not None and round_.owes is not None and match.phase == "play":
        line["owes"] = {round_.owes[0]: round_.owes[1]}
    if rules.capital_fall:
        line["fallen"] = list(round_.fallen) if round_ else []
    line["next"] = match.whose_move()
    line["finished"] = list(round_.finished) if round_ else []
    if with_legal:
        playing = round_ if match.phase == "play" else None
        line["legal_plays"] = [p.notation() for p in playing.legal_plays()] if playing else []
        line["can_pass"] = bool(playing and playing.can_pass())
    return line
