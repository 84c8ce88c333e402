"""Why that play: each level's own reason for its choice, worded in both languages, after
Hint and in a replay."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.ai.driver import play_view
from game.ai.easy import EasyOpponent
from game.ai.hard import HardOpponent
from game.ai.master.opponent import MasterOpponent
from game.ai.master.search import Budget
from game.ai.normal import NormalOpponent
from game.ai.reasons import REASONS
from game.engine.cards import card_str
from game.engine.match import Match
from game.engine.options import preset
from game.i18n import catalog, set_language
from game.ui.why import COUNTED, KEYS, why, why_text
from tests.fixed_work import clockless, small_master
from tests.test_ai_levels import shown, view

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def reason(opponent, v) -> tuple[str, str]:
    """What ``opponent`` plays in ``v``, and its reason."""
    play = opponent.choose_play(v)
    return shown(play), opponent.reason(v, play)


def hard() -> HardOpponent:
    return HardOpponent(seed=2, work=600, max_ms=1e9)


def master() -> MasterOpponent:
    op = MasterOpponent(0, budget=Budget(seconds=1e9, max_playouts=40), solve_deals=(3, 4))
    clockless(op)  # its guide's look-ahead too: the same choices under any load
    return op


# -- the words -----------------------------------------------------------------------------
@pytest.fixture()
def english():
    before = i18n.language()
    set_language("en")
    yield
    set_language(before)


def test_every_reason_is_worded_in_both_languages(english) -> None:
    for lang in ("en", "da"):
        words = catalog(lang)
        assert all(words.get(f"ui.why.{code}") for code in REASONS), lang
        assert all(words[key] for key in COUNTED.values()), lang
    assert why_text("keeps_control:12") == "Keeps the 2 to win the lead back."
    assert why_text("search_best:37") == "Played out 37 deals and this finished best."
    assert why_text("search_best") == catalog("en")["ui.why.search_best"]
    assert why_text("solved_best:12") == "Worked 12 deals out to the end, and this placed best."
    assert why_text("not_a_reason") == "" and why_text("keeps_control") == ""


# -- Easy: greedy ----------------------------------------------------------------------------
def test_easy_gives_its_greedy_rule() -> None:
    easy = EasyOpponent()
    assert reason(easy, view("3C 5C 5D 9H 9S 9D KC")) == ("9D 9H 9S", "easy_lead")
    assert reason(easy, view("9H KC 5D", top="4S")) == ("5D", "easy_lowest")
    # The 5s would beat the 4 too, but only by breaking the pair.
    assert reason(easy, view("5C 5D 9H KC", top="4S")) == ("9H", "easy_keeps_sets")
    assert reason(easy, view("5C 5D 9H 9S", top="4S")) == ("pass", "easy_pass")
    assert reason(easy, view("3C 3D", top="4S")) == ("pass", "no_play")


# -- Normal: the term of its score that decided ------------------------------------------------
def test_normal_keeps_the_two_to_win_the_lead_back() -> None:
    normal = NormalOpponent()
    # Following a king, the 2 would win the trick, but the hand is long: it is kept.
    v = view("3H 4C 4H 6H 7C 8D 8S TS KD 2S", top="KC")
    assert reason(normal, v) == ("KD", "keeps_control:12")
    # Nothing but the 2 (or a pair broken up) beats the 7: it passes and keeps the 2.
    assert reason(normal, view("2S 4C 4D 6H 6S 9C 9D TC TH", top="7C")) == (
        "pass", "keeps_control:12")


def test_normal_leads_low_while_holding_the_two() -> None:
    assert reason(NormalOpponent(), view("3C 9D 2S 4H 6H 7S")) == ("3C", "leads_low")


def test_normal_plays_an_eight_on_a_low_pile() -> None:
    normal = NormalOpponent()
    # An 8 can only follow a pile below it: it clears cheaply while the pile is low.
    assert reason(normal, view("4C 4D 8H 5S JD JS", top="6C")) == ("8H", "eight_low")
    # With a 5 to shed instead, the 8 is kept for later.
    v = view("4C 4D 8H 8S 5S JD JS 9C 9D 2S", top="4S")
    assert reason(normal, v) == ("5S", "keeps_control:5")


def test_normal_finishes_revolts_and_keeps_its_sets() -> None:
    normal = NormalOpponent()
    assert reason(normal, view("8H 4C")) == ("8H", "runs_out")
    daifugo = view("3C 3D 3H 3S 4C 5D 6H 7S 9C TD", rules=preset("daifugo"))
    assert reason(normal, daifugo) == ("3C 3D 3H 3S", "revolution")
    # The king would break its three kings; the ace leaves the fewest sets.
    assert reason(normal, view("8C JH JS KC KH KS AH", top="TC")) == ("AH", "fewest_groups")


def test_normal_names_the_house_rule_that_decided() -> None:
    normal = NormalOpponent()
    house = preset("house")
    v = view("3S 4C 5H 7H 8H 9S JC KH", top="7C", counts=(8, 3, 4, 3), rules=house)
    assert reason(normal, v) == ("JC", "jack_back")
    v = view("5D 8H QD 2D", top="3H", counts=(4, 2, 6, 9), rules=house)
    assert reason(normal, v) == ("5D", "skips_near_out")
    v = view("3H 5D 6S TD TH QC AD 2H", top="3D", counts=(8, 9, 3, 8), rules=house)
    assert reason(normal, v) == ("5D", "locks")
    assert reason(normal, view("4C 7D 9S 9H QH", rules=house)) == ("7D", "sevens_give")
    assert reason(normal, view("3C 6D TD JH KS", rules=house)) == ("TD", "tens_discard")


# -- Hard: counting, blocking, and when its look-ahead overruled --------------------------------
def test_hard_sees_a_forced_win_by_counting() -> None:
    v = view("KH 5C", played="AC AD AH AS 2C 2D 2H 2S KC KD KS", counts=(2, 5, 5, 5))
    assert reason(hard(), v) == ("KH", "forced_win")
    assert reason(NormalOpponent(), v) == ("5C", "sheds_weak")  # Normal cannot count


def test_hard_leads_what_a_player_about_to_go_out_cannot_finish_on() -> None:
    v = view("4C 9D 9S", counts=(3, 1, 8, 8))
    assert reason(hard(), v) == ("9D 9S", "leads_safe")


def overruled() -> tuple[HardOpponent, object, object]:
    """A decision of a seeded match where Hard's look-ahead left Normal's favourite."""
    match = Match(preset("eight-stop"), seed=5)
    match.start_round()
    seats = [HardOpponent(s, work=2_000, max_ms=1e9) for s in range(4)]
    while match.phase == "play":
        seat = match.whose_move()
        v = play_view(match, seat)
        play = seats[seat].choose_play(v)
        if play != seats[seat].ranked(v)[0][1]:
            return seats[seat], v, play
        match.act(seat, play)
    raise AssertionError("no decision was overruled")


def test_hard_says_when_its_play_outs_overruled_the_heuristic() -> None:
    hard_, v, play = overruled()
    assert hard_.reason(v, play) == "playouts"
    favourite = hard_.ranked(v)[0][1]
    assert hard_.reason(v, favourite) != "playouts"  # the heuristic's pick: its own term


# -- Master: sure wins, the solved endgame, the search ---------------------------------------
def test_master_plays_a_sure_win() -> None:
    v = view("AS 2C 2D 2H 2S", counts=(5, 2, 2), rules=preset("standard"))
    opponent = master()
    play, code = reason(opponent, v)
    assert code == "sure_win" and play in ("AS", "2C 2D 2H 2S")
    assert MasterOpponent(3).reason(v, opponent.choose_play(v)) == "sure_win"  # found again


def test_master_solves_the_endgame_with_two_players_left() -> None:
    held = {"5D", "QD", "2D", "3H", "7S", "8H", "QH"}  # the rival holds the last four
    rest = [card_str(c) for c in range(52) if card_str(c) not in held]
    v = view("5D QD 2D", played=" ".join(rest), counts=(3, 4), rules=preset("standard"))
    opponent = master()
    play, code = reason(opponent, v)
    assert code == "endgame"
    # Asked again by a fresh Master (as a replay does): the same branch, found without search.
    assert MasterOpponent(9).reason(v, opponent.choose_play(v)) == "endgame"


def test_master_says_when_its_search_overruled_its_guide() -> None:
    match = Match(preset("eight-stop"), seed=2)
    match.start_round()
    seats = [master() for _ in range(4)]
    while match.phase == "play":
        seat = match.whose_move()
        v = play_view(match, seat)
        play = seats[seat].choose_play(v)
        branch, deals = seats[seat].last[2:]
        if branch in ("search", "solved") and play != MasterOpponent(9).candidates(
                v, looks=False)[0]:
            assert seats[seat].reason(v, play) == f"{branch}_best:{deals}" and deals > 0
            assert MasterOpponent(9).reason(v, play) == "search_best"  # no count kept
            return
        match.act(seat, play)
    raise AssertionError("the search never overruled the guide")


@pytest.mark.parametrize("make", [lambda s: HardOpponent(s, work=1_500, max_ms=1e9),
                                  small_master, lambda s: small_master(s, solving=0.0)])
def test_asking_the_reason_changes_no_later_choice(make) -> None:
    """The look-ahead and the search draw on the opponent's own random numbers: asking for a
    reason between decisions must not draw on them."""
    def game(ask: bool) -> list[str]:
        match = Match(preset("eight-stop", rounds=1), seed=8)
        match.start_round()
        seats = [make(s) for s in range(4)]
        out = []
        while match.phase == "play":
            seat = match.whose_move()
            v = play_view(match, seat)
            play = seats[seat].choose_play(v)
            if ask:
                seats[seat].reason(v, play)
                seats[seat].reason(v, random.Random(len(out)).choice(v.legal_plays() or [None]))
            out.append(shown(play))
            match.act(seat, play)
        return out

    assert game(True) == game(False)


# -- at the table ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "da"])
def test_hint_gives_the_hinting_levels_own_reason(lang: str) -> None:
    from game.devtools.headless import make_app, press, run_until
    from game.ui.opponents import seat_view
    from game.ui.session import TableSession
    from game.ui.table.controller import HINT_LEVEL
    from game.ui.table.scene import TableScene

    app = make_app(lang=lang, delay=1.0)
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=3))
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 20000)
    v = seat_view(table.control.match, 0)
    press(app, pygame.K_h)
    assert table.selected  # the hint chose a play: its reason is told
    assert HINT_LEVEL == "normal"
    play = NormalOpponent(0).choose_play(v)
    assert set(play.cards) == table.selected
    expected = why_text(NormalOpponent(0).reason(v, play))
    assert expected and table.control.why_shown() == expected
    run_until(app, lambda: table.control.message is None, 600)
    assert table.control.why_shown() == ""  # gone with the hint's line


def test_a_hint_to_pass_says_why_too() -> None:
    from tests.test_table_controller import controller, opponents_act

    control = controller(["2S 4C 4D 6H 6S 9C 9D TC TH", "3C 7C", "3D 5D", "3H 5H"], leader=1)
    opponents_act(control)
    control.show_hint()
    assert control.message is not None and control.message[0].key == "ui.hint.pass"
    v = play_view(control.match, 0)
    assert control.why_shown() == why_text(NormalOpponent(0).reason(v, None))
    assert control.why_shown()


def test_a_replay_gives_each_seats_own_levels_reason() -> None:
    from game import saves
    from game.devtools.headless import make_app
    from game.devtools.shots_history import LEVELS, played_match
    from game.record import resolve
    from game.ui.opponents import seat_view
    from game.ui.table import replay_script as rs
    from game.ui.table.replay_script import open_replay
    from game.ui.words import seat_name

    saves.match_finished(played_match("eight-stop", 9, rounds=1, levels=LEVELS), list(LEVELS))
    app = make_app()
    assert open_replay(app, saves.list_records()[0]) is None
    scene = app.scenes.top
    assert scene.why_line() == ""
    told = set()
    for index, step in enumerate(scene.script.steps[:40]):
        if step.action is None:
            continue
        action = scene.script.record.rounds[step.round - 1].actions[step.action]
        before = rs.build(scene.script, index)
        play, _ = resolve(before, action)
        line = scene._why_of(index)
        level = LEVELS[step.seat]
        if level == "human":
            assert line == ""  # the player's own moves: no sentence
            continue
        said = why(level, seat_view(before, step.seat), play)
        assert said and line == f"{seat_name(step.seat)}: {said}"
        told.add(level)
    assert told == {"easy", "normal", "hard"}


@pytest.mark.parametrize("lang", ["en", "da"])
def test_every_sentence_fits_the_why_line_at_800x600(lang: str) -> None:
    from game.devtools.headless import make_app
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(size=(800, 600), lang=lang)
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=3))
    app.scenes.clear_to(table)
    words = catalog(lang)
    width, font = table.layout.hand_rect.w, app.fonts.get(12)  # draw_why's smallest size
    names = [n.strip() for n in words["ui.names"].split(",")]
    for key in (*KEYS.values(), *COUNTED.values()):
        text = words[key].format(rank="Joker", n=4000)
        lines = [words["ui.hint.why"].format(why=text)]
        lines += [words["ui.why.line"].format(name=name, why=text) for name in names]
        for line in lines:
            assert font.size(line)[0] <= width, line
