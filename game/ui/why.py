""""Why that play" in words: a level's own reason code (game.ai.reasons) as one sentence."""

from __future__ import annotations

import logging

from game.ai import LEVELS
from game.ai.reasons import REASONS, split_code
from game.engine.plays import Play
from game.engine.view import PublicView
from game.i18n import t
from game.ui.opponents import make_opponent
from game.ui.words import rank_text

log = logging.getLogger(__name__)

KEYS = {
    "no_play": "ui.why.no_play", "only_play": "ui.why.only_play", "plan": "ui.why.plan",
    "goes_out": "ui.why.goes_out",
    "easy_lead": "ui.why.easy_lead", "easy_lowest": "ui.why.easy_lowest",
    "easy_keeps_sets": "ui.why.easy_keeps_sets", "easy_jokers": "ui.why.easy_jokers",
    "easy_pass": "ui.why.easy_pass",
    "runs_out": "ui.why.runs_out", "keeps_sets_pass": "ui.why.keeps_sets_pass",
    "holds_back": "ui.why.holds_back", "keeps_control": "ui.why.keeps_control",
    "revolution": "ui.why.revolution", "fewest_groups": "ui.why.fewest_groups",
    "sheds_weak": "ui.why.sheds_weak", "jack_back": "ui.why.jack_back",
    "eight_clears": "ui.why.eight_clears", "clears_top": "ui.why.clears_top",
    "spade_three": "ui.why.spade_three", "skips_clear": "ui.why.skips_clear",
    "locks": "ui.why.locks", "skips": "ui.why.skips", "takes_lead": "ui.why.takes_lead",
    "capital_fall": "ui.why.capital_fall", "skips_near_out": "ui.why.skips_near_out",
    "leads_shape": "ui.why.leads_shape", "leads_many": "ui.why.leads_many",
    "leads_low": "ui.why.leads_low", "eight_low": "ui.why.eight_low",
    "sevens_give": "ui.why.sevens_give", "tens_discard": "ui.why.tens_discard",
    "forced_win": "ui.why.forced_win", "unbeatable": "ui.why.unbeatable",
    "blocks": "ui.why.blocks", "leads_safe": "ui.why.leads_safe",
    "playouts": "ui.why.playouts",
    "sure_win": "ui.why.sure_win", "endgame": "ui.why.endgame",
    "search_best": "ui.why.search_best",
    "random": "ui.why.random",
}
SEARCHED = "ui.why.search_best_n"  # search_best with the number of deals played out


def why_text(code: str) -> str:
    """The sentence for a reason code ("" for none, or one this game does not know)."""
    name, number = split_code(code)
    if name not in REASONS or name not in KEYS:
        return ""
    if name == "keeps_control":
        return t(KEYS[name], rank=rank_text(number)) if number is not None else ""
    if name == "search_best" and number:
        return t(SEARCHED, n=number)
    return t(KEYS[name])


def why(level: str, view: PublicView, play: Play | None) -> str:
    """The sentence the opponent of ``level`` gives for ``play`` in ``view`` ("" when there
    is none: not a level, or its reason failed)."""
    if level not in LEVELS:
        return ""
    try:
        return why_text(make_opponent(level, 0).reason(view, play))
    except Exception:  # an explanation is a nicety: never let it break the table
        log.exception("No reason from level %r for %r", level, play)
        return ""
