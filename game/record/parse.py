"""Reading and validating a record's JSON into ``Record`` values.

Everything that makes a file "not a record" is caught here, before any replay, and reported as
a ``RecordError`` whose message is one sentence saying where the damage is.
"""

from __future__ import annotations

import json
from typing import Any

from game.engine.cards import (
    FIRST_JOKER,
    RANKS,
    SUITS,
    THREE_OF_CLUBS,
    THREE_OF_DIAMONDS,
    CardError,
    card_str,
    parse_card,
)
from game.engine.options import OptionError, Rules, from_dict
from game.record.model import FORMAT, Action, Gift, Meaning, Record, RecordError, RoundRecord


def read_record(text: str) -> Record:
    """Parse a record from JSON text."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"The file is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})."
        ) from None
    except RecursionError:
        raise RecordError("The file is not valid JSON (it is nested too deeply).") from None
    return parse_record(data)


def parse_record(data: Any) -> Record:
    """Validate a decoded record (docs/record-format.md) and read it into a ``Record``."""
    if not isinstance(data, dict):
        raise RecordError("A record must be a JSON object.")
    if "format" not in data:
        raise RecordError("The record has no 'format' field.")
    if data["format"] != FORMAT:
        raise RecordError(f"The record's format is {_shown(data['format'])}, not '{FORMAT}'.")
    rounds = _field(data, "rounds", list, "the record")
    rules = _rules(_field(data, "rules", dict, "the record"), rounds)
    if len(rounds) > rules.rounds:
        raise RecordError(
            f"The record has {len(rounds)} rounds, but the rules play {rules.rounds}."
        )
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        seed = None  # an extra field to the checker: not its to judge
    return Record(rules, tuple(_round(r, i + 1, rules) for i, r in enumerate(rounds)), seed)


def _rules(data: dict, rounds: list) -> Rules:
    if "players" not in data and rounds and isinstance(rounds[0], dict):
        hands = rounds[0].get("hands")
        if isinstance(hands, list):
            if not 3 <= len(hands) <= 6:
                raise RecordError(f"Round 1 deals {len(hands)} hands; the game is for 3 to 6.")
            data = {**data, "players": len(hands)}
    try:
        return from_dict(data, Rules())
    except OptionError as exc:
        raise RecordError(str(exc)) from None


def _first_leader_card(rules: Rules) -> int:
    return THREE_OF_DIAMONDS if rules.diamond_start else THREE_OF_CLUBS


def _round(data: Any, number: int, rules: Rules) -> RoundRecord:
    where = f"round {number}"
    if not isinstance(data, dict):
        raise RecordError(f"Round {number} is not a JSON object.")
    hands = _hands(_field(data, "hands", list, where), number, rules)
    leader = data.get("leader")
    if leader is not None:
        leader = _seat(leader, f"{where}'s leader", rules.players)
    elif number == 1 and not any(_first_leader_card(rules) in h for h in hands):
        raise RecordError(f"Round 1 has no 'leader' and nobody is dealt the "
                          f"{card_str(_first_leader_card(rules))}, so nobody leads.")
    gifts = data.get("exchange", [])
    if not isinstance(gifts, list):
        raise RecordError(f"The 'exchange' of {where} must be a list.")
    actions = _field(data, "actions", list, where)
    return RoundRecord(
        hands=hands,
        actions=tuple(_action(a, f"{where}, action {i}", rules) for i, a in enumerate(actions)),
        leader=leader,
        exchange=tuple(_gift(g, f"{where}, gift {i}", rules) for i, g in enumerate(gifts)),
    )


def _hands(data: list, number: int, rules: Rules) -> tuple[tuple[int, ...], ...]:
    if len(data) != rules.players:
        raise RecordError(
            f"Round {number} deals {len(data)} hands, but the rules have {rules.players} players."
        )
    seen: set[int] = set()
    hands = []
    for seat, hand in enumerate(data):
        where = f"round {number}, seat {seat}'s hand"
        if not isinstance(hand, list):
            raise RecordError(f"In {where}: a hand must be a list of cards.")
        if not hand:
            raise RecordError(f"In round {number}, seat {seat} is dealt no cards.")
        cards = tuple(_card(c, where, rules) for c in hand)
        for c in cards:
            if c in seen:
                raise RecordError(f"In round {number}, {card_str(c)} is dealt twice.")
            seen.add(c)
        hands.append(cards)
    return tuple(hands)


def _gift(data: Any, where: str, rules: Rules) -> Gift:
    if not isinstance(data, dict):
        raise RecordError(f"In {where}: a gift must be a JSON object.")
    giver = _seat(data.get("from"), f"{where}'s 'from'", rules.players)
    receiver = _seat(data.get("to"), f"{where}'s 'to'", rules.players)
    cards = _field(data, "cards", list, where)
    return Gift(giver, receiver, tuple(_card(c, where, rules) for c in cards))


def _action(data: Any, where: str, rules: Rules) -> Action:
    if not isinstance(data, dict):
        raise RecordError(f"In {where}: an action must be a JSON object.")
    seat = _seat(data.get("seat"), f"{where}'s seat", rules.players)
    kinds = [k for k in ("play", "pass", "give", "discard") if k in data]
    if len(kinds) != 1:
        raise RecordError(
            f"In {where}: an action needs exactly one of 'play', 'pass', 'give' or 'discard'.")
    if "pass" in data:
        if data["pass"] is not True:
            raise RecordError(f"In {where}: 'pass' must be true.")
        return Action(seat, None, kind="pass")
    if kinds[0] in ("give", "discard"):
        handed = data[kinds[0]]
        if not isinstance(handed, list):
            raise RecordError(f"In {where}: '{kinds[0]}' must be a list of cards.")
        return Action(seat, tuple(_card(c, where, rules) for c in handed), kind=kinds[0])
    tokens = data["play"]
    if not isinstance(tokens, list):
        raise RecordError(f"In {where}: 'play' must be a list of cards.")
    cards, meanings = [], []
    for token in tokens:
        card, meaning = _play_card(token, where, rules)
        cards.append(card)
        if meaning is not None:
            meanings.append(meaning)
    return Action(seat, tuple(cards), tuple(meanings))


def _play_card(token: Any, where: str, rules: Rules) -> tuple[int, Meaning | None]:
    """A card in a play; a joker may carry ``=R`` (a rank, in a set) or ``=RS`` (a card)."""
    if not isinstance(token, str) or "=" not in token:
        return _card(token, where, rules), None
    name, _, meant = token.partition("=")
    card = _card(name, where, rules)
    if card < FIRST_JOKER:
        raise RecordError(f"In {where}: only a joker can say what it stands for ({token!r}).")
    if len(meant) == 1 and meant in RANKS:
        return card, Meaning(card, RANKS.index(meant), False, token)
    if len(meant) == 2 and meant[0] in RANKS and meant[1] in SUITS:
        return card, Meaning(card, parse_card(meant), True, token)
    raise RecordError(
        f"In {where}: {token!r} does not say what the joker stands for "
        f"(a rank in a set, such as {name}=8, or a card in a run, such as {name}=8H)."
    )


def _card(text: Any, where: str, rules: Rules) -> int:
    if not isinstance(text, str) or len(text) > 8:
        raise RecordError(f"In {where}: {_shown(text)} is not a card (examples: 3C, TH, X1).")
    try:
        card = parse_card(text)
    except CardError as exc:
        raise RecordError(f"In {where}: {exc}.") from None
    if card >= FIRST_JOKER + rules.jokers:
        raise RecordError(
            f"In {where}: {text} is not in the deck (the rules use {rules.jokers} joker(s))."
        )
    return card


def _seat(value: Any, what: str, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        shown = "missing" if value is None else _shown(value)
        raise RecordError(
            f"The {what} is {shown}; it must be a seat number from 0 to {players - 1}."
        )
    return value


def _field(data: dict, name: str, kind: type, where: str) -> Any:
    if name not in data:
        raise RecordError(f"{_cap(where)} has no '{name}' field.")
    value = data[name]
    if not isinstance(value, kind):
        what = "a list" if kind is list else "a JSON object"
        raise RecordError(f"The '{name}' of {where} must be {what}.")
    return value


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _shown(value: Any) -> str:
    """A value for a message, cut short: a damaged file may hold anything."""
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."
