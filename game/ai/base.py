"""The opponent interface: decisions from a public view, never from the game state."""

from __future__ import annotations

from abc import ABC, abstractmethod

from game.engine.plays import Play
from game.engine.view import PublicView


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
        order = view.order_in_force
        return sorted(view.hand, key=order.card_key)[:count]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
