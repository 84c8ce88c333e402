"""The open table: the address, port and table code in large type for the friends to type in,
who is connected at each seat (live), and Start. A friend not here yet is played by their
level and can take the seat later with the code. A hosted match saved mid-way opens here
again (Continue) with the same code, to go on where it stood."""

from __future__ import annotations

import logging

import pygame

from game.i18n import t
from game.net.host import LOCAL
from game.ui import theme
from game.ui.host.session import HostSession, close_table, keep_polling
from game.ui.host.words import seat_label, seat_state
from game.ui.scene import Scene
from game.ui.text import fit_size, wrap
from game.ui.widgets import Form, Look, PushButton

log = logging.getLogger(__name__)

WARN = (255, 170, 110)
HERE, AWAY = (120, 220, 140), (150, 150, 150)


class HostOpenScene(Scene):
    def __init__(self, app, session: HostSession) -> None:
        super().__init__(app)
        self.hosting = session
        self.resuming = bool(session.events)
        self.error = ""
        self.s = 1.0
        self.box = pygame.Rect(0, 0, 10, 10)
        self.big: list[tuple[str, str, pygame.Rect]] = []
        self.seat_top = 0
        label = "ui.host.resume" if self.resuming else "ui.host.start"
        self.start_button = PushButton(t(label), self.start, primary=True)
        self.close_button = PushButton(t("ui.host.close"), self.close)
        self.form = Form([self.start_button, self.close_button])
        self.form.set_focus(self.start_button)  # Enter starts
        self._handed_over = False

    # -- the table -------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.hosting.opened:
            try:
                self.hosting.open(self.hosting.saved_port)
            except OSError as exc:
                log.warning("the table could not be opened again: %s", exc)
                self.error = t("ui.host.error.open", address=self.hosting.address)
        if not self.error:
            keep_polling(self.app, self.hosting)
        self.resize(self.app.screen_size)

    def start(self) -> None:
        if self.error:
            return
        self.hosting.start()
        self._handed_over = True
        self.app.router.replace("host_table", self.hosting)

    def close(self) -> None:
        """Close the table: the friends are told; a resumed match stays saved."""
        self.app.router.clear_to("host" if not self.resuming else "title")

    def exit(self) -> None:
        if not self._handed_over:
            close_table(self.app, self.hosting)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.form.handle_event(event)

    def update(self, dt: float) -> None:
        self.hosting.take_changes()  # the list below shows them as they come
        self.start_button.enabled = not self.error

    # -- layout and drawing ----------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self._lay_out(size, 0)
        self._lay_out(size, max(4, (size[1] - self.box.h) // 2))  # in the middle

    def _sizes(self) -> tuple[int, int, int]:
        """The seats' text size, their row height and the notes' text size."""
        s = self.s
        size = max(15, round(20 * s))
        return size, self.app.fonts(size, True).get_linesize() + max(4, round(8 * s)), \
            max(13, round(16 * s))

    def _lay_out(self, size: tuple[int, int], top: int) -> None:
        w, h = size
        self.s = s = theme.scale_for(size)
        look = Look(self.app.fonts, s)
        seat_size, row_h, note_size = self._sizes()
        note_h = self.app.fonts(note_size).get_linesize()
        width = min(w - 24, max(560, round(900 * s)))
        x = (w - width) // 2
        y = top + max(40, round(58 * s))
        gap = round(12 * s)
        cell_w = (width - 2 * gap) // 3
        cell_h = max(72, round(100 * s))
        self.big = []
        for i, (key, value) in enumerate((("ui.host.address", self.hosting.address),
                                          ("ui.host.port", str(self.hosting.port)
                                           if self.hosting.opened else "–"),
                                          ("ui.host.code", self.hosting.code))):
            self.big.append((t(key), value,
                             pygame.Rect(x + i * (cell_w + gap), y, cell_w, cell_h)))
        y += cell_h + 2 * note_h + 2 * look.pad
        self.seat_top = y
        y += self.hosting.rules.players * row_h + 2 * note_h + 2 * look.pad
        half = (width - look.pad) // 2
        self.start_button.layout(x, y, half, look)
        self.close_button.layout(x + half + look.pad, y, half, look)
        y += self.start_button.rect.h
        self.box = pygame.Rect(x - look.pad, top, width + 2 * look.pad,
                               y - top + 2 * look.pad)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        fonts = self.app.fonts
        look = Look(fonts, s)
        head = "ui.host.open_title_resumed" if self.resuming else "ui.host.open_title"
        theme.felt_box(surface, fonts, self.box, t(head), s)
        for label, value, rect in self.big:
            theme.panel(surface, rect, (0, 0, 0, 90), radius=12, border=theme.GOLD_DARK)
            img = fonts.render(label, max(13, round(17 * s)), theme.MUTED, True)
            theme.blit_center(surface, img, (rect.centerx, rect.y + rect.h // 5))
            size = fit_size(lambda n: fonts(n, True), value, max(30, round(48 * s)),
                            rect.w - 16, 12)
            theme.blit_center(surface, fonts.render(value, size, theme.WHITE, True),
                              (rect.centerx, rect.y + rect.h * 3 // 5))
        self._draw_where(surface, look)
        self._draw_seats(surface, look)
        self.form.draw(surface, look)

    def _draw_where(self, surface: pygame.Surface, look: Look) -> None:
        fonts = look.fonts
        if self.error:
            text, color = self.error, WARN
        else:
            key = "ui.host.tell_lan" if self.hosting.lan else "ui.host.tell_local"
            text, color = t(key), theme.WHITE
        size = self._sizes()[2]
        y = self.big[0][2].bottom + look.pad
        for line in wrap(fonts(size), text, self.box.w - 2 * look.pad)[:2]:
            img = fonts.render(line, size, color)
            theme.blit_center(surface, img, (self.box.centerx, y + img.get_height() // 2))
            y += img.get_height()

    def _draw_seats(self, surface: pygame.Surface, look: Look) -> None:
        fonts, s = look.fonts, self.s
        size, row_h, nsize = self._sizes()
        x = self.box.x + max(30, round(44 * s))
        right = self.box.right - max(14, round(24 * s))
        y = self.seat_top
        for row in self.hosting.seat_rows():
            name = self.hosting.player_name or t("ui.you") if row.kind == LOCAL else \
                seat_label(row)
            color = HERE if row.here else AWAY
            band = pygame.Rect(x - max(22, round(32 * s)), y, right - x + max(30, round(44 * s)),
                               row_h - 2)
            theme.panel(surface, band, (0, 0, 0, 60), radius=max(4, row_h // 4))
            pygame.draw.circle(surface, color, (x - max(11, round(16 * s)), band.centery),
                               max(4, round(7 * s)))
            img = fonts.render(name, size, theme.WHITE, True)
            surface.blit(img, (x, band.centery - img.get_height() // 2))
            name_w = img.get_width() + max(16, round(24 * s))
            state = seat_state(row, self.hosting.uecda_port)
            fit = fit_size(lambda n: fonts(n), state, size, right - x - name_w, 10)
            img = fonts.render(state, fit, color if row.here else theme.MUTED)
            surface.blit(img, (right - img.get_width(), band.centery - img.get_height() // 2))
            y += row_h
        note = t("ui.host.start_note")
        y += look.pad
        for line in wrap(fonts(nsize), note, self.box.w - 2 * look.pad)[:2]:
            img = fonts.render(line, nsize, theme.MUTED)
            theme.blit_center(surface, img, (self.box.centerx, y + img.get_height() // 2))
            y += img.get_height()
