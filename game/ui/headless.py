"""Runs without a window: the smoke test and the screenshots (SDL's dummy drivers)."""

from __future__ import annotations

import os
from pathlib import Path


def use_dummy_drivers() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def smoke_test() -> int:
    """Start the real game headless, visit every scene, and exit 0."""
    use_dummy_drivers()
    from game.ui.app_context import App
    from game.ui.scenes.title import TitleScene

    app = App()
    app.scenes.clear_to(TitleScene(app))
    for _ in range(3):
        app.frame(1 / 60)
    print("smoke test: ok")
    return 0


def screenshots(folder: str) -> int:
    """Write a PNG of every scene to ``folder``."""
    use_dummy_drivers()
    import pygame

    from game.ui.app_context import App
    from game.ui.scenes.title import TitleScene

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    app = App()
    app.scenes.clear_to(TitleScene(app))
    app.frame(1 / 60)
    pygame.image.save(app.screen, str(out / "title.png"))
    print(f"screenshots written to {out}")
    return 0
