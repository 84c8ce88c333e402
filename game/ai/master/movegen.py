"""Legal plays, fast: the engine's own generator asked per rank (sets) and per suit (runs).

A set uses the cards of one rank (and jokers) only, and a run the cards of one suit, so the
legal plays of a hand are the union of the legal plays of its one-rank and one-suit parts.
Those parts repeat endlessly across play-outs, so each answer is remembered: every rule stays
in ``game.engine.plays.generate``, asked far less often. A test holds the union equal to the
engine's answer for the whole hand.
"""

from __future__ import annotations

from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS
from game.engine.plays import RUN, SET, Play, generate

_CACHE: dict[tuple, tuple[Play, ...]] = {}
# Entries; a plain reset keeps memory bounded on a long session, and small enough that the
# garbage collector's full passes over the remembered plays stay short (they were the
# slowest decisions' cost with 400 000).
_LIMIT = 40_000


def _ask(part: tuple[int, ...], top: Play | None, tkey: tuple | None, rev: bool, runs: bool,
         strict: bool, lock: frozenset[int] | None, spade: bool, kind: int) -> tuple[Play, ...]:
    key = (part, tkey, rev, runs, strict, lock, spade, kind)
    got = _CACHE.get(key)
    if got is None:
        plays = generate(list(part), top, rev, runs, strict, lock, spade)
        if kind == SET:  # this rank's sets only (jokers alone are asked once, apart)
            got = tuple(p for p in plays if p.kind == SET and p.rank != JOKER_RANK)
        elif kind == RUN:
            got = tuple(p for p in plays if p.kind == RUN)
        else:
            got = tuple(plays)
        if len(_CACHE) >= _LIMIT:
            _CACHE.clear()
        _CACHE[key] = got
    return got


_HANDS: dict[tuple, list[Play]] = {}


def legal_plays(hand: list[int], top: Play | None, rev: bool, runs: bool, strict: bool = False,
                lock: frozenset[int] | None = None, spade: bool = False) -> list[Play]:
    """The same plays as ``generate`` with these arguments (in another order); the list is
    shared, not to be changed."""
    tkey = None if top is None else (top.kind, top.size, top.rank, top.high)
    key = (tuple(hand), tkey, rev, runs, strict, lock, spade)
    got = _HANDS.get(key)
    if got is None:
        got = _legal(hand, top, tkey, rev, runs, strict, lock, spade)
        if len(_HANDS) >= _LIMIT // 2:
            _HANDS.clear()
        _HANDS[key] = got
    return got


def _legal(hand: list[int], top: Play | None, tkey: tuple | None, rev: bool, runs: bool,
           strict: bool, lock: frozenset[int] | None, spade: bool) -> list[Play]:
    by_rank: list[list[int]] = [[] for _ in range(NUM_RANKS)]
    by_suit: list[list[int]] = [[], [], [], []]
    jokers: list[int] = []
    for c in hand:
        if c >= FIRST_JOKER:
            jokers.append(c)
        else:
            by_rank[c >> 2].append(c)
            by_suit[c & 3].append(c)
    jk = tuple(sorted(jokers))
    need = -1 if top is None else top.value(rev) + strict
    size = 0 if top is None else top.size
    out: list[Play] = []
    if top is None or top.kind == SET:
        for rank, cards in enumerate(by_rank):
            if cards and len(cards) + len(jk) >= size and (
                    (12 - rank if rev else rank) >= need or (spade and rank == 0)):
                out.extend(_ask(tuple(sorted(cards)) + jk, top, tkey, rev, False, strict, lock,
                                spade, SET))
        if jk:
            out.extend(_ask(jk, top, tkey, rev, False, strict, lock, spade, -1))
    if runs and (top is None or top.kind == RUN):
        for cards in by_suit:
            if len(cards) + len(jk) >= 3 and cards:
                out.extend(_ask(tuple(sorted(cards)) + jk, top, tkey, rev, True, strict, lock,
                                spade, RUN))
    return out


def forget() -> None:
    """Drop every remembered answer (the benchmark starts cold)."""
    _CACHE.clear()
    _HANDS.clear()
