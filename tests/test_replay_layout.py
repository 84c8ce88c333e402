"""In a replay every opponent's face-up hand stays clear of the log, at every table size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest

from game.ui.table.layout import table_layout
from game.ui.table.replay import fan_rect


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080), (960, 540)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_face_up_hands_keep_off_the_log_and_the_players_panel(size, players) -> None:
    lay = table_layout(size, players)
    h = max(24, int(lay.small_h * 1.1))
    for place in lay.seats[1:]:
        fan, _ = fan_rect(lay, place.panel, 14, h)  # the largest hand a deal gives
        assert not fan.colliderect(lay.log_rect), (size, players, place.panel)
        assert not fan.colliderect(lay.seats[0].panel)
        assert fan.top >= 0 and fan.bottom <= size[1]
