"""Each rule option is declared once, and every part of the game reads that declaration.

A new option with its declaration and catalog entries shows up in every place below with no
other edit; one that lacks a catalog entry in either language fails here.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from option_space import every_rules, rules_strategy

from game import i18n, storage
from game.arena.__main__ import parse_rules as arena_rules
from game.engine import options
from game.engine.options import BY_KEY, GROUPS, OPTIONS, PRESETS, OptionError, Rules
from game.record import RecordError, parse_record
from game.settings import Settings
from game.settings import from_dict as settings_from_dict
from game.ui.app_context import App
from game.ui.rules_content import CONTENT, PRESET_ROWS, Cards, Heading, Para, keys
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets import Stepper, Toggle

KEYS = [o.key for o in OPTIONS]


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    storage.take_notices()
    app = App(Settings(language="en"), size=(1280, 720))
    app.scenes.clear_to(TitleScene(app))
    yield app
    i18n.set_language("en")


def rules_rows(app: App) -> list:
    app.open_settings("rules")
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    return scene.rows


def test_every_field_of_rules_is_a_declared_option_in_order() -> None:
    assert [f.name for f in dataclasses.fields(Rules)] == KEYS
    assert len(set(KEYS)) == len(KEYS)
    assert {"players", "jokers", "runs", "revolution", "exchange", "rounds", "eight_stop",
            "pass_is_final"} <= set(KEYS)


def test_a_field_without_a_declaration_is_refused_at_once() -> None:
    @dataclasses.dataclass(frozen=True)
    class Broken:
        declared: bool = options.option(False)
        loose: bool = False

    with pytest.raises(TypeError, match="loose"):
        options.declarations(Broken)

    @dataclasses.dataclass(frozen=True)
    class Fine:
        declared: bool = options.option(False, group="house")

    assert [(o.key, o.kind, o.group) for o in options.declarations(Fine)] == [
        ("declared", bool, "house")]


@pytest.mark.parametrize("opt", OPTIONS, ids=KEYS)
def test_each_declaration_is_whole(opt: options.Option) -> None:
    assert opt.kind in (bool, int)
    assert opt.group in GROUPS
    assert set(opt.needs) <= set(KEYS) and opt.key not in opt.needs
    opt.check(opt.default)
    assert opt.default == getattr(Rules(), opt.key)
    if opt.kind is int:
        assert opt.lo < opt.hi and opt.lo <= opt.default <= opt.hi


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
@pytest.mark.parametrize("opt", OPTIONS, ids=KEYS)
def test_each_option_has_every_text_in_both_languages(opt: options.Option, lang: str) -> None:
    catalog = i18n.catalog(lang)
    for key in opt.catalog_keys():
        assert isinstance(catalog.get(key), str) and catalog[key].strip(), f"{lang}: {key}"


@pytest.mark.parametrize("opt", OPTIONS, ids=KEYS)
def test_each_option_refuses_a_value_of_the_wrong_type(opt: options.Option) -> None:
    for bad in ("yes", None, 1.5, [1], {"a": 1}):
        with pytest.raises(OptionError):
            Rules(**{opt.key: bad})
    with pytest.raises(OptionError):
        Rules(**{opt.key: 7 if opt.kind is bool else True})
    if opt.kind is int:
        for bad in (opt.lo - 1, opt.hi + 1):
            with pytest.raises(OptionError):
                Rules(**{opt.key: bad})


def test_the_settings_screen_has_a_row_for_each_option(app: App) -> None:
    app.settings.rules = options.ALL_ON  # every option it needs is on: no row greyed
    rows = rules_rows(app)
    for opt in OPTIONS:
        row = next(r for r in rows if r.label == i18n.t(opt.name_key))
        assert isinstance(row, Toggle if opt.kind is bool else Stepper)
        assert row.help == i18n.t(opt.help_key)
    assert rows[0].label == i18n.t(BY_KEY["eight_stop"].name_key) and rows[0].prominent
    assert all(r.enabled for r in rows)


def test_a_house_rule_that_needs_an_option_is_greyed_with_its_name(app: App) -> None:
    app.settings.rules = options.DAIFUGO.with_(jokers=0, runs=False)
    rows = {r.label: r for r in rules_rows(app)}
    spade = rows[i18n.t("settings.spade_three")]
    assert not spade.enabled and i18n.t("settings.jokers") in spade.help
    run_rev = rows[i18n.t("settings.run_revolution")]
    assert not run_rev.enabled and i18n.t("settings.runs") in run_rev.help
    assert i18n.t("settings.revolution") not in run_rev.help  # revolution is on
    assert rows[i18n.t("settings.five_skip")].enabled


def test_a_row_is_greyed_with_the_reason_while_an_option_it_needs_is_off(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    needy = dataclasses.replace(BY_KEY["revolution"], needs=("runs",))
    monkeypatch.setitem(BY_KEY, "revolution", needy)
    assert Rules().unmet_needs("revolution") == ("runs",)
    assert Rules(runs=True).unmet_needs("revolution") == ()
    row = next(r for r in rules_rows(app) if r.label == i18n.t("settings.revolution"))
    assert not row.enabled and i18n.t("settings.runs") in row.help


def test_the_rules_pages_explain_each_option() -> None:
    page = CONTENT["options"]
    for opt in OPTIONS:
        assert Heading(opt.name_key) in page and Para(opt.rules_key) in page
        if opt.picture:
            assert Cards(opt.picture, opt.picture_key or "") in page
    page_keys = {k for o in OPTIONS for k in o.catalog_keys() if k != o.help_key}
    assert set(keys("options")) >= page_keys
    table_options = {key for key, _ in PRESET_ROWS}
    assert table_options == {o.key for o in OPTIONS if o.group != "table"}


def test_records_and_settings_read_each_option() -> None:
    for opt in OPTIONS:
        other = opt.values()[-1] if opt.default != opt.values()[-1] else opt.values()[0]
        if opt.key == "players":
            continue  # a record's players must match its hands
        record = {"format": "president-record/1", "rules": {opt.key: other},
                  "rounds": [{"hands": [["3C"], ["3D"], ["5C"], ["6C"]], "actions": []}]}
        assert getattr(parse_record(json.loads(json.dumps(record))).rules, opt.key) == other
        bad = {**record, "rules": {opt.key: "yes"}}
        with pytest.raises(RecordError):
            parse_record(bad)
        s, problems = settings_from_dict({"rules": {opt.key: other}})
        assert getattr(s.rules, opt.key) == other and problems == []
        s, problems = settings_from_dict({"rules": {opt.key: "yes"}})
        assert problems and getattr(s.rules, opt.key) == getattr(PRESETS["eight-stop"], opt.key)


def test_the_command_line_takes_each_option() -> None:
    for opt in OPTIONS:
        if opt.key == "players":
            assert arena_rules("players=4", 4, None).players == 4
            continue
        other = opt.values()[-1] if opt.default != opt.values()[-1] else opt.values()[0]
        text = str(other).lower()
        assert getattr(arena_rules(f"standard,{opt.key}={text}", 4, None), opt.key) == other
    with pytest.raises(OptionError):
        arena_rules("no_such_rule=true", 4, None)


@settings(max_examples=200, deadline=None)
@given(rules=rules_strategy())
def test_the_property_strategy_reaches_every_option(rules: Rules) -> None:
    assert Rules(**rules.to_dict()) == rules


def test_every_value_of_every_option_is_drawn() -> None:
    seen: dict[str, set] = {k: set() for k in KEYS}
    for rules in every_rules(players=4, rounds=1):
        for k in KEYS:
            seen[k].add(getattr(rules, k))
    for opt in OPTIONS:
        if opt.key not in ("players", "rounds"):
            assert seen[opt.key] == set(opt.values()), opt.key
