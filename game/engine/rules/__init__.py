"""The rules' effects, one small module per rule, built into one ``Hooks`` per rule set.

A module here is named after the option it belongs to (``game.engine.options``) and defines
any of these, each called only while its option is on (``top_rank`` always is):

- ``clears(play, rev, top) -> str | None``: why ``play`` on ``top`` clears the pile the moment
  it is down, in the order ``rev`` (reversed or not), or None;
- ``revolts(play, rules) -> bool``: whether the play flips the rank order for good;
- ``owes(play) -> (kind, count) | None``: a hand-over the play calls for before its other
  effects ("give": a 7 pass, "discard": a 10 discard);
- ``on_out(state, seat, sink)``: what happens as ``seat`` goes out;
- ``on_land(state, seat, play, before, clear, sink)``: what a landed play changes in the
  state (the order, the lock), emitting its events to ``sink`` unless that is None;
- ``next_turn(state, seat, play, sink) -> bool``: a say in who is next; True when it has
  settled the turn (or cleared the pile);
- ``MARK = (rank, key)``: the rank the rank strip marks for it;
- ``SILENCES = (key, ...)``: the always-on effects it turns off (2s that stay on the pile).

Hooks of one kind run in the order the options are declared in; ``game.engine.transition``
calls them in the rulebook's order of a play's effects. Nothing else needs to know a rule is
there: the settings, the rules pages, the records and the tests read its declaration.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Any

from game.engine.options import OPTIONS, Rules
from game.engine.plays import Play

# Options that change no effect of a play here: the table's size and the match's length, the
# deck and the shapes (jokers, runs), the exchange, what a pass means and the first leader
# of each round (the match, the move generator and the comparison ask those directly), and
# run_revolution, which is part of ``revolution``'s rule.
NO_EFFECT = frozenset((
    "players", "rounds", "jokers", "runs", "exchange", "pass_is_final", "strict",
    "diamond_start", "run_revolution", "diamond_every",
))
ALWAYS = ("top_rank",)  # effects of the rules every game plays by


def _modules() -> dict[str, ModuleType]:
    """Every effect module, by its option key (imported now: a missing one fails at start)."""
    keys = [o.key for o in OPTIONS if o.key not in NO_EFFECT]
    return {k: importlib.import_module(f"{__name__}.{k}") for k in (*keys, *ALWAYS)}


MODULES = _modules()


@dataclass(frozen=True, slots=True)
class Hooks:
    """The effects in force under one rule set, each kind in declaration order."""

    clears: tuple[Callable[[Play, bool, Play | None], str | None], ...]
    revolutions: tuple[Callable[[Play, Rules], bool], ...]
    owing: tuple[Callable[[Play], tuple[str, int] | None], ...]
    going_out: tuple[Callable[..., None], ...]
    landing: tuple[Callable[..., None], ...]
    turning: tuple[Callable[..., bool], ...]
    marks: tuple[tuple[int, str], ...]
    rules: Rules

    def clear_reason(self, play: Play, rev: bool, top: Play | None = None) -> str | None:
        """Why ``play`` (on ``top``) clears the pile as soon as it is down, or None."""
        for f in self.clears:
            reason = f(play, rev, top)
            if reason is not None:
                return reason
        return None

    def revolts(self, play: Play) -> bool:
        """Whether ``play`` starts (or ends) a revolution."""
        return any(f(play, self.rules) for f in self.revolutions)


def _gather(on: list[ModuleType], name: str) -> tuple[Any, ...]:
    return tuple(getattr(m, name) for m in on if hasattr(m, name))


@lru_cache(maxsize=256)
def hooks_for(rules: Rules) -> Hooks:
    """The hooks of every rule in force under ``rules``."""
    # The always-on effects come last (MODULES' order): a rule that clears names its reason
    # first, as an 8 that is also the top rank clears as an Eight stop.
    on = [m for k, m in MODULES.items() if k in ALWAYS or getattr(rules, k)]
    silenced = {key for m in on for key in getattr(m, "SILENCES", ())}
    on = [m for m in on if m.__name__.rsplit(".", 1)[1] not in silenced]
    return Hooks(
        clears=_gather(on, "clears"), revolutions=_gather(on, "revolts"),
        owing=_gather(on, "owes"), going_out=_gather(on, "on_out"),
        landing=_gather(on, "on_land"), turning=_gather(on, "next_turn"),
        marks=_gather(on, "MARK"), rules=rules,
    )
