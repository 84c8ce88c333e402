"""The table's controller through the house rules: the player's 7 pass and 10 discard (the
cards picked, the count left, refusals, Hint), and the opponents handing over by themselves."""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import parse_card
from game.i18n import t
from game.ui.table.controller import TableController
from game.ui.words import reason_text
from tests.test_table_controller import cards, controller, opponents_act, select


def lead(control: TableController, text: str) -> None:
    """The player leads ``text`` (one reading) through the controller."""
    select(control, text)
    assert control.play_selected() == []
    assert control.selected == set()


def house(hands: list[str], **options: object) -> TableController:
    return controller(hands, "house", **{"five_skip": False, **options})


def test_after_a_7_the_player_picks_one_card_for_the_next_player() -> None:
    control = house(["7C 4D 9H KS", "3C 4C 5C", "3D 5D 6D", "3H 4H 5H"])
    lead(control, "7C")
    assert control.owed() == ("give", 1)
    actions = control.actions()
    assert actions.give and not actions.discard and not actions.main and not actions.pass_
    name = t("ui.names").split(",")[0].strip()
    text, tone = control.status()
    assert name in text and "1" in text and tone == "gold"
    assert text == t("ui.status.picked", head=t("ui.status.pass_seven_one", name=name),
                     then=t("ui.status.more_one"))
    select(control, "9H")
    assert control.actions().main
    assert control.status() == (t("ui.status.picked", head=t("ui.status.pass_seven_one",
                                                              name=name),
                                  then=t("ui.status.press_give")), "white")
    events = len(control.session.events)
    assert control.play_selected() == []
    given = [e for e in control.session.events[events:] if isinstance(e, ev.CardsGiven)]
    assert given == [ev.CardsGiven(0, 1, (parse_card("9H"),))]
    assert parse_card("9H") in control.match.round.hands[1]
    assert control.owed() is None and control.selected == set()


def test_choosing_too_many_or_too_few_is_refused_with_the_count() -> None:
    control = house(["7C 7D 4D 9H KS", "3C 4C 5C", "3D 5D 6D", "3H 4H 5H"])
    lead(control, "7C 7D")
    assert control.owed() == ("give", 2)
    select(control, "4D")
    assert "1" in control.status()[0] and not control.actions().main
    assert control.hand_over_selected() is False
    assert control.message is not None
    refusal = control.status()
    reason = control.match.round.check_handover(0, "give", cards("4D"))
    assert reason is not None and refusal == (reason_text(reason), "warn")
    control.message = None
    select(control, "4D 9H KS")
    assert control.status() == (t("ui.status.pick_fewer", count=1), "warn")
    assert not control.actions().main
    assert sorted(control.match.round.hands[0]) == sorted(cards("4D 9H KS"))


def test_after_a_10_the_player_discards_and_the_cards_leave_the_round() -> None:
    control = house(["TC 4D 9H KS", "3C 4C 5C", "3D 5D 6D", "3H 4H 5H"])
    lead(control, "TC")
    assert control.owed() == ("discard", 1)
    actions = control.actions()
    assert actions.discard and not actions.give and not actions.main
    assert control.status()[0] == t("ui.status.picked", head=t("ui.status.discard_ten_one"),
                                    then=t("ui.status.more_one"))
    select(control, "KS")
    assert control.actions().main
    assert control.status()[0].endswith(t("ui.status.press_discard"))
    control.play_selected()
    assert control.match.round.discarded == cards("KS")
    assert any(isinstance(e, ev.Discarded) and e.seat == 0 and e.cards == tuple(cards("KS"))
               for e in control.session.events)


def test_a_7_10_run_gives_first_then_discards() -> None:
    control = house(["7H 8H 9H TH 4D 5S KS", "3C 4C 5C", "3D 5D 6D", "3H 4H 5H"],
                    eight_stop=False)
    lead(control, "7H 8H 9H TH")
    assert control.owed() == ("give", 1)
    select(control, "4D")
    control.play_selected()
    assert control.owed() == ("discard", 1)
    assert control.actions().discard
    select(control, "5S")
    control.play_selected()
    assert control.owed() is None
    assert control.match.round.hands[0] == cards("KS")


def test_hint_picks_as_many_cards_as_are_owed_and_the_rules_take_them() -> None:
    control = house(["7C 7D 4D 9H KS 2S", "3C 4C 5C", "3D 5D 6D", "3H 4H 5H"])
    lead(control, "7C 7D")
    control.show_hint()
    picked = sorted(control.selected)
    assert len(picked) == 2 and set(picked) <= set(cards("4D 9H KS 2S"))
    assert control.match.round.check_handover(0, "give", picked) is None
    assert control.actions().main and control.message is not None
    control.play_selected()
    assert control.owed() is None and len(control.match.round.hands[0]) == 2


def test_nothing_is_handed_over_when_nothing_is_owed() -> None:
    control = house(["4D 9H KS", "3C 4C 5C", "3D 5D 6D", "3H 4H 5H"])
    select(control, "9H")
    assert control.owed() is None
    assert control.hand_over_selected() is False
    assert not control.actions().give and not control.actions().discard
    assert sorted(control.match.round.hands[0]) == sorted(cards("4D 9H KS"))


def test_an_opponent_gives_and_discards_by_itself() -> None:
    # Whatever seat 1 leads holds 7s or 10s: it owes a gift or a discard.
    control = house(["3S 4S", "7C 7D TC TD", "3D 5D 6D", "3H 4H 5H"], leader=1)
    opponents_act(control)
    events = control.session.events
    owed = [e for e in events if isinstance(e, ev.Owes) and e.seat == 1]
    done = [e for e in events if isinstance(e, ev.CardsGiven) and e.giver == 1
            or isinstance(e, ev.Discarded) and e.seat == 1]
    given = [e for e in done if isinstance(e, ev.CardsGiven)]
    assert owed, "seat 1 never played a 7 or a 10"
    assert [(o.kind, o.count) for o in owed] == [
        ("give" if isinstance(e, ev.CardsGiven) else "discard", len(e.cards)) for e in done]
    assert all(e.receiver == 2 for e in given)
    rnd = control.match.round
    assert rnd is not None and rnd.owes is None
