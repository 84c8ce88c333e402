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
- ``MARK = (rank, key)``: the rank the rank strip marks for it; a rule with a mark acts only
  on plays that hold that rank (or a joker standing for it), so its play hooks are called
  only for those;
- ``RANK = r``: the rule acts only on plays that hold rank ``r`` (as with a mark, but nothing
  on the rank strip);
- ``SIZE = k``: the rule acts only on plays of at least ``k`` cards (its play hooks are called
  only for those);
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
# of each round (the match, the move generator and the comparison ask those directly: runs
# wholly above among them), run_revolution, which is part of ``revolution``'s rule, and
# joker_suit, part of ``suit_lock``'s; owner_again is the transition's end of a trick, and
# leader_pass its pass on the empty pile (its module, without hooks, says when a round
# stalls); reseat is the match's order of play (its module draws it).
NO_EFFECT = frozenset((
    "players", "rounds", "jokers", "runs", "exchange", "pass_is_final", "strict",
    "diamond_start", "run_revolution", "diamond_every", "run_above", "joker_suit",
    "owner_again", "leader_pass", "reseat",
))
ALWAYS = ("top_rank",)  # effects of the rules every game plays by


def _modules() -> dict[str, ModuleType]:
    """Every effect module, by its option key (imported now: a missing one fails at start)."""
    keys = [o.key for o in OPTIONS if o.key not in NO_EFFECT]
    return {k: importlib.import_module(f"{__name__}.{k}") for k in (*keys, *ALWAYS)}


MODULES = _modules()


@dataclass(frozen=True, slots=True)
class Hooks:
    """The effects in force under one rule set: each kind's hooks in declaration order, and
    each kind as one function calling them in turn (what the transition calls)."""

    clears: tuple[Callable[[Play, bool, Play | None], str | None], ...]
    revolutions: tuple[Callable[[Play, Rules], bool], ...]
    owing: tuple[Callable[[Play], tuple[str, int] | None], ...]
    going_out: tuple[Callable[..., None], ...]
    landing: tuple[Callable[..., None], ...]
    turning: tuple[Callable[..., bool], ...]
    marks: tuple[tuple[int, str], ...]
    rules: Rules
    clear: Callable[[Play, bool, Play | None], str | None]  # the first clear reason, or None
    owed: Callable[[Play], tuple[tuple[str, int], ...]]  # every hand-over, in order
    land: Callable[..., None]
    out: Callable[..., None]
    turn: Callable[..., bool]  # True: a rule has settled who is next
    # The ranks a play must hold for ``owed`` or ``turn`` to have anything to do (every rank
    # where a hook of that kind acts on any play): the transition asks before it calls.
    owe_ranks: int
    turn_ranks: int

    def revolts(self, play: Play) -> bool:
        """Whether ``play`` starts (or ends) a revolution."""
        return any(f(play, self.rules) for f in self.revolutions)


def _gather(on: list[ModuleType], name: str) -> tuple[Any, ...]:
    return tuple(getattr(m, name) for m in on if hasattr(m, name))


def _triggers(on: list[ModuleType], name: str) -> tuple[str | None, ...]:
    """Per hook of ``name``, what a play must be for it to be called (None: any play): hold
    the rule's marked rank, or have at least its size."""
    def test(m: ModuleType) -> str | None:
        rank = m.MARK[0] if hasattr(m, "MARK") else getattr(m, "RANK", None)
        if rank is not None:
            return f"play.rank <= {rank} <= play.high"
        return f"play.size >= {m.SIZE}" if hasattr(m, "SIZE") else None

    return tuple(test(m) for m in on if hasattr(m, name))


# How each kind's hooks are called in turn: its arguments, the lines for one hook ``{h}``, and
# the last line. Written out as one function per rule set (a call site per hook) rather than
# a loop over them: a loop's one call site sees a different function each time, which the
# interpreter cannot specialise, and these run on every action of every play-out.
_CHAINS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "clear": ("play, rev, top", ("r = {h}(play, rev, top)", "if r is not None:", "    return r"),
              "return None"),
    "owed": ("play", ("o = {h}(play)", "if o is not None:", "    out += (o,)"), "return out"),
    "land": ("s, seat, play, before, clear, sink", ("{h}(s, seat, play, before, clear, sink)",),
             "return None"),
    "out": ("s, seat, sink", ("{h}(s, seat, sink)",), "return None"),
    "turn": ("s, seat, play, sink", ("if {h}(s, seat, play, sink):", "    return True"),
             "return False"),
}


EVERY_RANK = (1 << 15) - 1  # the 13 ranks and the jokers' rank, as bits


def _ranks(on: list[ModuleType], name: str) -> int:
    """The ranks (as bits) for which some hook of ``name`` may act: its marked rank, or every
    rank for a hook without a mark."""
    bits = 0
    for m in on:
        if hasattr(m, name):
            rank = m.MARK[0] if hasattr(m, "MARK") else getattr(m, "RANK", None)
            bits |= EVERY_RANK if rank is None else 1 << rank
    return bits


def _chain(kind: str, hooks: tuple[Callable[..., Any], ...],
           triggers: tuple[str | None, ...]) -> Callable[..., Any]:
    """One function calling ``hooks`` in turn, as ``_CHAINS`` says for ``kind``; a hook with
    a trigger is called only for a play that meets it (``_triggers``)."""
    args, each, end = _CHAINS[kind]
    names = {f"h{i}": h for i, h in enumerate(hooks)}
    lines = ["out = ()"] if kind == "owed" else []
    for name, trigger in zip(names, triggers):
        body = [line.format(h=name) for line in each]
        if trigger is not None and "play" in args:
            body = [f"if {trigger}:"] + ["    " + x for x in body]
        lines += body
    lines.append(end)
    text = f"def {kind}({args}):\n" + "".join(f"    {x}\n" for x in lines)
    scope: dict[str, Any] = dict(names)
    exec(text, scope)  # text of our own, from _CHAINS
    return scope[kind]


@lru_cache(maxsize=256)
def hooks_for(rules: Rules) -> Hooks:
    """The hooks of every rule in force under ``rules``."""
    # The always-on effects come last (MODULES' order): a rule that clears names its reason
    # first, as an 8 that is also the top rank clears as an Eight stop.
    on = [m for k, m in MODULES.items() if k in ALWAYS or getattr(rules, k)]
    silenced = {key for m in on for key in getattr(m, "SILENCES", ())}
    on = [m for m in on if m.__name__.rsplit(".", 1)[1] not in silenced]
    kinds = {"clear": "clears", "owed": "owes", "land": "on_land", "out": "on_out",
             "turn": "next_turn"}
    chains = {k: _chain(k, _gather(on, name), _triggers(on, name)) for k, name in kinds.items()}
    return Hooks(
        clears=_gather(on, "clears"), revolutions=_gather(on, "revolts"),
        owing=_gather(on, "owes"), going_out=_gather(on, "on_out"),
        landing=_gather(on, "on_land"), turning=_gather(on, "next_turn"),
        marks=_gather(on, "MARK"), rules=rules, **chains,
        owe_ranks=_ranks(on, "owes"), turn_ranks=_ranks(on, "next_turn"),
    )
