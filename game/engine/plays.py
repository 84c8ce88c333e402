"""Plays (sets and runs), how they compare, and fast generation of every legal play.

The generator works on a plain list of card ints and the top of the pile, so the AI can call it
on its own hand without touching the game state. Jokers are interchangeable: where a play uses
one joker of two, the lowest-numbered joker is used, so identical plays are never listed twice.
"""

from __future__ import annotations

from itertools import combinations

from game.engine.cards import (
    EIGHT,
    FIRST_JOKER,
    JOKER_RANK,
    NUM_RANKS,
    RANKS,
    SUITS,
    THREE,
    TWO,
    card_str,
)

SET = 0
RUN = 1
KIND_NAMES = ("set", "run")
SPADE_THREE = THREE * 4 + 3  # 3♠ (the spade 3 house rule)


class Play:
    """One play: the cards put down and, for each joker, what it stands for.

    ``rank`` is the set's rank (``JOKER_RANK`` for jokers alone) or a run's lowest rank;
    ``high`` is the run's highest rank (equal to ``rank`` for a set). ``meanings`` pairs each
    joker with a rank (in a set) or a card (in a run); a joker-only set has none.
    """

    __slots__ = ("kind", "cards", "rank", "high", "suit", "size", "meanings", "has_eight")

    def __init__(
        self,
        kind: int,
        cards: tuple[int, ...],
        rank: int,
        high: int,
        suit: int = -1,
        meanings: tuple[tuple[int, int], ...] = (),
    ) -> None:
        self.kind = kind
        self.cards = cards
        self.rank = rank
        self.high = high
        self.suit = suit
        self.size = len(cards)
        self.meanings = meanings
        self.has_eight = rank <= EIGHT <= high

    # -- comparison -------------------------------------------------------------------------
    def value(self, revolution: bool) -> int:
        """Strength in the order in force: higher beats lower (a run by its top card)."""
        if self.kind == SET:
            if self.rank == JOKER_RANK:
                return JOKER_RANK
            return 12 - self.rank if revolution else self.rank
        return 12 - self.rank if revolution else self.high

    def follows(self, top: Play | None, revolution: bool, strict: bool = False,
                above: bool = False) -> bool:
        """May this play go on ``top``? Same kind, same size, equal or higher (``strict``:
        higher; ``above``: a run wholly above a run). ``revolution`` is whether the order in
        force is reversed."""
        if top is None:
            return True
        return (
            self.kind == top.kind
            and self.size == top.size
            and self.value(revolution) >= top.value(revolution) + bump(top, strict, above)
        )

    def clear_reason(self, revolution: bool, eight_stop: bool) -> str | None:
        """Why this play clears the pile the moment it is down: 'eight', 'two', 'three'."""
        if eight_stop and self.has_eight:
            return "eight"
        if self.kind == SET and self.rank == (THREE if revolution else TWO):
            return "three" if revolution else "two"
        return None

    def revolts(self, revolution_rule: bool) -> bool:
        return revolution_rule and self.kind == SET and self.size >= 4

    @property
    def jokers(self) -> int:
        return sum(1 for c in self.cards if c >= FIRST_JOKER)

    # -- text form --------------------------------------------------------------------------
    def notation(self) -> list[str]:
        """Record notation: jokers written with their meanings (``X1=8``, ``X1=8H``)."""
        meaning = dict(self.meanings)
        out = []
        for c in self.cards:
            if c in meaning:
                m = meaning[c]
                out.append(card_str(c) + "=" + (RANKS[m] if self.kind == SET else card_str(m)))
            else:
                out.append(card_str(c))
        return out

    def stands_for(self) -> list[int]:
        """The ranks the play's cards stand for, lowest first (a run's ranks in order)."""
        if self.kind == RUN:
            return list(range(self.rank, self.high + 1))
        return [self.rank] * self.size

    def key(self) -> tuple:
        return (self.kind, self.cards, self.rank, self.high)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        return f"Play({KIND_NAMES[self.kind]} {' '.join(self.notation())})"


def bump(top: Play, strict: bool, above: bool) -> int:
    """How much stronger than ``top`` a follow must be: 1 under Must beat, else 0; with
    ``above`` (runs wholly above) a run's size, since a run of k cards whose lowest card is
    above the top run's highest is k steps stronger by its highest card."""
    return top.size if above and top.kind == RUN else int(strict)


# -- generation -----------------------------------------------------------------------------


def _buckets(hand: list[int]) -> tuple[list[list[int]], list[int]]:
    by_rank: list[list[int]] = [[] for _ in range(NUM_RANKS)]
    jokers = []
    for c in sorted(hand):
        if c >= FIRST_JOKER:
            jokers.append(c)
        else:
            by_rank[c >> 2].append(c)
    return by_rank, jokers


def _sets_of_rank(
    rank: int, cards: list[int], jokers: list[int], size: int, out: list[Play]
) -> None:
    n = len(cards)
    for j in range(max(0, size - n), min(len(jokers), size - 1) + 1):
        used = tuple(jokers[:j])
        meanings = tuple((jk, rank) for jk in used)
        real = size - j
        if real == n:
            out.append(Play(SET, tuple(cards) + used, rank, rank, -1, meanings))
        else:
            for combo in combinations(cards, real):
                out.append(Play(SET, combo + used, rank, rank, -1, meanings))


def _sets(
    by_rank: list[list[int]], jokers: list[int], size: int | None, min_value: int, rev: bool,
    out: list[Play],
) -> None:
    nj = len(jokers)
    for rank in range(NUM_RANKS):
        cards = by_rank[rank]
        if not cards:
            continue
        if (12 - rank if rev else rank) < min_value:
            continue
        if not nj:  # the common case, inlined: natural cards only
            n = len(cards)
            for k in range(1, n + 1) if size is None else (size,) if n >= size else ():
                if k == n:
                    out.append(Play(SET, tuple(cards), rank, rank))
                else:
                    out.extend(Play(SET, combo, rank, rank) for combo in combinations(cards, k))
        elif size is None:
            for k in range(1, len(cards) + nj + 1):
                _sets_of_rank(rank, cards, jokers, k, out)
        elif len(cards) + nj >= size:
            _sets_of_rank(rank, cards, jokers, size, out)
    # Jokers alone: a set of "joker rank", above all in both orders.
    for k in range(1, nj + 1) if min_value <= JOKER_RANK else ():
        if size is None or size == k:
            out.append(Play(SET, tuple(jokers[:k]), JOKER_RANK, JOKER_RANK))


def _runs(
    hand: list[int], jokers: list[int], size: int | None, min_value: int, rev: bool,
    out: list[Play],
) -> None:
    nj = len(jokers)
    held = [0, 0, 0, 0]
    for c in hand:
        if c < FIRST_JOKER:
            held[c & 3] |= 1 << (c >> 2)
    for suit in range(4):
        mask = held[suit]
        if not mask:
            continue
        for lo in range(NUM_RANKS - 2):
            missing = 0
            for hi in range(lo, NUM_RANKS):
                if not mask >> hi & 1:
                    missing += 1
                    if missing > nj:
                        break
                length = hi - lo + 1
                if length < 3 or (size is not None and length != size):
                    continue
                if (12 - lo if rev else hi) < min_value:
                    continue
                _runs_in_window(suit, lo, hi, mask, jokers, out)


def _runs_in_window(
    suit: int, lo: int, hi: int, mask: int, jokers: list[int], out: list[Play]
) -> None:
    have = [r for r in range(lo, hi + 1) if mask >> r & 1]
    gaps = [r for r in range(lo, hi + 1) if not mask >> r & 1]
    if not have:
        return
    spare = len(jokers) - len(gaps)
    for extra in range(0, spare + 1):
        if len(have) - extra < 1:
            break
        for replaced in combinations(have, extra) if extra else ((),):
            joker_ranks = sorted(gaps + list(replaced))
            used = jokers[: len(joker_ranks)]
            meanings = tuple((jk, r * 4 + suit) for jk, r in zip(used, joker_ranks))
            real = tuple(r * 4 + suit for r in have if r not in replaced)
            out.append(Play(RUN, real + tuple(used), lo, hi, suit, meanings))


def generate(
    hand: list[int], top: Play | None, revolution: bool, runs: bool, strict: bool = False,
    lock: frozenset[int] | None = None, spade_three: bool = False, above: bool = False,
) -> list[Play]:
    """Every legal play from ``hand`` on ``top`` (None when leading), in the order in force
    (``revolution``: reversed). The house rules: ``strict`` (must beat), ``lock`` (the suits
    the pile is locked to), ``spade_three`` (a lone 3♠ may follow a lone joker) and
    ``above`` (a run follows a run wholly above it)."""
    by_rank, jokers = _buckets(hand)
    out: list[Play] = []
    if top is None:
        _sets(by_rank, jokers, None, -1, revolution, out)
        if runs:
            _runs(hand, jokers, None, -1, revolution, out)
        return out
    need = top.value(revolution) + bump(top, strict, above)
    if top.kind == SET:
        _sets(by_rank, jokers, top.size, need, revolution, out)
    elif runs:
        _runs(hand, jokers, top.size, need, revolution, out)
    if lock is not None:
        out = [p for p in out if fits_lock(p, lock)]
    if spade_three and top.size == 1 and top.rank == JOKER_RANK and SPADE_THREE in hand:
        out.append(Play(SET, (SPADE_THREE,), THREE, THREE))
    return out


def fits_lock(play: Play, lock: frozenset[int]) -> bool:
    """Whether ``play`` is in exactly the locked suits: each natural card of a locked suit, no
    two of one suit in a set, jokers standing for the missing ones (a set of jokers alone,
    a lone joker on a locked single among them, fills every locked suit)."""
    if play.kind == RUN:
        return lock == frozenset((play.suit,))
    natural = [c & 3 for c in play.cards if c < 52]
    return len(set(natural)) == len(natural) and set(natural) <= lock


# -- reading a selection ----------------------------------------------------------------------


def interpretations(cards: list[int], runs: bool) -> list[Play]:
    """Every play whose cards are exactly ``cards`` (a joker in a run can mean several)."""
    cards = sorted(cards)
    if not cards or len(set(cards)) != len(cards):
        return []
    jokers = [c for c in cards if c >= FIRST_JOKER]
    real = cards[: len(cards) - len(jokers)]
    if not real:
        return [Play(SET, tuple(jokers), JOKER_RANK, JOKER_RANK)]
    out = []
    ranks = {c >> 2 for c in real}
    if len(ranks) == 1:
        rank = real[0] >> 2
        out.append(Play(SET, tuple(cards), rank, rank, -1, tuple((j, rank) for j in jokers)))
    if runs and len(cards) >= 3:
        out.extend(_run_readings(real, jokers))
    return out


def _run_readings(real: list[int], jokers: list[int]) -> list[Play]:
    suits = {c & 3 for c in real}
    ranks = sorted(c >> 2 for c in real)
    if len(suits) != 1 or len(set(ranks)) != len(ranks):
        return []
    suit = real[0] & 3
    length = len(real) + len(jokers)
    lo_r, hi_r = ranks[0], ranks[-1]
    if hi_r - lo_r + 1 > length:
        return []
    mask = sum(1 << r for r in ranks)
    out: list[Play] = []
    for lo in range(max(0, hi_r - length + 1), min(lo_r, NUM_RANKS - length) + 1):
        hi = lo + length - 1
        gaps = [r for r in range(lo, hi + 1) if not mask >> r & 1]
        meanings = tuple((jk, r * 4 + suit) for jk, r in zip(jokers, gaps))
        out.append(Play(RUN, tuple(sorted(real)) + tuple(jokers), lo, hi, suit, meanings))
    return out


def describe_rank(rank: int) -> str:
    """The rank's record letter, or 'X' for joker rank."""
    return "X" if rank == JOKER_RANK else RANKS[rank]


__all__ = [
    "KIND_NAMES", "RUN", "SET", "SPADE_THREE", "SUITS", "Play", "bump", "describe_rank",
    "fits_lock",
    "generate", "interpretations",
]
