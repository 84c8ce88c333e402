"""A scrolled view: wheel, keys, dragging the content or the bar, and keeping a row in view."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme

KEY_STEP = 48  # pixels per arrow key at scale 1


class ScrollView:
    """The scroll position of content ``content_h`` tall seen through ``viewport``."""

    def __init__(self, drag_content: bool = False) -> None:
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.scroll = 0
        self.s = 1.0
        self.drag_content = drag_content
        self._drag: tuple[str, int, int] | None = None  # what, start y, start scroll
        self.pointer: tuple[int, int] | None = None  # the mouse, as last seen

    # -- geometry -------------------------------------------------------------------------------
    def set_size(self, viewport: pygame.Rect, content_h: int, s: float = 1.0) -> None:
        self.viewport = pygame.Rect(viewport)
        self.content_h = content_h
        self.s = s
        self.scroll_to(self.scroll)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.viewport.h)

    @property
    def scrollable(self) -> bool:
        return self.max_scroll > 0

    def scroll_to(self, y: float) -> None:
        self.scroll = int(max(0, min(self.max_scroll, round(y))))

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll + dy)

    def ensure_visible(self, top: int, bottom: int, margin: int = 8) -> None:
        """Scroll the least needed so content rows ``top``..``bottom`` are in view."""
        if top - margin < self.scroll:
            self.scroll_to(top - margin)
        elif bottom + margin > self.scroll + self.viewport.h:
            self.scroll_to(bottom + margin - self.viewport.h)

    def bar(self) -> pygame.Rect:
        """The scrollbar's track along the viewport's right edge."""
        w = max(8, round(10 * self.s))
        v = self.viewport
        return pygame.Rect(v.right - w, v.y + 2, w, v.h - 4)

    def thumb(self) -> pygame.Rect:
        track = self.bar()
        if not self.scrollable:
            return track
        h = max(round(28 * self.s), track.h * self.viewport.h // max(1, self.content_h))
        y = track.y + (track.h - h) * self.scroll // self.max_scroll
        return pygame.Rect(track.x, y, track.w, h)

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel over the view, keys, and drags; True when the event scrolled (or may)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL:
            if self.pointer is None or self.viewport.collidepoint(self.pointer):
                self.scroll_by(-event.y * KEY_STEP * 1.5 * self.s)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            what, y0, s0 = self._drag
            dy = event.pos[1] - y0
            if what == "thumb":
                track = self.bar()
                span = max(1, track.h - self.thumb().h)
                self.scroll_to(s0 + dy * self.max_scroll / span)
            else:
                self.scroll_to(s0 - dy)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        return False

    def _key(self, key: int) -> bool:
        page = self.viewport.h * 0.9
        moves = {
            pygame.K_UP: -KEY_STEP * self.s, pygame.K_DOWN: KEY_STEP * self.s,
            pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_SPACE: page,
        }
        if key in moves:
            self.scroll_by(moves[key])
        elif key in (pygame.K_HOME, pygame.K_END):
            self.scroll_to(0 if key == pygame.K_HOME else self.max_scroll)
        else:
            return False
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        if self.scrollable and self.bar().inflate(6, 0).collidepoint(pos):
            thumb = self.thumb()
            if thumb.collidepoint(pos):
                self._drag = ("thumb", pos[1], self.scroll)
            else:  # a click on the track jumps a page towards it
                self.scroll_by(self.viewport.h * 0.9 * (1 if pos[1] > thumb.centery else -1))
            return True
        if self.drag_content and self.viewport.collidepoint(pos):
            self._drag = ("content", pos[1], self.scroll)
            return True
        return False

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    # -- drawing --------------------------------------------------------------------------------
    def draw_bar(self, surface: pygame.Surface) -> None:
        if not self.scrollable:
            return
        track = self.bar()
        pygame.draw.rect(surface, (10, 36, 22), track, border_radius=track.w // 2)
        hot = self._drag is not None and self._drag[0] == "thumb"
        hover = self.thumb().collidepoint(pygame.mouse.get_pos())
        color = theme.HIGHLIGHT if hot or hover else theme.GOLD_DARK
        pygame.draw.rect(surface, color, self.thumb(), border_radius=track.w // 2)

    def draw_fades(self, surface: pygame.Surface, color: tuple[int, int, int]) -> None:
        """A soft edge where content runs on above or below the view, so more is clearly there."""
        view = self.viewport
        h = max(6, round(14 * self.s))
        if self.scroll > 0:
            surface.blit(_fade((view.w, h), True, color), view.topleft)
        if self.scroll < self.max_scroll:
            surface.blit(_fade((view.w, h), False, color), (view.x, view.bottom - h))


@lru_cache(maxsize=16)
def _fade(size: tuple[int, int], top: bool, color: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(size[1]):
        k = (size[1] - y) / size[1] if top else (y + 1) / size[1]
        pygame.draw.line(surf, (*color, round(230 * k)), (0, y), (size[0], y))
    return surf
