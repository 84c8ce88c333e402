"""Properties over random deals and random combinations of every option (hypothesis)."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from option_space import rules_strategy

from game.engine import events as ev
from game.engine.cards import FIRST_JOKER, deck
from game.engine.match import CITIZEN, PRESIDENT, SCUM, VICE_PRESIDENT, VICE_SCUM, Match
from game.engine.options import PRESETS, Rules
from game.engine.plays import RUN, SET, Play, generate, interpretations
from game.engine.round import Round
from game.record import check, parse_record, record_of

FAST = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])

rules_st = rules_strategy()


def norm(play: Play) -> tuple:
    """A play up to which joker is used (jokers are interchangeable)."""
    real = tuple(sorted(c for c in play.cards if c < FIRST_JOKER))
    return (play.kind, real, play.jokers, play.rank, play.high)


def legal_by_brute_force(round_: Round, seat: int, hand: list[int]) -> set[tuple]:
    """Every legal play found by trying every subset of the hand."""
    found = set()
    for size in range(1, len(hand) + 1):
        for cards in combinations(hand, size):
            for reading in interpretations(list(cards), round_.rules.runs):
                if round_.check_play(seat, reading) is None:
                    found.add(norm(reading))
    return found


def assert_generation_agrees(round_: Round, rng: random.Random) -> None:
    """Generated plays are legal, listed once, and (up to jokers) all the legal plays."""
    seat = round_.turn
    hand = round_.hands[seat]
    generated = round_.legal_plays()
    keys = [norm(p) for p in generated]
    assert len(keys) == len(set(keys)), "a play is listed twice"
    for play in generated:
        assert round_.check_play(seat, play) is None, play
        assert play in interpretations(list(play.cards), round_.rules.runs)
    if len(hand) <= 8:
        assert legal_by_brute_force(round_, seat, hand) == set(keys)
        return
    for _ in range(40):  # large hands: random selections, legal exactly when generated
        cards = rng.sample(hand, rng.randint(1, min(6, len(hand))))
        for reading in interpretations(cards, round_.rules.runs):
            accepted = round_.check_play(seat, reading) is None
            assert accepted == (norm(reading) in keys), (reading, round_.top)


def assert_cards_kept(match: Match, dealt: list[int]) -> None:
    if match.round is None:
        held = [c for h in match.hands for c in h]
    else:
        r = match.round
        held = [c for h in r.hands for c in h] + r.played + r.discarded
    assert sorted(held) == dealt


def assert_turn_kept(round_: Round) -> None:
    """The seat to act holds cards, and with pass_is_final has not passed in this trick."""
    if round_.over:
        return
    assert round_.hands[round_.turn]
    if round_.top is None:
        # Passes on the empty pile only with leader_pass, and never by the seat to lead.
        assert not round_.passed[round_.turn] and (round_.rules.leader_pass
                                                   or not any(round_.passed))
    elif round_.rules.pass_is_final:
        assert not round_.passed[round_.turn]


def seats_from(seat: int, seating: tuple[int, ...]) -> list[int]:
    """Every seat in the order of play, from ``seat`` on (``seating``: the ring, docs/rules.md
    ``reseat``; the seat numbers in order without it)."""
    i = seating.index(seat)
    return list(seating[i:] + seating[:i])


def assert_leads_after_clears(events: list, hands_after: list[int],
                              seating: tuple[int, ...]) -> None:
    """After a clear the last player leads, or the next seat in turn order still holding cards."""
    for event in events:
        if isinstance(event, ev.Cleared) and event.leader is not None:
            expected = next(s for s in seats_from(event.seat, seating) if hands_after[s] > 0)
            assert event.leader == expected, event


def assert_trick_end(rules: Rules, top: Play | None, owner: int | None, seat: int,
                     round_: Round) -> None:
    """docs/rules.md, the end of a trick: when a pass leaves everyone else still in passed
    (or skipped) since the last play, the pile clears, or with `owner_again` the turn comes
    back to the play's owner if it still holds cards; the owner's own pass clears."""
    if top is None or owner is None or round_.over:
        return
    hands = round_.hands
    done = all(s == owner or not hands[s] or round_.passed[s] or round_.skipped[s]
               for s in range(len(hands)))
    if seat == owner:
        assert round_.top is None and round_.turn == owner
    elif round_.top is not None and not done:
        assert round_.turn != owner or rules.owner_again
    elif rules.owner_again and hands[owner]:
        assert round_.top is top and round_.turn == owner
    else:
        assert round_.top is None


def assert_lead_pass(seat: int, before: list[int], finished: list[int], round_: Round,
                     seating: tuple[int, ...]) -> None:
    """docs/rules.md, "A leader may pass", as a referee of its own: after ``seat``'s pass on
    the empty pile (``before``: the card counts then, ``finished`` the places then), the next
    player in seat order still in and not yet passed on it leads; with none left the round is
    over and the players still in follow ``finished``, fewest cards first, ties in seat order
    from the one after ``seat``."""
    after = seats_from(seat, seating)[1:] + [seat]
    waiting = [s for s in after if before[s] and not round_.passed[s]]
    if waiting:
        assert round_.top is None and round_.turn == waiting[0] and not round_.over
        return
    ahead = [s for s in after if before[s]]
    places = sorted(ahead, key=lambda s: (before[s], ahead.index(s)))
    assert round_.over and round_.order[:len(finished) + len(places)] == finished + places


def expected_seating(rules: Rules, seed: int, number: int,
                     seatings: dict[int, tuple[int, ...]]) -> tuple[int, ...]:
    """The order of play of round ``number`` as docs/rules.md says: the seat numbers in order
    for rounds 1 to 3 (and always without ``reseat``), then one order for each 3 rounds in a
    row: every seat once, a function of the seed and the 3 rounds only (``seatings`` keeps
    what each block was, so the next round of the block is held to it)."""
    n = rules.players
    block = (number - 1) // 3
    if not rules.reseat or block == 0:
        return tuple(range(n))
    if block not in seatings:
        drawn = Match(rules, seed=seed).seating(number)
        assert sorted(drawn) == list(range(n))
        assert Match(rules, seed=seed).seating(block * 3 + 1) == drawn  # the block's first
        seatings[block] = drawn
    return seatings[block]


def play_match(rules: Rules, seed: int) -> Match:
    """Random legal players; checks the card, round and generation invariants as it goes."""
    rng = random.Random(seed)
    seatings: dict[int, tuple[int, ...]] = {}
    match = Match(rules, seed=seed, events=[])
    dealt = sorted(deck(rules.jokers))
    limit = len(dealt) * rules.players * 2  # a round needs far fewer actions
    for number in range(1, rules.rounds + 1):
        match.start_round()
        seating = expected_seating(rules, match.seed, number, seatings)
        for _ in range(limit):
            if match.phase not in ("exchange", "play"):
                break
            seat = match.whose_move()
            if match.phase == "exchange":
                step = match.pending_gift()
                match.give(seat, rng.sample(match.hands[seat], step.count))
            else:
                if rng.random() < 0.1:
                    assert_generation_agrees(match.round, rng)
                if match.round.owes is not None:
                    hand = match.round.hands[seat]
                    match.hand_over(seat, rng.sample(hand, match.round.owes[1]))
                    assert_cards_kept(match, dealt)
                    continue
                options: list[Play | None] = list(match.round.legal_plays())
                if match.round.can_pass():
                    options.append(None)
                mark = len(match.events)
                choice = rng.choice(options)
                top, owner = match.round.top, match.round.last_player
                before, finished = match.round.counts(), list(match.round.finished)
                match.act(seat, choice)
                if choice is None and top is None:
                    assert rules.leader_pass
                    assert_lead_pass(seat, list(before), finished, match.round, seating)
                elif choice is None:
                    assert_trick_end(rules, top, owner, seat, match.round)
                counts = [len(h) for h in match.round.hands]
                assert_leads_after_clears(match.events[mark:], counts, seating)
                assert_turn_kept(match.round)
            assert_cards_kept(match, dealt)
        assert match.phase in ("round_over", "match_over"), "the round did not end"
        assert sorted(match.round.order) == list(range(rules.players))
        assert match.round.seating == seating
    assert match.over
    return match


def expected_titles(n: int) -> list[str]:
    middle = [CITIZEN] * (n - 2) if n == 3 else [VICE_PRESIDENT, *[CITIZEN] * (n - 4), VICE_SCUM]
    return [PRESIDENT, *middle, SCUM]


@FAST
@given(rules=rules_st, seed=st.integers(0, 2**32))
def test_random_matches_keep_every_rule_invariant(rules: Rules, seed: int) -> None:
    match = play_match(rules, seed)
    n = rules.players
    totals = [0] * n
    for order, titles, points in match.results:
        assert [titles[s] for s in order] == expected_titles(n)
        assert [points[s] for s in order] == list(range(n - 1, -1, -1))
        assert sum(points) == n * (n - 1) // 2
        totals = [t + p for t, p in zip(totals, points)]
    assert match.totals == totals
    standings = match.standings()
    assert sorted(standings) == list(range(n))
    assert [totals[s] for s in standings] == sorted(totals, reverse=True)
    # The record it wrote replays through the checker with every action legal.
    report = check(parse_record(json.loads(json.dumps(record_of(match)))))
    assert report.legal, report.lines[-1]
    assert report.match.totals == match.totals
    assert sum(len(r["actions"]) for r in record_of(match)["rounds"]) == len(report.lines)


# Cards from a few ranks and suits (plus both jokers) make sets, runs and joker plays likely.
CROWDED = [r * 4 + s for r in range(3, 9) for s in (2, 3)] + [10 * 4, 11 * 4, 12 * 4, 52, 53]
cards_st = st.one_of(
    st.lists(st.sampled_from(CROWDED), min_size=1, max_size=9, unique=True),
    st.lists(st.integers(0, 53), min_size=1, max_size=9, unique=True),
)


@settings(max_examples=300, deadline=None)
@given(
    hand=cards_st, top_cards=st.one_of(st.none(), cards_st), runs=st.booleans(),
    revolution=st.booleans(), pick=st.integers(0, 10),
)
def test_generation_equals_every_legal_selection(
    hand: list[int], top_cards: list[int] | None, runs: bool, revolution: bool, pick: int
) -> None:
    """On any position, the generator lists exactly the legal readings of the hand's subsets."""
    top = None
    if top_cards is not None:
        readings = interpretations([c for c in top_cards if c not in hand], runs)
        top = readings[pick % len(readings)] if readings else None
    round_ = Round(Rules(players=3, jokers=2, runs=runs), [hand, [0], [1]], 0)
    round_.top, round_.revolution = top, revolution
    generated = generate(hand, top, revolution, runs)
    keys = [norm(p) for p in generated]
    assert len(keys) == len(set(keys))
    assert legal_by_brute_force(round_, 0, sorted(hand)) == set(keys)
    for play in generated:
        assert play.kind != RUN or runs
        assert play.follows(top, revolution)


def house_legal(play: Play, top: Play | None, reversed_: bool, strict: bool,
                lock: frozenset[int] | None, spade_three: bool, above: bool = False) -> bool:
    """An independent reading of docs/rules.md's following rules with Must beat, Suit lock,
    Spade 3 and Runs wholly above, written from the rulebook's sentences without the engine's
    helpers."""
    if top is None:
        return True
    lone_joker = top.kind == SET and top.size == 1 and top.cards[0] >= FIRST_JOKER
    if spade_three and lone_joker and play.cards == (3,):  # 3♠ is card 3
        return True
    if play.kind != top.kind or play.size != top.size:
        return False

    def strength(p: Play) -> int:
        if p.kind == SET and all(c >= FIRST_JOKER for c in p.cards):
            return 99
        if p.kind == SET:
            return 12 - p.rank if reversed_ else p.rank
        return 12 - p.rank if reversed_ else p.high

    if above and play.kind == RUN:  # its lowest card beyond the pile's highest, in the order
        if (play.high >= top.rank) if reversed_ else (play.rank <= top.high):
            return False
    elif strength(play) < strength(top) + (1 if strict else 0):
        return False
    if lock is None:
        return True
    if play.kind == RUN:
        return {play.suit} == set(lock)
    natural = [c % 4 for c in play.cards if c < FIRST_JOKER]
    return len(natural) == len(set(natural)) and set(natural) <= set(lock)


@settings(max_examples=300, deadline=None)
@given(
    hand=cards_st, top_cards=st.one_of(st.none(), cards_st), runs=st.booleans(),
    reversed_=st.booleans(), strict=st.booleans(), spade_three=st.booleans(),
    lock=st.one_of(st.none(), st.sets(st.integers(0, 3), min_size=1, max_size=4)),
    pick=st.integers(0, 10), above=st.booleans(),
)
def test_house_rule_generation_equals_an_independent_model(
    hand: list[int], top_cards: list[int] | None, runs: bool, reversed_: bool, strict: bool,
    spade_three: bool, lock: set[int] | None, pick: int, above: bool,
) -> None:
    top = None
    if top_cards is not None:
        readings = interpretations([c for c in top_cards if c not in hand], runs)
        top = readings[pick % len(readings)] if readings else None
    frozen = frozenset(lock) if lock is not None and top is not None else None
    generated = {norm(p) for p in generate(hand, top, reversed_, runs, strict, frozen,
                                            spade_three, above)}
    expected = set()
    for size in range(1, len(hand) + 1):
        for chosen in combinations(sorted(hand), size):
            for reading in interpretations(list(chosen), runs):
                if house_legal(reading, top, reversed_, strict, frozen, spade_three, above):
                    expected.add(norm(reading))
    assert generated == expected


@pytest.mark.parametrize("name", sorted(PRESETS))
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_preset_keeps_every_rule_invariant(name: str, players: int) -> None:
    for seed in range(3):
        play_match(PRESETS[name].with_(players=players, rounds=3), seed)


@FAST
@given(rules=rules_strategy(reseat=True, rounds=7), seed=st.integers(0, 2**32))
def test_reseated_matches_keep_every_rule_invariant(rules: Rules, seed: int) -> None:
    """Seven rounds: the seat numbers' order, then two drawn orders of play (docs/rules.md
    ``reseat``); the titles and the exchange follow the seats (the players) all along, and
    the record replays."""
    match = play_match(rules, seed)
    for results, log in zip(match.results[:-1], match.log.rounds[1:]):
        order = results[0]
        if rules.exchange:  # the last round's Scum gives to its President, whatever the seating
            assert (log.exchange[0].giver, log.exchange[0].receiver) == (order[-1], order[0])
    report = check(parse_record(json.loads(json.dumps(record_of(match)))))
    assert report.legal, report.lines[-1]
    assert report.match.totals == match.totals


def referee_suits(play: Play, below: set[int] | None) -> set[int] | None:
    """docs/rules.md's `joker_suit`, read anew: a set's joker stands for a suit the set lacks,
    the play below's first, then ♠ ♥ ♦ ♣; jokers alone (a lone joker) have no suit."""
    if play.kind == RUN:
        return {play.suit}
    natural = {c % 4 for c in play.cards if c < FIRST_JOKER}
    if not natural or play.size > 4:
        return None
    prefer = sorted(below or (), reverse=True) + [3, 2, 1, 0]
    out = set(natural)
    for suit in prefer:
        if len(out) == play.size:
            break
        out.add(suit)
    return out


@FAST
@given(rules=rules_strategy(suit_lock=True, joker_suit=True, seven_pass=False,
                            ten_discard=False), seed=st.integers(0, 2**32))
def test_joker_suit_locks_as_an_independent_model_says(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    match = Match(rules.with_(rounds=1), seed=seed)
    match.start_round()
    r = match.round
    suits: set[int] | None = None  # the pile's play's suits, as the referee sees them
    lock: set[int] | None = None
    while r is not None and not r.over:
        seat = r.turn
        options: list[Play | None] = list(r.legal_plays()) + ([None] if r.can_pass() else [])
        play = rng.choice(options)
        below = r.top
        r.act(seat, play)
        if r.top is None:  # cleared (or the round is over)
            suits = lock = None
            continue
        if play is None:
            continue
        mine = set(lock) if lock is not None else referee_suits(play, suits if below else None)
        if lock is None and below is not None and mine is not None and mine == suits:
            lock = mine
        suits = mine
        assert (set(r.lock) if r.lock is not None else None) == lock, (play, below)
