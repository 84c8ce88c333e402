"""Rule options, each declared once: one field of ``Rules`` with its ``option(...)`` metadata.

The declaration says everything the rest of the game needs to know about an option: its key
(the field name, as in docs/rules.md), type and range, default, which options it needs, its
settings group and its catalog keys. Validation, presets, the settings screen's rows, the rules
pages' option list, record parsing, ``--rules`` on the command line and the property tests'
strategies all read ``OPTIONS``; nothing else names an option by hand.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

# Settings groups, in the order the settings screen shows them.
GROUPS = ("table", "classic", "house")


class OptionError(ValueError):
    """A rule option has an unknown name or a value out of range."""


@dataclass(frozen=True)
class Option:
    """One rule option as declared on ``Rules``."""

    key: str
    kind: type  # bool or int
    default: Any  # the game's default; docs/rules.md's "every option off" state
    lo: int = 0  # range of a whole-number option
    hi: int = 1
    needs: tuple[str, ...] = ()  # options that must be on (or above 0) for this one to act
    group: str = "classic"
    prominent: bool = False  # shown first and larger on the settings screen
    picture: tuple[str, ...] = ()  # card groups (record notation) for its rules-page picture

    # Catalog keys, by convention from the key, so a new option only adds catalog entries.
    @property
    def name_key(self) -> str:
        return f"settings.{self.key}"

    @property
    def help_key(self) -> str:
        """The one-line explanation under its settings row."""
        return f"settings.{self.key}.help"

    @property
    def rules_key(self) -> str:
        """Its paragraph on the rules pages' option list."""
        return f"rules.option.{self.key}"

    @property
    def picture_key(self) -> str | None:
        return f"rules.option.{self.key}.pic" if self.picture else None

    def catalog_keys(self) -> tuple[str, ...]:
        keys = (self.name_key, self.help_key, self.rules_key)
        return keys + ((self.picture_key,) if self.picture_key else ())

    def values(self) -> tuple[Any, ...]:
        """Every value the option can take."""
        return (False, True) if self.kind is bool else tuple(range(self.lo, self.hi + 1))

    def check(self, value: Any) -> None:
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError(f"Rule option '{self.key}' must be true or false.")
        elif isinstance(value, bool) or not isinstance(value, int) or not (
            self.lo <= value <= self.hi
        ):
            raise OptionError(
                f"Rule option '{self.key}' must be a whole number from {self.lo} to {self.hi}."
            )

    def is_on(self, value: Any) -> bool:
        return bool(value)


def option(default: bool | int, *, lo: int = 0, hi: int = 1, needs: tuple[str, ...] = (),
           group: str = "classic", prominent: bool = False,
           picture: tuple[str, ...] = ()) -> Any:
    """Declare a field of ``Rules`` as a rule option (key and type come from the field)."""
    spec = {"lo": lo, "hi": hi, "needs": needs, "group": group, "prominent": prominent,
            "picture": picture}
    return field(default=default, metadata={"option": spec})


@dataclass(frozen=True)
class Rules:
    """The rule options of one match, in the order the settings screen lists them."""

    eight_stop: bool = option(False, prominent=True)
    players: int = option(4, lo=3, hi=6, group="table")
    rounds: int = option(3, lo=1, hi=10, group="table")
    jokers: int = option(0, lo=0, hi=2, picture=("7S X1",))
    runs: bool = option(False, picture=("5H 6H 7H", "9S TS JS"))
    revolution: bool = option(False)
    exchange: bool = option(False)
    pass_is_final: bool = option(False)
    # The house rules (docs/rules.md, "House rules").
    strict: bool = option(False, group="house", picture=("9C", "9D!"))
    diamond_start: bool = option(False, group="house", picture=("3D",))
    jack_back: bool = option(False, group="house", picture=("JH", "TS", "QD!"))
    suit_lock: bool = option(False, group="house", picture=("5H", "7H", "9H", "JS!"))
    spade_three: bool = option(False, group="house", needs=("jokers",), picture=("X1", "3S"))
    run_revolution: bool = option(False, group="house", needs=("runs", "revolution"),
                                  picture=("4D 5D 6D 7D 8D",))
    five_skip: bool = option(False, group="house", picture=("5C 5S",))
    seven_pass: bool = option(False, group="house", picture=("7D",))
    ten_discard: bool = option(False, group="house", picture=("TC TH",))
    capital_fall: bool = option(False, group="house", picture=("AS 2H", "3C"))
    # The computer Daifugō contest's rules (the UECda preset).
    twos_stay: bool = option(False, group="house")
    diamond_every: bool = option(False, group="house", needs=("diamond_start",))
    run_above: bool = option(False, group="house", needs=("runs",),
                             picture=("3H 4H 5H", "6S 7S 8S"))
    joker_suit: bool = option(False, group="house", needs=("suit_lock", "jokers"),
                              picture=("5H 5S", "9S X1", "JH JS"))
    owner_again: bool = option(False, group="house", picture=("9H", "KS", "AD"))
    leader_pass: bool = option(False, group="house")
    reseat: bool = option(False, group="house")

    def __post_init__(self) -> None:
        for opt in OPTIONS:
            opt.check(getattr(self, opt.key))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def with_(self, **changes: Any) -> Rules:
        return from_dict({**self.to_dict(), **changes})

    def unmet_needs(self, key: str) -> tuple[str, ...]:
        """The options ``key`` needs that are off in these rules."""
        return tuple(n for n in BY_KEY[key].needs if not BY_KEY[n].is_on(getattr(self, n)))

    @property
    def preset_name(self) -> str | None:
        """The preset these rules match (ignoring players and rounds), if any."""
        for name, preset in PRESETS.items():
            if replace(preset, players=self.players, rounds=self.rounds) == self:
                return name
        return None


_KINDS = {"bool": bool, "int": int, bool: bool, int: int}

def declarations(cls: type) -> tuple[Option, ...]:
    """The options declared on a dataclass's fields; a field not declared with ``option()``
    is an error, so no rule can be added without its declaration."""
    out = []
    for f in fields(cls):
        if "option" not in f.metadata or f.type not in _KINDS:
            raise TypeError(f"Rule field '{f.name}' must be a bool or int declared with option().")
        out.append(Option(key=f.name, kind=_KINDS[f.type], default=f.default,
                          **f.metadata["option"]))
    return tuple(out)


OPTIONS = declarations(Rules)
BY_KEY: dict[str, Option] = {o.key: o for o in OPTIONS}
OPTION_NAMES = tuple(BY_KEY)


def from_dict(data: Any, base: Rules | None = None) -> Rules:
    """Build Rules from a mapping of option names; missing keys come from ``base``."""
    if not isinstance(data, dict):
        raise OptionError("Rule options must be a mapping of option names to values.")
    unknown = sorted(str(k) for k in set(data) - set(OPTION_NAMES))
    if unknown:
        raise OptionError(f"Unknown rule option '{unknown[0]}' (docs/rules.md names the options).")
    return replace(base or Rules(), **data)


def parse_value(key: str, text: str) -> bool | int:
    """An option's value as typed on a command line: true/false or a whole number."""
    opt = BY_KEY.get(key)
    if opt is None:
        raise OptionError(f"Unknown rule option '{key}' (docs/rules.md names the options).")
    low = text.strip().lower()
    if opt.kind is bool:
        if low in ("true", "on", "yes", "1"):
            return True
        if low in ("false", "off", "no", "0"):
            return False
        raise OptionError(f"'{text}' is not a value for {key} (use true or false).")
    try:
        return int(low)
    except ValueError:
        raise OptionError(f"'{text}' is not a value for {key} (use a whole number).") from None


# Presets of docs/rules.md, each as its changes from every option off (players and rounds apart).
PRESET_CHANGES: dict[str, dict[str, Any]] = {
    "standard": {},
    "eight-stop": {"eight_stop": True, "exchange": True},
    "daifugo": {"jokers": 2, "runs": True, "revolution": True, "exchange": True,
                "eight_stop": True, "pass_is_final": True},
    "house": {"jokers": 2, "runs": True, "revolution": True, "exchange": True,
              "eight_stop": True, "pass_is_final": True, "strict": True, "jack_back": True,
              "suit_lock": True, "spade_three": True, "five_skip": True, "seven_pass": True,
              "ten_discard": True, "capital_fall": True, "diamond_start": True},
    # The UEC computer Daifugō contest's rules.
    "uecda": {"players": 5, "jokers": 1, "runs": True, "revolution": True,
              "run_revolution": True, "exchange": True, "eight_stop": True,
              "pass_is_final": True, "strict": True, "suit_lock": True, "spade_three": True,
              "diamond_start": True, "twos_stay": True, "diamond_every": True,
              "run_above": True, "joker_suit": True, "owner_again": True,
              "leader_pass": True, "reseat": True},
}
PRESETS: dict[str, Rules] = {name: Rules(**c) for name, c in PRESET_CHANGES.items()}
STANDARD = PRESETS["standard"]
EIGHT_STOP = PRESETS["eight-stop"]
DAIFUGO = PRESETS["daifugo"]
HOUSE = PRESETS["house"]
UECDA = PRESETS["uecda"]
# The classic options on that change play, and every option on (for the benchmark).
EVERYTHING = DAIFUGO.with_(pass_is_final=False)
ALL_ON = Rules(**{o.key: o.values()[-1] for o in OPTIONS if o.group != "table"})
DEFAULT_PRESET = "eight-stop"


def preset(name: str, **changes: Any) -> Rules:
    """A named preset of docs/rules.md, optionally with some options changed."""
    try:
        base = PRESETS[name]
    except KeyError:
        raise OptionError(
            f"Unknown preset '{name}' (choose one of: {', '.join(PRESETS)})."
        ) from None
    return base.with_(**changes) if changes else base


def switch_preset(name: str, current: Rules) -> Rules:
    """The preset ``name`` for the next match: it keeps the players and rounds of ``current``
    unless the preset names them (UECda is played by 5)."""
    keep = {k: getattr(current, k) for k in ("players", "rounds")
            if k not in PRESET_CHANGES[name]}
    return preset(name, **keep) if keep else preset(name)


def parse_rules(text: str, base: str = "standard") -> tuple[Rules, dict[str, Any]]:
    """``daifugo``, ``eight-stop,jokers=1`` or ``runs=true,revolution=true`` (from ``base``):
    the preset named last, and the options set after it."""
    rules = preset(base)
    changes: dict[str, Any] = {}
    for item in filter(None, (t.strip() for t in text.split(","))):
        if "=" not in item:
            rules = preset(item)
            continue
        key, _, value = item.partition("=")
        changes[key.strip()] = parse_value(key.strip(), value)
    return rules, changes
