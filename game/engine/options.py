"""Rule options: one validated, immutable object keyed by the option names of RULES.md."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any


class OptionError(ValueError):
    """A rule option has an unknown name or a value out of range."""


@dataclass(frozen=True)
class Rules:
    players: int = 4
    jokers: int = 0
    runs: bool = False
    revolution: bool = False
    exchange: bool = False
    rounds: int = 3
    eight_stop: bool = False
    pass_is_final: bool = False

    def __post_init__(self) -> None:
        _check_int("players", self.players, 3, 6)
        _check_int("jokers", self.jokers, 0, 2)
        _check_int("rounds", self.rounds, 1, 10)
        for name in ("runs", "revolution", "exchange", "eight_stop", "pass_is_final"):
            if not isinstance(getattr(self, name), bool):
                raise OptionError(f"Rule option '{name}' must be true or false.")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def with_(self, **changes: Any) -> Rules:
        return from_dict({**self.to_dict(), **changes})

    @property
    def preset_name(self) -> str | None:
        """The preset these rules match (ignoring players and rounds), if any."""
        for name, preset in PRESETS.items():
            if replace(preset, players=self.players, rounds=self.rounds) == self:
                return name
        return None


def _check_int(name: str, value: Any, lo: int, hi: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise OptionError(f"Rule option '{name}' must be a whole number from {lo} to {hi}.")


OPTION_NAMES = tuple(f.name for f in fields(Rules))


def from_dict(data: Any, base: Rules | None = None) -> Rules:
    """Build Rules from a mapping of option names; missing keys come from ``base``."""
    if not isinstance(data, dict):
        raise OptionError("Rule options must be a mapping of option names to values.")
    unknown = sorted(set(data) - set(OPTION_NAMES))
    if unknown:
        raise OptionError(
            f"Unknown rule option '{unknown[0]}' (known: {', '.join(OPTION_NAMES)})."
        )
    try:
        return replace(base or Rules(), **data)
    except TypeError as exc:  # pragma: no cover - replace() only raises for unknown keys
        raise OptionError(str(exc)) from None


STANDARD = Rules()
EIGHT_STOP = Rules(eight_stop=True, exchange=True)
DAIFUGO = Rules(
    jokers=2, runs=True, revolution=True, exchange=True, eight_stop=True, pass_is_final=True
)
EVERYTHING = Rules(jokers=2, runs=True, revolution=True, exchange=True, eight_stop=True)

PRESETS: dict[str, Rules] = {"standard": STANDARD, "eight-stop": EIGHT_STOP, "daifugo": DAIFUGO}
DEFAULT_PRESET = "eight-stop"


def preset(name: str, **changes: Any) -> Rules:
    """A named preset of RULES.md, optionally with some options changed."""
    try:
        base = PRESETS[name]
    except KeyError:
        raise OptionError(
            f"Unknown preset '{name}' (choose one of: {', '.join(PRESETS)})."
        ) from None
    return base.with_(**changes) if changes else base
