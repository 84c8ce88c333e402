"""The opponent interface: decisions from a public view, never from the game state."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable

from game.engine.order import Order
from game.engine.plays import Play
from game.engine.view import PublicView


def weakest(cards: Iterable[int], order: Order, count: int) -> list[int]:
    """The default hand-over for a 7 pass or a 10 discard (Easy's, and every play-out's): the
    ``count`` weakest of ``cards`` in ``order``."""
    return sorted(cards, key=order.card_key)[:count]


class Opponent(ABC):
    """A computer player. It sees only the ``PublicView`` it is handed for each decision."""

    name = "opponent"

    @abstractmethod
    def choose_play(self, view: PublicView) -> Play | None:
        """A legal play for ``view.seat``, or None to pass (never None when leading)."""

    @abstractmethod
    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        """``count`` cards of ``view.hand`` to give back in the exchange."""

    def reason(self, view: PublicView, play: Play | None) -> str:
        """Why this level would make ``play`` (None: the pass) in ``view``, from its own way
        of deciding: a code of game.ai.reasons.REASONS (a few carry a number, as
        ``keeps_control:12``), or "" where the level cannot say (each level says)."""
        return ""

    def choose_handover(self, view: PublicView, kind: str, count: int) -> list[int]:
        """``count`` cards of ``view.hand`` to give (``kind`` "give", the 7 pass) or to
        discard ("discard", the 10 discard): by default the weakest in the order in force."""
        return weakest(view.hand, view.order_in_force, count)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
