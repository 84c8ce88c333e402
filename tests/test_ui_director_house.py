"""The director shows each house rule that fires: its banner (a caption with animations off),
its own effect, its sound, the marks that hold until the pile is cleared, and log lines that
name every card that changed hands or left play."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.engine import events as ev
from game.engine.cards import parse_card
from game.i18n import set_language, t
from game.ui.table.director import Director
from game.ui.table.layout import out_slot
from game.ui.table.sprites import CardSprite
from game.ui.wording import word
from tests.test_ui_director import Stage, play_of


def run(stage: Stage, *events: object) -> Director:
    """Show ``events`` and let every animation finish."""
    set_language("en")
    director = Director(stage)
    stage.events.extend(events)
    for _ in range(400):
        director.update(0.05)
        if director.idle and stage.shown.banner is None:
            break
    return director


def banner_after(stage: Stage, *events: object) -> tuple[str, str]:
    """The banner (text, kind) standing once ``events`` are shown, before it fades."""
    set_language("en")
    director = Director(stage)
    stage.events.extend(events)
    director.update(0.0)
    banner = stage.shown.banner
    assert banner is not None
    return word(banner.text), banner.kind


def log_text(stage: Stage) -> list[str]:
    return [line.text().rstrip() for line in stage.shown.log]


def test_a_jack_back_has_its_banner_effect_and_tag_until_the_clear() -> None:
    stage = Stage()
    assert banner_after(stage, ev.JackBack(1, True)) == (t("ui.banner.jack_back"), "house")
    assert stage.shown.jack_back and stage.shown.effect is not None
    assert stage.shown.effect.kind == "jack_back" and stage.sounds == ["revolution"]
    stage = Stage()
    run(stage, ev.JackBack(1, True), ev.Cleared("passes", 1, 1))
    assert not stage.shown.jack_back
    assert log_text(stage)[0] == t("ui.log.jack_back")


def test_a_second_jack_back_says_the_order_turns_back() -> None:
    stage = Stage()
    stage.shown.jack_back = True
    assert banner_after(stage, ev.JackBack(2, False))[0] == t("ui.banner.jack_back_off")
    assert not stage.shown.jack_back


def test_a_lock_names_its_suits_and_holds_until_the_pile_is_cleared() -> None:
    stage = Stage()
    assert banner_after(stage, ev.Locked(2, ("H", "S"))) == ("Locked ♥♠", "house")
    assert stage.shown.lock == ("H", "S") and stage.shown.effect.kind == "lock"
    stage = Stage()
    run(stage, ev.Locked(2, ("H", "S")))
    assert stage.shown.lock == ("H", "S")
    assert log_text(stage) == [t("ui.log.locked", suits="♥♠")]
    run(stage, ev.Cleared("eight", 2, 2))
    assert stage.shown.lock == ()


def test_skips_count_up_on_the_banner_tag_the_seats_and_end_with_the_next_play() -> None:
    stage = Stage()
    director = Director(stage)
    set_language("en")
    stage.events += [ev.Skipped(1, 0), ev.Skipped(2, 0)]
    director.update(0.0)
    assert word(stage.shown.banner.text) == t("ui.banner.skip_one")
    director.update(1.0)
    assert word(stage.shown.banner.text) == t("ui.banner.skip", count=2) == "Skip ×2"
    assert stage.shown.skipped == {1, 2}
    assert stage.shown.effect.kind == "skip" and stage.shown.effect.target == 2
    names = t("ui.names").split(",")
    assert log_text(stage) == [t("ui.log.skipped", name=names[0].strip()),
                               t("ui.log.skipped", name=names[1].strip())]
    stage.events.append(ev.Played(3, play_of("9C"), 4))
    director.update(1.0)
    assert stage.shown.skipped == set()


def test_a_7_pass_banner_then_the_cards_fly_to_the_receiver_named_in_the_log() -> None:
    stage = Stage()
    stage.shown.counts = [0, 5, 5, 5]
    assert banner_after(stage, ev.Owes(1, "give", 2))[0] == t("ui.banner.seven_pass")
    stage = Stage()
    stage.shown.counts = [0, 5, 5, 5]
    gift = (parse_card("4D"), parse_card("KS"))
    director = Director(stage)
    stage.events.append(ev.CardsGiven(1, 2, gift))
    director.update(0.0)
    assert len(stage.shown.flying) == 2 and stage.shown.effect.kind == "seven_pass"
    assert stage.shown.effect.target == 2 and stage.sounds == ["deal"]
    for _ in range(100):
        director.update(0.05)
    assert stage.shown.counts == [0, 3, 7, 5] and stage.shown.flying == []
    lines = log_text(stage)  # the player's view holds no card of a pass between opponents
    assert lines[-1] == t("ui.log.gives", giver="Anna", receiver="Ben", count=2)
    stage = Stage(handovers_seen={0: gift})  # where the view holds them, they are named
    stage.shown.counts = [0, 5, 5, 5]
    run(stage, ev.CardsGiven(1, 2, gift))
    lines = log_text(stage)
    assert lines[-1].split() == ["4♦", "K♠"]
    assert lines[-2] == t("ui.log.gives", giver="Anna", receiver="Ben", count=2)


def test_a_gift_to_the_player_lands_face_up_in_the_hand() -> None:
    stage = Stage()
    stage.shown.counts = [0, 5, 5, 5]
    director = Director(stage)
    stage.events.append(ev.CardsGiven(3, 0, (parse_card("2S"),)))
    for _ in range(100):
        director.update(0.05)
    assert [sp.card for sp in stage.shown.hand] == [parse_card("2S")]
    assert stage.shown.hand[0].face_up and stage.shown.counts[3] == 4


def test_a_discard_flies_to_the_discard_spot_and_lies_there_face_up() -> None:
    stage = Stage()
    lay = stage.layout
    stage.shown.hand = [CardSprite(parse_card(c), 600, 650, 0, lay.hand_h) for c in ("3C", "9H")]
    assert banner_after(Stage(), ev.Owes(0, "discard", 1))[0] == t("ui.banner.ten_discard")
    run(stage, ev.Discarded(0, (parse_card("9H"),)))
    assert [sp.card for sp in stage.shown.hand] == [parse_card("3C")]
    out = stage.shown.out
    assert [sp.card for sp in out] == [parse_card("9H")] and out[0].face_up
    assert (round(out[0].x), round(out[0].y)) == tuple(round(v) for v in out_slot(0, lay))
    assert [line.strip() for line in log_text(stage)[-2:]] == [t("ui.log.you_discard"), "9♥"]
    assert "clear" in stage.sounds


def test_a_capital_fall_puts_the_president_last_and_the_hand_out_of_play() -> None:
    stage = Stage()
    stage.shown.counts = [4, 3, 2, 1]
    hand = tuple(parse_card(c) for c in ("5C", "QD", "2H"))
    text, kind = banner_after(stage, ev.CapitalFall(1, hand))
    assert (text, kind) == (t("ui.banner.capital_fall"), "house")
    stage = Stage()
    stage.shown.counts = [4, 3, 2, 1]
    run(stage, ev.CapitalFall(1, hand))
    assert stage.shown.places[1] == 4 and stage.shown.counts[1] == 0
    assert sorted(sp.card for sp in stage.shown.out) == sorted(hand)
    assert log_text(stage)[-1].split() == ["5♣", "Q♦", "2♥"]


def test_the_new_clears_have_banners_and_log_lines() -> None:
    assert banner_after(Stage(), ev.Cleared("spade_three", 2, 2)) == (
        t("ui.banner.spade_three"), "house")
    assert banner_after(Stage(), ev.Cleared("skips", 2, 2)) == (t("ui.banner.skips"), "quiet")
    for reason, key in (("spade_three", "ui.log.cleared_spade_three"),
                        ("skips", "ui.log.cleared_skips")):
        stage = Stage()
        run(stage, ev.Cleared(reason, 2, 2))
        assert log_text(stage) == [t(key)]


def test_with_animations_off_a_house_rule_shows_a_caption_and_no_effect() -> None:
    for event in (ev.JackBack(1, True), ev.Locked(1, ("D",)), ev.Skipped(2, 1),
                  ev.Owes(1, "give", 1), ev.CapitalFall(1, ()),
                  ev.Cleared("spade_three", 1, 1)):
        stage = Stage(animation_speed=0.0)
        stage.shown.counts = [3, 3, 3, 3]
        director = Director(stage)
        stage.events.append(event)
        director.update(0.0)
        banner = stage.shown.banner
        assert banner is not None and banner.caption, event
        assert stage.shown.effect is None and director.idle, event


def test_a_new_deal_clears_the_house_marks() -> None:
    stage = Stage()
    stage.shown.jack_back, stage.shown.lock, stage.shown.skipped = True, ("H",), {2}
    stage.shown.out = [CardSprite(parse_card("9H"), 0, 0, 0, 50)]
    run(stage, ev.Dealt(2, ((), (), (), ()), ()))
    shown = stage.shown
    assert (shown.jack_back, shown.lock, shown.skipped, shown.out) == (False, (), set(), [])
