"""Why an opponent chose a play, in one short reason code the UI words (ui.why.<code>).

Reads only the public view of the seat that chose and asks the engine's rule queries
(game.engine.order), so the reason can never rest on a card the seat could not see. It
explains a choice after the fact; it does not change how any level plays.
"""

from __future__ import annotations

from game.engine.cards import rank_of
from game.engine.order import clear_reason, revolts
from game.engine.plays import Play
from game.engine.view import PublicView

REASONS = ("no_play", "holds_back", "goes_out", "revolution", "clears_low", "clears_top",
           "keeps_top", "leads_low", "leads_high", "leads_many", "cheapest", "keeps_sets",
           "takes_lead")


def explain(view: PublicView, play: Play | None) -> str:
    """The reason code for ``play`` (None: a pass) chosen by ``view.seat``."""
    legal = view.legal_plays()
    if play is None:
        return "holds_back" if legal else "no_play"
    order = view.order_in_force
    hand = view.hand
    if play.size >= len(hand):
        return "goes_out"
    if revolts(play, view.rules):
        return "revolution"
    clears = clear_reason(play, view.rules, order, view.top)
    if clears is not None:
        return "clears_top" if clears in ("two", "three") else "clears_low"
    values = sorted(order.card_value(c) for c in hand)
    value = order.play_value(play)
    holds_top = any(order.card_value(c) >= order.rank_value(order.top_rank) for c in hand
                    if c not in play.cards)
    if view.leading:
        if play.size > 1:
            return "leads_many"
        return "leads_low" if value <= values[0] else "leads_high"
    cheaper = [p for p in legal if p.size == play.size and order.play_value(p) < value]
    if not cheaper:
        return "keeps_top" if holds_top else "cheapest"
    if all(_would_break(p, hand) for p in cheaper):
        return "keeps_sets"
    return "takes_lead"


def _would_break(play: Play, hand: tuple[int, ...]) -> bool:
    """Whether ``play`` takes cards out of a bigger group of one rank in ``hand``."""
    return sum(1 for c in hand if rank_of(c) == play.rank) > play.size
