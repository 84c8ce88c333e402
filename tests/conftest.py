"""Test-wide setup: the game's per-user folders (settings, autosave, records, statistics) go to
a temporary directory, so no test reads or writes the real player's files."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True, scope="session")
def _private_president_home(tmp_path_factory: pytest.TempPathFactory):
    patch = pytest.MonkeyPatch()
    patch.setenv("PRESIDENT_HOME", str(tmp_path_factory.mktemp("president-home")))
    yield
    patch.undo()


@pytest.fixture(autouse=True)
def _fresh_storage_memory():
    """Each test starts as a new run: no notice pending, no file already told unusable."""
    from game import storage

    storage.forget()
    yield
    storage.forget()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh per-user folder of this test's own, with no notice left over before or after
    (the files that save and load ask for it)."""
    from game import storage

    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    storage.take_notices()
    yield tmp_path
    storage.take_notices()
