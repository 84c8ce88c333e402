"""Guessing the hidden hands: deals of the unseen cards consistent with a public view.

What a seat knows: how many cards each player holds, which cards it gave in the exchange (the
receiver still holds those not yet played), and, when it received a forced gift, that the giver
kept nothing higher than the cards it had to give. A ``Dealer`` may also weigh the passes: a
player who passed on a pile seldom held a play that beats it, so a deal that gives it one is
kept only with the chance ``hold`` per such pass (rejection sampling; the cards it holds now
it held when it passed, but for the cards a 7 pass brought later).
"""

from __future__ import annotations

import random

from game.engine.movegen import legal_plays
from game.engine.order import order_of
from game.engine.round import Decline
from game.engine.view import PublicView

FORCED_GIVERS = ("scum", "vice_scum")


def rank_key(card: int) -> int:
    """A card's strength in the normal order, the one forced gifts are judged in."""
    return order_of(False).card_value(card)


def caps(view: PublicView) -> dict[int, int]:
    """Per seat, the highest rank its unknown cards can have (from forced gifts to this seat)."""
    out: dict[int, int] = {}
    if view.titles is None:
        return out
    for giver, receiver, cards in view.gifts:
        if receiver == view.seat and cards and view.titles[giver] in FORCED_GIVERS:
            cap = min(rank_key(c) for c in cards)
            out[giver] = min(cap, out.get(giver, cap))
    return out


class Dealer:
    """Deals the unseen cards of one view again and again, differently each time."""

    def __init__(self, view: PublicView, hold: float | None = None, tries: int = 12) -> None:
        self.view = view
        self.hold, self.tries = hold, tries
        self.declines: list[Decline] = [] if hold is None else [
            d for d in view.declines if d.seat != view.seat and view.counts[d.seat]]
        mine = set(view.hand)
        unseen = set(view.unseen())
        self.known = {
            s: [c for c in cards if c in unseen and c not in mine]
            for s, cards in view.known_held().items()
        }
        fixed = {c for cards in self.known.values() for c in cards}
        self.pool = sorted(unseen - fixed)
        self.caps = caps(view)
        self.others = [s for s in range(view.players) if s != view.seat and view.counts[s]]

    def deal(self, rng: random.Random) -> list[list[int]]:
        if not self.declines:
            return self.deal_once(rng)
        assert self.hold is not None
        best: tuple[int, list[list[int]]] | None = None
        for _ in range(self.tries):
            hands = self.deal_once(rng)
            against = self.against(hands)
            if rng.random() < self.hold ** against:
                return hands
            if best is None or against < best[0]:
                best = (against, hands)
        assert best is not None
        return best[1]  # none kept: the deal that goes against the fewest passes

    def against(self, hands: list[list[int]]) -> int:
        """How many passes ``hands`` goes against (the passer held a play that beats)."""
        r = self.view.rules
        return sum(1 for d in self.declines if legal_plays(
            hands[d.seat], d.top, d.reversed, r.runs, r.strict, d.lock, r.spade_three))

    def fits(self, seat: int, card: int) -> bool:
        """May ``seat`` hold ``card`` (a forced gift's cap)?"""
        cap = self.caps.get(seat)
        return cap is None or rank_key(card) <= cap

    def deal_once(self, rng: random.Random) -> list[list[int]]:
        view = self.view
        hands: list[list[int]] = [[] for _ in range(view.players)]
        hands[view.seat] = list(view.hand)
        for s, cards in self.known.items():
            hands[s].extend(cards)
        pool = list(self.pool)
        rng.shuffle(pool)
        capped = sorted(self.caps, key=lambda s: self.caps[s])
        for s in capped:
            need = view.counts[s] - len(hands[s])
            fits = [c for c in pool if self.fits(s, c)][: max(0, need)]
            hands[s].extend(fits)
            taken = set(fits)
            pool = [c for c in pool if c not in taken]
        for s in self.others:
            need = view.counts[s] - len(hands[s])
            if need > 0:
                hands[s].extend(pool[:need])
                pool = pool[need:]
        return hands
