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

# One catalog key per reason code, by name: ui.why.<code>.
KEYS = {code: f"ui.why.{code}" for code in REASONS}
# The codes that carry a number of deals (played out; solved), and their sentences with it.
COUNTED = {"search_best": "ui.why.search_best_n", "solved_best": "ui.why.solved_best_n"}


def why_text(code: str) -> str:
    """The sentence for a reason code ("" for none, or one this game does not know)."""
    name, number = split_code(code)
    if name not in REASONS or name not in KEYS:
        return ""
    if name == "keeps_control":
        return t(KEYS[name], rank=rank_text(number)) if number is not None else ""
    if name in COUNTED and number:
        return t(COUNTED[name], n=number)
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
