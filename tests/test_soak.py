"""A short soak of random input over every scene (the long one: python -m game.devtools.soak)."""

from __future__ import annotations

import io

from game.devtools import soak


def test_a_short_soak_over_every_scene_raises_nothing() -> None:
    out = io.StringIO()
    reached = soak.soak(events=len(soak.SCENES) * 150, seed=7, out=out)
    assert set(reached) == set(soak.SCENES)
    assert "NoticeScene" in reached["notice"] and "SettingsScene" in reached["settings-rules"]
    assert "StandingsScene" in reached["standings"] and "RulesScene" in reached["rules"]
    assert out.getvalue().count("events") == len(soak.SCENES)
