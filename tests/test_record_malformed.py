"""Damaged records and bad option values: one clear sentence, exit 2, never a traceback."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rulecase import record, replay, round_, write

from game.engine.options import OptionError, Rules, from_dict
from game.record import RecordError, check, read_record
from game.record.__main__ import main

BASE = record(round_(["3C 5C", "4C 6C", "9C 7C"], ["0 5C", "1 6C"]), players=3)


def damaged(change: Callable[[dict], Any]) -> str:
    data = copy.deepcopy(BASE)
    change(data)
    return json.dumps(data)


def set_at(path: tuple, value: Any) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def drop(path: tuple) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


R = ("rounds", 0)
DAMAGE = {
    "not json": ("{", "not valid JSON"),
    "truncated": (json.dumps(BASE)[:-3], "not valid JSON"),
    "nested too deep": ("[" * 100_000, "not valid JSON"),
    "a list": ("[]", "must be a JSON object"),
    "no format": (damaged(drop(("format",))), "no 'format' field"),
    "other format": (damaged(set_at(("format",), "chess/1")), "format is 'chess/1'"),
    "no rules": (damaged(drop(("rules",))), "no 'rules' field"),
    "rules a list": (damaged(set_at(("rules",), [])), "'rules' of the record must be"),
    "players 7": (damaged(set_at(("rules", "players"), 7)), "'players' must be a whole"),
    "jokers 3": (damaged(set_at(("rules", "jokers"), 3)), "'jokers' must be a whole"),
    "rounds 0": (damaged(set_at(("rules", "rounds"), 0)), "'rounds' must be a whole"),
    "runs yes": (damaged(set_at(("rules", "runs"), "yes")), "'runs' must be true or false"),
    "eight stop 1": (damaged(set_at(("rules", "eight_stop"), 1)), "must be true or false"),
    "unknown option": (damaged(set_at(("rules", "colour"), 1)), "Unknown rule option 'colour'"),
    "no rounds": (damaged(drop(("rounds",))), "no 'rounds' field"),
    "rounds a dict": (damaged(set_at(("rounds",), {})), "'rounds' of the record must be a list"),
    "round a string": (damaged(set_at(("rounds", 0), "x")), "Round 1 is not a JSON object"),
    "no hands": (damaged(drop((*R, "hands"))), "Round 1 has no 'hands' field"),
    "hand a string": (damaged(set_at((*R, "hands", 1), "4C 6C")), "a hand must be a list"),
    "hands vs players": (damaged(set_at(("rules", "players"), 4)), "deals 3 hands, but"),
    "two hands": (damaged(lambda d: (d["rules"].pop("players"), d["rounds"][0]["hands"].pop())),
                  "Round 1 deals 2 hands; the game is for 3 to 6"),
    "long card": (damaged(set_at((*R, "hands", 1, 0), "4C" * 999)), "4C4C... is not a card"),
    "card a list": (damaged(set_at((*R, "hands", 1, 0), list(range(99)))), "[0, 1, 2, 3"),
    "unknown card": (damaged(set_at((*R, "hands", 1, 0), "ZZ")), "'ZZ' is not a card"),
    "ten as 10": (damaged(set_at((*R, "hands", 1, 0), "10H")), "'10H' is not a card"),
    "lower case": (damaged(set_at((*R, "hands", 1, 0), "4c")), "'4c' is not a card"),
    "card a number": (damaged(set_at((*R, "hands", 1, 0), 4)), "4 is not a card"),
    "joker X3": (damaged(set_at((*R, "hands", 1, 0), "X3")), "'X3' is not a card"),
    "joker off": (damaged(set_at((*R, "hands", 1, 0), "X1")), "X1 is not in the deck"),
    "dealt twice": (damaged(set_at((*R, "hands", 1, 0), "5C")), "5C is dealt twice"),
    "twice in a hand": (damaged(set_at((*R, "hands", 1), ["6C", "6C"])), "6C is dealt twice"),
    "empty hand": (damaged(set_at((*R, "hands", 2), [])), "seat 2 is dealt no cards"),
    "no actions": (damaged(drop((*R, "actions"))), "Round 1 has no 'actions' field"),
    "action a list": (damaged(set_at((*R, "actions", 0), [0, "5C"])), "must be a JSON object"),
    "no seat": (damaged(drop((*R, "actions", 0, "seat"))), "seat is missing"),
    "seat 3": (damaged(set_at((*R, "actions", 0, "seat"), 3)), "from 0 to 2"),
    "seat text": (damaged(set_at((*R, "actions", 0, "seat"), "0")), "seat is '0'"),
    "seat true": (damaged(set_at((*R, "actions", 0, "seat"), True)), "seat is True"),
    "play and pass": (damaged(set_at((*R, "actions", 0, "pass"), True)), "exactly one of"),
    "neither": (damaged(drop((*R, "actions", 0, "play"))), "'play', 'pass', 'give' or"),
    "pass false": (damaged(set_at((*R, "actions", 1), {"seat": 1, "pass": False})),
                   "'pass' must be true"),
    "play a string": (damaged(set_at((*R, "actions", 0, "play"), "5C")), "must be a list"),
    "play bad card": (damaged(set_at((*R, "actions", 0, "play"), ["QQ"])), "'QQ' is not a"),
    "meaning on a card": (damaged(set_at((*R, "actions", 0, "play"), ["5C=5"])),
                          "only a joker can say"),
    "no 3C no leader": (damaged(lambda d: (d["rounds"][0].pop("leader"),
                                           d["rounds"][0]["hands"][0].remove("3C"))),
                        "nobody is dealt the 3C"),
    "leader 5": (damaged(set_at((*R, "leader"), 5)), "leader is 5"),
    "exchange a dict": (damaged(set_at((*R, "exchange"), {})), "'exchange' of round 1 must"),
    "gift a list": (damaged(set_at((*R, "exchange"), [[2, 0]])), "a gift must be a JSON"),
    "gift no to": (damaged(set_at((*R, "exchange"), [{"from": 2, "cards": ["9C"]}])),
                   "'to' is missing"),
    "gift no cards": (damaged(set_at((*R, "exchange"), [{"from": 2, "to": 0}])),
                      "has no 'cards' field"),
    "too many rounds": (damaged(lambda d: (d["rules"].update(rounds=1),
                                           d["rounds"].append(d["rounds"][0]))),
                        "2 rounds, but the rules play 1"),
    "round stops early": (damaged(lambda d: d["rounds"].append(d["rounds"][0])),
                          "Round 1 stops before it is over, but round 2 follows"),
}
JOKER_DAMAGE = {
    "bad meaning rank": ("X1=Z", "'X1=Z' does not say what the joker stands for"),
    "meaning a joker": ("X2=X1", "'X2=X1' does not say what the joker stands for"),
    "meaning a bad card": ("X1=1H", "'X1=1H' does not say what"),
    "meaning empty": ("X1=", "'X1=' does not say what"),
    "meaning too long": ("X1=8HH", "'X1=8HH' does not say what"),
    "bad joker": ("X3=8", "'X3' is not a card"),
}


def problem(text: str) -> str:
    with pytest.raises(RecordError) as info:
        check(read_record(text))
    return str(info.value)


@pytest.mark.parametrize(("text", "expected"), DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_record_gives_one_clear_sentence(text: str, expected: str) -> None:
    message = problem(text)
    assert expected in message and len(message) < 200
    assert message.endswith(".") and "\n" not in message
    assert "Traceback" not in message


@pytest.mark.parametrize(("token", "expected"), JOKER_DAMAGE.values(), ids=JOKER_DAMAGE.keys())
def test_damaged_joker_meaning(token: str, expected: str) -> None:
    data = record(round_(["3C X1 X2", "4C", "5C"], [f"0 {token}"]), jokers=2)
    assert expected in problem(json.dumps(data))


def test_the_base_record_is_valid() -> None:
    assert replay(json.loads(json.dumps(BASE))).legal


@pytest.mark.parametrize(
    ("text", "expected"), list(DAMAGE.values())[::7], ids=list(DAMAGE.keys())[::7]
)
def test_the_command_reports_damage_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, expected: str
) -> None:
    path = write(tmp_path, text)
    assert main(["check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"{path} is not a valid record: ") and expected.lower() in err.lower()
    assert err.count("\n") == 1


def test_the_command_refuses_bytes_that_are_not_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00{")
    assert main(["check", str(path)]) == 2
    assert "not UTF-8 text" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"players": 2}, "'players' must be a whole number from 3 to 6."),
        ({"players": "4"}, "'players' must be a whole number from 3 to 6."),
        ({"players": 4.0}, "'players' must be a whole number from 3 to 6."),
        ({"jokers": -1}, "'jokers' must be a whole number from 0 to 2."),
        ({"rounds": 11}, "'rounds' must be a whole number from 1 to 10."),
        ({"rounds": True}, "'rounds' must be a whole number from 1 to 10."),
        ({"pass_is_final": None}, "'pass_is_final' must be true or false."),
        ({"revolution": "false"}, "'revolution' must be true or false."),
        ({"eightstop": True}, "Unknown rule option 'eightstop'"),
    ],
)
def test_bad_option_values_are_named(options: dict, expected: str) -> None:
    with pytest.raises(OptionError) as info:
        from_dict(options)
    assert expected in str(info.value)
    with pytest.raises(OptionError):
        Rules().with_(**options)
    assert expected in problem(json.dumps(record(round_(["3C", "4C", "5C"]), **options)))
