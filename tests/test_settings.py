"""Settings: defaults, validation field by field, and a damaged settings file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import settings as st
from game import storage
from game.engine.options import DAIFUGO, EIGHT_STOP


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    storage.take_notices()
    yield tmp_path
    storage.take_notices()


def test_first_start_uses_eight_stop_and_the_system_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANG", "da_DK.UTF-8")
    s = st.load()
    assert s.rules == EIGHT_STOP
    assert s.language == "da"
    assert storage.take_notices() == []


def test_saved_settings_come_back_unchanged() -> None:
    s = st.Settings(rules=DAIFUGO.with_(players=5, rounds=7),
                    levels=["hard", "easy"] + ["normal"] * 3, player_name="Åse", language="da",
                    animation_speed=2.0, opponent_delay=1.3,
                    volume=0.25, muted=True, card_style="large4", fullscreen=True)
    assert st.save(s)
    assert st.load() == s
    assert storage.take_notices() == []


def test_the_file_is_plain_json_with_a_format_tag() -> None:
    st.save(st.defaults())
    data = json.loads(st.path().read_text(encoding="utf-8"))
    assert data["format"] == st.FORMAT and data["rules"]["eight_stop"] is True


def test_one_bad_field_falls_back_alone_and_the_rest_are_kept() -> None:
    s, problems = st.from_dict({"volume": "loud", "muted": True, "player_name": "Bo"})
    assert s.volume == st.Settings().volume
    assert s.muted is True and s.player_name == "Bo"
    assert len(problems) == 1 and problems[0].startswith("volume")


def test_unknown_keys_from_a_newer_version_are_ignored_quietly() -> None:
    s, problems = st.from_dict({"muted": True, "future_option": 3})
    assert s.muted is True and problems == []


HOSTILE = {
    "volume": [2.5, -1, 1e308, True, "0.5", None],
    "opponent_delay": [-0.1, 99, False],
    "animation_speed": [0.7, 3, "fast"],
    "language": ["../../etc", "fr", 1],
    "card_style": ["../../../etc/passwd", "", None],
    "player_name": ["x" * 10_000, "a\nb", "\x00", 5],
    "levels": [["godlike"] * 5, ["hard"] * 10_000, "hard", [1, 2, 3, 4, 5]],
    "muted": ["yes", 1],
    "fullscreen": [0, "true"],
}


@pytest.mark.parametrize("name,value", [(k, v) for k, vs in HOSTILE.items() for v in vs])
def test_hostile_values_are_refused(name: str, value: object) -> None:
    s, problems = st.from_dict({name: value})
    assert getattr(s, name) == getattr(st.defaults(), name)
    assert len(problems) == 1 and problems[0].startswith(name)


@pytest.mark.parametrize("rules,bad", [
    ({"players": 7}, "players"), ({"players": "4"}, "players"), ({"jokers": 3}, "jokers"),
    ({"rounds": 0}, "rounds"), ({"runs": "yes"}, "runs"), ({"eight_stop": 1}, "eight_stop"),
])
def test_bad_rule_options_fall_back_one_by_one(rules: dict, bad: str) -> None:
    s, problems = st.from_dict({"rules": {**rules, "revolution": True}})
    assert getattr(s.rules, bad) == getattr(EIGHT_STOP, bad)
    assert s.rules.revolution is True  # the good option next to it is kept
    assert [p.split(":")[0] for p in problems] == [f"rules.{bad}"]


def test_rules_that_are_not_a_mapping_give_the_default_rules() -> None:
    s, problems = st.from_dict({"rules": ["players", 4]})
    assert s.rules == EIGHT_STOP and len(problems) == 1


@pytest.mark.parametrize("content", [
    b'{"volume": 0.3, "mut',  # truncated
    b"\x89PNG\r\n\x1a\n" + bytes(300),  # binary garbage
    b'["volume", 0.3]',  # wrong structure
    b'"just a string"',  # wrong structure
    b"{}" + b" " * 70_000,  # huge
    b"{" * 50_000,  # hostile nesting
])
def test_a_damaged_settings_file_means_defaults_and_one_notice(content: bytes) -> None:
    st.path().parent.mkdir(parents=True)
    st.path().write_bytes(content)
    assert st.load() == st.defaults()
    notices = storage.take_notices()
    assert [n.kind for n in notices] == ["settings"]
    assert notices[0].aside is not None and notices[0].aside.read_bytes() == content


def test_a_file_with_wrong_types_keeps_good_fields_sets_aside_and_is_repaired() -> None:
    st.path().parent.mkdir(parents=True)
    st.path().write_text(json.dumps({"volume": "max", "muted": True, "language": "da"}))
    s = st.load()
    assert s.muted is True and s.language == "da" and s.volume == st.Settings().volume
    [notice] = storage.take_notices()
    assert notice.kind == "settings_values"  # told that some values, not all, were reset
    assert notice.aside is not None and "volume" in notice.problem
    assert st.load() == s  # the repaired file was written back
    assert storage.take_notices() == []


def test_an_empty_language_on_file_means_the_system_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANG", "da_DK.UTF-8")
    s, problems = st.from_dict({"language": ""})
    assert s.language == "da" and problems == []


def test_same_cosmetics_ignores_the_rules() -> None:
    a = st.defaults()
    b = st.Settings(**{**a.__dict__, "rules": DAIFUGO})
    assert a.same_cosmetics(b)
    b.volume = 0.1
    assert not a.same_cosmetics(b)


def test_level_for_seat() -> None:
    s = st.Settings(levels=["easy", "normal", "hard", "hard", "easy"])
    assert [s.level_for(seat) for seat in range(1, 6)] == s.levels


def test_clean_name_trims_spaces() -> None:
    assert st.clean_name("  Mette ") == "Mette"
