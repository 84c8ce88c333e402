"""Draw the game icon: a fan of three eights on a green felt rounded square.

The signature house rule is "Eight stop" (any 8 clears the pile), so the front card is the
eight of hearts. The cards come from ``assets/cards/large2/`` (run render_cards.py first).

Writes ``build/icons/president.png`` (256x256), ``build/icons/president.ico`` (16-256 px)
and ``build/icons/president.icns`` when Pillow is installed (a build-time tool only, never a
runtime dependency of the game), plus the 64x64 window icon ``assets/icon.png``.

Usage::

    python build/make_icon.py
"""

from __future__ import annotations

import io
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "assets" / "cards" / "large2"
ICONS = Path(__file__).resolve().parent / "icons"
FONT = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"
SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
SMALL = 32  # sizes up to this use the simplified design
SS = 4  # supersampling factor for the felt's anti-aliased edges


def felt(size: int) -> pygame.Surface:
    """A green felt rounded square with a soft top-left light and a thin rim."""
    big = size * SS
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    cx, cy = big * 0.4, big * 0.3
    reach = big * 1.05
    for y in range(big):  # radial light, drawn in horizontal strips for speed
        for x0 in range(0, big, 8):
            d = math.hypot(x0 + 4 - cx, y - cy) / reach
            k = max(0.0, 1.0 - d)
            colour = (int(18 + 40 * k), int(92 + 70 * k), int(50 + 40 * k), 255)
            surf.fill(colour, (x0, y, 8, 1))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    margin = int(big * 0.03)
    radius = int(big * 0.2)
    inner = pygame.Rect(margin, margin, big - 2 * margin, big - 2 * margin)
    pygame.draw.rect(mask, (255, 255, 255, 255), inner, border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(surf, (10, 60, 30, 255), inner, width=SS * 3, border_radius=radius)
    pygame.draw.rect(surf, (120, 200, 140, 90), inner.inflate(-SS * 6, -SS * 6), width=SS,
                     border_radius=radius - SS * 3)
    return pygame.transform.smoothscale(surf, (size, size))


def card_shadow(card: pygame.Surface) -> pygame.Surface:
    """A blurred, translucent black silhouette of a card."""
    w, h = card.get_size()
    pad = 12
    shadow = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 120), (pad, pad, w, h), border_radius=int(w * 0.07))
    return pygame.transform.gaussian_blur(shadow, 5)


def draw_icon(size: int = SIZE) -> pygame.Surface:
    """Compose the icon at ``size`` pixels."""
    icon = felt(size)
    scale = size / SIZE
    card_h = 150 * scale
    pivot = pygame.Vector2(size * 0.5, size * 0.92)  # the fan opens around this point
    fan = [("8S", -20.0), ("8D", 20.0), ("8H", 0.0)]  # drawn back to front
    for name, angle in fan:
        card = pygame.image.load(str(CARDS / f"{name}.png")).convert_alpha()
        zoom = card_h / card.get_height()
        centre = pivot + pygame.Vector2(0, -size * 0.43).rotate(angle)
        for surf, offset in ((card_shadow(card), (3 * scale, 5 * scale)), (card, (0, 0))):
            rotated = pygame.transform.rotozoom(surf, -angle, zoom)
            rect = rotated.get_rect(center=(centre.x + offset[0], centre.y + offset[1]))
            icon.blit(rotated, rect)
    return icon


def draw_small_icon(size: int) -> pygame.Surface:
    """A simplified icon for tiny sizes (<= 32 px): one card with a big red 8 on felt."""
    big = size * 8
    icon = felt(big)
    card = pygame.Rect(0, 0, int(big * 0.6), int(big * 0.8))
    card.center = (big // 2, big // 2)
    pygame.draw.rect(icon, (0, 0, 0, 110), card.move(big // 40, big // 25),
                     border_radius=big // 14)
    pygame.draw.rect(icon, (255, 255, 255), card, border_radius=big // 14)
    pygame.draw.rect(icon, (90, 90, 90), card, width=max(1, big // 90), border_radius=big // 14)
    font = pygame.font.Font(str(FONT), int(card.height * 0.95))
    eight = font.render("8", True, (214, 0, 0))
    icon.blit(eight, eight.get_rect(center=(card.centerx, card.centery + big // 60)))
    return shrink(icon, size)


def shrink(surf: pygame.Surface, size: int) -> pygame.Surface:
    """Downscale by repeated halving (sharper than one big smoothscale step)."""
    while surf.get_width() >= size * 2:
        surf = pygame.transform.smoothscale(surf, (surf.get_width() // 2,) * 2)
    return pygame.transform.smoothscale(surf, (size, size))


def save_with_pillow(icon: pygame.Surface) -> None:
    """Write the .ico and .icns files with Pillow, if it is installed."""
    try:
        from PIL import Image
    except ImportError:
        print("Pillow not installed: skipped president.ico / president.icns")
        return

    def to_pil(surf: pygame.Surface) -> Image.Image:
        buf = io.BytesIO()
        pygame.image.save(surf, buf, "png")
        buf.seek(0)
        return Image.open(buf).convert("RGBA")

    big = to_pil(icon)
    smaller = [
        to_pil(draw_small_icon(s) if s <= SMALL else shrink(icon, s))
        for s in ICO_SIZES
        if s != SIZE
    ]
    big.save(ICONS / "president.ico", format="ICO", sizes=[(s, s) for s in ICO_SIZES],
             append_images=smaller)
    print(f"wrote {ICONS / 'president.ico'}")
    # macOS wants 512 and 1024 px too: draw 512 directly (cards slightly upscaled from their
    # 245 px PNGs) and let Pillow enlarge that to 1024.
    large = to_pil(draw_icon(512))
    icns_images = [*smaller, large, large.resize((1024, 1024), Image.Resampling.LANCZOS)]
    try:
        big.save(ICONS / "president.icns", format="ICNS", append_images=icns_images)
        print(f"wrote {ICONS / 'president.icns'}")
    except (OSError, ValueError) as exc:
        print(f"could not write president.icns: {exc}")


def main() -> int:
    """Command-line entry point."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))  # convert_alpha() needs a display surface
    ICONS.mkdir(parents=True, exist_ok=True)
    icon = draw_icon(SIZE)
    pygame.image.save(icon, str(ICONS / "president.png"))
    pygame.image.save(shrink(icon, 64), str(ROOT / "assets" / "icon.png"))
    print(f"wrote {ICONS / 'president.png'} and {ROOT / 'assets' / 'icon.png'}")
    save_with_pillow(icon)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
