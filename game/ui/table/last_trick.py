"""Last trick: while the pile is held down (a click on it, or the L key), the trick before
this one is shown over the table, each play with who made it; letting go hides it.

What it shows comes from the engine's events that are already on screen, so it never tells
more than the table has shown.
"""

from __future__ import annotations

import math

import pygame

from game.engine import events as ev
from game.engine.plays import Play
from game.i18n import t
from game.ui import theme
from game.ui.card_images import card_width
from game.ui.table.needs import TableLook
from game.ui.words import seat_name

KEY = pygame.K_l
BOUNDARIES = (ev.Cleared, ev.RoundStarted, ev.Dealt)


def previous_trick(events: list[object]) -> list[tuple[int, Play]]:
    """The plays of the last trick that ended in the current round, in order (none yet: [])."""
    end = None
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, (ev.RoundStarted, ev.Dealt)):
            return []
        if isinstance(e, ev.Cleared):
            end = i
            break
    if end is None:
        return []
    plays: list[tuple[int, Play]] = []
    for e in reversed(events[:end]):
        if isinstance(e, BOUNDARIES):
            break
        if isinstance(e, ev.Played):
            plays.append((e.seat, e.play))
    return list(reversed(plays))


class LastTrick:
    """Whether the last trick is held up, and the input that holds it."""

    def __init__(self) -> None:
        self.held = False

    def handle_event(self, event: pygame.event.Event, pile: pygame.Rect) -> bool:
        """True when the event held or let go of the last trick."""
        if event.type == pygame.KEYDOWN and event.key == KEY:
            self.held = True
            return True
        if event.type == pygame.KEYUP and event.key == KEY and self.held:
            self.held = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and pile.collidepoint(event.pos):
            self.held = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.held = False
            return True
        return False


def pile_rect(look: TableLook) -> pygame.Rect:
    lay = look.layout
    w = int(card_width(lay.pile_h) * 2.2)
    rect = pygame.Rect(0, 0, w, int(lay.pile_h * 1.2))
    rect.center = lay.pile_center
    return rect


def draw_last_trick(surface: pygame.Surface, look: TableLook,
                    plays: list[tuple[int, Play]]) -> None:
    """The plays in a row on a panel over the pile, oldest on the left."""
    lay = look.layout
    s = lay.s
    h = int(lay.pile_h * 0.7)
    cw = card_width(h)
    size = max(12, int(15 * s))
    per_play = [max(cw + int(cw * 0.3) * (p.size - 1), 10) for _, p in plays] or [cw * 3]
    gap = int(16 * s)
    inner = sum(per_play) + gap * (len(per_play) - 1)
    width = min(lay.size[0] - 20, max(inner + 2 * gap, int(260 * s)))
    box = pygame.Rect(0, 0, width, h + size * 3 + int(30 * s))
    box.center = lay.pile_center
    box.clamp_ip(pygame.Rect((0, 0), lay.size))
    theme.panel(surface, box, (6, 24, 14, 240), radius=12, border=theme.GOLD)
    title = look.fonts.render(t("ui.last_trick.title"), size, theme.GOLD, True)
    surface.blit(title, (box.x + gap, box.y + int(8 * s)))
    top = box.y + int(14 * s) + title.get_height()
    if not plays:
        text = look.fonts.render(t("ui.last_trick.none"), size, theme.WHITE)
        theme.blit_center(surface, text, (box.centerx, top + h // 2))
        return
    k = min(1.0, (box.w - 2 * gap) / max(1, inner))  # a long trick is squeezed to fit
    x = float(box.x + gap)
    for (seat, play), span in zip(plays, per_play):
        for i, card in enumerate(play.cards):
            img = look.cards.get(card, h)
            surface.blit(img, (int(x + i * cw * 0.3 * k), top))
        name = look.fonts.render(seat_name(seat, look.player_name), size, theme.WHITE)
        surface.blit(name, (int(x), top + h + int(4 * s)))
        x += math.floor(span * k) + gap * k
