"""Start-up timing: with PRESIDENT_FIRST_FRAME_EXIT=1 the game draws its first frame, prints
``first frame`` and exits, so build/measure_startup.py can time launch-to-first-frame from
outside (for a one-file binary that includes unpacking it)."""

from __future__ import annotations

import os
from typing import Any

ENV = "PRESIDENT_FIRST_FRAME_EXIT"
MARKER = "first frame"


def requested() -> bool:
    return os.environ.get(ENV, "") not in ("", "0")


def first_frame(app: Any, scene: Any) -> int:
    """Show ``scene`` for exactly one frame of the real loop, announce it, and stop."""
    app.scenes.clear_to(scene)
    app.frame(0.0)
    print(MARKER, flush=True)
    return 0
