"""Every scene by name, in one table: a scene opens another as ``app.router.push("pause")``,
never by importing it, so no scene module depends on another.

A scene module is loaded the first time its scene opens (importlib, by the name written here):
the title comes up without the table, the opponents and the settings screen loaded behind it.
tests/test_ui_imports.py reads ``SCENES`` to know which modules are scenes.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app_context import App

# name -> (module, class); the constructor takes the app, then what the scene's own asks for.
SCENES: dict[str, tuple[str, str]] = {
    "title": ("game.ui.scenes.title", "TitleScene"),
    "settings": ("game.ui.scenes.settings", "SettingsScene"),  # (tab="rules")
    "rules": ("game.ui.scenes.rules", "RulesScene"),  # (page=None)
    "how_to_play": ("game.ui.scenes.how_to_play", "HowToPlayScene"),
    "history": ("game.ui.scenes.history", "HistoryScene"),
    "confirm": ("game.ui.scenes.confirm", "ConfirmScene"),  # (title, body, go, keep, on_go)
    "notice": ("game.ui.scenes.notice", "NoticeScene"),  # (texts)
    "placeholder": ("game.ui.scenes.placeholder", "PlaceholderScene"),  # (title)
    "table": ("game.ui.table.scene", "TableScene"),  # (session, autoplay=False)
    "pause": ("game.ui.scenes.pause", "PauseScene"),
    "chooser": ("game.ui.scenes.chooser", "ChooserScene"),  # (plays, on_choose)
    "results": ("game.ui.scenes.results", "ResultsScene"),  # (table, round_over_event)
    "standings": ("game.ui.scenes.standings", "StandingsScene"),  # (session)
    "replay": ("game.ui.table.replay", "ReplayScene"),  # (script, position=0, playing=False)
    "join": ("game.ui.scenes.join", "JoinScene"),
    "remote_table": ("game.ui.remote.table", "RemoteTableScene"),  # (remote session)
    "host": ("game.ui.scenes.host", "HostSetupScene"),
    "host_open": ("game.ui.scenes.host_open", "HostOpenScene"),  # (host session)
    "host_table": ("game.ui.host.table", "HostTableScene"),  # (host session)
}


def scene_class(name: str) -> type[Scene]:
    """The class of the scene called ``name`` (KeyError for a name not in ``SCENES``)."""
    module, attr = SCENES[name]
    cls = getattr(importlib.import_module(module), attr)
    if not (isinstance(cls, type) and issubclass(cls, Scene)):
        raise TypeError(f"{module}.{attr} is not a Scene")
    return cls


class Router:
    """Makes scenes by name and puts them on the app's scene stack."""

    def __init__(self, app: App) -> None:
        self.app = app

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        return scene_class(name)(self.app, *args, **kwargs)

    def push(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Open ``name`` over the scene on top (which pauses)."""
        scene = self.make(name, *args, **kwargs)
        self.app.scenes.push(scene)
        return scene

    def replace(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Open ``name`` in place of the scene on top."""
        scene = self.make(name, *args, **kwargs)
        self.app.scenes.replace(scene)
        return scene

    def clear_to(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Close every scene and open ``name`` alone (back to the title, a new match)."""
        scene = self.make(name, *args, **kwargs)
        self.app.scenes.clear_to(scene)
        return scene
