"""The final standings: the winner, every total and round by round, then a new match."""

from __future__ import annotations

from typing import Protocol, cast

import pygame

from game import saves
from game.i18n import t
from game.ui import theme
from game.ui.button import Button
from game.ui.focus import ButtonFocus
from game.ui.scene import Scene
from game.ui.text import fit_size
from game.ui.words import place_text, seat_name


class _Sounds(Protocol):  # what the app's audio player offers (game.ui.audio_stub)
    def play(self, name: str) -> None: ...


class StandingsScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.again = Button(t("ui.standings.again"), self.play_again, key=pygame.K_RETURN)
        self.title = Button(t("ui.standings.title_button"), self.to_title, key=pygame.K_ESCAPE,
                            primary=False)
        self.box = pygame.Rect(0, 0, 10, 10)
        self.focus = ButtonFocus(lambda: [self.again, self.title])

    def play_again(self) -> None:
        again = getattr(self.session, "again", None)  # a remote seat's: join another table
        if again is not None:
            again(self.app)
            return
        self.app.new_match()

    def to_title(self) -> None:
        self.app.router.clear_to("title")

    def enter(self) -> None:
        self.resize(self.app.screen_size)
        self._record()
        cast(_Sounds, self.app.audio).play("win")

    def _record(self) -> None:
        """Hand the finished match to the statistics and records."""
        # match_finished keeps the record, counts the statistics once and drops the autosave;
        # a write that fails is told to the player there (game.storage), never raised.
        # (A staged picture of the standings is not a finished match; a remote seat's match
        # is recorded by its host.)
        if self.match.over and getattr(self.session, "recorded_here", True):
            saves.match_finished(self.match, list(self.session.levels))

    def tie_note(self) -> str:
        """Why players with equal totals stand in this order (docs/rules.md: the better place in
        the last round); empty when no totals are equal."""
        totals = self.match.totals
        if len(set(totals)) == len(totals):
            return ""
        name = self.session.player_name
        tied = [seat for seat in self.match.standings() if totals.count(totals[seat]) > 1]
        return t("ui.standings.tie", names=", ".join(seat_name(seat, name) for seat in tied))

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        rows = self.match.rules.players
        note = 30 if self.tie_note() else 0
        self.box = pygame.Rect(0, 0, int(780 * s), int((190 + rows * 46 + 80 + note) * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        bw, bh = int(230 * s), int(50 * s)
        self.again.rect = pygame.Rect(0, 0, bw, bh)
        self.title.rect = pygame.Rect(0, 0, bw, bh)
        self.again.rect.bottomright = (self.box.centerx - int(10 * s),
                                       self.box.bottom - int(18 * s))
        self.title.rect.bottomleft = (self.box.centerx + int(10 * s),
                                      self.box.bottom - int(18 * s))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.focus.handle_event(event):
            return
        for b in (self.again, self.title):
            if b.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        surface.blit(theme.felt((w, h)), (0, 0))
        fonts = self.app.fonts
        box = self.box
        theme.panel(surface, box, (10, 38, 24, 235), radius=16, border=theme.GOLD)
        order = self.match.standings()
        name = self.session.player_name
        winner = order[0]
        head = t("ui.standings.you_win") if winner == 0 else \
            t("ui.standings.wins", name=seat_name(winner, name))
        theme.blit_center(surface, fonts.render(t("ui.standings.heading"), int(18 * s),
                                                theme.MUTED, True),
                          (box.centerx, box.y + int(30 * s)))
        theme.blit_center(surface, fonts.render(head, int(40 * s), theme.GOLD, True),
                          (box.centerx, box.y + int(72 * s)))
        rounds = len(self.match.results)
        x_name, x_rounds = box.x + int(110 * s), box.x + int(330 * s)
        step = min(int(44 * s), int(300 * s) // max(1, rounds))
        x_total = box.right - int(80 * s)
        y = box.y + int(118 * s)
        for r in range(rounds):
            surface.blit(fonts.render(t("ui.standings.round_short", number=r + 1), int(13 * s),
                                      theme.MUTED, True), (x_rounds + r * step, y))
        surface.blit(fonts.render(t("ui.results.total"), int(13 * s), theme.MUTED, True),
                     (x_total, y))
        y += int(30 * s)
        for place, seat in enumerate(order, start=1):
            row = pygame.Rect(box.x + int(24 * s), y - int(6 * s), box.w - int(48 * s),
                              int(40 * s))
            if seat == 0:
                theme.panel(surface, row, (255, 220, 120, 40), radius=8)
            color = theme.GOLD if place == 1 else theme.WHITE
            surface.blit(fonts.render(place_text(place), int(19 * s), color, True),
                         (box.x + int(40 * s), y))
            surface.blit(fonts.render(seat_name(seat, name), int(19 * s), theme.WHITE, True),
                         (x_name, y))
            for r, (_, _, points) in enumerate(self.match.results):
                surface.blit(fonts.render(str(points[seat]), int(17 * s), theme.WHITE),
                             (x_rounds + r * step, y + int(2 * s)))
            surface.blit(fonts.render(str(self.match.totals[seat]), int(19 * s), theme.GOLD,
                                      True), (x_total, y))
            y += int(46 * s)
        note = self.tie_note()
        if note:
            size = fit_size(fonts, note, int(15 * s), box.w - int(48 * s), 8)
            theme.blit_center(surface, fonts.render(note, size, theme.MUTED),
                              (box.centerx, y + int(6 * s)))
        self.again.draw(surface, fonts)
        self.title.draw(surface, fonts)
        self.focus.draw(surface, s)
