"""Text kept as catalog keys and worded only when drawn, so a language switch shows at once.

A ``Say`` is a key and its parameters; a parameter may itself need words (a seat's name, a
place, a card or a play), so those are kept as ``Seat`` or ``Worded`` and turned into text in
the current language by ``word``. Buttons, banners and the table's log hold these instead of
finished strings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.i18n import language, t
from game.ui.words import seat_name


@dataclass(frozen=True)
class Seat:
    """A seat's name: the player's own name (or "You") for seat 0."""

    seat: int


@dataclass(frozen=True)
class Worded:
    """``fn(arg)`` in the current language, e.g. ``Worded(place_text, 2)``."""

    fn: Callable[[Any], str]
    arg: Any


@dataclass(frozen=True)
class Say:
    """The catalog text for ``key`` with ``params``: ``Say.of("ui.log.passes", name=Seat(2))``."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, **params: Any) -> Say:
        return cls(key, tuple(params.items()))

    def text(self, player_name: str = "") -> str:
        return t(self.key, **{k: word(v, player_name) for k, v in self.params})


Text = str | Say | Seat | Worded


def word(value: Any, player_name: str = "") -> str:
    """``value`` as text in the current language."""
    if isinstance(value, Say):
        return value.text(player_name)
    if isinstance(value, Seat):
        return seat_name(value.seat, player_name)
    if isinstance(value, Worded):
        return value.fn(value.arg)
    return str(value)


Color = tuple[int, int, int]


class LogLine:
    """One line of the table's log: pieces of text and their colours, worded when drawn (and
    kept until the language or the player's name changes)."""

    __slots__ = ("parts", "_cache")

    def __init__(self, parts: list[tuple[Text, Color]]) -> None:
        self.parts = parts
        self._cache: tuple[tuple[str, str], list[tuple[str, Color]]] | None = None

    def segments(self, player_name: str = "") -> list[tuple[str, Color]]:
        key = (language(), player_name)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, [(word(text, player_name), color) for text, color in self.parts])
        return self._cache[1]

    def text(self, player_name: str = "") -> str:
        return "".join(text for text, _ in self.segments(player_name))
