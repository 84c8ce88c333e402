"""Tells the player, once and in plain words, what file could not be used or kept: the
overlay game.ui.notices opens at the title with the notices' sentences."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.scene import Scene
from game.ui.text import wrap
from game.ui.widgets import Look, PushButton


class NoticeScene(Scene):
    is_overlay = True

    def __init__(self, app, texts: list[str]) -> None:
        super().__init__(app)
        self.texts = texts
        self.ok = PushButton(t("notice.ok"), self.close, primary=True)
        self.ok.focused = True
        self.lines: list[tuple[str, bool]] = []
        self.text_size = 15

    def close(self) -> None:
        self.app.scenes.pop()

    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = s = theme.scale_for(size)
        look = Look(self.app.fonts, s)
        pad = self.pad = max(12, round(24 * s))
        width = min(w - 24, max(480, round(720 * s)))
        text_w = width - 2 * pad
        button_h = look.control_h + look.pad
        self.text_size = look.label_size
        while True:  # several notices at once: smaller text rather than text under the button
            text_h = self._wrap(text_w)
            if text_h + button_h + 3 * pad <= h - 24 or self.text_size <= 11:
                break
            self.text_size -= 1
        height = min(h - 24, text_h + button_h + 3 * pad)
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        bw = max(round(160 * s), 120)
        self.ok.layout(self.box.centerx - bw // 2, self.box.bottom - pad - button_h, bw, look)

    def _wrap(self, text_w: int) -> int:
        """Lay the title and texts out in lines at ``text_size``; their height."""
        font = self.app.fonts(self.text_size)
        self.lines = [(line, True) for line in wrap(self.app.fonts(self._title_size(), True),
                                                     t("notice.title"), text_w)]
        for i, text in enumerate(self.texts):
            gap = [("", False)] if i else []
            self.lines += gap + [(line, False) for line in wrap(font, text, text_w)]
        return sum(self._line_h(bold) for _, bold in self.lines)

    def _title_size(self) -> int:
        return max(20, round(28 * self.s))

    def _line_h(self, title: bool) -> int:
        if title:
            return self.app.fonts(self._title_size(), True).get_linesize() + self.pad // 2
        return self.app.fonts(self.text_size).get_linesize()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER, pygame.K_SPACE):
            self.app.scenes.pop()
            return
        self.ok.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim_screen(surface, 160)
        look = Look(self.app.fonts, self.s)
        theme.panel(surface, self.box, (8, 34, 20, 255), max(6, round(14 * self.s)), theme.GOLD)
        y = self.box.y + self.pad
        surface.set_clip(self.box.inflate(-4, -4))
        for line, title in self.lines:
            if line:
                size = self._title_size() if title else self.text_size
                color = theme.GOLD if title else theme.WHITE
                surface.blit(self.app.fonts.render(line, size, color, title),
                             (self.box.x + self.pad, y))
            y += self._line_h(title)
        surface.set_clip(None)
        self.ok.draw(surface, look)
