"""A round's results over the table: places, old title → new title, points."""

from __future__ import annotations

import pygame

from game.engine import events as ev
from game.i18n import t
from game.ui import theme
from game.ui.button import Button
from game.ui.focus import ButtonFocus
from game.ui.scene import Scene
from game.ui.text import fit_size
from game.ui.words import place_text, seat_name, title_name


class ResultsScene(Scene):
    is_overlay = True

    def __init__(self, app, table, event: ev.RoundOver) -> None:
        super().__init__(app)
        self.table = table
        self.event = event
        self.old_titles = table.shown.titles
        last = table.match.over
        label = t("ui.results.final") if last else t("ui.results.next")
        self.next = Button(label, self.go_on, key=pygame.K_RETURN)
        self.focus = ButtonFocus(lambda: [self.next])
        self.box = pygame.Rect(0, 0, 10, 10)
        self.age = 0.0

    def go_on(self) -> None:
        self.app.scenes.pop()
        self.table.next_round()

    def enter(self) -> None:
        self.resize(self.app.screen_size)
        me_first = self.event.order and self.event.order[0] == 0
        self.app.audio.play("win" if me_first else "out")

    def resize(self, size: tuple[int, int]) -> None:
        s = self.scale_in(size)
        rows = len(self.event.order)
        self.box = pygame.Rect(0, 0, int(760 * s), int((150 + rows * 44 + 80) * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        self.next.rect = pygame.Rect(0, 0, int(240 * s), int(50 * s))
        self.next.rect.midbottom = (self.box.centerx, self.box.bottom - int(18 * s))

    def scale_in(self, size: tuple[int, int]) -> float:
        """The table's unit, but on a small window as large as the window lets the table be
        (at 800x600 the usual unit left long Danish titles tiny and crowded)."""
        rows = len(self.event.order)
        roomy = min((size[0] - 24) / 760, (size[1] - 24) / (230 + rows * 44), 0.9)
        return max(theme.scale_for(size), roomy)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.focus.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
            self.go_on()
            return
        self.next.handle_event(event)

    def title_text(self, seat: int) -> str:
        """Old title → new title; a title kept is written once (the arrow crowded the
        points)."""
        new = title_name(self.event.titles[seat])
        if not self.old_titles:
            return new
        old = title_name(self.old_titles[seat])
        return t("ui.results.kept", title=new) if old == new else f"{old} → {new}"

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim_screen(surface, 150)
        s = self.scale_in(surface.get_size())
        fonts = self.app.fonts
        box = self.box
        theme.panel(surface, box, (10, 38, 24, 245), radius=16, border=theme.GOLD)
        head = t("ui.results.title", number=self.event.round)
        theme.blit_center(surface, fonts.render(head, int(32 * s), theme.GOLD, True),
                          (box.centerx, box.y + int(38 * s)))
        cols = [box.x + int(x * s) for x in (40, 120, 330, 600, 690)]
        y = box.y + int(82 * s)
        heads = ("ui.results.place", "ui.results.player", "ui.results.title_col",
                 "ui.results.points", "ui.results.total")
        for x, key in zip(cols, heads):
            surface.blit(fonts.render(t(key), int(14 * s), theme.MUTED, True), (x, y))
        y += int(32 * s)
        name = self.table.session.player_name
        for place, seat in enumerate(self.event.order, start=1):
            row = pygame.Rect(box.x + int(24 * s), y - int(6 * s), box.w - int(48 * s),
                              int(38 * s))
            if seat == 0:
                theme.panel(surface, row, (255, 220, 120, 40), radius=8)
            color = theme.GOLD if place == 1 else theme.WHITE
            surface.blit(fonts.render(place_text(place), int(18 * s), color, True), (cols[0], y))
            surface.blit(fonts.render(seat_name(seat, name), int(18 * s), theme.WHITE, True),
                         (cols[1], y))
            text = self.title_text(seat)
            size = fit_size(fonts, text, int(16 * s), cols[3] - cols[2] - int(14 * s), 8)
            surface.blit(fonts.render(text, size, theme.WHITE), (cols[2], y + int(2 * s)))
            surface.blit(fonts.render(f"+{self.event.points[seat]}", int(18 * s), theme.GOLD,
                                      True), (cols[3], y))
            surface.blit(fonts.render(str(self.event.totals[seat]), int(18 * s), theme.WHITE,
                                      True), (cols[4], y))
            y += int(44 * s)
        self.next.draw(surface, fonts)
        self.focus.draw(surface, s)
