"""Giving reasons changes no level's play: move for move the choices recorded before."""

from __future__ import annotations

import json

import pytest

from tests.choice_log import LEVELS, PRESETS, RECORDED, SEEDS, choices

EXPECTED = json.loads(RECORDED.read_text(encoding="utf-8"))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rules", PRESETS)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_level_chooses_as_it_did(level: str, rules: str, seed: int) -> None:
    assert choices(level, rules, seed, rounds=3) == EXPECTED[f"{level}/{rules}/{seed}"]
