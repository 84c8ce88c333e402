"""The one replayer: a record's rounds, gifts and actions put through a ``Match``.

The checker, the autosave's Continue and the table's session all rebuild matches here. Replay
stops at the first illegal gift or action and says which rule it broke; damage that only
replay can reveal (a round that stops before its end but is followed by another, or a save whose
deal is not its seed's) is a ``RecordError``, like damage found while parsing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from game.engine import events as ev
from game.engine.errors import Reason
from game.engine.match import Match
from game.engine.plays import RUN, Play, interpretations
from game.engine.round import Round, shape_reason
from game.record.model import Action, Gift, Meaning, Record, RecordError, RoundRecord


@dataclass(frozen=True)
class Step:
    """One gift or action as replayed: where it is, who made it, and what the rules said."""

    round: int  # from 1
    action: int | None  # its index in the round's actions; None for a gift
    exchange: int | None  # its index in the round's exchange; None for an action
    seat: int
    reason: Reason | None  # the rule it broke; None when it was legal (and made)
    cleared: bool = False  # it cleared the pile or ended the trick


Watch = Callable[[Match, Step], None]


@dataclass
class Replayed:
    match: Match  # as far as replay went
    reason: Reason | None  # the rule the first illegal gift or action broke, or None


def replay_record(record: Record, seed: int | None = None, watch: Watch | None = None) -> Replayed:
    """Replay ``record``; ``watch`` sees the match after each gift and action.

    With ``seed`` the record must be that seed's game, as the game itself saved it: each round
    dealt from the seed, the rules' own leader and forced gifts (a save cannot choose its own
    hands). Without it, the record's hands and leader are taken as they are written.
    """
    seeded = seed is not None
    match = Match(record.rules, seed=seed if seed is not None else record.seed or 0,
                  events=[], auto_forced=seeded)
    for number, rec in enumerate(record.rounds, start=1):
        if number > 1 and match.phase != "round_over":
            raise RecordError(
                f"Round {number - 1} stops before it is over, but round {number} follows."
            )
        _start(match, number, rec, seeded)
        reason = _replay_round(match, number, rec, seeded, watch)
        if reason is not None:
            return Replayed(match, reason)
    return Replayed(match, None)


def _start(match: Match, number: int, rec: RoundRecord, seeded: bool) -> None:
    hands = [list(h) for h in rec.hands]
    if seeded:
        dealt = match.deal(number)
        if [sorted(h) for h in hands] != dealt:
            raise RecordError(f"Round {number}'s hands are not the deal of the match's seed.")
    try:
        match.start_round(hands, None if seeded else rec.leader)
    except ValueError as exc:  # parsing rules out what the engine refuses; a sentence all the same
        raise RecordError(f"Round {number} cannot start: {exc}.") from None


def _replay_round(
    match: Match, number: int, rec: RoundRecord, seeded: bool, watch: Watch | None
) -> Reason | None:
    """The round's gifts, then its actions, until the first illegal one."""
    for index, gift in enumerate(rec.exchange):
        reason = _give(match, number, index, gift)
        if watch is not None:
            watch(match, Step(number, None, index, gift.giver, reason))
        if reason is not None:
            return reason
    if seeded and rec.leader is not None and match.log.rounds[-1].leader != rec.leader:
        raise RecordError(f"Round {number}'s leader is not the one the rules name.")
    events = match.events
    assert events is not None
    for index, action in enumerate(rec.actions):
        mark = len(events)
        if action.kind in ("give", "discard"):
            reason = _hand_over(match, action)
        else:
            play, reason = resolve(match, action)
            if reason is None:
                match.act(action.seat, play)
        cleared = any(isinstance(e, ev.Cleared) for e in events[mark:])
        if watch is not None:
            watch(match, Step(number, index, None, action.seat, reason, cleared))
        if reason is not None:
            return reason
    return None


def _give(match: Match, number: int, index: int, gift: Gift) -> Reason | None:
    """Make one gift, or say why it is illegal. A gift the match already made by itself (a
    forced one, in a seeded replay) must be the one written."""
    made = match.gifts
    if index < len(made):
        if made[index] != (gift.giver, gift.receiver, gift.cards):
            raise RecordError(f"Round {number}'s gift {index} is not the gift the rules force.")
        return None
    _, reason = match.check_gift(gift.giver, list(gift.cards), gift.receiver)
    if reason is None:
        match.give(gift.giver, list(gift.cards), gift.receiver)
    return reason


def _hand_over(match: Match, action: Action) -> Reason | None:
    """A gift (7 pass) or discard (10 discard), or why it is illegal."""
    if match.phase == "exchange":
        return Reason("exchange_pending")
    round_ = match.round
    assert round_ is not None
    cards = list(action.cards or ())
    reason = round_.check_handover(action.seat, action.kind, cards)
    if reason is None:
        if action.kind == "give":
            match.give(action.seat, cards)
        else:
            match.discard(action.seat, cards)
    return reason


# -- reading an action ------------------------------------------------------------------------


def resolve(match: Match, action: Action) -> tuple[Play | None, Reason | None]:
    """The play an action makes (None for a pass) or the rule it breaks."""
    if match.phase == "exchange":
        return None, Reason("exchange_pending")
    round_ = match.round
    assert round_ is not None
    reason = round_.turn_reason(action.seat) or round_.owes_reason(action.seat)
    if reason is not None:
        return None, reason
    if action.cards is None:
        return None, (Reason("must_lead") if round_.top is None
                      and not round_.rules.leader_pass else None)
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
