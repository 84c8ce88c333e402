"""The checker's command line: `python -m game.record check FILE [--legal]`
(docs/record-format.md)."""

from __future__ import annotations

import json
from pathlib import Path

from rulecase import cli, record, replay, round_, write

from game.engine.options import Rules

EXAMPLE = {  # the record of docs/record-format.md
    "format": "president-record/1",
    "rules": {"players": 4, "jokers": 0, "runs": False, "revolution": False,
              "exchange": False, "rounds": 1, "eight_stop": True, "pass_is_final": False},
    "rounds": [{
        "hands": [["3C", "7H", "9D"], ["5D", "8S", "KH"], ["9C", "9S", "JD"], ["4H", "KS", "AC"]],
        "leader": 0,
        "actions": [{"seat": 0, "play": ["7H"]}, {"seat": 1, "pass": True}],
    }],
}
KEYS = ["round", "action", "seat", "legal", "cleared", "revolution", "reversed", "next",
        "finished"]


def out_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def test_the_documented_example(tmp_path: Path) -> None:
    result = cli(write(tmp_path, EXAMPLE))
    assert result.returncode == 0 and result.stderr == ""
    lines = out_lines(result.stdout)
    assert [list(line) for line in lines] == [KEYS, KEYS]
    assert lines == [
        {"round": 1, "action": 0, "seat": 0, "legal": True, "cleared": False,
         "revolution": False, "reversed": False, "next": 1, "finished": []},
        {"round": 1, "action": 1, "seat": 1, "legal": True, "cleared": False,
         "revolution": False, "reversed": False, "next": 2, "finished": []},
    ]


def test_legal_lists_the_next_seats_plays_and_whether_it_may_pass(tmp_path: Path) -> None:
    result = cli(write(tmp_path, EXAMPLE), "--legal")
    lines = out_lines(result.stdout)
    assert list(lines[0]) == [*KEYS, "legal_plays", "can_pass"]
    assert lines[0]["legal_plays"] == [["8S"], ["KH"]] and lines[0]["can_pass"] is True
    assert lines[1]["legal_plays"] == [["9C"], ["9S"], ["JD"]]


def test_legal_writes_jokers_with_their_meanings(tmp_path: Path) -> None:
    data = record(
        round_(["3C", "6H 7H X1 X2", "4C"], ["0 3C", "1 pass", "2 pass"]),
        players=3, jokers=2, runs=True, eight_stop=True,
    )
    lines = out_lines(cli(write(tmp_path, data), "--legal").stdout)
    assert lines[-1]["next"] == 1 and lines[-1]["can_pass"] is False  # seat 1 leads
    listed = lines[-1]["legal_plays"]
    assert ["X1"] in listed and ["X1", "X2"] in listed  # jokers alone: no meaning
    assert ["6H", "X1=6"] in listed  # in a set, a rank
    assert ["6H", "7H", "X1=8H"] in listed and ["6H", "7H", "X1=5H"] in listed  # in a run
    assert ["6H", "7H", "X1=8H", "X2=9H"] in listed
    assert lines[-1]["finished"] == [0]
    assert len(listed) == len({tuple(p) for p in listed})  # each play once


def test_stops_at_the_first_illegal_action(tmp_path: Path) -> None:
    data = record(round_(["3C 5C", "4C 6C", "9C 7C"], ["0 5C", "1 4C", "2 9C", "0 3C"]))
    result = cli(write(tmp_path, data), "--legal")
    assert result.returncode == 1
    lines = out_lines(result.stdout)
    assert len(lines) == 2
    assert lines[1]["legal"] is False
    assert lines[1]["error"] == "The play must be 5 or higher."
    assert list(lines[1]) == ["round", "action", "seat", "legal", "error", *KEYS[4:],
                              "legal_plays", "can_pass"]
    assert lines[1]["next"] == 1 and lines[1]["legal_plays"] == [["6C"]]


def test_ambiguous_joker_is_an_illegal_action(tmp_path: Path) -> None:
    data = record(round_(["3C 6H 7H X1", "4C", "5C"], ["0 6H 7H X1"]), jokers=1, runs=True)
    result = cli(write(tmp_path, data))
    assert result.returncode == 1
    [line] = out_lines(result.stdout)
    assert line["error"] == "The play can mean several things; say what each joker stands for."


def test_round_over_gives_next_null_and_no_plays(tmp_path: Path) -> None:
    data = record(round_(["3C", "4C", "5C 6C"], ["0 3C", "1 4C"]), rounds=2)
    result = cli(write(tmp_path, data), "--legal")
    assert result.returncode == 0
    line = out_lines(result.stdout)[-1]
    assert line["next"] is None and line["finished"] == [0, 1, 2]
    assert line["legal_plays"] == [] and line["can_pass"] is False


def test_not_a_record_exits_2_with_one_sentence(tmp_path: Path) -> None:
    for name, text in [("bad.json", "{not json"), ("card.json", json.dumps(
            record(round_(["3C ZZ", "4C", "5C"])))), ("empty.json", "")]:
        result = cli(write(tmp_path, text, name))
        assert result.returncode == 2, name
        assert result.stdout == ""
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
        assert result.stderr.startswith(f"{tmp_path / name} is not a valid record: ")
        assert result.stderr.rstrip().endswith(".")
    result = cli(tmp_path / "missing.json")
    assert result.returncode == 2 and result.stderr.startswith("Cannot read ")
    assert "Traceback" not in result.stderr


def test_missing_rule_keys_take_every_option_off_and_players_from_the_hands() -> None:
    data = record(round_(["3C 8C", "4C", "5C", "6C", "7C 9C"], ["0 8C"]))
    report = replay(data)
    assert report.match.rules == Rules(players=5)
    assert report.lines[-1]["cleared"] is False  # no Eight stop unless the record says so
