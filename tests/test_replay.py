"""Replays through the real scenes: from the History screen to the table, stepped forward and
back by action, trick and round, played, with a record the engine refuses opening nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import saves
from game.devtools.headless import click, make_app, press, run_until
from game.devtools.shots_history import played_match
from game.engine import events as ev
from game.ui.table import replay_script as rs
from game.ui.table.replay import ReplayScene

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


@pytest.fixture()
def kept_match():
    return played_match("eight-stop", 5, rounds=2)


def keep(match) -> Path:
    saves.match_finished(match, ["human", "easy", "normal", "hard"])
    return saves.list_records()[0]


def position_state(match) -> tuple:
    r = match.round
    return (match.round_no, match.phase, tuple(tuple(sorted(h)) for h in
                                               (r.hands if r else match.hands)),
            tuple(r.passed) if r else (), r.turn if r else None)


def open_from_history(app) -> ReplayScene:
    from game.ui.scenes.history import HistoryScene

    app.scenes.push(HistoryScene(app))
    app.frame(1 / 60)
    press(app, pygame.K_RETURN)
    scene = app.scenes.top
    assert isinstance(scene, ReplayScene)
    return scene


def test_the_steps_rebuild_the_kept_match_exactly(kept_match) -> None:
    script = rs.load_script(keep(kept_match))
    end = rs.build(script, script.length)
    assert end.over and end.totals == kept_match.totals
    assert end.results == kept_match.results
    rounds = script.round_starts()
    assert rounds[0] == 0 and rounds[-1] == script.length and len(rounds) == 3
    tricks = script.trick_starts()
    assert all(script.steps[p - 1].cleared or script.steps[p - 1].round != script.steps[p].round
               for p in tricks[1:-1])


def test_a_replay_steps_forward_and_back_at_the_table(kept_match) -> None:
    script = rs.load_script(keep(kept_match))
    app = make_app()
    scene = open_from_history(app)
    assert scene.position == 0
    for _ in range(5):
        press(app, pygame.K_RIGHT)
    run_until(app, lambda: app.scenes.top.director.idle, 600)
    scene = app.scenes.top
    assert scene.position == 5
    assert position_state(scene.match) == position_state(rs.build(script, 5))
    plays = [e for e in scene.events if isinstance(e, ev.Played)]
    assert plays and scene.shown.log  # the director showed them, and the log follows
    press(app, pygame.K_LEFT)
    back = app.scenes.top
    assert isinstance(back, ReplayScene) and back.position == 4
    assert position_state(back.match) == position_state(rs.build(script, 4))
    assert back.shown.log
    press(app, pygame.K_DOWN)  # the next trick
    trick = app.scenes.top.position
    assert trick in script.trick_starts() and trick > 4
    press(app, pygame.K_PAGEDOWN)  # round 2
    assert app.scenes.top.position == script.round_starts()[1]
    assert app.scenes.top.match.round_no == 2 or app.scenes.top.match.phase == "round_over"
    press(app, pygame.K_PAGEUP)
    assert app.scenes.top.position == 0
    press(app, pygame.K_END)
    end = app.scenes.top
    assert end.position == script.length and end.match.over
    press(app, pygame.K_HOME)
    assert app.scenes.top.position == 0 and app.scenes.top.match.round_no == 1


def test_the_slider_jumps_and_play_runs_on_by_itself(kept_match) -> None:
    script = rs.load_script(keep(kept_match))
    app = make_app()
    scene = open_from_history(app)
    click(app, scene.slider.center)
    half = app.scenes.top
    assert abs(half.position - script.length // 2) <= 1
    press(app, pygame.K_SPACE)
    assert half.playing
    start = half.position
    run_until(app, lambda: half.position >= start + 3, 2000)
    assert half.position >= start + 3
    press(app, pygame.K_SPACE)
    assert not half.playing
    press(app, pygame.K_ESCAPE)
    from game.ui.scenes.history import HistoryScene

    assert isinstance(app.scenes.top, HistoryScene)


def test_a_record_the_engine_refuses_says_why_and_opens_nothing(kept_match) -> None:
    path = keep(kept_match)
    data = json.loads(path.read_text())
    first = data["rounds"][0]["actions"]
    first[0], first[1] = first[1], first[0]  # the wrong seat acts first
    path.write_text(json.dumps(data))
    from game.history import _cache

    _cache.clear()
    app = make_app()
    from game.ui.scenes.history import HistoryScene

    history = HistoryScene(app)
    app.scenes.push(history)
    app.frame(1 / 60)
    assert history.items[0].damaged  # the list already knows
    with pytest.raises(rs.Refused) as refused:
        rs.load_script(path)
    from game.ui.table.replay_script import open_replay, refusal_text

    sentence = refusal_text(refused.value)
    assert sentence.endswith(".") and sentence.count(". ") == 0
    assert open_replay(app, path) == sentence
    assert app.scenes.top is history
