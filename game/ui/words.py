"""Plain words for the table: names, titles, cards, plays and why a play is not allowed."""

from __future__ import annotations

from game.engine.cards import RANK_NAMES, RANKS, SUIT_SYMBOLS, is_joker
from game.engine.errors import Reason
from game.engine.plays import RUN, Play
from game.i18n import t

RED_SUITS = (1, 2)  # diamonds, hearts


_opponent_names: list[str] = []  # the player's own names for seats 1..; "" the catalog's


def set_opponent_names(names: list[str]) -> None:
    """The names the player gave the opponents (the settings), shown from now on."""
    _opponent_names[:] = list(names)


def default_seat_name(seat: int) -> str:
    """The catalog's name for an opponent's seat, in the language of the moment."""
    names = t("ui.names").split(",")
    return names[(seat - 1) % len(names)].strip()


def seat_name(seat: int, player_name: str = "") -> str:
    if seat == 0:
        return player_name or t("ui.you")
    given = _opponent_names[seat - 1] if 0 < seat <= len(_opponent_names) else ""
    return given or default_seat_name(seat)


def title_name(title: str | None) -> str:
    return t(f"ui.titles.{title}") if title else ""


def level_name(level: str) -> str:
    return t(f"ui.level.{level}")


def card_text(card: int) -> str:
    if is_joker(card):
        return t("ui.joker")
    return RANK_NAMES[card >> 2] + SUIT_SYMBOLS[card & 3]


def card_is_red(card: int) -> bool:
    return not is_joker(card) and (card & 3) in RED_SUITS


def rank_text(rank: int) -> str:
    return RANK_NAMES[rank] if 0 <= rank < len(RANK_NAMES) else t("ui.joker")


def play_meaning(play: Play) -> str:
    """What a play stands for, e.g. ``5♥ 6♥ 7♥`` for a run with a joker."""
    if play.kind == RUN:
        return " ".join(RANK_NAMES[r] + SUIT_SYMBOLS[play.suit] for r in play.stands_for())
    return " ".join(played_card_text(play, c) for c in play.cards)


def played_card_text(play: Play, card: int) -> str:
    """A card of a play as the log writes it: a joker with what it stands for (``Joker as
    9``, ``Joker as 6♥``)."""
    meaning = dict(play.meanings).get(card)
    if meaning is None:
        return card_text(card)
    stands = RANK_NAMES[meaning] if play.kind != RUN else card_text(meaning)
    return t("ui.joker_as", card=stands)


def place_text(place: int) -> str:
    return t(f"ui.place.{place}") if 1 <= place <= 6 else str(place)


def reason_text(reason: Reason) -> str:
    """A rule the selection breaks, in a few plain words: 'needs 2 cards'."""
    code, params = reason.code, reason.params
    if code in ("too_low", "must_beat"):
        rank = RANK_NAMES[RANKS.index(params["rank"])]
        direction = "lower" if params.get("direction") == "lower" else "higher"
        text = t(f"ui.reason.{code}_{direction}", rank=rank)
        return t("ui.reason.under_jack_back", reason=text) if params.get("jack_back") else text
    if code == "locked":
        suits = "".join(SUIT_SYMBOLS["CDHS".index(letter)] for letter in params["suits"])
        return t("ui.reason.locked", suits=suits)
    if code in ("owes", "owe_count"):
        count = int(params.get("count", 1))
        return t(f"ui.reason.{code}_{params.get('kind', 'give')}", count=count)
    if code == "wrong_count":
        count = int(params.get("count", 1))
        return t("ui.reason.wrong_count_one") if count == 1 else \
            t("ui.reason.wrong_count", count=count)
    if code == "wrong_kind":
        return t(f"ui.reason.wrong_kind_{params.get('kind', 'set')}")
    key = f"ui.reason.{code}"
    text = t(key)
    return reason.sentence() if text == key else text
