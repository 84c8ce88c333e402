"""Entry point: command-line options, then the game window."""

from __future__ import annotations

import argparse
import os
import sys

from game import __version__, crash


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="president", description="President, the card game.")
    p.add_argument("--version", action="version", version=f"President {__version__}")
    p.add_argument("--smoke-test", action="store_true",
                   help="start headless, visit every scene, play one round, exit 0")
    p.add_argument("--screenshot", metavar="DIR", help="write a PNG of every scene to DIR")
    p.add_argument("--check-core", action="store_true",
                   help="say whether the compiled play-out core is here; exit 1 if not")
    p.add_argument("--lang", choices=("en", "da"), default="en",
                   help="the language of the screenshots (default: en)")
    return p.parse_args(argv)


def run_game() -> int:
    from game import startup_probe
    from game.ui.app_context import App
    from game.ui.scenes.title import TitleScene

    app = App()
    if startup_probe.requested():
        return startup_probe.first_frame(app, TitleScene(app))
    app.run(TitleScene(app))
    return 0


def main(argv: list[str] | None = None) -> int:
    crash.prepare()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.resources import MissingAsset

    try:
        from game.ai import core

        if args.check_core:
            return core.report()
        core.tell_once()
        if args.smoke_test:
            from game.devtools.commands import smoke_test

            return smoke_test()
        if args.screenshot:
            from game.devtools.commands import screenshots

            return screenshots(args.screenshot, args.lang)
        return run_game()
    except MissingAsset as exc:
        return crash.broken_install(str(exc))
    except Exception as exc:  # the last resort: logged, and the player is told where
        return crash.report(exc)
    finally:
        import pygame

        pygame.quit()
