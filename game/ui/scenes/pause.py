"""The pause menu over the table: resume, rules, quit to the title; the keys are listed."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.button import Button, layout_column
from game.ui.focus import ButtonFocus
from game.ui.scene import Scene
from game.ui.text import wrap
from game.ui.wording import Say


class PauseScene(Scene):
    is_overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.box = pygame.Rect(0, 0, 10, 10)
        # Keys, worded when drawn: back from the settings they are in the new language.
        self.buttons = [
            Button(Say("ui.pause.resume"), self.app.scenes.pop, key=pygame.K_ESCAPE),
            Button(Say("ui.pause.rules"), self.app.open_rules, key=pygame.K_r, primary=False),
            Button(Say("ui.pause.settings"), self.app.open_settings, key=pygame.K_s,
                   primary=False),
            Button(Say("ui.pause.quit"), self.quit_to_title, key=pygame.K_q, primary=False),
        ]
        self.focus = ButtonFocus(lambda: self.buttons, arrows=True)

    def quit_to_title(self) -> None:
        self.app.router.clear_to("title")

    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        width = min(size[0] - 16, int(720 * s))
        # The buttons, then the key list wrapped to the panel: the panel is as tall as both.
        self.box = pygame.Rect(0, 0, width, self._height_for(self.key_lines(width, s), s))
        self.box.center = (size[0] // 2, size[1] // 2)
        layout_column(self.buttons, size[0] // 2, self.box.y + int(92 * s), int(260 * s),
                      int(48 * s), int(12 * s))

    @staticmethod
    def text_size(s: float) -> int:
        return max(11, int(14 * s))

    def line_h(self, s: float) -> int:
        return int(self.text_size(s) * 1.45)

    def key_lines(self, width: int, s: float) -> list[str]:
        """The key list wrapped to fit inside the panel, in the language of the moment."""
        return wrap(self.app.fonts(self.text_size(s)), t("ui.pause.keys"),
                    width - int(40 * s))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.focus.handle_event(event):
            return
        for b in self.buttons:
            if b.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        w = surface.get_width()
        s = theme.dialog(surface, fonts, self.box, t("ui.pause.title"), 40, 48, dim=150)
        for b in self.buttons:
            b.draw(surface, fonts)
        self.focus.draw(surface, s)
        lines = self.key_lines(self.box.w, s)
        if self.box.h != self._height_for(lines, s):
            self.resize(surface.get_size())  # the language changed the list's length
        y = self.buttons[-1].rect.bottom + int(22 * s) + self.line_h(s) // 2
        for line in lines:
            theme.blit_center(surface, fonts.render(line, self.text_size(s), theme.MUTED),
                              (w / 2, y))
            y += self.line_h(s)

    def _height_for(self, lines: list[str], s: float) -> int:
        size = self.app.screen_size  # never taller than the window
        return min(size[1] - 8, int(92 * s) + 4 * int(48 * s) + 3 * int(12 * s)
                   + int(22 * s) + len(lines) * self.line_h(s) + int(20 * s))
