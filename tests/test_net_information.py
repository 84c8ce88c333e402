"""Nothing a client receives leads to a hidden hand: the bytes the host sends a seat are the
same whichever way the cards it cannot see lie."""

from __future__ import annotations

import copy
import random

import pytest

from game.ai import make_opponent
from game.ai.driver import exchange_view, play_view, step
from game.engine import events as ev
from game.engine.cards import THREE_OF_CLUBS, THREE_OF_DIAMONDS
from game.engine.match import Match
from game.engine.movegen import hand_mask
from game.engine.options import preset
from game.engine.round import Round
from game.net import codec, wire
from game.net.host import state_message


def _redealt(match: Match, seat: int, rng: random.Random) -> Match:
    """``match`` with the cards ``seat`` cannot know dealt again among the other seats (each
    keeps its count and the cards ``seat`` knows it holds)."""
    twin = copy.deepcopy(match)
    view = play_view(match, seat) if match.round is not None else exchange_view(match, seat)
    known = view.known_held()
    hands = match.round.hands if match.round is not None else match.hands
    others = [s for s in range(len(hands)) if s != seat]
    pool = [c for s in others for c in hands[s] if c not in known.get(s, [])]
    rng.shuffle(pool)
    new = [list(h) for h in hands]
    for s in others:
        keep = [c for c in hands[s] if c in known.get(s, [])]
        take = len(hands[s]) - len(keep)
        new[s], pool = sorted(keep + pool[:take]), pool[take:]
    if match.round is not None:
        twin.round = Round.at_position(match.round, new, match.round.number)
    else:
        twin.hands = new
    return twin


@pytest.mark.parametrize("name", ["house", "uecda"])
def test_a_seats_messages_do_not_depend_on_the_hidden_cards(name: str) -> None:
    rules = preset(name).with_(rounds=2)
    match = Match(rules, seed=13)
    ops = [make_opponent("easy", s) for s in range(rules.players)]
    rng = random.Random(2)
    compared = differs = 0
    while not match.over:
        match.start_round()
        while match.phase in ("exchange", "play"):
            for seat in range(rules.players):
                twin = _redealt(match, seat, rng)
                mine = wire.encode(state_message(match, seat, 1))
                assert wire.encode(state_message(twin, seat, 1)) == mine
                compared += 1
                other = (seat + 1) % rules.players
                differs += wire.encode(state_message(twin, other, 1)) != \
                    wire.encode(state_message(match, other, 1))
            step(match, ops)
    assert compared > 200
    assert differs > compared // 4  # the redeal did move cards another seat would see


# -- the events a state carries ------------------------------------------------------------
def _action(match: Match, ops: list) -> tuple[int, str, object]:
    """What the seat to act does next: (seat, "gift" | "hand" | "act", value)."""
    seat = match.whose_move()
    assert seat is not None
    if match.phase == "exchange":
        gift = match.pending_gift()
        assert gift is not None
        return seat, "gift", ops[seat].choose_gift(exchange_view(match, seat), gift.count)
    assert match.round is not None
    if match.round.owes is not None:
        kind, count = match.round.owes
        return seat, "hand", ops[seat].choose_handover(play_view(match, seat), kind, count)
    return seat, "act", ops[seat].choose_play(play_view(match, seat))


def _apply(match: Match, action: tuple[int, str, object]) -> list[object]:
    """Do ``action``; the events it made."""
    seat, kind, value = action
    assert match.events is not None
    before = len(match.events)
    if kind == "gift":
        match.give(seat, list(value))  # type: ignore[call-overload]
    elif kind == "hand":
        match.hand_over(seat, list(value))  # type: ignore[call-overload]
    else:
        match.act(seat, value)  # type: ignore[arg-type]
    return match.events[before:]


def _seen_by(match: Match, seat: int) -> set[int]:
    """Every card ``seat`` knows the place of: its hand, the cards played or out, the gifts
    and 7 passes it gave or got."""
    view = play_view(match, seat) if match.round is not None else exchange_view(match, seat)
    known = set(view.hand) | set(view.played) | set(view.discarded)
    for _, _, cards in view.gifts + view.passes:
        known |= set(cards)
    return known


def _learned_by(before: Match, after: Match, seat: int) -> set[int]:
    """What ``seat`` knows the place of once the action is made; when the action ends the
    exchange the lead shows everyone who holds the 3 that leads (at any table)."""
    known = _seen_by(after, seat)
    if before.round is None and after.round is not None:
        known |= {THREE_OF_CLUBS, THREE_OF_DIAMONDS}
    return known


def _hidden_from(action: tuple[int, str, object], match: Match, seat: int) -> bool:
    """A gift or 7 pass between two other seats: its cards are not ``seat``'s to see."""
    actor, kind, _ = action
    if actor == seat or kind == "act":
        return False
    if kind == "gift":
        step = match.pending_gift()
        return step is not None and step.receiver != seat
    assert match.round is not None and match.round.owes is not None
    return match.round.owes[0] == "give" and match.round.receiver(actor) != seat


def _twin_for(match: Match, seat: int, keep: set[int], rng: random.Random) -> Match:
    """``_redealt`` that also leaves in place every card in ``keep`` (what ``seat`` learns
    the place of by the next action: the twin stays a deal it could not tell apart)."""
    twin = copy.deepcopy(match)
    hands = match.round.hands if match.round is not None else match.hands
    view = play_view(match, seat) if match.round is not None else exchange_view(match, seat)
    known = view.known_held()
    others = [s for s in range(len(hands)) if s != seat]
    fixed = {s: [c for c in hands[s] if c in keep or c in known.get(s, [])] for s in others}
    pool = [c for s in others for c in hands[s] if c not in fixed[s]]
    rng.shuffle(pool)
    new = [list(h) for h in hands]
    for s in others:
        take = len(hands[s]) - len(fixed[s])
        new[s], pool = sorted(fixed[s] + pool[:take]), pool[take:]
    if twin.round is not None:
        twin.round.hands = [list(h) for h in new]
        twin.round.masks = [hand_mask(h) for h in new]
        twin.hands = twin.round.hands
    else:
        twin.hands = new
    return twin


@pytest.mark.parametrize("name", ["house", "uecda"])
def test_a_seats_events_do_not_depend_on_the_hidden_cards(name: str) -> None:
    """Every action, heard by every seat, in a match and in a twin whose cards that seat
    cannot see lie otherwise: the state it is sent (view, ask and the events) is the same
    bytes. A gift or 7 pass between two others is made with the twin's own cards."""
    rules = preset(name).with_(rounds=3)
    match = Match(rules, seed=21, events=[])
    ops = [make_opponent("easy", s) for s in range(rules.players)]
    rng = random.Random(5)
    compared = hidden = 0
    while not match.over:
        match.start_round()
        _check_deal(match, rng)
        while match.phase in ("exchange", "play"):
            action = _action(match, ops)
            after = copy.deepcopy(match)
            made = _apply(after, action)
            for seat in range(rules.players):
                twin = _twin_for(match, seat, _learned_by(match, after, seat), rng)
                twin_action = action
                if _hidden_from(action, match, seat):
                    twin_action = _action(twin, ops)
                    hidden += twin_action != action
                twin_made = _apply(twin, twin_action)
                mine = wire.encode(state_message(after, seat, 1, made))
                assert wire.encode(state_message(twin, seat, 1, twin_made)) == mine
                compared += 1
            _apply(match, action)
    assert compared > 300
    assert hidden > 0  # some gift or 7 pass was made with other cards in the twin


def _check_deal(match: Match, rng: random.Random) -> None:
    """The deal as each seat hears it names its own hand only."""
    assert match.events is not None
    deal = next(e for e in reversed(match.events) if isinstance(e, ev.Dealt))
    for seat in range(match.rules.players):
        others = [c for s, h in enumerate(deal.hands) if s != seat for c in h]
        rng.shuffle(others)
        hands, at = [], 0
        for s, h in enumerate(deal.hands):
            if s == seat:
                hands.append(h)
            else:
                hands.append(tuple(sorted(others[at:at + len(h)])))
                at += len(h)
        other = ev.Dealt(deal.round, tuple(hands), tuple(rng.sample(range(54), 10)))
        assert codec.encode_event(other, seat) == codec.encode_event(deal, seat)
        assert codec.decode_event(codec.encode_event(deal, seat)).hands[seat] == deal.hands[seat]
