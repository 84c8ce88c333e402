"""A match's action log (game.engine.actions) written in the record format (docs/record-format.md).

The keys and their order are those the game has always written: per round ``hands``,
``actions``, then ``exchange`` (when there was one) and ``leader`` (once play began).
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import (
    DiscardAction,
    GiveAction,
    MatchLog,
    PassAction,
    PlayAction,
    RoundAction,
    RoundLog,
)
from game.engine.cards import card_str
from game.engine.match import Match
from game.engine.options import Rules
from game.record.model import FORMAT


def record_of(match: Match) -> dict[str, Any]:
    """``match``'s record as plain JSON data."""
    return serialize(match.log)


def serialize(log: MatchLog) -> dict[str, Any]:
    return {"format": FORMAT, "rules": rules_data(log.rules), "seed": log.seed,
            "rounds": [_round(r) for r in log.rounds]}


def rules_data(rules: Rules) -> dict[str, Any]:
    """The ``rules`` key (parse.py reads it back in ``_rules``)."""
    return rules.to_dict()


def _round(log: RoundLog) -> dict[str, Any]:
    data: dict[str, Any] = {"hands": [_cards(h) for h in log.hands],
                            "actions": [_action(a) for a in log.actions]}
    if log.exchange:
        data["exchange"] = [{"from": g.giver, "to": g.receiver, "cards": _cards(g.cards)}
                            for g in log.exchange]
    if log.leader is not None:
        data["leader"] = log.leader
    return data


def _action(action: RoundAction) -> dict[str, Any]:
    if isinstance(action, PlayAction):
        return {"seat": action.seat, "play": action.play.notation()}
    if isinstance(action, PassAction):
        return {"seat": action.seat, "pass": True}
    if isinstance(action, GiveAction):
        return {"seat": action.seat, "give": _cards(action.cards)}
    if isinstance(action, DiscardAction):
        return {"seat": action.seat, "discard": _cards(action.cards)}
    raise TypeError(f"not an action: {action!r}")


def _cards(cards: tuple[int, ...]) -> list[str]:
    return [card_str(c) for c in cards]
