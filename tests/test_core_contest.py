"""The contest's rules on the compiled core, each met head on: a run on a run (run_above), a
set with a joker on a set (joker_suit), the turn back to the pile's owner (owner_again), a
leader's pass and the stall it may end in (leader_pass) and the drawn order of play (reseat).
The core must leave the states, make the choices and finish the play-outs the Python fast
path does there; each test also checks that its rule changed what happened in some of its
positions, so that it fails where the core ignores the rule."""

from __future__ import annotations

import random

from game.ai import core
from game.ai.master.greedy import easy_move
from game.ai.master.policy import Policy, weakest
from game.ai.master.stream import mixed_playout
from game.ai.master.weights import policy
from game.engine.options import PRESETS, Rules
from game.engine.plays import RUN, SET, Play, generate
from game.engine.rules.reseat import ring
from game.engine.state import State
from tests.test_core import _moves, _python_grid, _round

UECDA = PRESETS["uecda"]  # all three on, with runs and the suit lock
SHIPPED = policy().weights


def test_the_core_covers_the_contest_rules() -> None:
    assert core.covers(UECDA)
    assert UECDA.run_above and UECDA.joker_suit and UECDA.owner_again
    assert UECDA.leader_pass and UECDA.reseat


def _run_tops(rules: Rules, count: int) -> list[State]:
    """Positions with a run just led on the pile and the next seat to act."""
    out: list[State] = []
    seed = 0
    while len(out) < count:
        seed += 1
        rng, s = _round(rules, seed)
        runs = [p for p in s.moves() if p.kind == RUN]
        if not runs:
            continue
        assert s.turn is not None
        s.act(s.turn, rng.choice(runs))
        if s.turn is not None and s.owes is None and s.top is not None:
            out.append(s)
    return out


def _run_split(rng: random.Random, hand: list[int]) -> list[Play]:
    """A random split of ``hand`` into plays, its runs first (plans that meet runs on runs)."""
    left, out = sorted(hand), []
    while left:
        plays = generate(left, None, False, True)
        runs = [p for p in plays if p.kind == RUN]
        p = rng.choice(runs or plays)
        out.append(p)
        left = [c for c in left if c not in p.cards]
    return out


def test_runs_on_a_run_follow_wholly_above_on_the_core() -> None:
    rng = random.Random(1)
    mattered = 0
    for rules in (UECDA, UECDA.with_(strict=False, pass_is_final=False), UECDA.with_(players=3)):
        for s in _run_tops(rules, 60):
            overlapping = s.copy()
            overlapping.rules = rules.with_(run_above=False)
            mattered += overlapping.moves() != s.moves()
            assert s.turn is not None
            assert core.easy(s) == core.pack_play(easy_move(s))
            assert core.options(s) == [core.pack_play(o) for o in Policy(SHIPPED).options(s)]
            moves = _moves(s)
            me = s.turn
            plans = [_run_split(rng, [c for c in s.hands[me] if m is None or c not in m.cards])
                     for m in moves]
            assert core.grid(rules, [s], me, moves) == _python_grid([s], me, moves)
            assert core.grid(rules, [s], me, moves, plans) == _python_grid([s], me, moves, plans)
    assert mattered >= 12  # the rule took runs away in many of them


def _joker_on_set(play: Play, top: Play | None) -> bool:
    return (top is not None and top.kind == SET and play.kind == SET and play.size >= 2
            and 0 < play.jokers < play.size)


def test_a_joker_in_a_set_keeps_its_suit_on_the_core() -> None:
    """Rounds where a set with a joker goes on a set whenever one may: after every action the
    core's state (its lock and kept suits among it) is the fast path's."""
    locked_by_a_joker = kept = 0
    for rules in (UECDA, UECDA.with_(jokers=2, strict=False)):
        for seed in range(80):
            rng, s = _round(rules, seed)
            while s.turn is not None:
                seat, before = s.turn, s.copy()
                action: Play | list[int] | None
                if s.owes is not None:
                    action = weakest(s, seat, s.owes[1])
                    s.hand_over(seat, action)
                else:
                    plays = s.moves()
                    joker_sets = [p for p in plays if _joker_on_set(p, s.top)]
                    if joker_sets:
                        action = rng.choice(joker_sets)
                    elif s.can_pass() and (not plays or rng.random() < 0.3):
                        action = None
                    else:
                        action = rng.choice(plays)
                    s.act(seat, action)
                    if isinstance(action, Play) and _joker_on_set(action, before.top):
                        kept += s.suits is not None
                        locked_by_a_joker += before.lock is None and s.lock is not None
                assert core.apply(before, [action]) == core.pack(s)
    assert kept >= 20 and locked_by_a_joker >= 12


def test_the_turn_comes_back_to_the_owner_on_the_core() -> None:
    """Rounds of Easy's play (random at times): where all others passed, the core hands the
    turn back to the pile's owner with its play still on the pile, as the fast path does; the
    owner's pass then clears the pile and it leads."""
    came_back = 0
    house = PRESETS["house"].with_(owner_again=True)  # with 5 skips, 7 passes and 10 discards
    for rules in (UECDA, UECDA.with_(pass_is_final=False), house):
        assert core.covers(rules)
        for seed in range(30):
            rng, s = _round(rules, seed)
            while s.turn is not None:
                seat, before = s.turn, s.copy()
                if s.owes is not None:
                    s.hand_over(seat, weakest(s, seat, s.owes[1]))
                    continue
                plays = s.moves()
                action = (None if s.can_pass() and (not plays or rng.random() < 0.4)
                          else easy_move(s) if rng.random() < 0.6 else rng.choice(plays))
                s.act(seat, action)
                packed = core.apply(before, [action])
                assert packed == core.pack(s)
                owner = s.last_player
                if s.turn is not None and s.turn == owner and s.top is not None:
                    came_back += 1
                    assert packed[1] == owner and packed[2] == core.pack_play(s.top)
                    cleared = core.apply(s, [None])  # the owner passes: it leads a new trick
                    assert cleared[1] == owner and cleared[2] is None and cleared[3] == -1
    assert came_back >= 300


def _leads(rules: Rules, count: int) -> list[State]:
    """Positions with the pile empty and a seat to lead that owes nothing, along rounds of
    mixed play (a leader passing at times)."""
    out: list[State] = []
    seed = 0
    while len(out) < count:
        seed += 1
        rng, s = _round(rules, seed)
        for _ in range(rng.randrange(60)):
            if s.turn is None:
                break
            if s.owes is not None:
                s.hand_over(s.turn, weakest(s, s.turn, s.owes[1]))
                continue
            plays = s.moves()
            s.act(s.turn, None if s.can_pass() and (not plays or rng.random() < 0.3)
                  else easy_move(s) if rng.random() < 0.6 else rng.choice(plays))
        if s.turn is not None and s.owes is None and s.top is None:
            out.append(s)
    return out


def test_a_leader_passes_on_the_core() -> None:
    """On the empty pile the pass is an option (the policy's last), the lead goes on to the
    next player still in, and the play-outs (Easy's, the plans', the policy's) that start
    with it or meet it finish where the Python ones do. Easy itself never passes a lead."""
    rng = random.Random(4)
    handed_on = 0
    house = PRESETS["house"].with_(leader_pass=True)
    for rules in (UECDA, UECDA.with_(pass_is_final=False, reseat=False), house):
        for s in _leads(rules, 40):
            me = s.turn
            assert me is not None
            off = s.copy()
            off.rules = rules.with_(leader_pass=False)
            assert s.can_pass() and not off.can_pass()
            options = [core.pack_play(o) for o in Policy(SHIPPED).options(s)]
            assert options[-1] is None and core.options(s) == options
            assert None not in core.options(off)  # without the rule no pass on a lead
            assert core.easy(s) == core.pack_play(easy_move(s)) is not None
            after = s.copy()
            after.act(me, None)
            packed = core.apply(s, [None])
            assert packed == core.pack(after)
            if after.turn is not None:
                handed_on += 1
                assert packed[1] == after.turn != me and packed[2] is None
            moves = _moves(s)
            assert moves[-1] is None
            assert core.grid(rules, [s], me, moves) == _python_grid([s], me, moves)
            temps = [rng.choice([-1.0, 0.0, 1.0, 2.0]) for _ in range(rules.players)]
            seeds = [rng.getrandbits(64)]
            want = [[mixed_playout(s, me, m, SHIPPED, temps, seeds[0]) for m in moves]]
            assert core.policy_grid(rules, [s], me, moves, SHIPPED, temps, seeds) == want
    assert handed_on >= 100  # (the rest stalled at once)


def test_a_stall_ends_the_round_in_the_engines_places_on_the_core() -> None:
    """Every player still in passes on the empty pile in turn: the round ends, the core's
    places (fewest cards first, ties in the order of play from the next seat) are the
    engine's, and often not the seat numbers' order the round's usual end would give."""
    stalls = reordered = tied = 0
    for rules in (UECDA, UECDA.with_(players=3), UECDA.with_(players=6, pass_is_final=False)):
        for s in _leads(rules, 50):
            start, actions = s.copy(), []
            while s.turn is not None:
                actions.append(None)
                s.act(s.turn, None)
            assert core.apply(start, actions) == core.pack(s)
            stalls += 1
            rest = s.finished[len(start.finished):]
            by_number = [x for x in range(s.n) if start.hands[x]] + list(start.fallen)
            reordered += rest != by_number
            sizes = [len(start.hands[x]) for x in rest if start.hands[x]]
            tied += len(set(sizes)) < len(sizes)
    assert stalls == 150 and reordered >= 100 and tied >= 60


def _by_number(s: State) -> State:
    """``s`` with the seats' numbers for their order of play."""
    out = s.copy()
    out.seating = tuple(range(s.n))
    out.ring = ring(out.seating)
    return out


def test_a_reseated_order_decides_the_next_seat_on_the_core() -> None:
    """Rounds of a drawn seating with 5s' skips, 7s' gifts and 10s' discards: after every
    action the core's state (the turn, a gift's receiver, the skipped seats) is the fast
    path's, and in many the seat numbers' order would have gone elsewhere."""
    elsewhere = gifts_elsewhere = drawn = 0
    house = PRESETS["house"].with_(reseat=True)
    for rules in (UECDA, house, house.with_(players=6)):
        for seed in range(25):
            rng, s = _round(rules, seed)
            drawn += s.seating != tuple(range(s.n))
            while s.turn is not None:
                seat, before = s.turn, s.copy()
                plain = _by_number(before)
                action: Play | list[int] | None
                if s.owes is not None:
                    action = weakest(s, seat, s.owes[1])
                    s.hand_over(seat, action)
                    plain.hand_over(seat, list(action))
                    gifts_elsewhere += plain.masks != s.masks
                else:
                    plays = s.moves()
                    action = (None if s.can_pass() and (not plays or rng.random() < 0.3)
                              else easy_move(s) if rng.random() < 0.5 else rng.choice(plays))
                    s.act(seat, action)
                    plain.act(seat, action)
                packed = core.apply(before, [action])
                assert packed == core.pack(s) and packed[-1] == s.seating
                elsewhere += plain.turn != s.turn
    assert drawn >= 60 and elsewhere >= 1000 and gifts_elsewhere >= 30
