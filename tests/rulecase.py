"""Small hand-made records for the rule scenarios, run through the record checker's replay.

Hands and actions are written tersely: a hand is ``"3C 7H X1"``, an action is ``"0 7H"``
(seat 0 plays 7H), ``"2 X1=8H 6H 7H"`` (jokers may carry meanings), ``"1 pass"``, or the house
rules' ``"0 give 9C"`` and ``"0 discard 4D"``.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.engine.options import Rules
from game.engine.plays import Play
from game.record import Report, check, parse_record

ROOT = Path(__file__).resolve().parent.parent
RANKS = "3456789TJQKA"  # (no 2: it would clear)


def action(text: str) -> dict[str, Any]:
    """``"0 7H"``, ``"1 pass"``, ``"0 give 9C"`` (a 7 pass) or ``"0 discard 4D 5D"``."""
    seat, *cards = text.split()
    if cards == ["pass"]:
        return {"seat": int(seat), "pass": True}
    if cards and cards[0] in ("give", "discard"):
        return {"seat": int(seat), cards[0]: cards[1:]}
    return {"seat": int(seat), "play": cards}


def round_(
    hands: list[str],
    actions: Sequence[str] = (),
    leader: int | None = 0,
    exchange: list[tuple[int, int, str]] | None = None,
) -> dict[str, Any]:
    """One round: hands as strings, actions as above, gifts as (from, to, "cards")."""
    data: dict[str, Any] = {
        "hands": [h.split() for h in hands],
        "actions": [action(a) for a in actions],
    }
    if leader is not None:
        data["leader"] = leader
    if exchange is not None:
        data["exchange"] = [{"from": f, "to": t, "cards": c.split()} for f, t, c in exchange]
    return data


def one_card_each(n: int, order: list[int]) -> dict:
    """A round where the seats go out in ``order``, one ascending card each; the seats in
    between pass."""
    hands = [RANKS[order.index(seat)] + "S" for seat in range(n)]
    actions: list[str] = []
    out: set[int] = set()
    turn = order[0]
    for i, seat in enumerate(order[:-1]):
        while turn != seat:
            actions.append(f"{turn} pass")
            turn = _next_in(turn, n, out)
        actions.append(f"{seat} {RANKS[i]}S")
        out.add(seat)
        turn = _next_in(seat, n, out)
    return round_(hands, actions, leader=order[0])


def _next_in(seat: int, n: int, out: set[int]) -> int:
    seat = (seat + 1) % n
    while seat in out:
        seat = (seat + 1) % n
    return seat


def record(*rounds: dict[str, Any], **rules: Any) -> dict[str, Any]:
    return {"format": "president-record/1", "rules": rules, "rounds": list(rounds)}


def replay(data: dict[str, Any], legal: bool = False) -> Report:
    return check(parse_record(data), with_legal=legal)


def lines_of(
    hands: list[str], actions: list[str], leader: int | None = 0, legal: bool = False,
    **rules: Any,
) -> list[dict[str, Any]]:
    """The checker's lines for a one-round record."""
    return replay(record(round_(hands, actions, leader), **rules), legal).lines


def last(
    hands: list[str], actions: list[str], leader: int | None = 0, legal: bool = False,
    **rules: Any,
) -> dict[str, Any]:
    """The checker's line for the last action; every earlier action must have been legal."""
    lines = lines_of(hands, actions, leader, legal, **rules)
    assert len(lines) == len(actions), lines
    assert all(line["legal"] for line in lines[:-1]), lines
    return lines[-1]


def legal_plays(hands: list[str], actions: list[str], leader: int = 0, **rules: Any) -> set:
    """The legal plays of ``next`` after the actions, each as a frozenset of written cards."""
    line = last(hands, actions, leader, legal=True, **rules)
    return {frozenset(p) for p in line["legal_plays"]}


def plays(*texts: str) -> set:
    """Plays written as in actions (``"6H 7H X1=8H"``), in the form ``legal_plays`` gives."""
    return {frozenset(t.split()) for t in texts}


def simulate(rules: Rules, seed: int, rounds: int | None = None) -> Match:
    """A match between random legal players (seeded), played to its end or ``rounds``."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    while not match.over and match.round_no < (rounds or rules.rounds):
        match.start_round()
        while match.phase in ("exchange", "play"):
            seat = match.whose_move()
            if match.phase == "exchange":
                step = match.pending_gift()
                hand = match.hands[seat]
                match.give(seat, rng.sample(hand, min(step.count, len(hand))))
                continue
            if match.round.owes is not None:
                match.hand_over(seat, rng.sample(match.round.hands[seat], match.round.owes[1]))
                continue
            options: list[Play | None] = list(match.round.legal_plays())
            if match.round.can_pass():
                options.append(None)
            match.act(seat, rng.choice(options))
    return match


def cli(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the real checker command on a file."""
    return subprocess.run(
        [sys.executable, "-m", "game.record", "check", str(path), *args],
        capture_output=True, text=True, cwd=ROOT, timeout=60,
    )


def write(tmp_path: Path, data: Any, name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path
