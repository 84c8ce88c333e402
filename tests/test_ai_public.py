"""The opponents decide from the public view only: they cannot reach the hidden hands."""

from __future__ import annotations

import gc
import random
import types

import pytest

from game.ai import LEVELS, make_opponent, play_match, play_view
from game.ai.hard import HardOpponent
from game.engine.match import Match
from game.engine.options import preset
from game.engine.round import Round
from game.engine.view import view_of
from tests.fixed_work import small_master

SKIP = (type, types.ModuleType, types.BuiltinFunctionType, types.MethodWrapperType)


def reachable(root: object) -> list[object]:
    """Every object reachable from ``root``, not following modules, classes or globals."""
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, SKIP):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, types.FunctionType):
            todo.extend(c.cell_contents for c in obj.__closure__ or ())
            todo.extend(obj.__defaults__ or ())
            continue
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


def fresh(level: str, seed: int = 5):
    if level == "hard":
        return HardOpponent(seed, work=400, max_ms=10_000)  # no time stop: deterministic
    if level == "master":  # counts of work, no time stop: deterministic (and small: fast)
        return small_master(seed)
    return make_opponent(level, seed)


def test_a_view_holds_no_round_match_or_hand_list() -> None:
    match = Match(preset("daifugo"), seed=3)
    match.start_round()
    view = play_view(match, 1)
    objs = reachable(view)
    assert not [o for o in objs if isinstance(o, (Round, Match))]
    hand_lists = {id(h) for h in match.round.hands}
    assert not [o for o in objs if id(o) in hand_lists]
    assert len(objs) > 10  # the walk did look inside the view


@pytest.mark.parametrize("level", LEVELS)
def test_an_opponent_keeps_no_way_to_the_game(level: str) -> None:
    rules = preset("daifugo").with_(rounds=1)
    ops = [fresh(level, s) for s in range(4)]
    match = play_match(rules, ops, seed=11)
    assert match.over
    for op in ops:
        assert not [o for o in reachable(op) if isinstance(o, (Round, Match))]


def _other_deal(hands: list[list[int]], me: int, keep: dict[int, int], seed: int):
    """The same hand for ``me``, the other cards dealt again (``keep``: card -> seat fixed)."""
    rng = random.Random(seed)
    pool = [c for s, h in enumerate(hands) if s != me for c in h if c not in keep]
    rng.shuffle(pool)
    out = []
    for s, h in enumerate(hands):
        if s == me:
            out.append(list(h))
            continue
        fixed = [c for c, owner in keep.items() if owner == s]
        need = len(h) - len(fixed)
        out.append(fixed + pool[:need])
        pool = pool[need:]
    return out


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", ["daifugo", "eight-stop"])
def test_decisions_do_not_depend_on_hidden_cards(level: str, name: str) -> None:
    rules = preset(name)
    for seed in range(4):
        hands = Match(rules, seed=seed).deal(1)
        lead_card = min(hands[3])
        world_a = hands
        world_b = _other_deal(hands, 0, {lead_card: 3}, seed)
        assert world_a[1:] != world_b[1:]
        choices = []
        for world in (world_a, world_b):
            leading = Round(rules, world, 0)
            following = Round(rules, world, 3)
            following.play(3, next(p for p in following.legal_plays() if p.cards == (lead_card,)))
            views = [view_of(leading, 0), view_of(following, 0)]
            op = fresh(level, seed)
            choices.append([op.choose_play(v) for v in views])
        assert choices[0] == choices[1]
