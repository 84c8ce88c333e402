"""Cards as small integers, and their text form used by records and logs.

A card is an int: ``rank * 4 + suit`` for the 52 French cards (rank 0 is the 3, rank 12 the 2,
suit 0..3 is C D H S), and 52 / 53 for the two jokers X1 / X2. Ints keep move generation fast.
"""

from __future__ import annotations

from collections.abc import Iterable

RANKS = "3456789TJQKA2"
SUITS = "CDHS"
NUM_RANKS = 13
JOKER_RANK = 13  # the "rank" of a set made only of jokers: above everything, in both orders
FIVE = RANKS.index("5")
SEVEN = RANKS.index("7")
EIGHT = RANKS.index("8")
TEN = RANKS.index("T")
JACK = RANKS.index("J")
TWO = RANKS.index("2")
THREE = RANKS.index("3")
JOKERS = (52, 53)
FIRST_JOKER = 52
THREE_OF_CLUBS = 0
THREE_OF_DIAMONDS = 1

RANK_NAMES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SUIT_SYMBOLS = "♣♦♥♠"


class CardError(ValueError):
    """A card written in text could not be read."""


def rank_of(card: int) -> int:
    return JOKER_RANK if card >= FIRST_JOKER else card >> 2


def suit_of(card: int) -> int:
    return card & 3


def is_joker(card: int) -> bool:
    return card >= FIRST_JOKER


def make(rank: int, suit: int) -> int:
    return rank * 4 + suit


def deck(jokers: int = 0) -> list[int]:
    """The full deck: 52 cards plus the first ``jokers`` jokers."""
    return list(range(52)) + list(JOKERS[:jokers])


def card_str(card: int) -> str:
    if card >= FIRST_JOKER:
        return f"X{card - FIRST_JOKER + 1}"
    return RANKS[card >> 2] + SUITS[card & 3]


def parse_rank(text: str) -> int:
    if len(text) != 1 or text not in RANKS:
        raise CardError(f"'{text}' is not a rank (use one of {' '.join(RANKS)})")
    return RANKS.index(text)


def parse_card(text: str) -> int:
    """Parse ``"TH"``, ``"3C"``, ``"X1"`` (no joker meaning here)."""
    if not isinstance(text, str):
        raise CardError(f"{text!r} is not a card")
    if text in ("X1", "X2"):
        return FIRST_JOKER + int(text[1]) - 1
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise CardError(f"'{text}' is not a card (examples: 3C, TH, 2S, X1)")
    return RANKS.index(text[0]) * 4 + SUITS.index(text[1])


def cards_str(cards: Iterable[int]) -> str:
    return " ".join(card_str(c) for c in cards)


def pretty(card: int) -> str:
    """Human form for logs and the UI: ``10♥``, ``Joker``-free (UI translates jokers)."""
    if card >= FIRST_JOKER:
        return "🃏"
    return RANK_NAMES[card >> 2] + SUIT_SYMBOLS[card & 3]
