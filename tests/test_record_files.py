"""Saving and loading record files: atomic writes, a readable layout, a faithful round trip."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from rulecase import simulate

from game.engine.options import DAIFUGO, EIGHT_STOP
from game.record import check, dumps_record, load_record, record_of, save_record


def test_a_saved_match_loads_and_replays_to_the_same_record(tmp_path: Path) -> None:
    match = simulate(DAIFUGO, seed=5)
    path = tmp_path / "match.json"
    save_record(match, path)
    report = check(load_record(path))
    assert report.legal
    assert record_of(report.match)["rounds"] == record_of(match)["rounds"]
    assert record_of(report.match)["rules"] == record_of(match)["rules"]
    assert report.match.totals == match.totals and report.match.over


def test_the_layout_puts_each_action_on_its_own_line(tmp_path: Path) -> None:
    match = simulate(EIGHT_STOP.with_(rounds=2), seed=2)
    text = dumps_record(record_of(match))
    assert json.loads(text) == record_of(match)
    actions = sum(len(r["actions"]) for r in record_of(match)["rounds"])
    assert sum(1 for line in text.splitlines() if '"seat":' in line) == actions
    assert max(len(line) for line in text.splitlines()) <= 100
    assert text.endswith("}\n")


def test_saving_replaces_the_file_whole_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_text("old", encoding="utf-8")
    match = simulate(EIGHT_STOP, seed=1, rounds=1)
    save_record(match, path)
    assert json.loads(path.read_text(encoding="utf-8")) == record_of(match)
    assert os.listdir(tmp_path) == ["match.json"]


def test_a_failed_save_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "match.json"
    path.write_text("old", encoding="utf-8")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_record(simulate(EIGHT_STOP, seed=1, rounds=1), path)
    assert path.read_text(encoding="utf-8") == "old"
    assert os.listdir(tmp_path) == ["match.json"]
