""""Why that play" in words: the reason code of game.ai.explain as one short sentence."""

from __future__ import annotations

from game.ai.explain import explain
from game.engine.plays import Play
from game.engine.view import PublicView
from game.i18n import t

KEYS = {
    "no_play": "ui.why.no_play", "holds_back": "ui.why.holds_back",
    "goes_out": "ui.why.goes_out", "revolution": "ui.why.revolution",
    "clears_low": "ui.why.clears_low", "clears_top": "ui.why.clears_top",
    "keeps_top": "ui.why.keeps_top", "leads_low": "ui.why.leads_low",
    "leads_high": "ui.why.leads_high", "leads_many": "ui.why.leads_many",
    "cheapest": "ui.why.cheapest", "keeps_sets": "ui.why.keeps_sets",
    "takes_lead": "ui.why.takes_lead",
}


def why_text(code: str) -> str:
    return t(KEYS[code]) if code in KEYS else ""


def why(view: PublicView, play: Play | None) -> str:
    """The sentence for ``play`` chosen by ``view.seat``; "" when there is none to give."""
    try:
        return why_text(explain(view, play))
    except Exception:  # an explanation is a nicety: never let it break the table
        return ""
