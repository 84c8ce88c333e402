"""Atomic writes, the per-user folders, and reading files that may be damaged."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game import storage

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def test_home_override_puts_every_folder_under_it(home: Path) -> None:
    for folder in (storage.config_dir(), storage.data_dir(), storage.log_dir()):
        assert folder.is_relative_to(home)
    assert len({storage.config_dir(), storage.data_dir(), storage.log_dir()}) == 3


def test_without_override_the_folders_are_the_users(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(storage.HOME_ENV)
    assert storage.APP_NAME in str(storage.config_dir())
    assert storage.APP_NAME in str(storage.data_dir())


def test_write_json_round_trips_and_leaves_no_temp_files(home: Path) -> None:
    path = home / "deep" / "er" / "file.json"
    storage.write_json(path, {"name": "Åse", "n": [1, 2]})
    storage.write_json(path, {"name": "Søren"})
    assert storage.read_json(path) == {"name": "Søren"}
    assert os.listdir(path.parent) == ["file.json"]


def test_a_failed_write_keeps_the_old_file(home: Path) -> None:
    path = home / "keep.json"
    storage.write_json(path, {"v": 1})
    with pytest.raises(TypeError):
        storage.write_json(path, {"v": object()})  # not serialisable: fails mid-write
    assert storage.read_json(path) == {"v": 1}
    assert os.listdir(home) == ["keep.json"]


def test_try_write_reports_a_refusing_disk(home: Path) -> None:
    blocker = home / "file"
    blocker.write_text("x")
    assert storage.try_write_json(blocker / "inside.json", {}) is False


def test_missing_file_reads_as_none_without_notice(home: Path) -> None:
    assert storage.load_json("settings", home / "nope.json") is None
    assert storage.take_notices() == []


DAMAGE = {
    "truncated": b'{"volume": 0.5, "muted": tr',
    "not json": b"volume = 0.5\n",
    "empty": b"",
    "binary garbage": bytes(range(256)) * 4,
    "nested too deep": b"[" * 100_000 + b"]" * 100_000,
    "huge integer": b'{"n": ' + b"9" * 5000 + b"}",
    "not a number": b'{"volume": NaN}',
    "latin-1": '{"name": "Søren"}'.encode("latin-1"),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_damaged_file_is_set_aside_once_with_notice(home: Path, kind: str) -> None:
    path = home / "settings.json"
    path.write_bytes(DAMAGE[kind])
    assert storage.load_json("settings", path) is None
    assert not path.exists()
    [notice] = storage.take_notices()
    assert notice.kind == "settings" and notice.aside is not None
    assert notice.aside.name.startswith("settings.json.corrupt-")
    assert notice.aside.read_bytes() == DAMAGE[kind]  # kept for inspection, unchanged
    assert storage.take_notices() == []  # told once


def test_oversized_file_is_refused_without_reading_it_all(home: Path) -> None:
    path = home / "big.json"
    path.write_text(json.dumps({"pad": "x" * 5000}))
    assert storage.load_json("stats", path, max_bytes=1000) is None
    [notice] = storage.take_notices()
    assert "larger" in notice.problem


def test_a_folder_in_place_of_the_file_is_set_aside(home: Path) -> None:
    path = home / "stats.json"
    path.mkdir()
    assert storage.load_json("stats", path) is None
    assert not path.exists()
    assert len(storage.take_notices()) == 1


def test_two_damaged_copies_in_a_second_do_not_overwrite_each_other(home: Path) -> None:
    path = home / "a.json"
    path.write_text("{")
    first = storage.set_aside(path)
    path.write_text("[")
    second = storage.set_aside(path)
    assert first != second and first.read_text() == "{" and second.read_text() == "["
