"""Full screen that covers the display, with or without a window manager.

SDL's desktop full screen sizes the window to the display but leaves its position to the
window manager; on a bare X server (or a manager that ignores the request) the window kept
where it stood windowed and ran off the screen's edge. So the game asks for exactly the
display's size and then centres the window on its display: at that size, centred is on the
display's origin. No pygame here: the decision alone, so it can be tested.
"""

from __future__ import annotations

from dataclasses import dataclass

Size = tuple[int, int]


@dataclass(frozen=True)
class WindowPlan:
    size: Size  # what to ask set_mode for
    fullscreen: bool  # desktop full screen (no change of the display's mode)
    centre: bool  # move the window to the centre of its display once made


def fullscreen_plan(desktops: list[Size], display: int, windowed: Size) -> WindowPlan:
    """The window for full screen on ``display`` (an index into the desktop sizes); windowed
    at ``windowed`` when the display's size is not known."""
    if not desktops:
        return windowed_plan(windowed)
    size = desktops[display] if 0 <= display < len(desktops) else desktops[0]
    return WindowPlan(size, True, True)


def windowed_plan(windowed: Size) -> WindowPlan:
    return WindowPlan(windowed, False, False)
