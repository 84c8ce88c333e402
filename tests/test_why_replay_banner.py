"""A replay stepped to by a seek shows only the latest step's banner: one raised steps before
(an Eight stop! a trick ago) would say something the table no longer shows."""

from __future__ import annotations

import pytest

from game import saves
from game.devtools.headless import make_app
from game.devtools.shots_history import played_match
from game.engine.cards import EIGHT, rank_of
from game.ui.table import replay_script as rs
from game.ui.table.replay import ReplayScene

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def eight_stop_then_quiet(script: rs.Script) -> int:
    """A step that cleared the pile with an 8, followed by two that cleared nothing."""
    steps = script.steps
    for i, step in enumerate(steps[:-2]):
        if step.action is None or not step.cleared:
            continue
        action = script.record.rounds[step.round - 1].actions[step.action]
        quiet = not steps[i + 1].cleared and not steps[i + 2].cleared
        same_round = steps[i + 2].round == step.round
        if any(rank_of(c) == EIGHT for c in action.cards or ()) and quiet and same_round:
            return i
    raise AssertionError("no Eight stop followed by two quiet steps")


def banner_at(app, script: rs.Script, position: int) -> str | None:
    scene = ReplayScene(app, script, position)
    app.scenes.clear_to(scene)
    app.frame(1 / 60)
    banner = scene.shown.banner
    return None if banner is None else banner.text.key


def test_a_seek_shows_the_latest_steps_banner_and_no_older_one() -> None:
    saves.match_finished(played_match("eight-stop", 5, rounds=2), ["human"] + ["normal"] * 3)
    script = rs.load_script(saves.list_records()[0])
    eight = eight_stop_then_quiet(script)
    app = make_app(speed=0.0)
    assert banner_at(app, script, eight + 1) == "ui.banner.eight_stop"
    assert banner_at(app, script, eight + 3) is None
    scene = ReplayScene(app, script, eight + 1)
    app.scenes.clear_to(scene)
    scene.seek(eight + 3)  # forward by a seek, as the slider and Down do
    assert scene.shown.banner is None
