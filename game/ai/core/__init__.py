"""The compiled play-out core: the round's fast path and Easy's play-outs on card bits, in C
(``_core.c``), whole batches of play-outs a call.

It is optional: built by ``pip install`` where a C compiler exists, missing where none does;
``available()`` says which, ``why_missing()`` why, and the searches fall back to the Python
fast path (the same places, fewer of them in the same time). Here a ``State`` is packed into
the tuple the core reads; tests/test_core.py holds the core to the Python fast path action by
action and place by place under every option combination.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import lru_cache
from types import ModuleType

from game.engine.history import Handover, Turn
from game.engine.options import OPTIONS, Rules
from game.engine.plays import Play
from game.engine.state import State

log = logging.getLogger(__name__)

# The rule flags in the order _core.c reads them (bit i: FLAG_KEYS[i] is on).
FLAG_KEYS = (
    "eight_stop", "runs", "revolution", "pass_is_final", "strict", "jack_back", "suit_lock",
    "spade_three", "run_revolution", "five_skip", "seven_pass", "ten_discard", "capital_fall",
    "twos_stay", "run_above", "joker_suit", "owner_again", "leader_pass",
)
OWES = {None: 0, "give": 1, "discard": 2}
# Options the core needs no flag for: the table's size, the match's length, the deck's jokers
# (in the hands already), the exchange and the first leader (before any play), and reseat (the
# round's seating comes with the state: the core's turn always follows it).
NO_FLAG = frozenset(("players", "rounds", "jokers", "exchange", "diamond_start", "diamond_every",
                     "reseat"))

Packed = tuple  # a state as the core reads it (see ``pack``)
PackedPlay = tuple[int, int, int, int, int] | None


def _load() -> tuple[ModuleType | None, str]:
    try:
        from game.ai.core import _core  # type: ignore[attr-defined]
    except ImportError as e:  # not built here (no C compiler at install)
        return None, str(e)
    return _core, ""


_CORE, _WHY = _load()
_told = False


def available() -> bool:
    """Whether the compiled core is here."""
    return _CORE is not None


def why_missing() -> str:
    """Why the core is missing ("" when it is here)."""
    return _WHY


def tell_once() -> None:
    """Log once, at the game's start, that the core is missing (Master plays weaker)."""
    global _told
    if not _told and _CORE is None:
        _told = True
        log.warning("The compiled play-out core is missing (%s): Master searches on the Python "
                    "fast path and plays weaker here.", _WHY)


def report() -> int:
    """``--check-core``: print whether the core is here; 0 if it is, 1 if not (the builds
    fail a binary without it)."""
    if _CORE is None:
        print(f"core: missing ({_WHY})")
        return 1
    print(f"core: ok ({_CORE.__file__})")
    return 0


def core() -> ModuleType:
    if _CORE is None:
        raise RuntimeError(f"the compiled play-out core is missing: {_WHY}")
    return _CORE


@lru_cache(maxsize=64)
def covers(rules: Rules) -> bool:
    """Does the core play ``rules`` exactly? Not a rule set with an option it was not written
    for (a new house rule, say): the searches then stay on the Python fast path."""
    known = NO_FLAG | set(FLAG_KEYS)
    return all(not getattr(rules, o.key) or o.key in known for o in OPTIONS)


def usable(rules: Rules) -> bool:
    """Built here, and written for every option ``rules`` has on."""
    return available() and covers(rules)


@lru_cache(maxsize=256)
def flags(rules: Rules) -> int:
    """The rule set as the core's flag bits."""
    return sum(1 << i for i, k in enumerate(FLAG_KEYS) if getattr(rules, k))


def pack_play(play: Play | None) -> PackedPlay:
    if play is None:
        return None
    mask = 0
    for c in play.cards:
        mask |= 1 << c
    return (play.kind, play.rank, play.high, play.suit, mask)


def pack(s: State) -> Packed:
    """``s`` as the core's tuple: masks, turn, top, last player, passed and skipped bits, the
    revolution, jack back and lock (suit bits), finished, fallen, president, what is owed,
    the pending play, the discards' bits, the direction, the pile's play's suits (bits, as
    joker_suit keeps them) and the seats in their order of play (reseat's seating; -1 stands
    for None in the seats)."""
    p = s.pending
    pending = None if p is None else (
        pack_play(p.play), pack_play(p.before), int(p.clear is not None),
        tuple((OWES[k], c) for k, c in p.owed))
    owes = (0, 0) if s.owes is None else (OWES[s.owes[0]], s.owes[1])
    discarded = 0
    for c in s.discarded:
        discarded |= 1 << c
    return (
        tuple(s.masks), -1 if s.turn is None else s.turn, pack_play(s.top),
        -1 if s.last_player is None else s.last_player, _bits(s.passed), _bits(s.skipped),
        int(s.revolution), int(s.jack_back), _bits_of(s.lock), tuple(s.finished),
        tuple(s.fallen), -1 if s.president is None else s.president, owes, pending,
        discarded, s.direction, _bits_of(s.suits), tuple(s.seating),
    )


def _bits(flags_: list[bool]) -> int:
    return sum(1 << i for i, f in enumerate(flags_) if f)


def _bits_of(suits: frozenset[int] | None) -> int:
    return 0 if suits is None else sum(1 << x for x in suits)


def apply(s: State, actions: Sequence[Play | list[int] | None]) -> Packed:
    """The packed state after the seat to act takes each of ``actions`` in turn (a play,
    None: a pass, a list: the cards it hands over), on the core."""
    coded: list[object] = []
    for a in actions:
        if isinstance(a, list):
            coded.append(sum(1 << c for c in a))
        else:
            coded.append(pack_play(a))
    return core().apply(flags(s.rules), pack(s), coded)


def easy(s: State) -> PackedPlay:
    """Easy's play for the seat to act in ``s``, on the core (None: a pass)."""
    return core().easy(flags(s.rules), pack(s))


def grid(rules: Rules, states: Sequence[State], me: int, moves: Sequence[Play | None],
         plans: Sequence[Sequence[Play]] | None = None) -> list[list[int]]:
    """Per state (``me`` to act in each), per move, ``me``'s place when it makes the move and
    every seat plays on by Easy's rule (``me`` along the move's plan, with ``plans``): the
    Python fast path's ``sim_playout``, a whole batch in one call."""
    coded_plans = None if plans is None else [[pack_play(g) for g in pl] for pl in plans]
    return core().grid(flags(rules), [pack(s) for s in states], me,
                       [pack_play(m) for m in moves], coded_plans)


def solve(s: State, me: int, moves: Sequence[Play | None], limit: int, seconds: float | None,
          anytime: bool) -> tuple[list[int] | None, int]:
    """``Solver.after`` for each of ``moves`` in ``s`` (``me`` to act), one memory and one
    count for all, on the core: (the places, None when too big or past ``seconds``; the
    positions counted)."""
    return core().solve(flags(s.rules), pack(s), me, [pack_play(m) for m in moves], limit,
                        -1.0 if seconds is None else max(seconds, 0.0), anytime)


def solve_best(s: State, me: int, limit: int, seconds: float | None = None
               ) -> tuple[tuple[PackedPlay, int] | None, int]:
    """``Solver.best`` in ``s`` (``me`` to act; a limit past which it is too big), on the
    core: ((the move, packed, and ``me``'s best place) or None; the positions counted)."""
    return core().solve_best(flags(s.rules), pack(s), me, limit,
                             -1.0 if seconds is None else max(seconds, 0.0))


ALL_BITS = (1 << 64) - 1


def pack_checks(checks: Sequence[tuple[int, int, Turn | Handover]]) -> tuple:
    """A seat's checkable turns and hand-overs (``game.ai.master.reading.checkable``) as the
    core's ``easy_like`` reads them. A play whose cards are not listed lowest first is one
    Easy's rule never makes (its plays list them so): it is packed as a play none matches."""
    out: list[tuple] = []
    for keep, add, t in checks:
        if isinstance(t, Handover):
            cards = sum(1 << c for c in t.cards or ())
            out.append((keep & ALL_BITS, add, 1, t.reversed, t.count, cards, None))
        else:
            play = t.play
            wanted: object = pack_play(play)
            if play is not None and tuple(sorted(play.cards)) != play.cards:
                wanted = -1
            out.append((keep & ALL_BITS, add, 0, pack_play(t.top), t.reversed,
                        _bits_of(t.lock), wanted))
    return tuple(out)


def easy_like(rules: Rules, packed: tuple, now: int) -> bool:
    """``Reading.easy_like`` on the core, for checks packed by ``pack_checks``."""
    return bool(core().easy_like(flags(rules), packed, now))


# -- the learned play-out policy -------------------------------------------------------------


def options(s: State) -> list[PackedPlay]:
    """The policy's options for the seat to act (``Policy.options``: ``State.shapes()``, then
    the pass where allowed), packed."""
    return core().options(flags(s.rules), pack(s))


def features(s: State) -> list[list[float]]:
    """Per option, ``features.features`` of it for the seat to act, on the core."""
    return core().features(flags(s.rules), pack(s))


def choose(s: State, weights: Sequence[float], temperature: float, u: float = 0.0) -> int:
    """The index among ``options`` of the move ``Policy.choose`` takes (``u``: the random
    number a draw at a positive ``temperature`` uses)."""
    return core().choose(flags(s.rules), pack(s), tuple(weights), temperature, u)


def policy_grid(rules: Rules, states: Sequence[State], me: int, moves: Sequence[Play | None],
                weights: Sequence[float], temps: Sequence[float],
                seeds: Sequence[int]) -> list[list[int]]:
    """Per state (``me`` to act in each), per move, ``me``'s place when it makes the move and
    every seat plays on by its model: ``temps[seat]`` below 0 Easy's rule, else the policy at
    that temperature (0: its best move). Every move of state i draws from ``seeds[i]``."""
    return core().policy_grid(flags(rules), [pack(s) for s in states], me,
                              [pack_play(m) for m in moves], tuple(weights), tuple(temps),
                              list(seeds))


def unit_stream(seed: int, count: int) -> list[float]:
    """The play-outs' first ``count`` random numbers from ``seed`` (``game.ai.master.stream``
    draws the same in Python)."""
    return core().unit_stream(seed & ALL_BITS, count)
