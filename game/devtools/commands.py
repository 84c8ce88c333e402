"""What ``python -m game`` runs for its development flags (game.app): ``--smoke-test`` and
``--screenshot DIR``, both headless and away from the player's own files."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, cast

from game.devtools.headless import FRAME, make_app, private_home, run_until
from game.devtools.shots import take_all
from game.ui.router import SCENES, scene_class
from game.ui.session import TableSession


def smoke_test() -> int:
    """Start the real game headless, visit every scene, play one round between computer
    opponents at full speed through the table scene, and exit 0."""
    with private_home():
        return _smoke_test()


def _smoke_test() -> int:
    app = make_app()
    visited = []

    def visit(name: str) -> None:
        app.frame(FRAME)
        visited.append(name)

    for name in SCENES:  # each loads by its name (a binary built without one fails here)
        scene_class(name)
    app.router.clear_to("title")  # the scenes by their names, as the game opens them
    visit("title")
    for opener, name in ((app.open_settings, "settings"), (app.open_rules, "rules")):
        opener()
        visit(name)
        app.scenes.pop()
    rules = app.settings.rules.with_(rounds=1)
    session = TableSession.new(rules, ["normal"] * 5, seed=2024)
    app.router.clear_to("table", session, autoplay=True)
    visit("table")
    app.router.push("pause")
    visit("pause")
    app.scenes.pop()
    if not run_until(app, lambda: isinstance(app.scenes.top, scene_class("results")), 20000, 50):
        print("smoke test: the round did not finish", file=sys.stderr)
        return 1
    visit("results")
    app.scenes.top.go_on()
    if not isinstance(app.scenes.top, scene_class("standings")):
        print("smoke test: no final standings after the last round", file=sys.stderr)
        return 1
    visit("standings")
    cast(Any, app.scenes.top).to_title()  # the standings' own way back
    visit("title")
    plays = sum(1 for e in session.events if type(e).__name__ == "Played")
    print(f"smoke test: ok (scenes: {', '.join(visited)}; {plays} plays in one round)")
    return 0


def screenshots(folder: str, lang: str = "en") -> int:
    """Write a PNG of every scene to ``folder``, in ``lang``."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    with private_home():
        names = take_all(out, lang)
    print(f"{len(names)} screenshots written to {out}: {', '.join(names)}")
    return 0
