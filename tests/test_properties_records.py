"""Randomly damaged records: the checker answers with lines or a RecordError, nothing else."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from rulecase import simulate

from game.engine.options import DAIFUGO
from game.record import RecordError, check, read_record, record_of

VALID = record_of(simulate(DAIFUGO.with_(players=4, rounds=2), seed=11))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.sampled_from(
        ["", "3C", "X1", "X1=8", "X2=8H", "8H=8", "ZZ", "pass", "seat"]
    ),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["seat", "play", "pass", "hands", "actions", "from", "to", "cards"]),
        inner, max_size=3,
    ),
    max_leaves=8,
)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside a JSON document."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += paths(item, (*prefix, i))
    return found


ALL_PATHS = paths(VALID)[1:]


def damage(data: dict, path: tuple, new: Any, remove: bool) -> dict:
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    if remove:
        del target[path[-1]]
    else:
        target[path[-1]] = new
    return data


def outcome(text: str) -> str:
    """'damaged', 'legal' or 'illegal'; any other exception fails the test."""
    try:
        report = check(read_record(text), with_legal=True)
    except RecordError as exc:
        message = str(exc)
        assert message and "\n" not in message and message.endswith(".")
        return "damaged"
    if report.legal:
        return "legal"
    assert report.lines[-1]["legal"] is False and report.lines[-1]["error"].endswith(".")
    return "illegal"


@settings(max_examples=150, deadline=None)
@given(
    where=st.lists(st.sampled_from(ALL_PATHS), min_size=1, max_size=3),
    new=st.lists(json_values, min_size=3, max_size=3),
    removes=st.lists(st.booleans(), min_size=3, max_size=3),
)
def test_damaged_values_never_crash_the_checker(
    where: list[tuple], new: list[Any], removes: list[bool]
) -> None:
    data = VALID
    for path, value, remove in zip(where, new, removes):
        try:
            data = damage(data, path, value, remove)
        except (KeyError, IndexError, TypeError):  # an earlier change removed this path
            continue
    outcome(json.dumps(data))


@settings(max_examples=60, deadline=None)
@given(cut=st.integers(0, len(json.dumps(VALID))), junk=st.text(max_size=3))
def test_cut_or_spliced_text_never_crashes_the_checker(cut: int, junk: str) -> None:
    text = json.dumps(VALID)
    assert outcome(text[:cut] + junk + text[cut:]) in ("damaged", "legal", "illegal")


def test_the_undamaged_record_is_legal() -> None:
    assert outcome(json.dumps(VALID)) == "legal"
