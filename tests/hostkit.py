"""Helpers for the hosting tests: whether a hosted match is the match the same seed makes in
one process, and where two records part when it is not."""

from __future__ import annotations

from game.net.host import Host
from tests.netkit import host_record, reference


def first_difference(got: object, want: object, path: str = "") -> str:
    """Where two records part (the record of a whole match is too long to read in a diff)."""
    if isinstance(got, dict) and isinstance(want, dict):
        for key in sorted(set(got) | set(want), key=str):
            found = first_difference(got.get(key), want.get(key), f"{path}.{key}")
            if found:
                return found
        return ""
    if isinstance(got, list) and isinstance(want, list):
        for i, (a, b) in enumerate(zip(got, want)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return "" if len(got) == len(want) else f"{path}: {len(got)} != {len(want)} items"
    return "" if got == want else f"{path}: {got!r} != {want!r}"


def cards_in_order(record: object) -> object:
    """The record with the cards of each gift, 7 pass and 10 discard in one order: a table
    hands over the selection sorted, a computer in the order it picked them (the same
    cards, the same match)."""
    if isinstance(record, dict):
        return {k: sorted(v) if k in ("give", "discard", "cards") and isinstance(v, list)
                else cards_in_order(v) for k, v in record.items()}
    if isinstance(record, list):
        return [cards_in_order(v) for v in record]
    return record


def same_match(host: Host, rules, seed: int) -> None:
    want = reference(rules, ["normal"] * rules.players, seed=seed)
    assert first_difference(cards_in_order(host_record(host)), cards_in_order(want)) == ""
