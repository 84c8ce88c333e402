"""Every message's shape, checked before anything reads it.

A schema maps each field to a checker; a message with a field missing, a field not named, or a
value of the wrong type or out of range raises ``ProtocolError("bad_message")``. The host checks
what clients send (``CLIENT``) and a client what the host sends (``HOST``); the engine still
judges whether an action is legal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.net.wire import ProtocolError

Check = Callable[[Any, str], None]


def _fail(where: str, what: str) -> None:
    raise ProtocolError("bad_message", f"{where}: {what}")


def integer(lo: int, hi: int) -> Check:
    def check(value: Any, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            _fail(where, f"a whole number from {lo} to {hi}")
    return check


def text(max_len: int, min_len: int = 0) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, str) or not min_len <= len(value) <= max_len:
            _fail(where, f"text of {min_len} to {max_len} characters")
        if any(ord(ch) < 32 for ch in value):
            _fail(where, "no control characters")
    return check


def one_of(*values: Any) -> Check:
    def check(value: Any, where: str) -> None:
        if value not in values or isinstance(value, bool) != isinstance(values[0], bool):
            _fail(where, f"one of {values}")
    return check


def boolean(value: Any, where: str) -> None:
    if not isinstance(value, bool):
        _fail(where, "true or false")


def items(item: Check, max_len: int, min_len: int = 0, unique: bool = False) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, list) or not min_len <= len(value) <= max_len:
            _fail(where, f"a list of {min_len} to {max_len}")
        for i, v in enumerate(value):
            item(v, f"{where}[{i}]")
        if unique and len({repr(v) for v in value}) != len(value):
            _fail(where, "no repeats")
    return check


def pair(first: Check, second: Check) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, list) or len(value) != 2:
            _fail(where, "a pair")
        first(value[0], where + "[0]")
        second(value[1], where + "[1]")
    return check


def nullable(inner: Check) -> Check:
    def check(value: Any, where: str) -> None:
        if value is not None:
            inner(value, where)
    return check


def mapping(value: Any, where: str) -> None:
    """A JSON object the codec reads further (a view, the rules)."""
    if not isinstance(value, dict):
        _fail(where, "an object")


def obj(spec: dict[str, Check], optional: frozenset[str] = frozenset()) -> Check:
    def check(value: Any, where: str) -> None:
        if not isinstance(value, dict):
            _fail(where, "an object")
        extra = set(value) - set(spec)
        if extra:
            _fail(where, f"unknown field {sorted(map(str, extra))[0]!r}")
        for key, field_check in spec.items():
            if key not in value:
                if key in optional:
                    continue
                _fail(where, f"missing {key!r}")
            field_check(value[key], f"{where}.{key}")
    return check


CARD = integer(0, 53)
CARDS = items(CARD, 54, unique=True)
SEAT = integer(0, 5)
SEQ = integer(0, 1 << 31)
PLAY = obj({
    "kind": integer(0, 1), "cards": items(CARD, 54, min_len=1, unique=True),
    "rank": integer(0, 13), "high": integer(0, 13), "suit": integer(-1, 3),
    "meanings": items(pair(CARD, integer(0, 53)), 2),
})

# What a client may send.
CLIENT: dict[str, Check] = {
    "hello": obj({"t": one_of("hello"), "code": text(16, 1), "name": text(32)}),
    "play": obj({"t": one_of("play"), "seq": SEQ, "play": PLAY}),
    "pass": obj({"t": one_of("pass"), "seq": SEQ}),
    "cards": obj({"t": one_of("cards"), "seq": SEQ, "cards": CARDS}),
    "ping": obj({"t": one_of("ping"), "n": SEQ}),
    "bye": obj({"t": one_of("bye")}),
}

ASKS = ("play", "gift", "give", "discard")
MAX_EVENTS = 5000  # a state brings a rejoining seat its round so far: far below this
# What the host sends.
HOST: dict[str, Check] = {
    "welcome": obj({"t": one_of("welcome"), "seat": SEAT, "names": items(text(32), 6),
                    "rules": mapping}),
    # ``who``: the seat to act (public: everyone at a table sees who is thinking); ``to``: whom
    # the asked gift or 7 pass goes to; ``events``: the seat's own events since its last state
    # (game.net.codec.encode_event reads each further).
    "state": obj({"t": one_of("state"), "seq": SEQ, "phase": text(16), "view": mapping,
                  "ask": nullable(one_of(*ASKS)), "count": integer(0, 54),
                  "who": nullable(SEAT), "to": nullable(SEAT),
                  "events": items(mapping, MAX_EVENTS)}),
    "seats": obj({"t": one_of("seats"), "names": items(text(32), 6),
                  "connected": items(boolean, 6)}),
    "round_over": obj({"t": one_of("round_over"), "round": integer(1, 1000),
                       "order": items(SEAT, 6), "titles": items(text(16), 6),
                       "points": items(integer(0, 10), 6), "totals": items(integer(0, 1000), 6)}),
    "match_over": obj({"t": one_of("match_over"), "standings": items(SEAT, 6),
                       "totals": items(integer(0, 1000), 6)}),
    "pong": obj({"t": one_of("pong"), "n": SEQ}),
    "bye": obj({"t": one_of("bye"), "reason": text(32), "detail": text(200)}),
}


def validate(message: Any, schemas: dict[str, Check]) -> dict[str, Any]:
    """``message`` itself once it fits the schema of its type ``t``."""
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", "a message is an object")
    kind = message.get("t")
    if not isinstance(kind, str) or kind not in schemas:
        raise ProtocolError("bad_message", f"unknown message type {str(kind)[:20]!r}")
    schemas[kind](message, kind)
    return message
