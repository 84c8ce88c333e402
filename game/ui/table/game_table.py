"""The game's table, shared by the table at home (game.ui.table.scene) and the host's own seat
at a table over the network (game.ui.host.table): the match in play, then each round's results
and at the end the standings.

``TableView`` (game.ui.table.view) shows and animates the match and takes the player's input;
this scene adds what only a match being played has: the opponents acting in turn, the autosave
after every action, the results after each round and the first-game tips.
"""

from __future__ import annotations

import pygame

from game.engine import events as ev
from game.ui.guide import TableGuide
from game.ui.session import TableSession
from game.ui.table.view import TableView
from game.ui.wording import Say


class GameTable(TableView):
    def __init__(self, app, session: TableSession, autoplay: bool = False) -> None:
        super().__init__(app, session, autoplay)
        self.director.round_over_hook = self.control.round_over
        self.director.after_trick = self.control.trick_shown
        self.control.save = getattr(app, "autosave", None)
        self.control.pass_for_me = lambda: bool(getattr(app.settings, "pass_for_me", False))
        self.guide = TableGuide(app)  # the first-game tips

    # -- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.app.session = self.session
        self.app.cards.preload(self.layout.hand_h)
        history = len(self.events)  # a resumed match's events so far: shown at once
        note = self._note_resumed()
        self.control.start()  # deals when due: that deal is animated as it comes
        if history:
            self.director.resume(history, note)

    def exit(self) -> None:
        """Leaving the table any way (quit to title, a new match): save where it stands."""
        self.control.save_if_moved()
        if self.app.session is self.session:
            self.app.session = None

    def _note_resumed(self) -> Say | None:
        """The log's first line at a match resumed mid-round (None when it is dealt anew)."""
        m = self.match
        if m.round_no == 0 or m.phase == "round_over":
            return None
        played = m.round_no > 1 or bool(m.log.rounds[-1].actions)
        return Say.of("ui.log.resumed" if played else "ui.log.round", number=m.round_no)

    # -- the flow of the match -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.control.tick(dt)
        self.ui_tweens.update(dt)
        self.director.update(dt)
        results = self.control.results_due()
        if results is not None:
            self._show_results(results)
            return
        if self.director.idle:
            self.control.drive(dt, self.app.settings.opponent_delay)
            self.control.pass_if_stuck()
        self.control.save_if_moved()
        self._refresh_hand_look()
        self.guide.update(self)

    def _show_results(self, event: ev.RoundOver) -> None:
        self.app.router.push("results", self, event)

    def next_round(self) -> None:
        """After the results: the next round (the titles they gave show from its deal), or the
        final standings."""
        if self.control.next_round():
            self.app.router.replace("standings", self.session)

    # -- input and drawing: the tip first -------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.guide.handle_event(event):
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.guide.draw(surface, self)
