"""F11's window: the display's own size, centred on it (so on its origin, with or without a
window manager), and the windowed size when the display's is not known."""

from __future__ import annotations

from game.ui.window_mode import WindowPlan, fullscreen_plan, windowed_plan


def test_full_screen_takes_the_displays_size_and_is_centred_on_it() -> None:
    plan = fullscreen_plan([(1600, 900), (2560, 1440)], 0, (1280, 720))
    assert plan == WindowPlan((1600, 900), fullscreen=True, centre=True)
    assert fullscreen_plan([(1600, 900), (2560, 1440)], 1, (1280, 720)).size == (2560, 1440)


def test_an_unknown_display_falls_back_to_the_first_or_to_a_window() -> None:
    assert fullscreen_plan([(1920, 1080)], 3, (1280, 720)).size == (1920, 1080)
    assert fullscreen_plan([], 0, (1280, 720)) == windowed_plan((1280, 720))
    assert not windowed_plan((800, 600)).fullscreen
