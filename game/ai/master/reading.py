"""Reading the rivals' turns: would a guessed hand have played them by Easy's rule?

Easy (the contest's greedy client) plays a fixed function of its hand and the pile, so each of
its turns says much about what it holds: a lead of a lone 5 means no pair anywhere, a follow
with a jack means no whole single from the 4 to the 10. It hands over its weakest cards for a 7
pass or a 10 discard, so a discarded king says it held nothing below one. A guessed hand is
checked against the rival's turns this round: its hand at a turn is its guessed hand now with
the cards it has played, discarded or given since and without those it was given since. A pass
between two other players shows only its count, so turns before it are not read.
"""

from __future__ import annotations

import random

from game.ai import core
from game.ai.base import weakest
from game.ai.groups import cards_of
from game.ai.master.greedy import easy_choice
from game.ai.sampling import Dealer
from game.engine.movegen import hand_mask
from game.engine.order import order_of
from game.engine.round import Handover, Turn
from game.engine.view import PublicView

# A checkable turn or handover: (keep, add, what); the hand then is ``now & keep | add``.
Checked = tuple[int, int, Turn | Handover]


def _history(view: PublicView) -> list[Turn | Handover]:
    """The round's turns and handovers, latest first (a handover follows turns[at - 1])."""
    out: list[Turn | Handover] = []
    hs = list(view.handovers)
    for i in range(len(view.turns), -1, -1):
        while hs and hs[-1].at == i:
            out.append(hs.pop())
        if i:
            out.append(view.turns[i - 1])
    return out


def checkable(view: PublicView, seat: int) -> list[Checked]:
    """``seat``'s turns and handovers this round that its hand now can be taken back to,
    latest first."""
    out: list[Checked] = []
    keep, add, count = -1, 0, view.counts[seat]
    for t in _history(view):
        if isinstance(t, Handover):
            if seat not in (t.seat, t.to):
                continue
            if t.cards is None:
                break  # a pass this seat did not see: its cards are not known
            bits = hand_mask(list(t.cards))
            if t.seat == seat:
                add |= bits
                count += t.count
                out.append((keep, add, t))
            else:
                keep &= ~bits
                add &= ~bits
                count -= t.count
            continue
        if t.seat != seat:
            continue
        if t.play is not None:
            add |= hand_mask(list(t.play.cards))
            count += t.play.size
        if t.held != count:
            break  # cards came or went unrecorded (a hand taken back to the wrong size)
        out.append((keep, add, t))
    return out


class Reading:
    """The rivals' checkable turns in one view, and a check of guessed hands against them."""

    def __init__(self, view: PublicView) -> None:
        r = view.rules
        self.rules = (r.runs, r.strict, r.spade_three, r.run_above)
        self.game_rules = r
        self.turns = {s: checkable(view, s) for s in range(view.players)
                      if s != view.seat and view.counts[s]}
        # The same checks on the compiled core where it is built (the same answers).
        self.packed = ({s: core.pack_checks(t) for s, t in self.turns.items()}
                       if core.usable(r) else None)

    def easy_like(self, seat: int, hand: list[int]) -> bool:
        """Would ``hand`` (``seat``'s guessed cards now) have made every checkable turn and
        handover by Easy's rule?"""
        now = hand_mask(hand)
        if self.packed is not None:
            return core.easy_like(self.game_rules, self.packed.get(seat, ()), now)
        runs, strict, spade, above = self.rules
        for keep, add, t in self.turns.get(seat, ()):
            then = now & keep | add
            if isinstance(t, Handover):
                given = weakest(cards_of(then), order_of(t.reversed), t.count)
                if hand_mask(given) != hand_mask(list(t.cards or ())):
                    return False
            elif easy_choice(then, t.top, t.reversed, runs, strict, t.lock, spade,
                             above) != t.play:
                return False
        return True


class ReadingDealer(Dealer):
    """Deals that the rivals' turns bear out: a deal is mended card swap by card swap, a
    swap kept when it leaves no more rivals unexplained, until every rival's turns fit Easy's
    rule or ``steps`` swaps were tried."""

    def __init__(self, view: PublicView, hold: float | None = None, steps: int = 40) -> None:
        super().__init__(view, hold)
        self.reading = Reading(view)
        self.steps = steps
        self.free = set(self.pool)  # the cards a swap may move (not those known to be held)

    def deal(self, rng: random.Random) -> list[list[int]]:
        hands = super().deal(rng)
        rd = self.reading
        rivals = list(rd.turns)
        if len(rivals) < 2:
            return hands  # nobody to swap with
        unexplained = {s for s in rivals if not rd.easy_like(s, hands[s])}
        for _ in range(self.steps):
            if not unexplained:
                break
            a = rng.choice(sorted(unexplained))
            b = rng.choice([s for s in rivals if s != a])
            ca = [c for c in hands[a] if c in self.free]
            cb = [c for c in hands[b] if c in self.free]
            if not ca or not cb:
                continue
            x, y = rng.choice(ca), rng.choice(cb)
            ha = [c for c in hands[a] if c != x] + [y]
            hb = [c for c in hands[b] if c != y] + [x]
            if not (self.may_hold(a, ha) and self.may_hold(b, hb)):
                continue
            after = unexplained - {a, b}
            after |= {s for s, h in ((a, ha), (b, hb)) if not rd.easy_like(s, h)}
            if len(after) <= len(unexplained):  # sideways steps too: they keep it moving
                hands[a], hands[b], unexplained = ha, hb, after
        return hands
