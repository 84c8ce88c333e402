"""The host's own seat: the game's table (banners, choosers, results, standings), the match
read from the host and the player's actions handed to it (game.ui.host.controller).

The host's loop runs once a frame whatever is on top (the app's pollers), so a friend at the
table is served while the host reads the results or the pause menu. The table's corner shows
the code and who is connected; a friend leaving or coming back is told as it happens.
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.net.host import REMOTE
from game.ui import theme
from game.ui.host.controller import HostController
from game.ui.host.session import Change, HostSession, close_table, keep_polling
from game.ui.host.words import change_text, seat_label
from game.ui.table.game_table import GameTable
from game.ui.words import set_opponent_names

HERE, AWAY = (120, 220, 140), (150, 150, 150)


class HostTableScene(GameTable):
    controller_class = HostController

    def __init__(self, app, session: HostSession) -> None:
        super().__init__(app, session)  # type: ignore[arg-type]
        self.hosting = session
        self.hosting.caught_up = lambda: self.director.idle

    # -- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        keep_polling(self.app, self.hosting)
        self.hosting.take_changes()  # who came before the start: the corner shows them
        self._names()
        super().enter()

    def exit(self) -> None:
        """Leaving the table any way: saved where it stands (at home's), and closed; Continue
        opens it again with the same code."""
        super().exit()
        close_table(self.app, self.hosting)
        set_opponent_names(list(getattr(self.app.settings, "opponent_names", [])))

    def _names(self) -> None:
        set_opponent_names(self.hosting.names[1:])

    @property
    def levels(self) -> list[str]:
        return self.hosting.levels

    # -- the friends coming and going ----------------------------------------------------------
    def update(self, dt: float) -> None:
        for change in self.hosting.take_changes():
            self._told(change)
        super().update(dt)

    def _told(self, change: Change) -> None:
        self._names()
        text = change_text(change, self.hosting)
        self.app.toasts.show(text)
        self.director.log((text, theme.GOLD))

    # -- drawing: who is here, in the corner -------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_who(surface, self)


def draw_who(surface: pygame.Surface, scene: HostTableScene) -> None:
    """A strip under the top bar: the table code and address, then a dot per friend (lit
    while here) with the friend's name, or the dots alone where the names do not fit."""
    lay, fonts, hosting = scene.layout, scene.app.fonts, scene.hosting
    s = lay.s
    head = t("ui.host.corner.code", code=hosting.code, address=hosting.address,
             port=hosting.port)
    friends = [(seat_label(row), HERE if row.here else AWAY)
               for row in hosting.seat_rows() if row.kind == REMOTE]
    x0, y = int(14 * s), lay.top_bar.bottom + int(6 * s)
    gap = max(6, int(12 * s))
    size = max(11, int(14 * s))
    room = free_width(lay, x0, y, fonts(size).get_linesize() + int(6 * s)) - gap
    dot = max(4, size * 2 // 5)
    names = [name for name, _ in friends]
    for shown in (names, [""] * len(friends)):  # with the names, else the dots alone
        width = _strip_width(fonts, size, head, shown, dot, gap)
        if width <= room or not any(shown):
            break
    size = max(9, min(size, size * room // max(1, width)))
    dot = max(4, size * 2 // 5)
    width = _strip_width(fonts, size, head, shown, dot, gap)
    box = pygame.Rect(x0 - int(6 * s), y, width, fonts(size).get_linesize() + int(6 * s))
    theme.panel(surface, box, (0, 0, 0, 120), radius=max(4, int(8 * s)))
    x, cy = box.x + gap // 2, box.centery
    img = fonts.render(head, size, theme.GOLD)
    surface.blit(img, (x, cy - img.get_height() // 2))
    x += img.get_width() + gap
    for name, (_, color) in zip(shown, friends):
        pygame.draw.circle(surface, color, (x + dot, cy), dot)
        x += dot * 2 + 4
        if name:
            img = fonts.render(name, size, theme.WHITE)
            surface.blit(img, (x, cy - img.get_height() // 2))
            x += img.get_width() + gap


def _strip_width(fonts, size: int, head: str, names: list[str], dot: int, gap: int) -> int:
    texts = [fonts.render(n, size, theme.WHITE).get_width() + gap for n in names if n]
    return (fonts.render(head, size, theme.GOLD).get_width() + gap + sum(texts)
            + (dot * 2 + 4) * len(names) + gap)


def free_width(lay, x: int, y: int, h: int) -> int:
    """How far right of ``x`` a strip at ``y`` (``h`` high) runs before an opponent's panel."""
    strip = pygame.Rect(x, y, lay.size[0], h)
    lefts = [seat.panel.x for seat in lay.seats[1:] if seat.panel.colliderect(strip)
             and seat.panel.x > x]
    return min([int(lay.size[0] * 0.5), *lefts]) - x
