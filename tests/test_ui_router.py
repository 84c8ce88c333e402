"""The router: every scene by name, each opening through it at the real app; the hooks and the
scenes' own ways on go through it too."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.devtools.headless import FRAME, make_app, press
from game.devtools.shots_history import played_match
from game.engine import events as ev
from game.engine.options import preset
from game.net.mirror import Mirror
from game.record import record_of
from game.ui.host.plan import HostPlan
from game.ui.host.session import HostSession
from game.ui.remote.session import RemoteSession
from game.ui.router import SCENES, scene_class
from game.ui.scene import Scene
from game.ui.session import TableSession
from game.ui.table import replay_script as rs
from game.ui.wording import Say

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def _session(rounds: int = 2) -> TableSession:
    return TableSession.new(preset("eight-stop", players=4, rounds=rounds), ["normal"], seed=5)


def _args(app, name: str) -> tuple:
    """What each scene is opened with, as the game opens it."""
    if name in ("pause", "chooser", "results"):  # over a table
        table = app.router.clear_to("table", _session())
        app.frame(FRAME)
        if name == "chooser":
            rnd = table.match.round
            return (list(rnd.legal_plays(rnd.turn))[:2], lambda play: None)
        if name == "results":
            n = table.rules.players
            return (table, ev.RoundOver(1, tuple(range(n)), ("president",) + ("citizen",) * (n - 2)
                                        + ("scum",), (3, 2, 1, 0), (3, 2, 1, 0)))
        return ()
    finished = TableSession.from_match(played_match("eight-stop", 3, rounds=1), {})
    return {
        "title": (), "settings": ("players",), "rules": (None,), "how_to_play": (),
        "history": (), "notice": (["A file could not be read."],), "placeholder": ("Soon",),
        "confirm": (Say("ui.title.replace_title"), "", Say("ui.title.replace_go"),
                    Say("ui.title.replace_keep"), lambda: None),
        "table": (_session(),),
        "standings": (finished,),
        "replay": (rs.script_of(record_of(finished.match)),),
        "join": (),
        "remote_table": (_remote(),),
        "host": (),
        "host_open": (_hosting(),),
        "host_table": (_hosting(start=True),),
    }[name]


def _remote() -> RemoteSession:
    """A remote seat's session before the host's first state (no connection)."""
    rules = preset("eight-stop", players=4, rounds=2)
    return RemoteSession(rules, Mirror(rules, 2, ["Ann", "", "Bo", ""], lambda k, v: None), None)


def _hosting(start: bool = False) -> HostSession:
    """A hosted table with a friend's seat (not listening yet: the open table opens it)."""
    plan = HostPlan.from_settings(preset("eight-stop", players=4, rounds=2), ["easy"])
    session = HostSession.new(plan, "Host", seed=5)
    if start:
        session.start()
    return session


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_registered_name_opens_its_scene(name: str) -> None:
    app = make_app()
    app.router.clear_to("title")
    args = _args(app, name)
    scene = app.router.push(name, *args)
    module, cls = SCENES[name]
    assert type(scene).__module__ == module and type(scene).__name__ == cls
    assert app.scenes.top is scene
    app.frame(FRAME)  # it updates and draws on the real stack
    app.frame(FRAME)
    assert app.running


def test_the_router_replaces_and_clears() -> None:
    app = make_app()
    app.router.clear_to("title")
    app.router.push("how_to_play")
    app.router.replace("rules")
    assert [type(s).__name__ for s in app.scenes] == ["TitleScene", "RulesScene"]
    app.router.clear_to("history")
    assert [type(s).__name__ for s in app.scenes] == ["HistoryScene"]


def test_a_name_not_registered_is_refused() -> None:
    with pytest.raises(KeyError):
        scene_class("no-such-scene")
    assert all(issubclass(scene_class(name), Scene) for name in SCENES)


def test_the_scenes_go_on_by_name() -> None:
    """The title's How to play and the pause's Quit to title open their scenes through the
    router (the scene modules never import one another)."""
    app = make_app()
    app.router.clear_to("title")
    app.frame(FRAME)
    press(app, pygame.K_p)
    assert type(app.scenes.top).__name__ == "HowToPlayScene"
    app.new_match()
    app.frame(FRAME)
    press(app, pygame.K_ESCAPE)
    assert type(app.scenes.top).__name__ == "PauseScene"
    press(app, pygame.K_q)
    assert [type(s).__name__ for s in app.scenes] == ["TitleScene"]
