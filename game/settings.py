"""The player's settings: rule options for the next match and cosmetic preferences.

Loaded from and saved to the per-user config directory (see game.storage once it exists).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from game.engine.options import EIGHT_STOP, Rules


@dataclass
class Settings:
    rules: Rules = field(default_factory=lambda: EIGHT_STOP)
    levels: list[str] = field(default_factory=lambda: ["normal"] * 5)  # per opponent seat 1..
    player_name: str = ""
    language: str = ""  # "" until first start picks the system language
    animation_speed: float = 1.0  # 0 = animations off, 1 = normal, 2 = fast
    opponent_delay: float = 0.7  # seconds an opponent waits before acting
    volume: float = 0.7
    muted: bool = False
    card_style: str = "large2"
    fullscreen: bool = False

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["rules"] = self.rules.to_dict()
        return d
