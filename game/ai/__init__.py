"""Computer opponents: Easy, Normal, Hard and Master, plus random legal play.

The UI makes one with ``make_opponent(level, seed)`` and asks it for a play with
``choose_play(view)``, where ``view`` is the seat's ``PublicView``; the opponents never see the
game state itself. ``hint(view)`` is what the Normal opponent would play; ``advise(view)``
adds its reason (game.ai.reasons).
"""

from __future__ import annotations

from game.ai.base import Opponent, weakest
from game.ai.driver import exchange_view, play_match, play_round, play_view, step
from game.ai.easy import EasyOpponent
from game.ai.normal import NormalOpponent
from game.ai.random_play import RandomOpponent
from game.engine.plays import Play
from game.engine.view import PublicView

LEVELS = ("easy", "normal", "hard", "master", "random")
# Arena-only variants, next to the levels the game offers.
VARIANTS = ("normal-no8", "normal-nohouse", "master-no8", "master-nohouse", "master-playouts",
            "master-unread", "master-flat", "master-flat-plans", "master-pmc", "master-pmc-z1")
AGENTS = LEVELS + VARIANTS


def make_opponent(level: str, seed: int = 0) -> Opponent:
    """A new opponent of ``level`` (one of LEVELS, or an arena variant)."""
    if level == "easy":
        return EasyOpponent(seed)
    if level == "normal":
        return NormalOpponent(seed)
    if level == "normal-no8":
        return NormalOpponent(seed, eight_aware=False)
    if level == "normal-nohouse":
        return NormalOpponent(seed, house_aware=False)
    if level == "hard":
        from game.ai.hard import HardOpponent

        return HardOpponent(seed)
    if level == "random":
        return RandomOpponent(seed)
    if level.startswith("master"):
        return _master(level, seed)
    raise ValueError(f"Unknown opponent level '{level}' (choose one of: {', '.join(AGENTS)}).")


FLAT_DEALS = 400  # the most deals master-flat weighs a decision (its clock stops it first)


def _master(level: str, seed: int) -> Opponent:
    """Master, or an arena ablation of it; ValueError saying why if its policy is unusable."""
    from game.ai.master import weights
    from game.ai.master.opponent import HOUSE_KEYS, MasterOpponent, ignoring

    reason = weights.unavailable()
    if reason is not None:
        raise ValueError(reason)
    if level == "master-no8":
        op = MasterOpponent(seed, beliefs=ignoring(("eight_stop",)), guide_eight_aware=False)
    elif level == "master-nohouse":
        op = MasterOpponent(seed, beliefs=ignoring(HOUSE_KEYS))
    elif level == "master-playouts":  # without the solved deals: the play-out search alone
        op = MasterOpponent(seed, solving=0.0)
    elif level == "master-unread":  # its deals not mended to fit the rivals' turns
        op = MasterOpponent(seed, reading=0)
    elif level == "master-flat":  # flat Monte Carlo, Easy's play-outs on the compiled core
        op = MasterOpponent(seed, flat=FLAT_DEALS)
    elif level == "master-flat-plans":  # the same, its own play-outs along Hard's split
        op = MasterOpponent(seed, flat=FLAT_DEALS, flat_plans=True)
    elif level == "master-pmc":  # the policy search over the reading's deals (game.ai.master.pmc)
        op = MasterOpponent(seed, pmc=True)
    elif level == "master-pmc-z1":  # the same, overruling the guide at 1 standard error, not 2
        op = MasterOpponent(seed, pmc=True, z=1.0)
    else:
        op = MasterOpponent(seed)
    op.name = level
    return op


def master_unavailable() -> str | None:
    """Why Master cannot be chosen (its policy file is missing or damaged), or None."""
    from game.ai.master import weights

    return weights.unavailable()


def hint(view: PublicView, level: str = "normal") -> Play | None:
    """What the opponent of ``level`` (Normal unless told) would play in ``view`` (None: it
    would pass).

    A fresh opponent each time: the UI may ask from another thread than its opponents use.
    """
    if level == "normal":
        return NormalOpponent(0).choose_play(view)
    return make_opponent(level, 0).choose_play(view)


def advise(view: PublicView, level: str = "normal") -> tuple[Play | None, str]:
    """``hint`` with the reason code the same opponent gives for its play (game.ai.reasons)."""
    opponent = NormalOpponent(0) if level == "normal" else make_opponent(level, 0)
    play = opponent.choose_play(view)
    return play, opponent.reason(view, play)


__all__ = [
    "AGENTS", "LEVELS", "Opponent", "advise", "exchange_view", "hint", "make_opponent",
    "master_unavailable", "play_match",
    "play_round", "play_view", "step", "weakest",
]
