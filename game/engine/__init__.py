"""The rules of President: pure Python, deterministic given a seed, no pygame."""

from game.engine.cards import card_str, cards_str, parse_card
from game.engine.errors import IllegalAction, Reason
from game.engine.match import Match, titles_for
from game.engine.options import PRESETS, OptionError, Rules, from_dict, preset
from game.engine.order import NORMAL, REVERSED, Order, clear_reason, rank_marks, revolts
from game.engine.plays import RUN, SET, Play, generate, interpretations
from game.engine.round import Outcome, Round
from game.engine.view import PublicView, view_of

__all__ = [
    "NORMAL", "REVERSED", "Order", "Outcome", "clear_reason", "rank_marks", "revolts",
    "PRESETS", "RUN", "SET", "IllegalAction", "Match", "OptionError", "Play", "PublicView",
    "Reason", "Round", "Rules", "card_str", "cards_str", "from_dict", "generate",
    "interpretations", "parse_card", "preset", "titles_for", "view_of",
]
