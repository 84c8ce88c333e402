"""Drawing the table: the felt, seats, pile, rank order, log, banner and status line."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine.cards import RANK_NAMES
from game.engine.order import NORMAL, REVERSED, rank_marks
from game.i18n import t
from game.ui import theme
from game.ui.a11y import draw_turn_marker
from game.ui.card_images import BACK, card_width
from game.ui.table.log_view import draw_log as draw_wrapped
from game.ui.text import fitted
from game.ui.wording import word
from game.ui.words import level_name, place_text, seat_name, title_name

if TYPE_CHECKING:
    from game.ui.table.needs import TableLook
    from game.ui.table.state import Banner, Effect

TITLE_COLORS = {
    "president": (236, 196, 92), "vice_president": (200, 210, 220), "citizen": (150, 190, 160),
    "vice_scum": (200, 150, 110), "scum": (170, 120, 100),
}


BANNER_COLORS = {"big": theme.GOLD, "revolution": (255, 120, 110), "clear": theme.WHITE,
                 "house": (140, 215, 255)}
# The rank strip's marks: (border, fill) per rule, so each special rank reads apart.
MARK_LOOKS = {
    "eight": ((200, 140, 20), (255, 236, 170)),
    "two": (theme.RED, (255, 236, 170)),
    "three": (theme.RED, (255, 236, 170)),
    "five_skip": ((60, 130, 220), (214, 232, 255)),
    "seven_pass": ((40, 150, 90), (212, 244, 222)),
    "ten_discard": ((150, 80, 200), (236, 220, 250)),
    "jack_back": ((220, 110, 30), (255, 226, 200)),
}
SUIT_MARKS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def cards_left(count: int) -> str:
    return t("ui.table.cards_left_one") if count == 1 else t("ui.table.cards_left", count=count)


def points_text(points: int) -> str:
    return t("ui.table.points_one") if points == 1 else t("ui.table.points", points=points)


def draw_table(surface: pygame.Surface, look: TableLook) -> None:
    lay = look.layout
    surface.blit(theme.felt(lay.size), (0, 0))
    _draw_pile_ring(surface, look)
    draw_top_bar(surface, look)
    for seat in range(1, look.rules.players):
        draw_opponent(surface, look, seat)
    draw_me(surface, look)
    draw_log(surface, look)
    _draw_turn_pointer(surface, look)
    r = look.renderer
    for entry in look.shown.pile:
        for sprite in entry.sprites:
            r.draw(surface, sprite)
    for sprite in look.shown.sweeping:
        r.draw(surface, sprite)
    draw_out_of_play(surface, look)
    for sprite in look.shown.hand:
        r.draw(surface, sprite)
    _mark_received(surface, look)
    for sprite in look.shown.flying:
        r.draw(surface, sprite)
    draw_status(surface, look)
    for button in look.buttons:
        button.draw(surface, look.fonts)
    draw_burst(surface, look)
    draw_banner(surface, look)
    draw_house_effect(surface, look)  # over the banner's veil: it must be seen with it


def _mark_received(surface: pygame.Surface, look: TableLook) -> None:
    """The cards just received in the exchange: a gold edge and a "New" tag, for a moment."""
    received = look.shown.received
    if not received:
        return
    s = look.layout.s
    for sprite in look.shown.hand:
        if sprite.card not in received:
            continue
        rect = look.renderer.hit_rect(sprite)
        pygame.draw.rect(surface, (120, 230, 255), rect.inflate(4, 4), width=max(2, int(3 * s)),
                         border_radius=max(4, rect.h // 16))
        tag = look.fonts.render(t("ui.table.received"), int(12 * s), (10, 30, 40), True)
        box = tag.get_rect(midtop=(rect.centerx, rect.y + int(4 * s))).inflate(int(8 * s), 2)
        pygame.draw.rect(surface, (120, 230, 255), box, border_radius=box.h // 2)
        theme.blit_center(surface, tag, box.center)


def _draw_pile_ring(surface: pygame.Surface, look: TableLook) -> None:
    """A faint oval where the pile goes, so the centre of the table reads as such."""
    lay = look.layout
    w = int(card_width(lay.pile_h) * 3.6)
    h = int(lay.pile_h * 1.45)
    ring = _ring_surface((w, h))
    theme.blit_center(surface, ring, lay.pile_center)


_rings: dict[tuple[int, int], pygame.Surface] = {}


def _ring_surface(size: tuple[int, int]) -> pygame.Surface:
    ring = _rings.get(size)
    if ring is None:
        ring = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.ellipse(ring, (0, 0, 0, 40), ring.get_rect())
        pygame.draw.ellipse(ring, (255, 255, 255, 26), ring.get_rect(), width=2)
        _rings.clear()
        _rings[size] = ring
    return ring


def draw_top_bar(surface: pygame.Surface, look: TableLook) -> None:
    lay = look.layout
    s = lay.s
    fonts = look.fonts
    rules = look.rules
    bar = pygame.Rect(0, 0, lay.size[0], lay.top_bar.h)
    theme.panel(surface, bar, (0, 0, 0, 110), radius=0)
    round_text = t("ui.table.round", number=max(1, look.shown.round_no), total=rules.rounds)
    preset = rules.preset_name
    rules_text = t(f"ui.preset.{preset}") if preset else t("ui.preset.custom")
    surface.blit(fonts.render(round_text, int(17 * s), theme.WHITE, True),
                 (int(14 * s), int(9 * s)))
    x = int(14 * s) + fonts.render(round_text, int(17 * s), theme.WHITE, True).get_width() \
        + int(14 * s)
    room = lay.order_rect.x - fonts.render(t("ui.table.low"), int(12 * s), theme.MUTED
                                           ).get_width() - int(14 * s) - x
    label = fitted(fonts, rules_text, int(14 * s), theme.MUTED, room)  # clear of the strip
    surface.blit(label, (x, int(12 * s)))
    draw_rank_order(surface, look)


def draw_rank_order(surface: pygame.Surface, look: TableLook) -> None:
    """The ranks from weak to strong, the ones that clear marked (the engine says which);
    it turns over when the order in force does."""
    lay = look.layout
    s = lay.s
    fonts = look.fonts
    rect = lay.order_rect
    tile = int(26 * s)
    gap = int(4 * s)
    label = fonts.render(t("ui.table.low"), int(12 * s), theme.MUTED)
    high = fonts.render(t("ui.table.high"), int(12 * s), theme.MUTED)
    ranks = NORMAL.ranks()
    width = len(ranks) * tile + (len(ranks) - 1) * gap
    x0 = rect.centerx - width // 2
    y = rect.y + (rect.h - tile) // 2
    surface.blit(label, (x0 - label.get_width() - int(8 * s), y + (tile - label.get_height())
                         // 2))
    surface.blit(high, (x0 + width + int(8 * s), y + (tile - high.get_height()) // 2))
    flip = look.shown.order_flip
    order = look.shown.order
    marks = rank_marks(look.rules, order)
    for rank in ranks:
        normal_x = x0 + NORMAL.rank_value(rank) * (tile + gap)
        reversed_x = x0 + REVERSED.rank_value(rank) * (tile + gap)
        x = normal_x + (reversed_x - normal_x) * flip
        lift = math.sin(math.pi * flip) * tile * 0.5 * (1 if rank % 2 else -1)
        box = pygame.Rect(round(x), round(y + lift), tile, tile)
        mark = marks.get(rank)
        border, fill = MARK_LOOKS.get(mark or "", (None, (250, 246, 236)))
        pygame.draw.rect(surface, fill, box, border_radius=int(5 * s))
        if border is not None:
            pygame.draw.rect(surface, border, box, width=max(2, int(2 * s)),
                             border_radius=int(5 * s))
        text = fonts.render(RANK_NAMES[rank], int(14 * s), (30, 30, 30), True)
        theme.blit_center(surface, text, box.center)
    tag_x = x0 + width + high.get_width() + int(18 * s)
    if look.shown.jack_back or order.reversed:
        key = "ui.table.jack_back" if look.shown.jack_back else "ui.table.reversed"
        color = MARK_LOOKS["jack_back"][0] if look.shown.jack_back else (255, 140, 130)
        tag = fonts.render(t(key), int(12 * s), color, True)
        surface.blit(tag, (tag_x, y + (tile - tag.get_height()) // 2))
    if look.shown.lock:
        _draw_lock_tag(surface, look, x0 - label.get_width() - int(16 * s), y, tile)


def _draw_lock_tag(surface: pygame.Surface, look: TableLook, right: int, y: int,
                   tile: int) -> None:
    """A padlock and the locked suits, left of the strip, while the pile is locked."""
    s = look.layout.s
    suits = "".join(SUIT_MARKS.get(letter, letter) for letter in look.shown.lock)
    text = look.fonts.render(suits, int(16 * s), theme.WHITE, True)
    lock_w = int(12 * s)
    box = pygame.Rect(0, 0, lock_w + text.get_width() + int(16 * s), tile)
    box.topright = (right, y)
    pygame.draw.rect(surface, (30, 50, 80), box, border_radius=int(6 * s))
    pygame.draw.rect(surface, BANNER_COLORS["house"], box, width=max(1, int(2 * s)),
                     border_radius=int(6 * s))
    _draw_padlock(surface, (box.x + int(5 * s) + lock_w // 2, box.centery), lock_w,
                  BANNER_COLORS["house"])
    x = box.x + int(10 * s) + lock_w
    for letter, symbol in zip(look.shown.lock, suits):
        color = (255, 130, 120) if letter in "DH" else theme.WHITE
        img = look.fonts.render(symbol, int(16 * s), color, True)
        surface.blit(img, (x, box.centery - img.get_height() // 2))
        x += img.get_width()


def _draw_padlock(surface: pygame.Surface, center: tuple[float, float], size: float,
                  color: tuple[int, int, int]) -> None:
    cx, cy = center
    body = pygame.Rect(0, 0, round(size), round(size * 0.75))
    body.midtop = (round(cx), round(cy - size * 0.1))
    shackle = pygame.Rect(0, 0, round(size * 0.7), round(size * 0.9))
    shackle.midbottom = (round(cx), body.top + round(size * 0.3))
    pygame.draw.ellipse(surface, color, shackle, max(1, round(size / 6)))
    pygame.draw.rect(surface, color, body, border_radius=max(1, round(size / 6)))


def _panel_frame(surface: pygame.Surface, look: TableLook, seat: int,
                 rect: pygame.Rect) -> None:
    active = look.shown.turn == seat and not look.match_over_shown
    if active:
        pulse = 0.5 + 0.5 * math.sin(look.clock * 5)
        glow = rect.inflate(int(10 + 6 * pulse), int(10 + 6 * pulse))
        theme.panel(surface, glow, (255, 210, 90, int(70 + 60 * pulse)), radius=16)
    out = seat in look.shown.places
    color = (10, 36, 22, 200) if not out else (10, 30, 20, 150)
    theme.panel(surface, rect, color, radius=12,
                border=theme.GOLD if active else (80, 120, 90, 255))
    if active:
        draw_turn_marker(surface, rect, look.layout.s)


def draw_opponent(surface: pygame.Surface, look: TableLook, seat: int) -> None:
    lay = look.layout
    s = lay.s
    fonts = look.fonts
    rect = lay.seats[seat].panel
    _panel_frame(surface, look, seat, rect)
    pad = int(10 * s)
    name = seat_name(seat)
    surface.blit(fonts.render(name, int(17 * s), theme.WHITE, True), (rect.x + pad,
                                                                     rect.y + int(7 * s)))
    points = fonts.render(points_text(look.shown.totals[seat]), int(14 * s),
                          theme.GOLD, True)
    surface.blit(points, (rect.right - pad - points.get_width(), rect.y + int(9 * s)))
    level = look.levels[seat] if seat < len(look.levels) else "normal"
    titles = look.shown.titles
    badge = fonts.render(title_name(titles[seat]), int(12 * s), theme.BLACK, True).get_width() \
        + int(18 * s) if titles else 0
    info = fitted(fonts, level_name(level), int(12 * s), theme.MUTED,
                  rect.w - 2 * pad - badge)  # clear of the title badge
    surface.blit(info, (rect.x + pad, rect.y + int(30 * s)))
    _draw_title_badge(surface, look, seat, (rect.right - pad, rect.y + int(30 * s)))
    _draw_backs(surface, look, seat, rect)
    _draw_tags(surface, look, seat, rect)


def _badge_width(look: TableLook, seat: int) -> int:
    """The width of ``seat``'s title badge (0 while there are no titles)."""
    titles = look.shown.titles
    if not titles:
        return 0
    s = look.layout.s
    return look.fonts.render(title_name(titles[seat]), int(12 * s), theme.BLACK,
                             True).get_width() + int(10 * s)


def _draw_title_badge(surface: pygame.Surface, look: TableLook, seat: int,
                      top_right: tuple[int, int]) -> None:
    titles = look.shown.titles
    if not titles:
        return
    s = look.layout.s
    title = titles[seat]
    text = look.fonts.render(title_name(title), int(12 * s), (25, 25, 20), True)
    box = text.get_rect(topright=top_right).inflate(int(10 * s), int(4 * s))
    box.topright = top_right
    pygame.draw.rect(surface, TITLE_COLORS.get(title, theme.MUTED), box,
                     border_radius=int(6 * s))
    theme.blit_center(surface, text, box.center)


def _draw_backs(surface: pygame.Surface, look: TableLook, seat: int,
                rect: pygame.Rect) -> None:
    s = look.layout.s
    count = look.shown.counts[seat]
    h = int(look.layout.small_h)
    back = look.cards.get(BACK, h)
    x = rect.x + int(10 * s)
    y = rect.bottom - h - int(7 * s)
    step = max(2, min(int(7 * s), int(110 * s) // max(1, count)))
    for i in range(count):
        surface.blit(back, (x + i * step, y))
    label = look.fonts.render(cards_left(count), int(13 * s), theme.WHITE)
    lx = x + (count - 1) * step + back.get_width() + int(8 * s) if count else x
    surface.blit(label, (lx, y + (h - label.get_height()) // 2))


def _draw_tags(surface: pygame.Surface, look: TableLook, seat: int, rect: pygame.Rect) -> None:
    s = look.layout.s
    fonts = look.fonts
    pop = look.shown.pops.get(seat, 0.0)
    grow = 1.0 + 0.35 * pop
    if seat in look.shown.places:
        place = look.shown.places[seat]
        text = fonts.render(place_text(place), int(15 * s * grow), (40, 30, 5), True)
        box = text.get_rect().inflate(int(16 * s), int(6 * s))
        box.center = (rect.centerx, rect.top)
        pygame.draw.rect(surface, theme.GOLD, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.GOLD_DARK, box, width=2, border_radius=box.h // 2)
        theme.blit_center(surface, text, box.center)
    elif seat in look.shown.skipped:
        text = fonts.render(t("ui.table.skipped"), int(13 * s * grow), (20, 30, 50), True)
        box = text.get_rect().inflate(int(16 * s), int(6 * s))
        box.center = (rect.centerx, rect.top)
        pygame.draw.rect(surface, MARK_LOOKS["five_skip"][1], box, border_radius=box.h // 2)
        pygame.draw.rect(surface, MARK_LOOKS["five_skip"][0], box, width=2,
                         border_radius=box.h // 2)
        theme.blit_center(surface, text, box.center)
    elif look.shown.passed[seat]:
        text = fonts.render(t("ui.table.passed"), int(13 * s * grow), theme.WHITE, True)
        box = text.get_rect().inflate(int(16 * s), int(6 * s))
        box.center = (rect.centerx, rect.top)
        pygame.draw.rect(surface, (70, 80, 76), box, border_radius=box.h // 2)
        pygame.draw.rect(surface, (150, 160, 150), box, width=1, border_radius=box.h // 2)
        theme.blit_center(surface, text, box.center)
    elif look.shown.turn == seat and seat != 0 and look.thinking:
        dots = "•" * (1 + int(look.clock * 3) % 3)
        text = fonts.render(dots, int(16 * s), theme.GOLD, True)
        surface.blit(text, (rect.right - int(40 * s), rect.bottom - int(26 * s)))


def draw_me(surface: pygame.Surface, look: TableLook) -> None:
    lay = look.layout
    s = lay.s
    fonts = look.fonts
    rect = lay.seats[0].panel
    _panel_frame(surface, look, 0, rect)
    pad = int(12 * s)
    gap = int(8 * s)
    points = fonts.render(points_text(look.shown.totals[0]), int(15 * s),
                          theme.GOLD, True)
    line = fonts.render(cards_left(len(look.shown.hand)), int(13 * s), theme.MUTED)
    badge = _badge_width(look, 0)
    # A long title (Vice-President) beside the card count does not fit a narrow panel: then
    # the title goes up beside the name and the points down beside the count.
    up = bool(badge) and pad + line.get_width() + gap + badge > rect.w - pad
    room = rect.w - 2 * pad - (badge + gap if up else points.get_width() + gap)
    name = fitted(fonts, seat_name(0, look.player_name), int(18 * s), theme.WHITE, room,
                  bold=True)
    surface.blit(name, (rect.x + pad, rect.y + int(8 * s)))
    row = (rect.y + int(36 * s)) if up else (rect.y + int(10 * s))
    surface.blit(points, (rect.right - pad - points.get_width(), row))
    _draw_title_badge(surface, look, 0, (rect.right - pad, rect.y + int((10 if up else 34) * s)))
    surface.blit(line, (rect.x + pad, rect.y + int(36 * s)))
    if look.shown.turn == 0 and not look.match_over_shown:
        turn = fonts.render(t("ui.table.your_turn"), int(16 * s), theme.GOLD, True)
        surface.blit(turn, (rect.x + pad, rect.bottom - turn.get_height() - int(10 * s)))
    _draw_tags(surface, look, 0, rect)


def draw_log(surface: pygame.Surface, look: TableLook) -> None:
    """The log, wrapped and scrolled (game.ui.table.log_view)."""
    draw_wrapped(surface, look, look.shown.log_scroll)


def _turn_pointer_at(look: TableLook) -> tuple[float, float, float] | None:
    """Where the turn pointer is (x, y) and the way it points, or None when there is none."""
    seat = look.shown.turn
    if seat is None or look.match_over_shown:
        return None
    lay = look.layout
    cx, cy = lay.pile_center
    tx, ty = lay.seats[seat].center if seat else (lay.hand_rect.centerx, lay.hand_rect.y)
    angle = math.atan2(ty - cy, tx - cx)
    rx = card_width(lay.pile_h) * 1.95
    ry = lay.pile_h * 0.82
    bob = math.sin(look.clock * 4) * 4 * lay.s
    return cx + math.cos(angle) * (rx + bob), cy + math.sin(angle) * (ry + bob), angle


def _draw_turn_pointer(surface: pygame.Surface, look: TableLook) -> None:
    """A gold arrow beside the pile pointing at whoever is to act."""
    pointer = _turn_pointer_at(look)
    if pointer is None:
        return
    px, py, angle = pointer
    size = 20 * look.layout.s
    pts = []
    for da, r in ((0, size), (2.5, size * 0.8), (-2.5, size * 0.8)):
        pts.append((px + math.cos(angle + da) * r, py + math.sin(angle + da) * r))
    pygame.draw.polygon(surface, theme.GOLD, pts)
    pygame.draw.polygon(surface, theme.GOLD_DARK, pts, width=2)


def status_top(look: TableLook) -> int:
    """Where the status line's pill begins (drawn or not)."""
    s = look.layout.s
    return look.layout.status_center[1] - (look.fonts(int(17 * s)).get_height()
                                           + int(10 * s)) // 2


def draw_status(surface: pygame.Surface, look: TableLook) -> None:
    text, color = look.status()
    if not text:
        return
    s = look.layout.s
    img = look.fonts.render(text, int(17 * s), color, True)
    box = img.get_rect(center=look.layout.status_center).inflate(int(24 * s), int(10 * s))
    theme.panel(surface, box, (0, 0, 0, 140), radius=box.h // 2)
    theme.blit_center(surface, img, box.center)


def draw_burst(surface: pygame.Surface, look: TableLook) -> None:
    """Eight stop's own effect: gold rays and a ring bursting out of the pile."""
    age = look.shown.burst
    if age < 0:
        return
    lay = look.layout
    k = min(1.0, age / 0.9)
    cx, cy = lay.pile_center
    reach = lay.pile_h * (0.6 + 1.8 * (1 - (1 - k) ** 3))
    alpha = int(230 * (1 - k))
    width = max(2, int(5 * lay.s))
    box = (int(reach * 2) + width * 2, int(reach * 1.6) + width * 2)
    layer = pygame.Surface(box, pygame.SRCALPHA)  # only as big as the burst: cheap to blend
    ox, oy = box[0] / 2, box[1] / 2
    for i in range(16):
        a = math.tau * i / 16 + k * 0.6
        inner = reach * 0.45
        start = (ox + math.cos(a) * inner, oy + math.sin(a) * inner * 0.8)
        end = (ox + math.cos(a) * reach, oy + math.sin(a) * reach * 0.8)
        pygame.draw.line(layer, (255, 214, 90, alpha), start, end, width)
    ring = pygame.Rect(0, 0, reach * 2, reach * 1.6)
    ring.center = (round(ox), round(oy))
    pygame.draw.ellipse(layer, (255, 236, 160, alpha), ring, max(2, int(4 * lay.s)))
    surface.blit(layer, (round(cx - ox), round(cy - oy)))


def draw_banner(surface: pygame.Surface, look: TableLook) -> None:
    banner = look.shown.banner
    if banner is None:
        return
    lay = look.layout
    s = lay.s
    fonts = look.fonts
    k = banner.age / max(banner.duration, 1e-6)
    alpha = 255 if k < 0.75 else int(255 * max(0.0, 1 - (k - 0.75) / 0.25))
    pop = min(1.0, banner.age / 0.18)
    scale = 0.6 + 0.4 * (1 + 2.7 * (pop - 1) ** 3 + 1.7 * (pop - 1) ** 2)
    cx, cy = lay.pile_center
    player = look.player_name
    if banner.caption:
        _draw_caption(surface, look, banner, alpha)
        return
    if banner.kind == "quiet":
        img = fonts.render(word(banner.text, player), int(20 * s), theme.MUTED, True)
        img = img.copy()
        img.set_alpha(alpha)
        theme.blit_center(surface, img, (cx, cy + lay.pile_h * 0.72))
        return
    size = int((54 if banner.kind in ("big", "revolution") else 40) * s)
    color = BANNER_COLORS.get(banner.kind, theme.WHITE)
    strip = pygame.Rect(0, 0, lay.size[0], int(size * (2.1 if banner.sub else 1.5)))
    strip.center = (cx, cy)
    veil = pygame.Surface(strip.size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, int(150 * alpha / 255)))
    surface.blit(veil, strip)
    line = (*color, 255)
    pygame.draw.line(surface, line, strip.topleft, strip.topright, 2)
    pygame.draw.line(surface, line, strip.bottomleft, strip.bottomright, 2)
    text = fonts.render(word(banner.text, player), size, color, True)
    if scale != 1:
        text = pygame.transform.smoothscale_by(text, max(0.1, scale))
    text = text.copy()
    text.set_alpha(alpha)
    ty = cy - (size * 0.35 if banner.sub else 0)
    theme.blit_center(surface, text, (cx, ty))
    if banner.sub:
        sub = fonts.render(word(banner.sub, player), int(18 * s), theme.WHITE).copy()
        sub.set_alpha(alpha)
        theme.blit_center(surface, sub, (cx, ty + size * 0.85))


def _draw_caption(surface: pygame.Surface, look: TableLook, banner: Banner,
                  alpha: int) -> None:
    """A banner with animations off: a small pill just above the pile (below it when the turn
    pointer is up there), hiding no cards."""
    lay = look.layout
    cx, cy = lay.pile_center
    if not banner.place:  # chosen once, so the caption does not jump when the turn moves on
        pointer = _turn_pointer_at(look)
        banner.place = "below" if pointer is not None and pointer[1] < cy - lay.pile_h * 0.4 \
            else "above"
    s = lay.s
    color = BANNER_COLORS.get(banner.kind, theme.WHITE)
    img = look.fonts.render(word(banner.text, look.player_name), int(20 * s),
                                 color, True)
    box = img.get_rect().inflate(int(22 * s), int(8 * s))
    if banner.place == "above":  # over the highest a trick stacks: half a card + 5 steps of 6 %
        box.midbottom = (cx, round(cy - lay.pile_h * 0.8 - 4 * s))
    else:  # plays stack upwards: below the newest card is free
        box.midtop = (cx, round(cy + lay.pile_h * 0.5 + 4 * s))
        if box.bottom > status_top(look) - 2 * s:  # large text: it would cover the status
            widest = max([len(entry.sprites) for entry in look.shown.pile] or [1])
            left = cx - card_width(lay.pile_h) * (0.5 + 0.55 * (widest - 1) / 2)
            box.midright = (round(left - 12 * s), cy)  # beside the pile, left of its cards
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (0, 0, 0, 170), pill.get_rect(), border_radius=box.h // 2)
    pygame.draw.rect(pill, (*color, 255), pill.get_rect(), width=max(1, int(2 * s)),
                     border_radius=box.h // 2)
    theme.blit_center(pill, img, (box.w / 2, box.h / 2))
    pill.set_alpha(alpha)
    surface.blit(pill, box)


def draw_out_of_play(surface: pygame.Surface, look: TableLook) -> None:
    """The discard spot: 10 discards and a fallen President's hand, face up, labelled."""
    out = look.shown.out
    if not out:
        return
    lay = look.layout
    s = lay.s
    for sprite in out:
        look.renderer.draw(surface, sprite)
    label = look.fonts.render(t("ui.table.out_of_play"), int(12 * s), theme.MUTED, True)
    x, y = lay.out_spot
    theme.blit_center(surface, label, (x, round(y + lay.out_h * 0.5 + label.get_height())))


def draw_house_effect(surface: pygame.Surface, look: TableLook) -> None:
    """A house rule's own effect: each rule moves differently, so each reads at a glance."""
    effect = look.shown.effect
    if effect is None:
        return
    k = min(1.0, effect.age / max(effect.duration, 1e-6))
    draw = _EFFECTS.get(effect.kind)
    if draw is not None:
        draw(surface, look, effect, k)


def _layer(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)


def _seat_point(look: TableLook, seat: int) -> tuple[float, float]:
    lay = look.layout
    return lay.seats[seat].center if seat else (lay.hand_rect.centerx, lay.hand_rect.y)


def _jack_back_effect(surface: pygame.Surface, look: TableLook, effect: Effect, k: float) -> None:
    """Two arrows chasing each other round the pile: the order turns about."""
    lay = look.layout
    cx, cy = lay.pile_center
    rx, ry = card_width(lay.pile_h) * 2.1, lay.pile_h * 0.78
    alpha = int(230 * (1 - k))
    color = (*MARK_LOOKS["jack_back"][0], alpha)
    layer = _layer((int(rx * 2 + 40), int(ry * 2 + 40)))
    ox, oy = layer.get_width() / 2, layer.get_height() / 2
    width = max(3, int(6 * lay.s))
    for half in (0.0, math.pi):
        start = half + k * math.pi * 1.5
        pts = [(ox + math.cos(start + i * 0.1) * rx, oy + math.sin(start + i * 0.1) * ry)
               for i in range(14)]
        pygame.draw.lines(layer, color, False, pts, width)
        tip_a = start + 13 * 0.1
        tip = (ox + math.cos(tip_a) * rx, oy + math.sin(tip_a) * ry)
        dx, dy = -math.sin(tip_a) * rx, math.cos(tip_a) * ry
        norm = math.hypot(dx, dy) or 1.0
        dx, dy = dx / norm * width * 3, dy / norm * width * 3
        pygame.draw.polygon(layer, color, [(tip[0] + dx, tip[1] + dy),
                                           (tip[0] - dy * 0.6, tip[1] + dx * 0.6),
                                           (tip[0] + dy * 0.6, tip[1] - dx * 0.6)])
    surface.blit(layer, (round(cx - ox), round(cy - oy)))


def _lock_effect(surface: pygame.Surface, look: TableLook, effect: Effect, k: float) -> None:
    """A padlock drops onto the pile and snaps shut."""
    lay = look.layout
    cx, cy = lay.pile_center
    drop = (1 - min(1.0, k * 2.5)) ** 2
    size = lay.pile_h * 0.42
    alpha = int(255 * (1 - max(0.0, k - 0.6) / 0.4))
    layer = _layer((int(size * 2), int(size * 2)))
    _draw_padlock(layer, (size, size), size, BANNER_COLORS["house"])
    layer.set_alpha(alpha)
    # It lands above the banner's strip, not over its words.
    theme.blit_center(surface, layer, (cx, cy - lay.pile_h * (0.82 + 0.9 * drop)))


def _skip_effect(surface: pygame.Surface, look: TableLook, effect: Effect, k: float) -> None:
    """Chevrons race from the pile past the skipped seat."""
    lay = look.layout
    cx, cy = lay.pile_center
    tx, ty = _seat_point(look, effect.target if effect.target is not None else effect.seat)
    angle = math.atan2(ty - cy, tx - cx)
    color = (*MARK_LOOKS["five_skip"][0], int(240 * (1 - k)))
    size = 16 * lay.s
    layer = _layer(lay.size)
    for i in range(3):
        f = min(1.0, max(0.0, k * 1.4 - i * 0.12))
        px, py = cx + (tx - cx) * f, cy + (ty - cy) * f
        pts = []
        for da, r in ((0, size), (2.4, size), (0, size * 0.3), (-2.4, size)):
            pts.append((px + math.cos(angle + da) * r, py + math.sin(angle + da) * r))
        pygame.draw.polygon(layer, color, pts)
    surface.blit(layer, (0, 0))


def _pass_effect(surface: pygame.Surface, look: TableLook, effect: Effect, k: float) -> None:
    """A green arc from the giver to the receiver, drawn as the cards travel it."""
    if effect.target is None:
        return
    lay = look.layout
    (ax, ay), (bx, by) = _seat_point(look, effect.seat), _seat_point(look, effect.target)
    mx, my = (ax + bx) / 2, (ay + by) / 2 - lay.pile_h * 0.6
    color = (*MARK_LOOKS["seven_pass"][0], int(220 * (1 - k * 0.8)))
    pts = []
    for i in range(int(24 * min(1.0, k * 1.6)) + 1):
        u = i / 24
        pts.append(((1 - u) ** 2 * ax + 2 * (1 - u) * u * mx + u * u * bx,
                    (1 - u) ** 2 * ay + 2 * (1 - u) * u * my + u * u * by))
    if len(pts) > 1:
        layer = _layer(lay.size)
        pygame.draw.lines(layer, color, False, pts, max(3, int(5 * lay.s)))
        surface.blit(layer, (0, 0))


def _discard_effect(surface: pygame.Surface, look: TableLook, effect: Effect, k: float) -> None:
    """Sparks rise from the discard spot: cards leave the round there."""
    lay = look.layout
    x, y = lay.out_spot
    color = MARK_LOOKS["ten_discard"][0]
    layer = _layer((int(lay.out_h * 3), int(lay.out_h * 3)))
    ox, oy = layer.get_width() / 2, layer.get_height() / 2
    for i in range(12):
        a = math.tau * i / 12
        r = lay.out_h * (0.3 + 1.1 * k)
        pygame.draw.circle(layer, (*color, int(230 * (1 - k))),
                           (ox + math.cos(a) * r, oy + math.sin(a) * r * 0.7),
                           max(2, int(5 * lay.s * (1 - k * 0.5))))
    surface.blit(layer, (round(x - ox), round(y - oy)))


def _spade_effect(surface: pygame.Surface, look: TableLook, effect: Effect, k: float) -> None:
    """A ring of ♠ bursts out of the pile, past the banner, and fades."""
    lay = look.layout
    cx, cy = lay.pile_center
    img = look.fonts.render("♠", max(8, int(lay.pile_h * (0.22 + 0.12 * k))), (235, 240, 255),
                            True).copy()
    img.set_alpha(int(240 * (1 - k * k)))
    reach = lay.pile_h * (0.5 + 1.6 * (1 - (1 - k) ** 2))
    for i in range(10):
        a = math.tau * i / 10 + k * 0.5
        theme.blit_center(surface, img, (cx + math.cos(a) * reach * 1.5,
                                         cy + math.sin(a) * reach * 0.75))


def _fall_effect(surface: pygame.Surface, look: TableLook, effect: Effect, k: float) -> None:
    """A crown tumbles off the fallen President's seat."""
    lay = look.layout
    x, y = _seat_point(look, effect.seat)
    size = 26 * lay.s
    y += lay.pile_h * 0.9 * k * k - size
    tilt = k * 1.2
    alpha = int(255 * (1 - max(0.0, k - 0.5) / 0.5))
    base = [(-1, 0.5), (-1, -0.4), (-0.5, 0.1), (0, -0.6), (0.5, 0.1), (1, -0.4), (1, 0.5)]
    pts = [(x + (px * math.cos(tilt) - py * math.sin(tilt)) * size,
            y + (px * math.sin(tilt) + py * math.cos(tilt)) * size) for px, py in base]
    layer = _layer(lay.size)
    pygame.draw.polygon(layer, (*theme.GOLD, alpha), pts)
    pygame.draw.polygon(layer, (*theme.GOLD_DARK, alpha), pts, max(1, int(2 * lay.s)))
    surface.blit(layer, (0, 0))


_EFFECTS = {"jack_back": _jack_back_effect, "lock": _lock_effect, "skip": _skip_effect,
            "seven_pass": _pass_effect, "ten_discard": _discard_effect,
            "spade_three": _spade_effect, "capital_fall": _fall_effect}
