"""UECda tables: ``int[8][15]`` sent as 480 big-endian bytes, and our cards in them.

Rows 0-3 are the suits ♠ ♥ ♦ ♣ (our suits 3..0), columns 1-13 the ranks 3 … 2 (our ranks 0..12);
``[4][1] = 2`` is the joker held; in a move a 2 is the joker standing for that cell's card.
"""

from __future__ import annotations

import struct
from itertools import chain

from game.engine.cards import FIRST_JOKER, JOKER_RANK
from game.engine.plays import RUN, SET, Play, interpretations

ROWS, COLS = 8, 15
SIZE = ROWS * COLS * 4
_TABLE = struct.Struct(f">{ROWS * COLS}i")
_INT = struct.Struct(">i")
PROTOCOL = 20070
JOKER = FIRST_JOKER  # the one joker the contest plays with

Table = list[list[int]]


def empty() -> Table:
    return [[0] * COLS for _ in range(ROWS)]


def pack(table: Table) -> bytes:
    flat = list(chain.from_iterable(table))
    if min(flat) < 0:  # negatives are sent as 0
        flat = [max(0, v) for v in flat]
    return _TABLE.pack(*flat)


def unpack(data: bytes) -> Table:
    flat = _TABLE.unpack(data)
    return [list(flat[r * COLS:(r + 1) * COLS]) for r in range(ROWS)]


def pack_int(value: int) -> bytes:
    return _INT.pack(value)


def unpack_int(data: bytes) -> int:
    return int(_INT.unpack(data)[0])


def cell(card: int) -> tuple[int, int]:
    """A natural card's (row, column)."""
    return 3 - (card & 3), (card >> 2) + 1


def card_at(row: int, col: int) -> int:
    return (col - 1) * 4 + (3 - row)


def hand_table(cards: list[int] | tuple[int, ...]) -> Table:
    t = empty()
    for c in cards:
        if c >= FIRST_JOKER:
            t[4][1] = 2
        else:
            r, col = cell(c)
            t[r][col] = 1
    return t


def read_hand(t: Table) -> list[int]:
    cards = [card_at(r, c) for r in range(4) for c in range(1, 14) if t[r][c] == 1]
    if t[4][1] == 2:
        cards.append(JOKER)
    return sorted(cards)


def move_table(play: Play | None, revolution: bool = False,
               lock: frozenset[int] | None = None,
               suits: frozenset[int] | None = None) -> Table:
    """A move: 1 for each natural card, 2 where the joker stands (all zeros: a pass). A joker
    in a set stands in a suit the set lacks: one of ``suits`` (the play's suits with the
    joker where it stands, as the engine has them under ``joker_suit``), else a locked one,
    else ♠ ♥ ♦ ♣ in that order."""
    t = empty()
    if play is None:
        return t
    for c in play.cards:
        if c < FIRST_JOKER:
            r, col = cell(c)
            t[r][col] = 1
    for joker, meaning in play.meanings:
        _ = joker
        if play.kind == RUN:
            r, col = cell(meaning)
        else:
            r, col = 3 - _free_suit(play, lock, suits), meaning + 1
        t[r][col] = 2
    if play.rank == JOKER_RANK:  # a lone joker: above the 2, or below the 3 when reversed
        t[0][0 if revolution else 14] = 2
    return t


def _free_suit(play: Play, lock: frozenset[int] | None,
               suits: frozenset[int] | None = None) -> int:
    """The suit a joker in a set stands for: one the set lacks, of ``suits`` or a locked one
    if any."""
    used = {c & 3 for c in play.cards if c < FIRST_JOKER}
    for suit in sorted(suits or (), reverse=True) + sorted(lock or ()) + [3, 2, 1, 0]:
        if suit not in used:
            return suit
    return 0


class BadMove(ValueError):
    """A move table that is no play of its cards."""


def read_move(t: Table, runs: bool = True) -> Play | None:
    """The play a move table shows (None: a pass); BadMove when it shows none."""
    naturals, stands = [], []
    for r in range(5):
        for c in range(COLS):
            v = t[r][c]
            if v == 0:
                continue
            if v == 1 and r < 4 and 1 <= c <= 13:
                naturals.append(card_at(r, c))
            elif v == 2:
                stands.append((r, c))
            else:
                raise BadMove(f"cell [{r}][{c}] = {v}")
    if not naturals and not stands:
        return None
    if len(stands) > 1:
        raise BadMove("one joker only")
    cards = sorted(naturals) + ([JOKER] if stands else [])
    for p in interpretations(cards, runs):
        if _fits(p, stands):
            return p
    raise BadMove("not a set or a run")


def _fits(play: Play, stands: list[tuple[int, int]]) -> bool:
    if not stands:
        return not play.meanings
    r, c = stands[0]
    if play.rank == JOKER_RANK:
        return play.kind == SET
    if not play.meanings:
        return False
    meaning = play.meanings[0][1]
    if play.kind == RUN:
        return 1 <= c <= 13 and r < 4 and card_at(r, c) == meaning
    return c == meaning + 1
