"""A seat's public view as wire data and back.

``encode_view`` writes only what a ``PublicView`` holds (game.engine.view: the seat's own hand,
everyone's counts, the public history with others' 7-pass cards already hidden); the host
builds it from ``view_of``, so the wire carries no more than a seat at home would see.
``decode_view`` gives back an equal ``PublicView``, so a computer level decides the same over
the wire as in one process.
"""

from __future__ import annotations

from typing import Any

from game.engine import events as ev
from game.engine.history import Entry, Handover, Pending, Turn
from game.engine.options import OptionError, from_dict
from game.engine.plays import Play
from game.engine.view import PublicView
from game.net.wire import ProtocolError


def encode_play(play: Play | None) -> dict[str, Any] | None:
    if play is None:
        return None
    return {"kind": play.kind, "cards": list(play.cards), "rank": play.rank, "high": play.high,
            "suit": play.suit, "meanings": [list(m) for m in play.meanings]}


def decode_play(data: Any) -> Play | None:
    if data is None:
        return None
    return Play(int(data["kind"]), tuple(int(c) for c in data["cards"]), int(data["rank"]),
                int(data["high"]), int(data["suit"]),
                tuple((int(j), int(m)) for j, m in data["meanings"]))


def _lock(lock: frozenset[int] | None) -> list[int] | None:
    return None if lock is None else sorted(lock)


def _unlock(data: Any) -> frozenset[int] | None:
    return None if data is None else frozenset(int(s) for s in data)


def _cards(data: Any) -> tuple[int, ...]:
    return tuple(int(c) for c in data)


def encode_entry(e: Entry) -> dict[str, Any]:
    if type(e) is Turn:
        return {"turn": [e.seat, encode_play(e.play), encode_play(e.top), e.reversed,
                         _lock(e.lock), e.held]}
    assert type(e) is Handover
    return {"hand": [e.at, e.seat, e.to, e.count,
                     None if e.cards is None else list(e.cards), e.reversed]}


def decode_entry(data: Any) -> Entry:
    if "turn" in data:
        seat, play, top, rev, lock, held = data["turn"]
        return Turn(int(seat), decode_play(play), decode_play(top), bool(rev), _unlock(lock),
                    int(held))
    at, seat, to, count, cards, rev = data["hand"]
    return Handover(int(at), int(seat), None if to is None else int(to), int(count),
                    None if cards is None else _cards(cards), bool(rev))


def _encode_pending(p: Pending | None) -> Any:
    if p is None:
        return None
    return [encode_play(p.play), encode_play(p.before), p.clear, [list(o) for o in p.owed]]


def _decode_pending(data: Any) -> Pending | None:
    if data is None:
        return None
    play, before, clear, owed = data
    decoded = decode_play(play)
    assert decoded is not None
    return Pending(decoded, decode_play(before), None if clear is None else str(clear),
                   tuple((str(k), int(n)) for k, n in owed))


def encode_view(v: PublicView) -> dict[str, Any]:
    return {
        "seat": v.seat, "hand": list(v.hand), "counts": list(v.counts),
        "top": encode_play(v.top), "last_player": v.last_player, "passed": list(v.passed),
        "revolution": v.revolution, "finished": list(v.finished), "turn": v.turn,
        "rules": v.rules.to_dict(), "round_number": v.round_number,
        "titles": None if v.titles is None else list(v.titles), "totals": list(v.totals),
        "gifts": [[g, r, list(c)] for g, r, c in v.gifts], "jack_back": v.jack_back,
        "lock": _lock(v.lock), "suits": _lock(v.suits), "skipped": list(v.skipped),
        "owes": None if v.owes is None else list(v.owes),
        "pending": _encode_pending(v.pending), "discarded": list(v.discarded),
        "fallen": list(v.fallen), "president": v.president, "direction": v.direction,
        "seating": list(v.seating),
        "history": [encode_entry(e) for e in v.history],
    }


def decode_view(d: Any) -> PublicView:
    """The view ``encode_view`` wrote; ProtocolError("bad_view") for anything else."""
    try:
        return _decode_view(d)
    except (KeyError, TypeError, ValueError, AssertionError, OptionError) as exc:
        raise ProtocolError("bad_view", str(exc)[:80]) from None


def _opt_int(x: Any) -> int | None:
    return None if x is None else int(x)


def _seating(order: Any, players: int) -> tuple[int, ...]:
    """The order of play: every seat once, or empty (by number)."""
    seats = _cards(order)
    assert not seats or sorted(seats) == list(range(players)), "bad seating"
    return seats


def _decode_view(d: Any) -> PublicView:
    return PublicView(
        seat=int(d["seat"]), hand=_cards(d["hand"]), counts=_cards(d["counts"]),
        top=decode_play(d["top"]), last_player=_opt_int(d["last_player"]),
        passed=tuple(bool(p) for p in d["passed"]), revolution=bool(d["revolution"]),
        finished=_cards(d["finished"]), turn=_opt_int(d["turn"]),
        rules=from_dict(d["rules"]), round_number=int(d["round_number"]),
        titles=None if d["titles"] is None else tuple(str(t) for t in d["titles"]),
        totals=_cards(d["totals"]),
        gifts=tuple((int(g), int(r), _cards(c)) for g, r, c in d["gifts"]),
        jack_back=bool(d["jack_back"]), lock=_unlock(d["lock"]),
        suits=_unlock(d["suits"]), skipped=tuple(bool(s) for s in d["skipped"]),
        owes=None if d["owes"] is None else (str(d["owes"][0]), int(d["owes"][1])),
        pending=_decode_pending(d["pending"]), discarded=_cards(d["discarded"]),
        fallen=_cards(d["fallen"]), president=_opt_int(d["president"]),
        direction=int(d["direction"]), seating=_seating(d.get("seating", []), len(d["counts"])),
        history=tuple(decode_entry(e) for e in d["history"]),
    )


# -- a seat's events -------------------------------------------------------------------------
# The engine's events as one seat may hear them. Each field has a kind that says how it goes
# on the wire and which seat numbers it holds (the client turns the table round by them):
# "seat", "oseat" (a seat or None), "seats" (seats in some order), "per" (one value a seat),
# "hands" (the deal: only the seat's own hand, the others' counts), "private" (a gift or 7 pass:
# its cards only to its giver and receiver, the others their count), "hidden" (never sent).
HIDDEN = -1  # a card a seat may not see: it stands for the card's back
EVENT_FIELDS: dict[type, tuple[tuple[str, str], ...]] = {
    ev.Dealt: (("round", "int"), ("hands", "hands"), ("order", "hidden")),
    ev.ExchangeGiven: (("giver", "seat"), ("receiver", "seat"), ("cards", "private"),
                       ("counts", "per")),
    ev.RoundStarted: (("round", "int"), ("leader", "seat")),
    ev.TurnStarted: (("seat", "seat"), ("leading", "bool")),
    ev.Played: (("seat", "seat"), ("play", "play"), ("cards_left", "int")),
    ev.Passed: (("seat", "seat"),),
    ev.Revolution: (("seat", "seat"), ("active", "bool")),
    ev.OrderChanged: (("reversed", "bool"),),
    ev.PassesReset: (),
    ev.JackBack: (("seat", "seat"), ("active", "bool")),
    ev.Locked: (("seat", "seat"), ("suits", "strs")),
    ev.Owes: (("seat", "seat"), ("kind", "str"), ("count", "int")),
    ev.CardsGiven: (("giver", "seat"), ("receiver", "seat"), ("cards", "private"),
                    ("counts", "per")),
    ev.Discarded: (("seat", "seat"), ("cards", "cards"), ("counts", "per")),
    ev.Skipped: (("seat", "seat"), ("by", "seat")),
    ev.CapitalFall: (("seat", "seat"), ("cards", "cards")),
    ev.RuleEffect: (("rule", "str"), ("seat", "seat"), ("target", "oseat")),
    ev.WentOut: (("seat", "seat"), ("place", "int")),
    ev.Cleared: (("reason", "str"), ("seat", "seat"), ("leader", "oseat")),
    ev.RoundOver: (("round", "int"), ("order", "seats"), ("titles", "per"), ("points", "per"),
                   ("totals", "per")),
    ev.MatchOver: (("standings", "seats"), ("totals", "per")),
}
EVENTS_BY_NAME = {cls.__name__: cls for cls in EVENT_FIELDS}


def encode_event(event: Any, seat: int) -> dict[str, Any]:
    """``event`` as ``seat`` hears it: nothing of a card it could not see at the table."""
    fields = EVENT_FIELDS[type(event)]
    out: dict[str, Any] = {"e": type(event).__name__}
    for name, kind in fields:
        value = getattr(event, name)
        if kind == "hidden":
            continue
        if kind == "hands":
            out[name] = [list(h) if s == seat else len(h) for s, h in enumerate(value)]
        elif kind == "private":
            shown = seat in (event.giver, event.receiver)
            out[name] = list(value) if shown else len(value)
        elif kind == "play":
            out[name] = encode_play(value)
        elif kind in ("cards", "seats", "per", "strs"):
            out[name] = list(value)
        else:
            out[name] = value
    return out


def decode_event(data: Any) -> object:
    """The event ``encode_event`` wrote (cards the seat may not see as HIDDEN);
    ProtocolError("bad_event") for anything else."""
    try:
        return _decode_event(data)
    except (KeyError, TypeError, ValueError, AssertionError) as exc:
        raise ProtocolError("bad_event", str(exc)[:80]) from None


def _hidden(value: Any) -> tuple[int, ...]:
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value <= 54:
            raise ValueError("a count of hidden cards out of range")
        return (HIDDEN,) * value
    return _cards(value)


def _field(kind: str, value: Any) -> Any:
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError("a whole number")
        return value
    if kind in ("seat", "oseat"):
        if value is None and kind == "oseat":
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 6:
            raise ValueError("a seat")
        return value
    if kind == "bool":
        if not isinstance(value, bool):
            raise ValueError("true or false")
        return value
    if kind == "str":
        if not isinstance(value, str) or len(value) > 32:
            raise ValueError("a short text")
        return value
    if kind == "play":
        play = decode_play(value)
        if play is None:
            raise ValueError("a play")
        return play
    if kind == "hands":
        return tuple(_hidden(h) for h in value)
    if kind == "private":
        return _hidden(value)
    if kind == "strs":
        return tuple(str(s) for s in value)
    if kind == "per":
        return tuple(v if isinstance(v, str) else int(v) for v in value)
    return _cards(value)  # cards, seats


def _decode_event(data: Any) -> object:
    cls = EVENTS_BY_NAME[data["e"]]
    fields = EVENT_FIELDS[cls]
    names = {name for name, kind in fields if kind != "hidden"}
    if set(data) - names - {"e"}:
        raise ValueError(f"unknown field in {data['e']}")
    values = {name: _field(kind, data[name]) for name, kind in fields if kind != "hidden"}
    if cls is ev.Dealt:
        values["order"] = ()
    return cls(**values)
