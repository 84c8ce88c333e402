"""Guessing the hidden hands: deals of the unseen cards consistent with a public view.

What a seat knows: how many cards each player holds, which cards it gave in the exchange or by a
7 pass (the receiver still holds those not yet played, unless it has since made a 7 pass this
seat did not see), and, when it received a forced gift, that the giver kept nothing higher than
the cards it had to give (but for as many cards as 7 passes unseen here may have brought it).
A ``Dealer`` may also weigh the passes: a player who passed on a pile seldom held a play that
beats it, so a deal that gives it one is kept only with the chance ``hold`` per such pass
(rejection sampling; the cards it holds now it held when it passed, but for the cards a 7 pass
brought later).
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
    """Per seat, the highest rank its unknown cards can have (from forced gifts to this seat),
    but for those 7 passes may have brought it since (``moved_on``)."""
    out: dict[int, int] = {}
    if view.titles is None:
        return out
    for giver, receiver, cards in view.gifts:
        if receiver == view.seat and cards and view.titles[giver] in FORCED_GIVERS:
            cap = min(rank_key(c) for c in cards)
            out[giver] = min(cap, out.get(giver, cap))
    return out


def moved_on(view: PublicView) -> tuple[set[int], dict[int, int]]:
    """The cards this seat gave whose receiver has since made a 7 pass this seat did not see
    (they may have gone on with it), and per seat how many of its unknown cards may be above
    its forced gift's cap: those such passes brought it, and its own cards that may have gone."""
    where: dict[int, int] = {}  # card -> the seat this one gave it to, as far as it knows
    for giver, receiver, cards in view.gifts:
        for c in cards:
            if giver == view.seat:
                where[c] = receiver
            elif receiver == view.seat:
                where.pop(c, None)
    unsure: set[int] = set()
    spare: dict[int, int] = {}
    for h in view.handovers:  # in the order they happened, after the exchange
        if h.to is None:
            continue  # a 10 discard: face up, its cards out of play
        if h.cards is not None:  # a pass this seat gave or got
            for c in h.cards:
                if h.seat == view.seat:
                    where[c] = h.to
                    unsure.discard(c)
                else:
                    where.pop(c, None)
            continue
        gone = [c for c, s in where.items() if s == h.seat]
        for c in gone:
            del where[c]
        unsure.update(gone)
        spare[h.seat] = spare.get(h.seat, 0) + len(gone)
        spare[h.to] = spare.get(h.to, 0) + h.count
    return unsure, spare


class Dealer:
    """Deals the unseen cards of one view again and again, differently each time."""

    def __init__(self, view: PublicView, hold: float | None = None, tries: int = 12) -> None:
        self.view = view
        self.hold, self.tries = hold, tries
        self.declines: list[Decline] = [] if hold is None else [
            d for d in view.declines if d.seat != view.seat and view.counts[d.seat]]
        mine = set(view.hand)
        unseen = set(view.unseen())
        unsure, self.spare = moved_on(view)
        self.known = {
            s: [c for c in cards if c in unseen and c not in mine and c not in unsure]
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
            hands[d.seat], d.top, d.reversed, r.runs, r.strict, d.lock, r.spade_three,
            r.run_above))

    def fits(self, seat: int, card: int) -> bool:
        """Is ``card`` within ``seat``'s forced gift's cap?"""
        cap = self.caps.get(seat)
        return cap is None or rank_key(card) <= cap

    def may_hold(self, seat: int, hand: list[int]) -> bool:
        """May ``seat`` hold ``hand``: no more unknown cards above its cap than unseen 7 passes
        may have brought it?"""
        known = self.known.get(seat, ())
        over = sum(1 for c in hand if c not in known and not self.fits(seat, c))
        return over <= self.spare.get(seat, 0)

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
            spare = self.spare.get(s, 0)
            fits: list[int] = []
            for c in pool:  # in the shuffled order, cards above the cap only while spare
                if len(fits) >= need:
                    break
                above = not self.fits(s, c)
                if above and spare <= 0:
                    continue
                spare -= above
                fits.append(c)
            hands[s].extend(fits)
            taken = set(fits)
            pool = [c for c in pool if c not in taken]
        for s in self.others:
            need = view.counts[s] - len(hands[s])
            if need > 0:
                hands[s].extend(pool[:need])
                pool = pool[need:]
        return hands
