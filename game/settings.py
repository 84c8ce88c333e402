"""The player's settings: rule options for the next match and cosmetic preferences.

Kept in ``settings.json`` in the per-user config directory (game.storage). Reading is forgiving
field by field: a value of the wrong type or out of range falls back to its default while the
rest are kept, and the damaged file is set aside with a notice for the player. Unknown keys
(from a newer version) are ignored quietly.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from game import storage
from game.engine.options import EIGHT_STOP, OPTION_NAMES, OptionError, Rules
from game.i18n import LANGUAGES, system_language

FORMAT = "president-settings/1"
FILE_NAME = "settings.json"
MAX_FILE_BYTES = 64_000

LEVELS = ("easy", "normal", "hard", "master")
OPPONENT_SEATS = 5  # seats 1..5; a smaller table uses the first ones
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # off, slow, normal, fast
DELAY_RANGE = (0.0, 2.0)  # seconds an opponent waits before acting
CARD_STYLES = ("large2", "large4", "classic2")  # folders of assets/cards/
MAX_NAME = 16
MAX_TIPS = 64  # far more than the guide has: a longer list is damage
TABLE_SCALES = (80, 90, 100, 115, 130, 150)  # percent: the table's text and cards


def _default_levels() -> list[str]:
    return ["normal"] * OPPONENT_SEATS


def _default_names() -> list[str]:
    return [""] * OPPONENT_SEATS


@dataclass
class Settings:
    rules: Rules = field(default_factory=lambda: EIGHT_STOP)
    levels: list[str] = field(default_factory=_default_levels)  # per opponent seat 1..5
    player_name: str = ""  # "" shows the catalog's default name
    opponent_names: list[str] = field(default_factory=_default_names)  # seats 1..5; "" the
    # catalog's name for the seat
    language: str = ""  # "" until first start picks the system language
    animation_speed: float = 1.0  # one of ANIMATION_SPEEDS; 0 = animations off
    opponent_delay: float = 0.7
    volume: float = 0.7
    muted: bool = False
    card_style: str = "large2"
    fullscreen: bool = False
    pass_for_me: bool = True  # pass at once when the player has no legal play
    guide: bool = True  # the first-game tips show (each once)
    seen_tips: list[str] = field(default_factory=list)  # tips already shown and dismissed
    table_scale: int = 100  # one of TABLE_SCALES
    reduced_motion: bool = False  # short fades and captions instead of flights and bursts
    high_contrast: bool = False  # the table's high-contrast theme

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["rules"] = self.rules.to_dict()
        d["levels"] = list(self.levels)
        d["opponent_names"] = list(self.opponent_names)
        d["seen_tips"] = list(self.seen_tips)
        return {"format": FORMAT, **d}

    def same_cosmetics(self, other: Settings) -> bool:
        """True when everything but the rules is equal (rule changes wait for the next match)."""
        return replace(self, rules=other.rules) == other

    def level_for(self, seat: int) -> str:
        """The level of the opponent in ``seat`` (1..5)."""
        return self.levels[(seat - 1) % OPPONENT_SEATS]


def defaults() -> Settings:
    """Fresh settings: the Eight stop preset, the system's language."""
    return Settings(language=system_language())


# -- validation, one field at a time ----------------------------------------------------------


def _check_levels(value: Any) -> list[str]:
    if not isinstance(value, list) or len(value) != OPPONENT_SEATS:
        raise ValueError(f"must be a list of {OPPONENT_SEATS} levels")
    if not all(isinstance(v, str) and v in LEVELS for v in value):
        raise ValueError(f"each level must be one of {', '.join(LEVELS)}")
    return list(value)


def clean_name(value: Any) -> str:
    """A player name as typed: printable, one line, at most MAX_NAME characters."""
    if not isinstance(value, str):
        raise ValueError("must be text")
    if len(value) > MAX_NAME:
        raise ValueError(f"must be at most {MAX_NAME} characters")
    if any(unicodedata.category(ch)[0] == "C" for ch in value):
        raise ValueError("must not hold control characters")
    return value.strip()


def names_from(value: Any, problems: list[str]) -> list[str]:
    """The opponents' names: a name that is not a short line of printable text falls back to
    the seat's default alone (the problem noted); the wrong shape falls back whole."""
    if not isinstance(value, list) or len(value) != OPPONENT_SEATS:
        problems.append(f"opponent_names: must be a list of {OPPONENT_SEATS} names")
        return _default_names()
    names = []
    for seat, name in enumerate(value, start=1):
        try:
            names.append(clean_name(name))
        except ValueError as exc:
            problems.append(f"opponent_names[{seat}]: {exc}")
            names.append("")
    return names


def _check_language(value: Any) -> str:
    if not isinstance(value, str) or value not in LANGUAGES:
        raise ValueError(f"must be one of {', '.join(LANGUAGES)}")
    return value


def _check_number(lo: float, hi: float) -> Callable[[Any], float]:
    def check(value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError("must be a number")
        # compared before any float(): a 400-digit whole number must not overflow
        if not lo <= value <= hi or not math.isfinite(value):
            raise ValueError(f"must be from {lo} to {hi}")
        return float(value)

    return check


def _check_speed(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or value not in ANIMATION_SPEEDS:
        raise ValueError(f"must be one of {', '.join(map(str, ANIMATION_SPEEDS))}")
    return float(value)


def _check_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _check_tips(value: Any) -> list[str]:
    if not isinstance(value, list) or len(value) > MAX_TIPS or not all(
            isinstance(v, str) and 0 < len(v) <= 40 for v in value):
        raise ValueError(f"must be a list of at most {MAX_TIPS} tip names")
    return list(dict.fromkeys(value))


def _check_scale(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in TABLE_SCALES:
        raise ValueError(f"must be one of {', '.join(map(str, TABLE_SCALES))}")
    return value


def _check_style(value: Any) -> str:
    if not isinstance(value, str) or value not in CARD_STYLES:
        raise ValueError(f"must be one of {', '.join(CARD_STYLES)}")
    return value


CHECKS: dict[str, Callable[[Any], Any]] = {
    "levels": _check_levels,
    "player_name": clean_name,
    "language": _check_language,
    "animation_speed": _check_speed,
    "opponent_delay": _check_number(*DELAY_RANGE),
    "volume": _check_number(0.0, 1.0),
    "muted": _check_bool,
    "card_style": _check_style,
    "fullscreen": _check_bool,
    "pass_for_me": _check_bool,
    "guide": _check_bool,
    "seen_tips": _check_tips,
    "table_scale": _check_scale,
    "reduced_motion": _check_bool,
    "high_contrast": _check_bool,
}


def _rules_from(value: Any, problems: list[str]) -> Rules:
    if not isinstance(value, dict):
        problems.append("rules: must be a mapping of rule options")
        return EIGHT_STOP
    rules = EIGHT_STOP
    for name in OPTION_NAMES:
        if name in value:
            try:
                rules = rules.with_(**{name: value[name]})
            except OptionError as exc:
                problems.append(f"rules.{name}: {exc}")
    return rules


def from_dict(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a parsed file, and the problems found (each field falls back alone)."""
    base = defaults()
    if not isinstance(data, dict):
        return base, ["the file does not hold a mapping of settings"]
    problems: list[str] = []
    changes: dict[str, Any] = {}
    if "rules" in data:
        changes["rules"] = _rules_from(data["rules"], problems)
    if "opponent_names" in data:
        changes["opponent_names"] = names_from(data["opponent_names"], problems)
    for f in fields(Settings):
        if f.name in ("rules", "opponent_names") or f.name not in data:
            continue
        if f.name == "language" and data[f.name] == "":
            continue  # first start not finished: keep the system language
        try:
            changes[f.name] = CHECKS[f.name](data[f.name])
        except (ValueError, TypeError, OverflowError) as exc:  # one bad value falls back alone
            problems.append(f"{f.name}: {exc}")
    return replace(base, **changes), problems


# -- the file -----------------------------------------------------------------------------------


def path() -> Path:
    return storage.config_dir() / FILE_NAME


def load() -> Settings:
    """The saved settings, or defaults; a damaged file is set aside and the player told."""
    file = path()
    data = storage.load_json("settings", file, MAX_FILE_BYTES)
    if data is None:
        return defaults()
    settings, problems = from_dict(data)
    if problems:  # all of it unusable, or only some values (those fell back alone)
        kind = "settings_values" if isinstance(data, dict) else "settings"
        storage.report_damage(kind, file, "; ".join(problems))
        save(settings)
    return settings


def save(settings: Settings) -> bool:
    """Write the settings atomically; False (logged) if the disk refused."""
    return storage.try_write_json(path(), settings.to_dict(), "settings")
