"""Expert iteration (``python -m game.ai.train --expert-iterations K``): the policy is fitted to
Master's own searched choices, reproducibly from a seed, its progress printed, its file one the
game reads."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.ai import expert
from game.ai.expert import Expert, Work, iterate, record
from game.ai.master import weights
from game.ai.train import Sample, fit, log_likelihood, main
from game.engine.errors import IllegalAction, Reason

TINY = Work(playouts=4, guide=200, hard=300)  # a few play-outs: the searcher, but quickly


def start() -> list[float]:
    return weights.policy().weights


def run(seed: int, lines: list[str] | None = None) -> dict:
    say = (lines.append if lines is not None else lambda _s: None)
    return iterate(start(), "shipped", iterations=2, matches=1, seed=seed, epochs=2, work=TINY,
                   check_deals=0, say=say)


def test_the_same_seed_gives_the_same_weights_and_figures() -> None:
    first, again = run(3), run(3)
    assert first == again
    assert first["weights"] != [round(w, 6) for w in start()]  # the fit moved them
    assert run(4)["trained"]["per_iteration"] != first["trained"]["per_iteration"]


def test_each_iteration_reports_its_progress() -> None:
    lines: list[str] = []
    doc = run(3, lines)
    rows = doc["trained"]["per_iteration"]
    assert doc["trained"]["method"] == "expert iteration" and len(rows) == 2
    assert [s for s in lines if s.startswith("iteration ")] == [
        "iteration 1/2: 1 matches, 4 play-outs a decision",
        "iteration 2/2: 1 matches, 4 play-outs a decision"]
    assert sum("held-out" in s for s in lines) == 2
    assert all(r["decisions"] > 20 and r["held_out"] == len(range(0, r["decisions"], 10))
               for r in rows)


def test_the_fit_makes_the_searched_choices_likelier() -> None:
    samples: list[Sample] = []
    record(start(), 1, random.Random(5), TINY, samples, lambda _s: None)
    assert len(samples) > 20
    fitted = fit(samples, 3, 7, start=start())
    assert log_likelihood(fitted, samples) > log_likelihood(start(), samples) + 0.01


def test_only_the_searchers_own_choices_are_taught(monkeypatch: pytest.MonkeyPatch) -> None:
    # Where the searcher cannot play, Normal stands in: what Normal chose must not be learned.
    def refuse(self: object, view: object) -> None:
        raise IllegalAction(Reason("round_over"))

    monkeypatch.setattr(expert.MasterOpponent, "choose_play", refuse)
    samples: list[Sample] = []
    branches = record(start(), 1, random.Random(5), TINY, samples, lambda _s: None)
    assert samples == [] and set(branches) == {"stood_in"} and branches["stood_in"] > 20


def test_an_expert_seat_counts_how_its_plays_were_made() -> None:
    samples: list[Sample] = []
    branches = record(start(), 1, random.Random(5), TINY, samples, lambda _s: None)
    searched = sum(v for k, v in branches.items() if k != "stood_in")
    assert searched >= len(samples) > 0  # every sample is a searched play (forced ones left out)
    assert isinstance(Expert(start(), 1, TINY).master, expert.MasterOpponent)


def test_the_command_writes_a_weights_file_the_game_reads(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "expert.json"
    assert main(["--expert-iterations", "1", "--matches", "1", "--playouts", "4",
                 "--guide-work", "200", "--check-deals", "0", "--epochs", "1",
                 "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "iteration 1/1" in printed and f"wrote {out}" in printed
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert weights.parse(doc) == doc["weights"]
    assert doc["trained"]["iterations"] == 1 and doc["trained"]["playouts"] == 4


def test_a_damaged_start_file_is_refused_in_plain_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["--expert-iterations", "1", "--start", str(bad),
                 "--out", str(tmp_path / "o.json")]) == 2
    assert "a weights file is unusable" in capsys.readouterr().err
    assert not (tmp_path / "o.json").exists()
