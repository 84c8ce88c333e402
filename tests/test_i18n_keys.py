"""Every catalog key the game's source names exists in both English and Danish.

The source under game/ is read with ``ast``: the first argument of every call to ``t`` (and of
``Say``, ``Say.of`` and crash's ``_text``, which take keys too) when it is a literal or a choice
between literals; every string literal shaped like a key (keys picked into a variable first);
and every key built from pieces (f-strings, ``"key" + suffix``), whose possible values are
listed below by hand. A built key that is not listed fails the test, so a new one cannot slip
by unchecked.
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import i18n
from game.ai.reasons import REASONS
from game.engine import rules as rules_package
from game.engine.errors import SENTENCES
from game.engine.match import CITIZEN, PRESIDENT, SCUM, VICE_PRESIDENT, VICE_SCUM
from game.engine.options import OPTIONS, PRESETS
from game.settings import CARD_STYLES, LEVELS
from game.ui.rules_content import _ROWS as EIGHT_ROWS
from game.ui.rules_content import PAGES
from game.ui.scenes.settings import TABS

ROOT = Path(i18n.__file__).parent
KEY_CALLS = {"t", "Say", "Say.of", "_text"}
KEY_SHAPE = re.compile(r"^(app|crash|notice|rules|settings|ui)\.[a-z0-9_\-]+(\.[a-z0-9_\-]+)*$")
KEY_START = re.compile(r"^(app|crash|notice|rules|settings|ui)\.")

TITLES = (PRESIDENT, VICE_PRESIDENT, CITIZEN, VICE_SCUM, SCUM)
TOGGLES = ("mute", "fullscreen")  # the settings screen's own switches; rule options below
SPECIAL_REASONS = {"too_low", "must_beat", "wrong_count", "wrong_kind", "locked", "owes",
                   "owe_count"}  # worded by their own keys


def _all(template: str, values: object) -> list[str]:
    return [template.format(v) for v in values]  # type: ignore[attr-defined]


# Each key built from pieces, as written in the source, and every value it can take.
# The rules whose effect modules emit the generic RuleEffect event (none may, yet).
# Every rule module, with hooks (MODULES) or without (its option declared to have no effect
# hook: its logic called where it acts, as leader_pass's stall).
RULE_MODULES = {i.name: importlib.import_module(f"game.engine.rules.{i.name}")
                for i in pkgutil.iter_modules(rules_package.__path__)}
EFFECT_RULES = [k for k, m in RULE_MODULES.items() if "RuleEffect(" in inspect.getsource(m)]
BUILT: dict[str, list[str]] = {
    '"ui.log.gives" + one': ["ui.log.gives", "ui.log.gives_one"],
    '"ui.log.gives_you" + one': ["ui.log.gives_you", "ui.log.gives_you_one"],
    '"ui.log.you_give" + one': ["ui.log.you_give", "ui.log.you_give_one"],
    'f"ui.log.cleared_{e.reason}"': _all("ui.log.cleared_{}", ("eight", "two", "three",
                                                               "passes")),
    'f"ui.banner.{e.reason}"': ["ui.banner.two", "ui.banner.three"],
    'f"ui.titles.{title}"': _all("ui.titles.{}", TITLES),
    'f"ui.level.{level}"': _all("ui.level.{}", (*LEVELS, "human", "remote", "away",
                                                          "uecda", "friend_away")),
    'f"ui.host.kind.{k}"': _all("ui.host.kind.{}", ("remote", "computer", "uecda")),
    'f"ui.place.{place}"': _all("ui.place.{}", range(1, 7)),
    'f"ui.preset.{preset}"': _all("ui.preset.{}", PRESETS),
    "f\"ui.reason.wrong_kind_{params.get('kind', 'set')}\"": ["ui.reason.wrong_kind_set",
                                                              "ui.reason.wrong_kind_run"],
    'f"ui.reason.{code}_{direction}"': _all("ui.reason.{}", ("too_low_higher", "too_low_lower",
                                                            "must_beat_higher",
                                                            "must_beat_lower")),
    "f\"ui.reason.{code}_{params.get('kind', 'give')}\"": _all(
        "ui.reason.{}", ("owes_give", "owes_discard", "owe_count_give", "owe_count_discard")),
    'f"ui.reason.{code}"': _all("ui.reason.{}", sorted(set(SENTENCES) - SPECIAL_REASONS)),
    'f"rules.page.{page}"': _all("rules.page.{}", PAGES),
    'f"settings.preset.{p}"': _all("settings.preset.{}", PRESETS),
    'f"settings.tab.{k}"': _all("settings.tab.{}", TABS),
    'f"settings.level.{lv}"': _all("settings.level.{}", LEVELS),
    'f"settings.anim.{k}"': _all("settings.anim.{}", ("off", "slow", "normal", "fast")),
    'f"settings.style.{k}"': _all("settings.style.{}", CARD_STYLES),
    'f"settings.{name}"': _all("settings.{}", TOGGLES),
    'f"settings.{name}.help"': _all("settings.{}.help", TOGGLES),
    # A rule whose hook emits the generic RuleEffect, worded by its key at the table.
    'f"rules.effect.{e.rule}"': [f"rules.effect.{k}" for k in EFFECT_RULES],
    'f"rules.effect.{e.rule}.log"': [f"rules.effect.{k}.log" for k in EFFECT_RULES],
    # The house rules' tips (game.ui.guide), headed by each rule's name.
    'f"settings.{rule}"': [o.name_key for o in OPTIONS if o.group == "house"],
    'f"ui.guide.{rule}"': [f"ui.guide.{o.key}" for o in OPTIONS if o.group == "house"],
    # A rule option's keys, from its declaration.
    'f"settings.{self.key}"': [o.name_key for o in OPTIONS],
    'f"settings.{self.key}.help"': [o.help_key for o in OPTIONS],
    'f"rules.option.{self.key}"': [o.rules_key for o in OPTIONS],
    'f"rules.option.{self.key}.pic"': [o.picture_key for o in OPTIONS if o.picture_key],
    'f"ui.why.{code}"': _all("ui.why.{}", REASONS),
    'f"rules.eight.row.{r}"': _all("rules.eight.row.{}", EIGHT_ROWS),
    'f"rules.eight.row.{r}.std"': _all("rules.eight.row.{}.std", EIGHT_ROWS),
    'f"rules.eight.row.{r}.eight"': _all("rules.eight.row.{}.eight", EIGHT_ROWS),
    # The files storage.report_damage is told about (anything else reads notice.other).
    'f"notice.{notice.kind}"': _all("notice.{}", ("settings", "settings_values", "autosave",
                                                  "stats", "stats_values", "records",
                                                  "other")),
    # The writes storage.try_write_json tells about, and why one failed.
    'f"notice.unsaved.{what}"': _all("notice.unsaved.{}", ("autosave", "settings", "record",
                                                           "stats", "other")),
    'f"notice.reason.{reason}"': _all("notice.reason.{}", ("full", "denied", "other")),
}
NOT_KEYS = {'f"rules.{name}: {exc}"'}  # a problem found in the settings file, for the log


def sources() -> Iterator[tuple[Path, str, ast.AST]]:
    for path in sorted(ROOT.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        yield path, text, ast.parse(text)


def call_name(node: ast.Call) -> str | None:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
        return f"{f.value.id}.{f.attr}"
    return None


def literal_choices(node: ast.AST) -> list[str] | None:
    """The keys a literal, or a choice between literals, can be; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = literal_choices(node.body), literal_choices(node.orelse)
        return a + b if a is not None and b is not None else None
    return None


def leading_text(node: ast.AST) -> str:
    """The literal text a built string starts with ('' when it does not start with one)."""
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        return first.value if isinstance(first, ast.Constant) else ""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return leading_text(node.left) if not isinstance(node.left, ast.Constant) else str(
            node.left.value)
    return ""


@functools.cache
def used_keys() -> tuple[dict[str, str], dict[str, str]]:
    """(key -> where it is used, built key source -> where it is built); scanned when a test
    first asks, not when the tests are collected (each parallel worker collects them all)."""
    keys: dict[str, str] = {}
    built: dict[str, str] = {}
    for path, text, tree in sources():
        inside_fstrings = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr)
                           for v in n.values}
        for node in ast.walk(tree):
            where = f"{path.relative_to(ROOT.parent)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Call) and call_name(node) in KEY_CALLS and node.args:
                for key in literal_choices(node.args[0]) or []:
                    keys.setdefault(key, where)
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in inside_fstrings and KEY_SHAPE.match(node.value)
                  and not node.value.endswith(".json")):
                keys.setdefault(node.value, where)
            elif isinstance(node, (ast.JoinedStr, ast.BinOp)) and KEY_START.match(
                    leading_text(node)):
                built.setdefault(ast.get_source_segment(text, node) or "?", where)
    return keys, built


def test_the_scan_finds_the_keys_of_every_kind_of_use() -> None:
    keys, built = used_keys()
    assert "ui.table.pass" in keys  # Say("...")
    assert "ui.status.cannot_beat" in keys  # t("...")
    assert "ui.status.give_one" in keys  # a literal picked into a variable
    assert "app.title" in keys  # crash's _text("...")
    assert 'f"ui.titles.{title}"' in built
    assert '"ui.log.gives" + one' in built


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_every_key_the_source_names_is_in_the_catalog(lang: str) -> None:
    catalog = i18n.catalog(lang)
    missing = {key: where for key, where in used_keys()[0].items() if key not in catalog}
    assert missing == {}


def test_every_built_key_is_listed_here() -> None:
    unlisted = {src: where for src, where in used_keys()[1].items()
                if src not in BUILT and src not in NOT_KEYS}
    assert unlisted == {}, "list the values these keys can take in BUILT"


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_every_value_of_a_built_key_is_in_the_catalog(lang: str) -> None:
    catalog = i18n.catalog(lang)
    missing = {key for values in BUILT.values() for key in values if key not in catalog}
    assert sorted(missing) == []
