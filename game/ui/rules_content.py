"""What the rules pages say, in order: headings, paragraphs, card pictures and tables.

The words live in the catalogs (assets/i18n/<lang>/rules.json); this file only arranges them.
A card picture is a row of groups of cards in record notation, an arrow between groups; a card
written with a trailing ``!`` is one that may *not* be played there (drawn crossed out).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.options import OPTIONS, PRESETS, Option


@dataclass(frozen=True)
class Heading:
    key: str


@dataclass(frozen=True)
class Para:
    key: str


@dataclass(frozen=True)
class Cards:
    groups: tuple[str, ...]  # each group: cards separated by spaces, e.g. "5S 5H"
    caption: str  # catalog key


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]  # catalog keys of the column titles
    rows: tuple[tuple[str, ...], ...]  # catalog keys, one per cell
    literal: bool = False  # cells are text already (the presets table), not keys


@dataclass(frozen=True)
class PresetTable:
    """The presets side by side; built from game.engine.options.PRESETS when drawn."""


Block = Heading | Para | Cards | Table | PresetTable

PAGES = ("basics", "options", "eight_stop")

BASICS: tuple[Block, ...] = (
    Heading("rules.basics.aim.h"),
    Para("rules.basics.aim"),
    Heading("rules.basics.cards.h"),
    Para("rules.basics.cards"),
    Cards(("3C 4D 5H 6S 7C 8D 9H TS JC QD KH AS 2C",), "rules.basics.cards.pic"),
    Heading("rules.basics.lead.h"),
    Para("rules.basics.lead"),
    Para("rules.basics.follow"),
    Cards(("5S 5H", "9C 9D", "KH KS"), "rules.basics.follow.pic"),
    Para("rules.basics.pass"),
    Para("rules.basics.pass_for_me"),
    Heading("rules.basics.clear.h"),
    Para("rules.basics.clear"),
    Para("rules.basics.two"),
    Cards(("KD", "2H"), "rules.basics.two.pic"),
    Heading("rules.basics.out.h"),
    Para("rules.basics.out"),
    Para("rules.basics.titles"),
    Heading("rules.basics.score.h"),
    Para("rules.basics.score"),
    Heading("rules.basics.controls.h"),
    Para("rules.basics.controls"),
    Para("rules.basics.keys"),
)

# The options shown in the presets table: every option but the table's size and length.
PRESET_ROWS = tuple((o.key, o.name_key) for o in OPTIONS if o.group != "table")


def option_blocks(opt: Option) -> tuple[Block, ...]:
    """One declared option on the options page: its name, its text, its picture."""
    blocks: tuple[Block, ...] = (Heading(opt.name_key), Para(opt.rules_key))
    if opt.picture_key:
        blocks += (Cards(opt.picture, opt.picture_key),)
    return blocks


OPTIONS_PAGE: tuple[Block, ...] = (
    Para("rules.options.intro"),
    Heading("rules.options.presets.h"),
    Para("rules.options.presets"),
    PresetTable(),
    *(block for opt in OPTIONS for block in option_blocks(opt)),
)

_ROWS = ("clear", "play", "lead", "out", "jokers", "runs", "revolution")

EIGHT_STOP: tuple[Block, ...] = (
    Heading("rules.eight.what.h"),
    Para("rules.eight.what"),
    Para("rules.eight.lead"),
    Cards(("7S", "8H"), "rules.eight.lead.pic"),
    Heading("rules.eight.follow.h"),
    Para("rules.eight.follow"),
    Cards(("9C", "8D!"), "rules.eight.follow.pic"),
    Heading("rules.eight.out.h"),
    Para("rules.eight.out"),
    Heading("rules.eight.why.h"),
    Para("rules.eight.why"),
    Heading("rules.eight.table.h"),
    Table(
        ("rules.eight.table.rule", "rules.eight.table.standard", "rules.eight.table.eight"),
        tuple((f"rules.eight.row.{r}", f"rules.eight.row.{r}.std", f"rules.eight.row.{r}.eight")
              for r in _ROWS),
    ),
    Cards(("6H 7H X1",), "rules.eight.runs.pic"),
    Cards(("8C 8D 8H 8S",), "rules.eight.four.pic"),
    Heading("rules.eight.history.h"),
    Para("rules.eight.history"),
    Para("rules.eight.history.ban"),
)

CONTENT: dict[str, tuple[Block, ...]] = {
    "basics": BASICS, "options": OPTIONS_PAGE, "eight_stop": EIGHT_STOP,
}


def preset_table(t: Callable[..., str]) -> Table:
    """The presets table with each option's value, read from the presets themselves."""
    def value(preset_name: str, option: str) -> str:
        v = getattr(PRESETS[preset_name], option)
        if isinstance(v, bool):
            return t("rules.yes") if v else t("rules.no")
        return str(v)

    header = (t("rules.options.table.option"),) + tuple(t(f"settings.preset.{p}") for p in PRESETS)
    rows = tuple((t(key),) + tuple(value(p, opt) for p in PRESETS) for opt, key in PRESET_ROWS)
    return Table(header, rows, literal=True)


def keys(page: str) -> list[str]:
    """Every catalog key the page uses (for the completeness tests)."""
    out: list[str] = []
    for block in CONTENT[page]:
        if isinstance(block, (Heading, Para)):
            out.append(block.key)
        elif isinstance(block, Cards):
            out.append(block.caption)
        elif isinstance(block, Table):
            out += list(block.header) + [k for row in block.rows for k in row]
        elif isinstance(block, PresetTable):
            out += ["rules.yes", "rules.no", "rules.options.table.option"]
            out += [f"settings.preset.{p}" for p in PRESETS] + [key for _, key in PRESET_ROWS]
    return out
