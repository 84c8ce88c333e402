"""Host a table: the rules, who sits at each seat beside the host's own, and who can join
(this machine only, or the local network); then the table opens (game.ui.scenes.host_open).

Each seat is a friend (played at its level while the friend is away), a computer level, or,
under the UECda preset, a UECda program (once the host can seat one).
"""

from __future__ import annotations

import logging

import pygame

from game.engine.options import PRESETS
from game.i18n import t
from game.ui import theme
from game.ui.host.plan import LOOPBACK, HostPlan, offered_levels
from game.ui.host.session import HostSession
from game.ui.scene import Scene
from game.ui.text import fit_size, wrap
from game.ui.widgets import Choice, Form, Look, PushButton, Stepper, Widget
from game.ui.words import default_seat_name

log = logging.getLogger(__name__)

WARN = (255, 170, 110)


class HostSetupScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        settings = app.settings
        self.plan = HostPlan.from_settings(settings.rules, list(settings.levels))
        self.error = ""
        self.s = 1.0
        self.box = pygame.Rect(0, 0, 10, 10)
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.notes: list[tuple[str, pygame.Rect]] = []
        self.open_button = PushButton(t("ui.host.open"), self.open_table, primary=True)
        self.back_button = PushButton(t("ui.host.back"), self.back)
        self.form = Form()
        self._dirty = True
        self._build()

    # -- the rows --------------------------------------------------------------------------
    def _build(self) -> None:
        """The widgets for the plan as it stands (seats come and go with the players)."""
        plan = self.plan
        self.preset = Choice(t("ui.host.rules"),
                             [(p, t(f"settings.preset.{p}")) for p in PRESETS],
                             lambda: plan.preset, self._set_preset)
        self.players = Stepper(t("ui.host.players"), lambda: plan.rules.players,
                               self._set_players, 3, 6)
        kinds = [(k, t(f"ui.host.kind.{k}")) for k in plan.kinds()]
        levels = [(lv, t(f"settings.level.{lv}")) for lv in offered_levels()]
        self.kinds: list[Choice] = []
        self.levels: list[Choice] = []
        for i in range(len(plan.seats)):
            self.kinds.append(Choice(t("ui.host.seat", name=default_seat_name(i + 1)), kinds,
                                     self._kind_of(i), self._set_kind(i)))
            self.levels.append(Choice(t("ui.host.level"), levels, self._level_of(i),
                                      self._set_level(i)))
        self.where = Choice(t("ui.host.where"), [
            (False, t("ui.host.where.local", address=LOOPBACK)),
            (True, t("ui.host.where.lan"))], lambda: plan.lan, self._set_lan)
        seat_rows: list[Widget] = []
        for kind, level in zip(self.kinds, self.levels):
            seat_rows += [kind, level]
        focus = self.form.widgets.index(self.form.focus) if self.form.focus in \
            self.form.widgets else None
        self.form = Form([self.preset, self.players, *seat_rows, self.where,
                          self.open_button, self.back_button])
        if focus is not None:
            self.form.set_focus(self.form.widgets[min(focus, len(self.form.widgets) - 1)])
        self._dirty = False

    def _kind_of(self, i: int):
        return lambda: self.plan.seats[i].kind

    def _level_of(self, i: int):
        return lambda: self.plan.seats[i].level

    def _set_kind(self, i: int):
        def put(kind: str) -> None:
            self.plan.set_kind(i, kind)
            self.error = ""
        return put

    def _set_level(self, i: int):
        def put(level: str) -> None:
            self.plan.set_level(i, level)
        return put

    def _set_preset(self, name: str) -> None:
        self.plan.set_preset(name)
        self._changed()

    def _set_players(self, n: int) -> None:
        self.plan.set_players(n)
        self._changed()

    def _set_lan(self, lan: bool) -> None:
        self.plan.lan = lan
        self.error = ""
        self._changed()

    def _changed(self) -> None:
        self._dirty = True  # rebuilt before the next frame: not in the middle of a click

    # -- actions ---------------------------------------------------------------------------
    def open_table(self) -> None:
        settings = self.app.settings
        session = HostSession.new(self.plan, str(settings.player_name or ""),
                                  list(getattr(settings, "opponent_names", [])))
        try:
            session.open()
        except OSError as exc:
            log.warning("the table could not be opened: %s", exc)
            self.error = t("ui.host.error.open", address=self.plan.shown_address())
            return
        self.app.router.replace("host_open", session)

    def back(self) -> None:
        self.app.router.clear_to("title")

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.form.handle_event(event)

    def update(self, dt: float) -> None:
        if self._dirty:
            self._build()
            self.resize(self.app.screen_size)

    # -- layout and drawing ----------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        self._lay_out(size, round(64 * theme.scale_for(size)))
        room = size[1] - self.box.h
        if room > 0:  # the box in the middle of the window
            self._lay_out(size, room // 2 + round(56 * self.s))

    def _lay_out(self, size: tuple[int, int], top: int) -> None:
        w, h = size
        self.s = s = theme.scale_for(size)
        look = Look(self.app.fonts, s)
        pad, ch = look.pad, look.control_h
        width = min(w - 24, max(560, round(1000 * s)))
        x = (w - width) // 2
        bold = self.app.fonts(look.label_size, True)
        longest = max(bold.size(w.label)[0] for w in (self.preset, self.players, self.where,
                                                         *self.kinds))
        label_w = min(round(width * 0.28), max(round(width * 0.18), longest + pad))
        row_h = ch + pad
        self.labels, self.notes = [], []
        y = top

        def row(label: str, *controls: tuple[Widget, int, int]) -> None:
            nonlocal y
            self.labels.append((label, pygame.Rect(x + pad, y, label_w, row_h)))
            for widget, cx, cw in controls:
                widget.rect = pygame.Rect(cx - pad // 2, y, cw + pad, row_h)
                widget.control = pygame.Rect(cx, y + pad // 2, cw, ch)
                if isinstance(widget, Choice):
                    widget.natural_width(look)
            y += row_h + pad // 2

        cx = x + label_w + pad
        cw = x + width - pad - cx
        row(self.preset.label, (self.preset, cx, cw))
        row(self.players.label, (self.players, cx, round(180 * s)))
        kind_w = min(round(cw * 0.46), max((k.natural_width(look) for k in self.kinds),
                                           default=0) + pad)
        for kind, level in zip(self.kinds, self.levels):
            row(kind.label, (kind, cx, kind_w - pad), (level, cx + kind_w, cw - kind_w))
        self._note(t("ui.host.level_help"), x + pad, width - 2 * pad, look)
        y = self._place_notes(y, look)
        row(self.where.label, (self.where, cx, cw))
        where = t("ui.host.where.lan_help", address=self.plan.shown_address()) if \
            self.plan.lan else t("ui.host.where.local_help", address=LOOPBACK)
        self._note(where, x + pad, width - 2 * pad, look)
        y = self._place_notes(y, look)
        self.error_y = y
        y += round(30 * s)
        half = (width - pad) // 2
        self.open_button.layout(x, y, half, look)
        self.back_button.layout(x + half + pad, y, half, look)
        y += self.open_button.rect.h
        self.box = pygame.Rect(x - pad, top - round(56 * s), width + 2 * pad,
                               y - top + round(56 * s) + 2 * pad)

    def _note(self, text: str, x: int, width: int, look: Look) -> None:
        self._pending = (text, x, width)

    def _place_notes(self, y: int, look: Look) -> int:
        text, x, width = self._pending
        font = look.fonts(look.help_size)
        for line in wrap(font, text, width):
            self.notes.append((line, pygame.Rect(x, y, width, font.get_linesize())))
            y += font.get_linesize()
        return y + look.pad // 2

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        look = Look(fonts, self.s)
        theme.felt_box(surface, fonts, self.box, t("ui.host.title"), self.s)
        self.form.draw(surface, look)
        for text, rect in self.labels:
            size = fit_size(lambda n: fonts(n, True), text, look.label_size, rect.w, 10)
            img = fonts.render(text, size, theme.WHITE, True)
            surface.blit(img, (rect.x, rect.centery - img.get_height() // 2))
        for text, rect in self.notes:
            surface.blit(fonts.render(text, look.help_size, theme.MUTED), rect.topleft)
        if self.error:
            size = max(13, round(17 * self.s))
            for i, part in enumerate(wrap(fonts(size), self.error, self.box.w - 40)[:2]):
                img = fonts.render(part, size, WARN)
                y = self.error_y + round(12 * self.s) + i * img.get_height()
                theme.blit_center(surface, img, (surface.get_width() / 2, y))

