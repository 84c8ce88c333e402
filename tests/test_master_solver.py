"""The perfect-information solver: its answers are reached in the engine, and never worse than
Easy's own line; Master's solved search and the bound's command."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from game.ai import Opponent, core, make_opponent
from game.ai.easy import EasyOpponent
from game.ai.master.bound import LIMIT, seeing_master
from game.ai.master.bound import main as bound_main
from game.ai.master.endgame import TooBig
from game.ai.master.opponent import SOLVE_CORE, SOLVE_PYTHON, MasterOpponent
from game.ai.master.solver import Solver, best_move
from game.ai.sampling import Dealer
from game.engine.cards import parse_card
from game.engine.match import Match
from game.engine.options import PRESETS, Rules
from game.engine.plays import SET, Play
from game.engine.round import Round
from game.engine.view import view_of

EASY = EasyOpponent()


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def single(text: str) -> Play:
    c = parse_card(text)
    return Play(SET, (c,), c >> 2, c >> 2)


def weakest_cards(r: Round, seat: int, count: int) -> list[int]:
    return sorted(r.hands[seat], key=r.order_in_force.card_key)[:count]


def engine_line(r: Round, me: int, mine: Callable[[Round], Play | None]) -> int:
    """``me``'s place in the engine's round when ``me`` plays ``mine(round)`` and every rival
    plays Easy (hand-overs: the weakest cards, as the solver hands over)."""
    while r.turn is not None and me not in r.finished:
        seat = r.turn
        if r.owes is not None:
            r.hand_over(seat, weakest_cards(r, seat, r.owes[1]))
        elif seat == me:
            r.act(seat, mine(r))
        else:
            r.act(seat, EASY.choose_play(view_of(r, seat)))
    return r.finished.index(me) + 1


def rounds(seed: int, count: int) -> list[tuple[Round, int]]:
    """Rounds a few plays in, under every preset, with the seat to act."""
    rng = random.Random(seed)
    out = []
    names = list(PRESETS)
    for k in range(count):
        rules = PRESETS[names[k % len(names)]].with_(players=3 + k % 3)
        m = Match(rules, seed=rng.randrange(10**6))
        m.start_round()
        r = m.round
        assert r is not None
        for _ in range(rng.randrange(12, 24)):  # deep enough to solve in a test
            if r.turn is None:
                break
            seat = r.turn
            if r.owes is not None:
                r.hand_over(seat, weakest_cards(r, seat, r.owes[1]))
            else:
                r.act(seat, EASY.choose_play(view_of(r, seat)))
        if r.turn is not None and r.owes is None:
            out.append((r, r.turn))
    return out


@pytest.mark.parametrize("seed", range(3))
def test_the_solved_place_is_reached_in_the_engine_and_is_never_worse_than_easys(
        seed: int) -> None:
    checked = 0
    for r, me in rounds(seed, 12):
        try:
            move, place = best_move(r.copy(), me, 30_000)
        except TooBig:
            continue
        checked += 1
        # Easy's own line, played in the engine: the solver may only do as well or better.
        assert place <= engine_line(r.clone(), me, lambda x: EASY.choose_play(view_of(x, x.turn)))

        # The solver's line, asked again at each of ``me``'s turns, reaches that place.
        def solved(x: Round) -> Play | None:
            assert x.turn is not None
            return best_move(x.copy(), x.turn, 30_000)[0]

        first = r.clone()
        first.act(me, move)
        assert engine_line(first, me, solved) == place
    assert checked >= 6


def brute_place(r: Round, me: int, budget: list[int]) -> int:
    """``me``'s best place by trying every line in the engine itself, nothing remembered and
    nothing cut short (an independent check of the solver; ``budget``: positions left)."""
    while r.turn is not None and me not in r.finished and (r.turn != me or r.owes is not None):
        seat = r.turn
        if r.owes is not None:
            r.hand_over(seat, weakest_cards(r, seat, r.owes[1]))
        else:
            r.act(seat, EASY.choose_play(view_of(r, seat)))
    if me in r.finished:
        return r.finished.index(me) + 1
    budget[0] -= 1
    if budget[0] < 0:
        raise TooBig
    view = view_of(r, me)
    moves: list[Play | None] = list({p.cards: p for p in view.legal_plays()}.values())
    if view.top is not None:
        moves.append(None)
    places = []
    for move in moves:
        child = r.clone()
        child.act(me, move)
        places.append(brute_place(child, me, budget))
    return min(places)


@pytest.mark.parametrize("seed", range(3))
def test_the_solved_place_is_the_best_any_line_reaches(seed: int) -> None:
    checked = 0
    for r, me in rounds(seed + 10, 30):
        try:
            expected = brute_place(r.clone(), me, [3000])
        except TooBig:
            continue
        checked += 1
        assert best_move(r.copy(), me, 30_000)[1] == expected
    assert checked >= 4


def test_past_its_limit_an_anytime_search_gives_the_models_own_line() -> None:
    for r, me in rounds(4, 8):
        easy = engine_line(r.clone(), me, lambda x: EASY.choose_play(view_of(x, x.turn)))
        solver = Solver(me, 0, anytime=True)  # no position may be searched
        assert solver.place(r.copy()) == easy


def test_it_finds_the_eight_that_easy_does_not_lead() -> None:
    # Eight stop: the 8 clears and leads again, then the 4 goes out. Easy leads the 4 first,
    # lowest first, and the rivals' higher cards take the lead from it.
    rules = Rules(eight_stop=True, players=3)
    r = Round(rules, [cards("4C 8D"), cards("9H KS QD"), cards("TH JC AD")], 0)
    move, place = best_move(r.copy(), 0, 1000)
    assert (move, place) == (single("8D"), 1)
    assert EASY.choose_play(view_of(r, 0)) == single("4C")
    assert engine_line(r.clone(), 0, lambda x: EASY.choose_play(view_of(x, 0))) > 1


def test_past_its_node_limit_it_says_so() -> None:
    m = Match(PRESETS["daifugo"], seed=3)
    m.start_round()
    assert m.round is not None
    solver = Solver(m.round.turn, 5)
    with pytest.raises(TooBig):
        solver.place(m.round.copy())


def test_masters_solved_search_weighs_its_deals_and_gives_a_legal_move() -> None:
    m = Match(PRESETS["eight-stop"], seed=8)
    m.start_round()
    r = m.round
    assert r is not None
    for _ in range(20):  # late enough in the round to solve quickly
        r.act(r.turn, EASY.choose_play(view_of(r, r.turn)))
    view = view_of(r, r.turn)
    master = MasterOpponent(1)
    moves: list[Play | None] = list(view.legal_plays()) + ([None] if view.top else [])
    got = master.solved_search(view, moves, Dealer(view), float("inf"), float("inf"))
    assert got is not None
    move, deals = got
    most = (SOLVE_CORE if core.usable(view.rules) else SOLVE_PYTHON)[0][1]
    assert move in moves and deals == most
    # With no time at all, no deal is solved: the play-out search takes over.
    assert master.solved_search(view, moves, Dealer(view), 0.0, 0.0) is None


def test_against_rivals_not_known_to_play_easy_a_cut_short_deal_gives_way() -> None:
    """Where this match's evidence says a rival does not play like Easy, a deal the
    positions cut short gives the decision back to the play-out search (Hard's judgement);
    else the line found so far counts, as ever."""
    m = Match(PRESETS["daifugo"], seed=8)
    m.start_round()
    r = m.round
    assert r is not None and r.turn is not None
    view = view_of(r, r.turn)
    master = MasterOpponent(1, solve_nodes=5, solve_deals=(2, 2))
    assert master.easy_table(view)  # nothing seen yet: nobody is known to play otherwise
    for seat in range(view.players):  # evidence that no rival plays like Easy
        for _ in range(master.rivals.min_looks):
            master.rivals.observe(seat, 0.0)
    assert not master.easy_table(view)
    moves: list[Play | None] = list(view.legal_plays())
    inf = float("inf")
    assert master.solved_search(view, moves, Dealer(view), inf, inf, deep=False) is None
    got = master.solved_search(view, moves, Dealer(view), inf, inf, deep=True)
    assert got is not None and got[0] in moves and got[1] == 2
    for seat in range(view.players):  # then more, that every rival plays like Easy
        for _ in range(3 * master.rivals.min_looks):
            master.rivals.observe(seat, 1.0)
    assert master.easy_table(view)


def test_the_bound_command_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert bound_main(["--rules", "eight-stop,rounds=1", "--players", "3", "--matches",
                       "1"]) == 0
    out = capsys.readouterr().out
    assert "seeing seat (solver) against 2 Easy" in out and '"mean"' in out


def test_the_bound_command_seats_master_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    assert bound_main(["--rules", "eight-stop,rounds=1", "--players", "3", "--matches", "1",
                       "--seer", "master"]) == 0
    out = capsys.readouterr().out
    assert "seeing seat (master) against 2 Easy" in out and "ms mean" in out
    figures = json.loads(out.splitlines()[-1])
    assert set(figures["ms"]) == {"mean", "p95", "p99"} and figures["ms"]["mean"] > 0


def test_a_seeing_master_deals_the_true_hands() -> None:
    m = Match(PRESETS["eight-stop"], seed=8)
    m.start_round()
    r = m.round
    assert r is not None
    for _ in range(20):
        r.act(r.turn, EASY.choose_play(view_of(r, r.turn)))
    view = view_of(r, r.turn)
    truth = [sorted(h) for h in r.hands]
    seeing = seeing_master(m, 1, deep=False)
    dealt = seeing.dealing(view).deal(random.Random(0))
    assert [sorted(h) for h in dealt] == truth
    assert dealt[view.seat] == list(view.hand)
    # Its own deals differ from the truth somewhere (the rivals' hands are not known).
    plain = MasterOpponent(1).dealing(view)
    assert any([sorted(h) for h in plain.deal(random.Random(k))] != truth for k in range(5))
    deep = seeing_master(m, 1, deep=True)
    assert (deep.solve_deals, deep.solve_nodes) == ((1, 1), LIMIT)


def test_the_bound_commands_limit_is_the_positions_a_decision_may_take(
        capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--rules", "eight-stop,rounds=1", "--players", "3", "--matches", "1"]
    figures = []
    for limit in ("1", "20000"):
        assert bound_main(args + ["--limit", limit]) == 0
        figures.append(json.loads(capsys.readouterr().out.splitlines()[-1]))
    tight, roomy = figures
    # One position each leaves most decisions too big (the lines then differ, so the
    # decisions met are not the same ones).
    assert tight["too big"] > roomy["too big"] and tight["too big"] > tight["solved"]
    assert bound_main(args + ["--limit", "0"]) == 2
    assert "--limit" in capsys.readouterr().err
    assert seeing_master(Match(PRESETS["eight-stop"], seed=8), 1, True, 500).solve_nodes == 500


def test_the_bound_command_seats_other_rivals_on_request(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import game.ai.master.bound as bound

    asked: list[str] = []

    def recording(level: str, seed: int = 0) -> Opponent:
        asked.append(level)
        return make_opponent(level, seed)

    monkeypatch.setattr(bound, "make_opponent", recording)
    assert bound_main(["--rules", "eight-stop,rounds=1", "--players", "3", "--matches", "1",
                       "--rivals", "normal"]) == 0
    assert "seeing seat (solver) against 2 Normal" in capsys.readouterr().out
    assert set(asked) == {"normal"}  # every rival's chair (the seer's own is replaced)
    with pytest.raises(SystemExit):
        bound_main(["--rivals", "master"])  # not a level it seats


def test_the_bound_command_refuses_bad_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert bound_main(["--rules", "jokers=9"]) == 2
    assert "jokers" in capsys.readouterr().err
