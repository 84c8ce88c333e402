"""Replaying a record through the engine, action by action, as the checker reports it.

One line (a dict) per action: see RECORD-FORMAT.md and the decisions in ``game.record``.
Replay stops at the first illegal action or gift. Damage that only replay can reveal (a round
that stops before its end but is followed by another) is a ``RecordError``, like damage found
while parsing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine import events as ev
from game.engine.errors import IllegalAction, Reason
from game.engine.match import Match
from game.engine.plays import RUN, Play, interpretations
from game.engine.round import Round, shape_reason
from game.record.model import Action, Gift, Meaning, Record, RecordError, RoundRecord


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
    match = Match(record.rules, events=[], auto_forced=False)
    report = Report(match=match)
    for number, rec in enumerate(record.rounds, start=1):
        if number > 1 and match.phase != "round_over":
            raise RecordError(
                f"Round {number - 1} stops before it is over, but round {number} follows."
            )
        hands = [list(h) for h in rec.hands]
        _guard(number, lambda h=hands, r=rec: match.start_round(h, r.leader))
        _replay_round(match, number, rec, report, with_legal)
        if not report.legal:
            break
    return report


def _replay_round(
    match: Match, number: int, rec: RoundRecord, report: Report, with_legal: bool
) -> None:
    """The round's gifts, then its actions, until the first illegal one."""
    for index, gift in enumerate(rec.exchange):
        reason = _gift_reason(match, gift)
        if reason is not None:
            line = {"round": number, "action": None, "exchange": index, "seat": gift.giver}
            report.lines.append(_finish(line, match, reason, False, with_legal))
            report.reason = reason
            return
        _guard(number, lambda g=gift: match.give(g.giver, list(g.cards)))
    events = match.events
    assert events is not None
    for index, action in enumerate(rec.actions):
        mark = len(events)
        play, reason = resolve(match, action)
        if reason is None:
            match.act(action.seat, play)
        cleared = any(isinstance(e, ev.Cleared) for e in events[mark:])
        line = {"round": number, "action": index, "seat": action.seat}
        report.lines.append(_finish(line, match, reason, cleared, with_legal))
        if reason is not None:
            report.reason = reason
            return


def replay(record: Record) -> Match:
    """The match a fully legal record describes; IllegalAction at the first illegal action."""
    report = check(record)
    if report.reason is not None:
        raise IllegalAction(report.reason)
    return report.match


def resolve(match: Match, action: Action) -> tuple[Play | None, Reason | None]:
    """The play an action makes (None for a pass) or the rule it breaks."""
    if match.phase == "exchange":
        return None, Reason("exchange_pending")
    round_ = match.round
    assert round_ is not None
    reason = _turn_reason(round_, action.seat)
    if reason is not None:
        return None, reason
    if action.cards is None:
        return None, (Reason("must_lead") if round_.top is None else None)
    return read_play(round_, action)


def read_play(round_: Round, action: Action) -> tuple[Play | None, Reason | None]:
    """The one legal play the action's cards and joker meanings can be, or why there is none."""
    cards = list(action.cards or ())
    if not cards:
        return None, Reason("empty")
    readings = interpretations(cards, round_.rules.runs)
    if not readings:
        return None, shape_reason(cards, round_.rules.runs)
    fitting = [p for p in readings if _fits(p, action.meanings)]
    if not fitting:
        return None, Reason("bad_joker_meaning", {"meaning": _misfit(readings, action.meanings)})
    legal = [p for p in fitting if round_.check_play(action.seat, p) is None]
    if len(legal) > 1:
        return None, Reason("ambiguous")
    if legal:
        return legal[0], None
    return None, round_.check_play(action.seat, fitting[0])


def _turn_reason(round_: Round, seat: int) -> Reason | None:
    if round_.over:
        return Reason("round_over")
    if seat == round_.turn:
        return None
    if not round_.hands[seat]:
        return Reason("gone_out", {"seat": seat})
    if round_.rules.pass_is_final and round_.passed[seat] and round_.top is not None:
        return Reason("passed_out", {"seat": seat})
    return Reason("not_your_turn", {"seat": seat, "turn": round_.turn})


def _fits(play: Play, meanings: tuple[Meaning, ...]) -> bool:
    """Do the written joker meanings fit this reading? Jokers are interchangeable."""
    is_card = play.kind == RUN
    if any(m.is_card != is_card for m in meanings):
        return False
    said = Counter(m.value for m in meanings)
    meant = Counter(value for _, value in play.meanings)
    return not said - meant


def _misfit(readings: list[Play], meanings: tuple[Meaning, ...]) -> str:
    """The first written meaning that fits no reading (else the first one written)."""
    for m in meanings:
        if not any(_fits(p, (m,)) for p in readings):
            return m.text
    return meanings[0].text


def _gift_reason(match: Match, gift: Gift) -> Reason | None:
    step, reason = match.check_gift(gift.giver, list(gift.cards))
    if reason is None and step is not None and step.receiver != gift.receiver:
        return Reason(
            "exchange_wrong_receiver",
            {"seat": gift.giver, "expected": step.receiver, "to": gift.receiver},
        )
    return reason


def _guard(number: int, step: Callable[[], None]) -> None:
    """Run a step that deals or begins play; parsing has ruled out what the engine refuses."""
    try:
        step()
    except ValueError as exc:  # defensive: a clear sentence rather than a traceback
        raise RecordError(f"Round {number} cannot start: {exc}.") from None


def _finish(
    line: dict[str, Any], match: Match, reason: Reason | None, cleared: bool, with_legal: bool
) -> dict[str, Any]:
    """Complete a line with the state after the action (unchanged when it was illegal)."""
    round_ = match.round
    line["legal"] = reason is None
    if reason is not None:
        line["error"] = reason.sentence()
    line["cleared"] = cleared
    line["revolution"] = bool(round_ and round_.revolution)
    line["next"] = match.whose_move()
    line["finished"] = list(round_.finished) if round_ else []
    if with_legal:
        playing = match.phase == "play"
        assert round_ is not None or not playing
        line["legal_plays"] = [p.notation() for p in round_.legal_plays()] if playing else []
        line["can_pass"] = playing and round_.can_pass()
    return line
