"""Where everything sits on the table, for 3 to 6 players at any window size.

Pure arithmetic on the window size: the scene asks again after every resize. Seat 0 (the
player) is at the bottom; the opponents sit around an arc from the left, over the top, to the
right, in turn order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui.card_images import card_width
from game.ui.theme import scale_for


@dataclass
class Seat:
    center: tuple[int, int]  # where an opponent's cards fly from and to
    panel: pygame.Rect


@dataclass
class TableLayout:
    size: tuple[int, int]
    players: int
    s: float = 1.0
    hand_h: int = 150
    pile_h: int = 130
    small_h: int = 40
    pile_center: tuple[int, int] = (0, 0)
    seats: list[Seat] = field(default_factory=list)
    hand_rect: pygame.Rect = field(default_factory=pygame.Rect)
    top_bar: pygame.Rect = field(default_factory=pygame.Rect)
    order_rect: pygame.Rect = field(default_factory=pygame.Rect)
    log_rect: pygame.Rect = field(default_factory=pygame.Rect)
    status_center: tuple[int, int] = (0, 0)
    play_button: pygame.Rect = field(default_factory=pygame.Rect)
    pass_button: pygame.Rect = field(default_factory=pygame.Rect)
    hint_button: pygame.Rect = field(default_factory=pygame.Rect)
    menu_button: pygame.Rect = field(default_factory=pygame.Rect)
    discard: tuple[int, int] = (0, 0)  # where a cleared pile is swept to
    out_spot: tuple[int, int] = (0, 0)  # where discarded and fallen cards lie, face up
    out_h: int = 60


def opponent_angles(players: int) -> list[float]:
    """Angles (degrees, 180 = left, 90 = top, 0 = right) of seats 1..players-1."""
    n = players - 1
    return [200 - 220 * (k - 0.5) / n for k in range(1, n + 1)]


MIN_S = 0.75  # the smallest unit at which the table's 12 px text fits its panels


def table_layout(size: tuple[int, int], players: int, scale: float = 1.0) -> TableLayout:
    """The table at ``scale`` (the player's text and card size), never so small that text
    outgrows its panel, and grown only as far as the window holds without anything
    overlapping or leaving the screen."""
    base = scale_for(size)
    k = max(base * scale, MIN_S) / base
    least = min(scale, 1.0)  # what always fits (the table as designed, or smaller)
    while k > least + 1e-9:
        lay = _layout(size, players, k)
        if holds(lay):
            return lay
        k = max(least, round(k - 0.05, 2))
    return _layout(size, players, least)


def holds(lay: TableLayout) -> bool:
    """Everything on the screen and nothing over anything else, a full hand included."""
    screen = pygame.Rect((0, 0), lay.size)
    boxes = [seat.panel for seat in lay.seats] + [lay.log_rect, lay.play_button,
                                                   lay.pass_button, lay.hint_button]
    pile = pygame.Rect(0, 0, lay.pile_h * 2.2, lay.pile_h)
    pile.center = lay.pile_center
    boxes += [pile, lay.top_bar]
    for i, a in enumerate(boxes):
        if not screen.contains(a) or any(a.colliderect(b) for b in boxes[i + 1:]):
            return False
    slots = hand_slots(18, lay)
    return (slots[0][0] > lay.seats[0].panel.right and slots[-1][0] < lay.play_button.x
            and all(y + lay.hand_h / 2 <= lay.size[1] for _, y, _ in slots)
            and lay.log_rect.h > 0
            # the rank strip leaves room for the round's name on its left
            and lay.order_rect.x >= lay.size[0] * 0.3
            and lay.order_rect.right < lay.menu_button.x)


def _layout(size: tuple[int, int], players: int, k: float) -> TableLayout:
    w, h = size
    s = scale_for(size) * k
    lay = TableLayout(size=size, players=players, s=s)
    lay.hand_h = int(min(h * 0.21, w * 0.118) * k)
    lay.pile_h = int(lay.hand_h * 0.86)
    lay.small_h = max(16, int(34 * s))
    lay.top_bar = pygame.Rect(0, 0, w, int(40 * s))
    lay.pile_center = (w // 2, int(h * 0.45))
    lay.discard = (int(w * 0.5), int(-lay.pile_h))
    lay.out_h = int(lay.pile_h * 0.55)
    lay.out_spot = (int(w / 2 + card_width(lay.pile_h) * 2.75), int(h * 0.45 + lay.pile_h * 0.1))
    panel_w, panel_h = int(206 * s), int(92 * s)
    # Seat 0's panel: bottom-left corner.
    me = pygame.Rect(int(12 * s), h - panel_h - int(12 * s), panel_w + int(24 * s), panel_h)
    lay.seats.append(Seat(me.center, me))
    cx, cy = w / 2, h * 0.45
    rx, ry = w * 0.40, h * 0.32
    for angle in opponent_angles(players):
        a = math.radians(angle)
        x, y = cx + rx * math.cos(a), cy - ry * math.sin(a)
        panel = pygame.Rect(0, 0, panel_w, panel_h)
        panel.center = (round(x), round(y))
        panel.clamp_ip(pygame.Rect(int(8 * s), lay.top_bar.bottom + int(6 * s),
                                   w - int(16 * s), h))
        lay.seats.append(Seat(panel.center, panel))
    button_w = int(150 * s)
    right = w - int(16 * s)
    lay.hint_button = pygame.Rect(right - button_w, h - int(12 * s) - int(36 * s), button_w,
                                  int(36 * s))
    lay.pass_button = pygame.Rect(right - button_w, lay.hint_button.y - int(46 * s), button_w,
                                  int(40 * s))
    lay.play_button = pygame.Rect(right - button_w, lay.pass_button.y - int(58 * s), button_w,
                                  int(50 * s))
    lay.menu_button = pygame.Rect(w - int(118 * s), int(6 * s), int(110 * s), int(28 * s))
    hand_left = me.right + int(16 * s)
    hand_right = lay.play_button.x - int(16 * s)
    lay.hand_rect = pygame.Rect(hand_left, h - lay.hand_h - int(40 * s), hand_right - hand_left,
                                lay.hand_h + int(28 * s))
    selected_top = lay.hand_rect.bottom - 16 * s - lay.hand_h * 1.2
    lay.status_center = (lay.hand_rect.centerx, int(selected_top - 22 * s))
    log_top = max(int(h * 0.53), _left_seats_bottom(lay) + int(10 * s))
    lay.log_rect = pygame.Rect(int(12 * s), log_top, me.w, me.y - log_top - int(10 * s))
    order_w = int(13 * 30 * s + 16 * s)
    lay.order_rect = pygame.Rect(0, int(4 * s), order_w, int(32 * s))
    lay.order_rect.centerx = w // 2
    return lay


def _left_seats_bottom(lay: TableLayout) -> int:
    lows = [seat.panel.bottom for seat in lay.seats[1:] if seat.panel.x < lay.size[0] * 0.2]
    return max(lows, default=0)


def hand_slots(count: int, lay: TableLayout) -> list[tuple[float, float, float]]:
    """(x, y, angle) of each card of a fanned hand of ``count`` cards, left to right."""
    if count <= 0:
        return []
    cw = card_width(lay.hand_h)
    area = lay.hand_rect
    step = min(cw * 0.62, (area.w - cw) / max(1, count - 1))
    total = cw + step * (count - 1)
    x0 = area.centerx - total / 2 + cw / 2
    base_y = area.bottom - lay.hand_h / 2 - 16 * lay.s
    spread = min(1.6, 18 / max(1, count))  # degrees between neighbours
    slots = []
    for i in range(count):
        off = i - (count - 1) / 2
        angle = -off * spread
        y = base_y + (off * step / max(total, 1)) ** 2 * lay.hand_h * 0.25
        slots.append((x0 + i * step, y, angle))
    return slots


def pile_slots(count: int, lay: TableLayout) -> list[tuple[float, float]]:
    """Centres of the cards of one play on the pile, side by side and overlapping."""
    cw = card_width(lay.pile_h)
    step = cw * 0.55
    x0 = lay.pile_center[0] - step * (count - 1) / 2
    return [(x0 + i * step, lay.pile_center[1]) for i in range(count)]


def out_slot(index: int, lay: TableLayout) -> tuple[float, float]:
    """Where the ``index``-th card out of play lies: a loose stack at the discard spot, the
    later ones a little further along, so a long round's discards stay a tidy heap."""
    step = card_width(lay.out_h) * 0.3
    k = index % 6
    row = (index // 6) % 3
    return (lay.out_spot[0] + (k - 2.5) * step + row * step * 0.4,
            lay.out_spot[1] + row * lay.out_h * 0.12)
