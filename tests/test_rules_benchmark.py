"""The engine benchmark runs and prints a figure per rule set (speed itself is not asserted)."""

from __future__ import annotations

import pytest

from game.bench import CONFIGS, main, measure
from game.engine.options import EVERYTHING


def test_the_benchmark_prints_a_row_per_rule_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rounds", "3", "--players", "5"]) == 0
    rows = capsys.readouterr().out.splitlines()[2:]
    assert [row.split()[0] for row in rows] == list(CONFIGS)
    for row in rows:
        rate, mean, p99, per_call = map(float, row.split()[1:])
        assert rate > 0 and mean > 0 and p99 > 0 and per_call >= 1


def test_the_benchmark_plays_the_rounds_asked_for() -> None:
    tally = measure(EVERYTHING, rounds=4, seed=3)
    assert tally.rounds == 4 and tally.gen_ns and tally.seconds > 0
    assert measure(EVERYTHING, rounds=4, seed=3).plays_listed == tally.plays_listed  # seeded
