"""A match: dealing, the card exchange, rounds, titles, scores and the match's end.

``Match`` drives ``Round``s and keeps the match's typed action log (``log``, game.engine.actions;
game.record writes it as a record, docs/record-format.md) as it goes. Whoever
drives it (the UI, the arena, the record checker) asks ``whose_move()`` and answers with
``play``/``pass_turn`` in the play phase or ``give`` during the exchange.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine import events as ev
from game.engine.actions import Gift, MatchLog, RoundLog
from game.engine.cards import THREE_OF_CLUBS, THREE_OF_DIAMONDS, card_str, deck
from game.engine.errors import IllegalAction, Reason
from game.engine.options import Rules
from game.engine.plays import Play
from game.engine.round import Round
from game.engine.rules import reseat

PRESIDENT = "president"
VICE_PRESIDENT = "vice_president"
CITIZEN = "citizen"
VICE_SCUM = "vice_scum"
SCUM = "scum"


def titles_for(order: list[int], players: int) -> list[str]:
    """Each seat's title from the finishing order (first out first)."""
    titles = [CITIZEN] * players
    titles[order[0]] = PRESIDENT
    titles[order[-1]] = SCUM
    if players >= 4:
        titles[order[1]] = VICE_PRESIDENT
        titles[order[-2]] = VICE_SCUM
    return titles


def highest_cards(hand: list[int], count: int) -> list[int]:
    """The ``count`` highest cards in the normal order, jokers highest (ties: higher suit)."""
    return sorted(hand, reverse=True)[:count]


def _rank_key(card: int) -> int:
    return 13 if card >= 52 else card >> 2


@dataclass
class ExchangeStep:
    giver: int
    receiver: int
    count: int
    forced: bool  # the lower player must give their highest cards
    after: int | None = None  # index of the step that must come first
    done: bool = False


class Match:
    def __init__(
        self, rules: Rules, seed: int = 0, events: list | None = None, auto_forced: bool = True
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.events = events
        self.auto_forced = auto_forced
        self.round_no = 0
        self.round: Round | None = None
        self.hands: list[list[int]] = []  # hands during the exchange, before the Round exists
        self.totals = [0] * rules.players
        self.titles: list[str] | None = None
        self.results: list[tuple[list[int], list[str], list[int]]] = []
        self.steps: list[ExchangeStep] = []
        self.over = False
        self.log = MatchLog(rules, seed)
        self._leader: int | None = None

    @property
    def gifts(self) -> list[tuple[int, int, tuple[int, ...]]]:
        """This round's exchange so far: (giver, receiver, cards) in the order given."""
        if not self.log.rounds:
            return []
        return [(g.giver, g.receiver, g.cards) for g in self.log.rounds[-1].exchange]

    # -- rounds ------------------------------------------------------------------------------
    def deal(self, round_no: int | None = None) -> list[list[int]]:
        """The shuffled deal of a round: a function of the seed and the round number only, so a
        match rebuilt from its record deals the same later rounds."""
        cards = deck(self.rules.jokers)
        random.Random(f"{self.seed}/{round_no or self.round_no}").shuffle(cards)
        n = self.rules.players
        return [sorted(cards[s::n]) for s in range(n)]

    def start_round(self, hands: list[list[int]] | None = None, leader: int | None = None) -> None:
        """Deal (or take ``hands``), run the forced part of the exchange, start play if due."""
        if self.over:
            raise IllegalAction(Reason("round_over"))
        if self.round is not None and not self.round.over:
            raise RuntimeError("the current round is still being played")
        self.round_no += 1
        self.round = None
        hands = [sorted(h) for h in hands] if hands is not None else self.deal(self.round_no)
        if len(hands) != self.rules.players:
            raise ValueError(f"{len(hands)} hands dealt for {self.rules.players} players")
        self.hands = hands
        self._leader = leader
        self.log.rounds.append(RoundLog(tuple(tuple(h) for h in hands)))
        self._emit(ev.Dealt(self.round_no, tuple(tuple(h) for h in hands), ()))
        self.steps = self._exchange_steps()
        self._run_forced_steps()
        if not self.steps:
            self._begin_play()

    def _exchange_steps(self) -> list[ExchangeStep]:
        if not self.rules.exchange or self.round_no < 2 or self.titles is None:
            return []
        t = self.titles
        steps = []
        pairs = [(SCUM, PRESIDENT, 2)]
        if self.rules.players >= 4:
            pairs.append((VICE_SCUM, VICE_PRESIDENT, 1))
        for low, high, count in pairs:
            lo_seat, hi_seat = t.index(low), t.index(high)
            steps.append(ExchangeStep(lo_seat, hi_seat, count, True))
            steps.append(ExchangeStep(hi_seat, lo_seat, count, False, after=len(steps) - 1))
        return steps

    def _run_forced_steps(self) -> None:
        if not self.auto_forced:
            return
        for step in self.steps:
            if step.forced and not step.done:
                hand = self.hands[step.giver]
                self.give(step.giver, highest_cards(hand, min(step.count, len(hand))))

    def pending_gift(self) -> ExchangeStep | None:
        """The next exchange step that waits for a choice (or any open step), or None."""
        for step in self.steps:
            if not step.done and (step.after is None or self.steps[step.after].done):
                return step
        return None

    def check_gift(
        self, seat: int, cards: list[int], to: int | None = None
    ) -> tuple[ExchangeStep | None, Reason | None]:
        """The exchange step ``seat`` would fill by giving ``cards`` (to ``to``, if named), and
        why it may not, or None."""
        open_steps = [
            s for s in self.steps
            if not s.done and (s.after is None or self.steps[s.after].done)
        ]
        if not open_steps:
            return None, Reason("no_exchange")
        mine = [s for s in open_steps if s.giver == seat]
        if not mine:
            return None, Reason("exchange_wrong_seat", {"seat": seat,
                                                          "expected": open_steps[0].giver})
        step = mine[0]
        if to is not None and to != step.receiver:
            return step, Reason("exchange_wrong_receiver",
                                {"seat": seat, "expected": step.receiver, "to": to})
        hand = self.hands[seat]
        count = min(step.count, len(hand))
        if len(cards) != count or len(set(cards)) != len(cards):
            return step, Reason("exchange_count", {"seat": seat, "count": count})
        for c in cards:
            if c not in hand:
                return step, Reason("not_in_hand", {"seat": seat, "card": card_str(c)})
        if step.forced:
            want = sorted(_rank_key(c) for c in highest_cards(hand, count))
            if sorted(_rank_key(c) for c in cards) != want:
                expected = " ".join(card_str(c) for c in highest_cards(hand, count))
                return step, Reason("exchange_not_highest", {"seat": seat, "expected": expected})
        return step, None

    def give(self, seat: int, cards: list[int], to: int | None = None) -> None:
        """``seat`` gives ``cards``: in the exchange (to ``to``, if named; play starts when the
        exchange is done), or in play the 7 pass it owes to the next player still in."""
        if self.round is not None:
            self._require_round().give(seat, cards)
            self._after_action()
            return
        step, reason = self.check_gift(seat, cards, to)
        if reason is not None:
            raise IllegalAction(reason)
        assert step is not None
        for c in cards:
            self.hands[seat].remove(c)
        self.hands[step.receiver] = sorted(self.hands[step.receiver] + list(cards))
        step.done = True
        self.log.rounds[-1].exchange.append(Gift(seat, step.receiver, tuple(cards)))
        self._emit(ev.ExchangeGiven(seat, step.receiver, tuple(cards),
                                    tuple(len(h) for h in self.hands)))
        self._run_forced_steps()
        if self.round is None and all(s.done for s in self.steps):
            self._begin_play()

    def discard(self, seat: int, cards: list[int]) -> None:
        """``seat`` discards the ``cards`` its 10s call for."""
        self._require_round().discard(seat, cards)
        self._after_action()

    def hand_over(self, seat: int, cards: list[int]) -> None:
        """Give or discard, whichever the seat to act owes (``round.owes``)."""
        owes = self.round.owes if self.round is not None else None
        if owes is not None and owes[0] == "discard":
            self.discard(seat, cards)
        else:
            self.give(seat, cards)

    def _begin_play(self) -> None:
        leader = self._leader
        if leader is None:
            if self.titles is not None and self.round_no > 1 and not self.rules.diamond_every:
                leader = self.titles.index(SCUM)
            else:
                first = THREE_OF_DIAMONDS if self.rules.diamond_start else THREE_OF_CLUBS
                holders = [s for s, h in enumerate(self.hands) if first in h]
                if not holders:
                    name = "diamonds" if first == THREE_OF_DIAMONDS else "clubs"
                    raise ValueError(f"no leader: the 3 of {name} was not dealt")
                leader = holders[0]
        self.log.rounds[-1].leader = leader
        self._emit(ev.RoundStarted(self.round_no, leader))
        president = (self.titles.index(PRESIDENT)
                     if self.rules.capital_fall and self.titles is not None else None)
        # The round keeps its history in the match's log: the record's actions are read off it.
        self.round = Round(self.rules, self.hands, leader, self.round_no, self.events, president,
                           self.log.rounds[-1].history, self.seating())
        self.hands = self.round.hands

    def seating(self, round_no: int | None = None) -> tuple[int, ...]:
        """The seats in their order of play in a round (this one by default): by number, or
        with ``reseat`` drawn again every 3 rounds from the seed (game.engine.rules.reseat)."""
        n = self.rules.players
        if not self.rules.reseat:
            return tuple(range(n))
        return reseat.seating(self.seed, round_no or self.round_no, n)

    # -- play --------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        if self.over:
            return "match_over"
        if self.round is None:
            return "exchange" if self.steps else "dealing"
        return "round_over" if self.round.over else "play"

    def whose_move(self) -> int | None:
        """The seat that must act now (play, pass or give), or None."""
        if self.phase == "exchange":
            step = self.pending_gift()
            return step.giver if step else None
        if self.phase == "play" and self.round is not None:
            return self.round.turn
        return None

    def play(self, seat: int, play: Play) -> None:
        self._require_round().play(seat, play)
        self._after_action()

    def pass_turn(self, seat: int) -> None:
        self._require_round().pass_turn(seat)
        self._after_action()

    def act(self, seat: int, play: Play | None) -> None:
        if play is None:
            self.pass_turn(seat)
        else:
            self.play(seat, play)

    def _require_round(self) -> Round:
        if self.round is None:
            raise IllegalAction(Reason("exchange_pending"))
        return self.round

    def _after_action(self) -> None:
        if self.round is not None and self.round.over:
            self._finish_round()

    def _finish_round(self) -> None:
        assert self.round is not None
        n = self.rules.players
        order = self.round.order
        titles = titles_for(order, n)
        points = [0] * n
        for place, seat in enumerate(order, start=1):
            points[seat] = n - place
            self.totals[seat] += n - place
        self.titles = titles
        self.results.append((order, titles, points))
        self._emit(ev.RoundOver(self.round_no, tuple(order), tuple(titles), tuple(points),
                                tuple(self.totals)))
        if self.round_no >= self.rules.rounds:
            self.over = True
            self._emit(ev.MatchOver(tuple(self.standings()), tuple(self.totals)))

    def standings(self) -> list[int]:
        """Seats from winner down: highest total, ties to the better place in the last round."""
        last_place = {seat: i for i, seat in enumerate(self.results[-1][0])} if self.results else {}
        return sorted(range(self.rules.players),
                      key=lambda s: (-self.totals[s], last_place.get(s, 0)))

    def _emit(self, event: object) -> None:
        if self.events is not None:
            self.events.append(event)
