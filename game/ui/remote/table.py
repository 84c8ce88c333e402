"""The table at a remote seat: the game's table view, fed by the host's messages.

Each frame the scene takes what the link has read (never waiting on the network) into the
mirror; the director animates the events those messages carried, the controller answers from
the mirror. The end of the connection is told in plain words back at the title; the seat can
be taken back by joining again with the same code and name.
"""

from __future__ import annotations

import logging

from game.engine import events as ev
from game.net.link import Gone, Welcome
from game.ui.remote.controller import RemoteController
from game.ui.remote.session import RemoteSession
from game.ui.remote.words import table_ended
from game.ui.table.view import TableView
from game.ui.wording import Say
from game.ui.words import set_opponent_names

log = logging.getLogger(__name__)

UNDER_WAY = (ev.Played, ev.Passed, ev.RoundOver, ev.ExchangeGiven)


class RemoteTableScene(TableView):
    controller_class = RemoteController

    def __init__(self, app, session: RemoteSession) -> None:
        super().__init__(app, session)  # type: ignore[arg-type]
        self.remote = session
        self.director.round_over_hook = self.control.round_over
        self.control.pass_for_me = lambda: bool(getattr(app.settings, "pass_for_me", False))
        self.ended: Gone | None = None

    @property
    def levels(self) -> list[str]:
        return self.remote.levels

    # -- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self._names()
        self.app.cards.preload(self.layout.hand_h)
        events = self.remote.events
        if any(isinstance(e, UNDER_WAY) for e in events):  # joined mid-match: laid out at once
            self.director.resume(len(events), Say.of("ui.join.log.joined",
                                                     number=self.remote.mirror.round_no))

    def exit(self) -> None:
        """Leaving the table any way: the seat goes back to the host's computer level."""
        if self.remote.link is not None:
            self.remote.link.close()
        set_opponent_names(list(getattr(self.app.settings, "opponent_names", [])))

    def _names(self) -> None:
        """The seats' names as the host gives them (the player's own is seat 0's)."""
        set_opponent_names(self.remote.mirror.names[1:])

    # -- the host's messages -----------------------------------------------------------------
    def pump(self) -> bool:
        """Take in what has arrived; False once the connection has ended (the scene is gone)."""
        link = self.remote.link
        if link is None:
            return True
        for item in link.poll():
            if isinstance(item, Gone):
                return self._gone(item)
            if isinstance(item, Welcome):
                continue
            self.remote.mirror.receive(item)
            if item["t"] == "seats":
                self._names()
        return True

    def _gone(self, gone: Gone) -> bool:
        """The connection ended: after the match's end that is the host closing up (the
        standings follow as usual); before it, the player is told why, at the title."""
        self.ended = gone
        if self.remote.mirror.over:
            return True
        log.info("the connection to the host ended: %s %s", gone.why, gone.detail)
        text = table_ended(gone.why)
        self.app.router.clear_to("title")
        self.app.router.push("notice", [text])
        return False

    # -- the flow of the match ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.pump():
            return
        self.control.tick(dt)
        self.ui_tweens.update(dt)
        self.director.update(dt)
        results = self.control.results_due()
        if results is not None:
            self.app.router.push("results", self, results)
            return
        if self.director.idle:
            self.control.pass_if_stuck()
        self._refresh_hand_look()

    def next_round(self) -> None:
        """After the results: the next round is the host's (its deal is on its way or here),
        or the final standings."""
        if self.control.next_round():
            self.app.router.replace("standings", self.remote)

    # -- what the player's view shows of the cards that changed hands ------------------------
    def seen_handover(self, round_no: int, index: int) -> tuple[int, ...] | None:
        view = self.remote.mirror.view
        if view is None or self.remote.mirror.round is None or view.round_number != round_no:
            return None
        handovers = view.handovers
        return handovers[index].cards if 0 <= index < len(handovers) else None

    def seen_gift(self, round_no: int, giver: int, receiver: int) -> tuple[int, ...] | None:
        view = self.remote.mirror.view
        if view is None or view.round_number != round_no:
            return None
        return next((c for g, r, c in view.gifts if (g, r) == (giver, receiver)), None)
