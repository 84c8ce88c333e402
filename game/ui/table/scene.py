"""The game's table at home: the match against the computer levels, saved after every action
(game.ui.table.game_table holds it all, shared with the host's own seat)."""

from __future__ import annotations

from game.ui.table.game_table import GameTable


class TableScene(GameTable):
    """The table of a match played on this machine (game.ui.session.TableSession)."""
