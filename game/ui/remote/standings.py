"""The final standings at a remote seat: as at home, but the record is the host's and "Play
again" joins another table."""

from __future__ import annotations

from game.ui.scenes.standings import StandingsScene


class RemoteStandingsScene(StandingsScene):
    def _record(self) -> None:
        """The host keeps the match's record and its statistics."""

    def play_again(self) -> None:
        self.app.router.clear_to("join")
