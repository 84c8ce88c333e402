"""The catalogs: English and Danish complete, consistent, and drawable with the bundled font."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from game import i18n
from game.resources import asset
from game.ui import glyphs

LANGS = sorted(i18n.LANGUAGES)


def files(lang: str) -> dict[str, dict[str, str]]:
    out = {}
    for path in sorted(asset("i18n", lang).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out[path.name] = {k: v for k, v in data.items() if not k.startswith("_")}
    return out


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_language_has_the_same_catalog_files() -> None:
    names = {lang: set(files(lang)) for lang in LANGS}
    assert names["en"] == names["da"]
    assert len(names["en"]) >= 3


@pytest.mark.parametrize("name", sorted(files("en")))
def test_no_key_is_missing_from_either_language(name: str) -> None:
    keys = {lang: set(files(lang)[name]) for lang in LANGS}
    assert keys["en"] - keys["da"] == set(), f"missing from Danish {name}"
    assert keys["da"] - keys["en"] == set(), f"missing from English {name}"


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_is_in_two_files(lang: str) -> None:
    seen: dict[str, str] = {}
    for name, catalog in files(lang).items():
        for key in catalog:
            assert key not in seen, f"{key} is in both {seen[key]} and {name}"
            seen[key] = name


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_is_a_non_empty_string(lang: str) -> None:
    for name, catalog in files(lang).items():
        for key, text in catalog.items():
            assert isinstance(text, str) and text.strip(), f"{lang}/{name}: {key}"


def test_both_languages_use_the_same_parameters() -> None:
    en, da = i18n.catalog("en"), i18n.catalog("da")
    for key, text in en.items():
        assert fields(text) == fields(da[key]), key


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("font", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
def test_the_bundled_font_draws_every_character(lang: str, font: str) -> None:
    bad = {key: glyphs.missing(text, font) for key, text in i18n.catalog(lang).items()}
    assert {k: v for k, v in bad.items() if v} == {}


def test_the_glyph_check_finds_missing_characters() -> None:
    assert glyphs.missing("Daifugō ♠♥ æøå") == []
    assert glyphs.missing("大富豪") == ["大", "富", "豪"]
    assert glyphs.drawable("Bo 大") == "Bo "


def test_the_catalog_merges_every_file_of_a_language() -> None:
    merged = i18n.catalog("da")
    for catalog in files("da").values():
        for key, text in catalog.items():
            assert merged[key] == text


def test_switching_language_changes_text_at_once() -> None:
    try:
        i18n.set_language("da")
        assert i18n.t("settings.title") == "Indstillinger"
        i18n.set_language("en")
        assert i18n.t("settings.title") == "Settings"
        i18n.set_language("xx")
        assert i18n.language() == "en"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("env,expected", [
    ({"LANG": "da_DK.UTF-8"}, "da"), ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LC_ALL": "da_DK", "LANG": "en_GB"}, "da"), ({"LANG": "de_DE"}, "en"),
])
def test_first_start_follows_the_system_language(
    env: dict[str, str], expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert i18n.system_language() == expected


MY_SOURCES = ("ui/scenes/settings.py", "ui/scenes/rules.py", "ui/scenes/notice.py",
              "ui/rules_content.py")


def test_the_settings_and_rules_screens_use_only_keys_that_exist() -> None:
    """Every t("literal key") in these screens names a key of the English catalog."""
    known = set(i18n.catalog("en"))
    root = Path(i18n.__file__).parent
    used = set()
    for name in MY_SOURCES:
        text = (root / name).read_text(encoding="utf-8")
        used |= set(re.findall(r"\bt\(\s*\"([a-z0-9_.\-]+)\"", text))
        used |= set(re.findall(r"\"((?:rules|settings|notice)\.[a-z0-9_.\-]+)\"", text))
    assert used and sorted(used - known) == []
