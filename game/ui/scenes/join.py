"""Join a table: the host's address, port and table code, then the table once the host starts.

The fields are checked before anything is sent; the connection is made and read by a thread
(game.net.link), so the window never waits on the network. A refusal is worded from the
host's reason (a wrong code, a full table, another version of the game) or the link's (a bad
address, no answer). Once the host has welcomed the player the screen says whose table it is
and waits for the first state, then the table (game.ui.remote.table) takes over.
"""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import pygame

from game.engine.options import OptionError, from_dict
from game.i18n import t
from game.net.link import Gone, Link, Welcome
from game.net.mirror import Mirror
from game.ui import theme
from game.ui.remote.session import RemoteSession
from game.ui.remote.words import check_fields, join_failed
from game.ui.scene import Scene
from game.ui.text import wrap
from game.ui.widgets import Look, PushButton, TextField, Widget

log = logging.getLogger(__name__)

WARN = (255, 170, 110)
DEFAULT_PORT = "5050"
# Each field: its key, longest value, label and the hint shown while it is empty.
FIELDS = (
    ("address", 253, "ui.join.field.address", "ui.join.hint.address"),
    ("port", 5, "ui.join.field.port", "ui.join.hint.port"),
    ("code", 16, "ui.join.field.code", "ui.join.hint.code"),
    ("name", 32, "ui.join.field.name", "ui.join.hint.name"),
)


class JoinScene(Scene):
    # The fields as last used (this run of the game): coming back after a drop, the same table
    # is one click away.
    last: ClassVar[dict[str, str]] = {}

    def __init__(self, app) -> None:
        super().__init__(app)
        name = str(getattr(app.settings, "player_name", "") or "")
        self.values = {"address": "", "port": DEFAULT_PORT, "code": "", "name": name}
        self.values.update(self.last)
        self.fields = [self._field(*row) for row in FIELDS]
        self.join_button = PushButton(t("ui.join.join"), self.join, primary=True)
        self.back_button = PushButton(t("ui.join.back"), self.back)
        self.rows: list[Widget] = [*self.fields, self.join_button, self.back_button]
        self.focus = 0 if not self.values["address"] else 2
        self.error = ""
        self.link: Link | None = None
        self.session: RemoteSession | None = None
        self.box = pygame.Rect(0, 0, 10, 10)
        self.s = 1.0

    def _field(self, key: str, limit: int, label: str, hint: str) -> TextField:
        def get() -> str:
            return self.values[key]

        def put(value: str) -> None:
            self.values[key] = value
            self.error = ""

        return TextField(t(label), get, put, limit, placeholder=t(hint))

    # -- what the screen is doing --------------------------------------------------------------
    @property
    def state(self) -> str:
        """"form", "connecting" (no welcome yet) or "waiting" (for the host to start)."""
        if self.link is None:
            return "form"
        return "waiting" if self.session is not None else "connecting"

    def line(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the fields: the error, or what the screen is waiting for."""
        if self.error:
            return self.error, WARN
        if self.state == "connecting":
            return t("ui.join.connecting", address=self._address()), theme.MUTED
        if self.session is not None:
            host = self.session.host_name
            text = t("ui.join.waiting_named", name=host) if host else t("ui.join.waiting")
            return text, theme.GOLD
        return "", theme.WHITE

    def _address(self) -> str:
        return f"{self.values['address'].strip()}:{self.values['port'].strip()}"

    # -- actions -------------------------------------------------------------------------------
    def join(self) -> None:
        if self.link is not None:
            return
        address, port, code = (self.values[k].strip() for k in ("address", "port", "code"))
        problem = check_fields(address, port, code)
        if problem is not None:
            self.error = problem
            return
        self.error = ""
        JoinScene.last.update(self.values)
        self.link = Link(address, int(port), code.upper(), self.values["name"].strip())

    def back(self) -> None:
        """Cancel a join under way, or go back to the title."""
        if self.link is not None:
            self._drop_link()
            return
        self.app.router.clear_to("title")

    def _drop_link(self) -> None:
        if self.link is not None:
            self.link.close()
        self.link, self.session = None, None

    def exit(self) -> None:
        if self.link is not None and (self.session is None or self.session.link is None):
            self.link.close()

    # -- the link ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # One at a time: once the table takes over, what follows is the table's to read.
        while self.link is not None:
            item = self.link.next()
            if item is None:
                return
            if isinstance(item, Gone):
                self.error = join_failed(item.why, item.detail)
                self._drop_link()
                return
            if isinstance(item, Welcome):
                self._welcomed(item)
                if self.session is None:
                    return
                continue
            self._message(item)

    def _welcomed(self, welcome: Welcome) -> None:
        try:
            rules = from_dict(welcome.rules)
        except OptionError as exc:  # a host of another version of the rules
            log.warning("the host's rules cannot be read: %s", exc)
            self.error = join_failed("bad_version")
            self._drop_link()
            return
        if len(welcome.names) != rules.players or welcome.seat >= rules.players:
            self.error = join_failed("bad_version")
            self._drop_link()
            return
        host = welcome.names[0] if welcome.seat != 0 else ""
        mirror = Mirror(rules, welcome.seat, welcome.names, lambda kind, value: None)
        session = RemoteSession(rules, mirror, self.link,
                                player_name=self.values["name"].strip(), host_name=host)
        mirror.send = session.send
        self.session = session

    def _message(self, msg: dict[str, Any]) -> None:
        if self.session is None:
            return
        try:
            self.session.mirror.receive(msg)
        except Exception as exc:  # a message the codec refuses: the host is not this game's
            log.warning("the host's message cannot be read: %s", exc)
            self.error = join_failed("bad_version")
            self._drop_link()
            return
        if msg["t"] == "state":
            session, self.session, self.link = self.session, None, None
            self.app.router.replace("remote_table", session)

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.focus = (self.focus + step) % len(self.rows)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus < len(self.fields):
                self.join()
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            for i, row in enumerate(self.rows):
                if row.visible_at(event.pos):
                    self.focus = i
        self._focus_rows()
        for row in self.rows:
            if row.handle_event(event):
                return

    def _focus_rows(self) -> None:
        for i, row in enumerate(self.rows):
            row.focused = i == self.focus

    # -- layout and drawing ------------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = s = theme.scale_for(size)
        look = Look(self.app.fonts, s)
        width = min(w - 24, max(460, round(760 * s)))
        x = (w - width) // 2
        y = round(90 * s)
        top = y
        for field in self.fields:
            y += field.layout(x, y, width, look)
        y += round(52 * s)  # the line under the fields
        half = (width - look.pad) // 2
        self.join_button.layout(x, y, half, look)
        self.back_button.layout(x + half + look.pad, y, half, look)
        y += self.join_button.rect.h
        self.box = pygame.Rect(x - look.pad, top - round(70 * s), width + 2 * look.pad,
                               y - top + round(70 * s) + look.pad * 2)
        self.box.centery = max(self.box.h // 2 + 4, h // 2)  # in the middle when it fits
        shift = self.box.y - (top - round(70 * s))
        for row in self.rows:
            row.move(shift)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        look = Look(fonts, self.s)
        theme.felt_box(surface, fonts, self.box, t("ui.join.title"), self.s, title_y=36)
        self._focus_rows()
        busy = self.link is not None
        for field in self.fields:
            field.enabled = not busy
            field.draw(surface, look)
        self.join_button.enabled = not busy
        self.join_button.draw(surface, look)
        self.back_button.label = t("ui.join.cancel") if busy else t("ui.join.back")
        self.back_button.draw(surface, look)
        text, color = self.line()
        if text:
            size = max(13, round(17 * self.s))
            y = self.fields[-1].rect.bottom + round(26 * self.s)
            for i, part in enumerate(_wrap(fonts, text, size, self.box.w - 2 * look.pad)):
                img = fonts.render(part, size, color)
                theme.blit_center(surface, img, (surface.get_width() / 2, y + i * img.get_height()))


def _wrap(fonts: Any, text: str, size: int, width: int) -> list[str]:
    return wrap(fonts(size), text, width)[:2]
