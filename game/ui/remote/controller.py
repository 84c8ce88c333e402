"""The table's controller at a remote seat: the same decisions as at home, read off the mirror
of the host's match; nobody acts here but the player, and nothing is saved here."""

from __future__ import annotations

from typing import Any

from game.ui.table.controller import TableController


class RemoteController(TableController):
    def __init__(self, session: Any, autoplay: bool = False) -> None:
        super().__init__(session, autoplay)
        self.forget_save = lambda: None  # the player's own saved match stays

    def start(self) -> bool:
        """The host deals."""
        return False

    def drive(self, dt: float, delay: float) -> None:
        """The other seats are played at the host (its players, its computer levels)."""

    def hurry(self, delay: float) -> None:
        """The host sets the pace."""

    def save_now(self) -> None:
        """The host keeps the match's record."""

    def next_round(self) -> bool:
        """After the results: the host has dealt the next round already; True at the end."""
        if self.match.over:
            self.match_over_shown = True
            return True
        return False
