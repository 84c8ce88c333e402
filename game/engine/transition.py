"""One action applied to a round's state: the one place the turn sequence is written.

A play's effects come in the rulebook's order (docs/rules.md, "Order of a play's effects"): the
cards go down; what the play owes (a gift for 7s, then a discard for 10s) is handed over
before anything else; going out; what flips the order (a revolution, a jack back) and the lock;
then a clear, the skips for 5s or the next turn. What each house rule does is its hook in
``game.engine.rules``; here is only the sequence that calls them.

The actions are trusted: ``game.engine.checks`` says why one is illegal, and the checked
``Round`` asks it first. ``sink`` is None on the fast path (no events, no history); a Round
passes itself to hear the events and keep the history.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.engine import events as ev
from game.engine.history import Entry, Handover, Pending, Turn
from game.engine.rules import leader_pass

if TYPE_CHECKING:
    from game.engine.plays import Play
    from game.engine.state import State


class Sink(Protocol):
    """Where a checked round hears what happened: its events and its history."""

    def emit(self, event: object) -> None: ...

    def log(self, entry: Entry) -> None: ...

    def turns_logged(self) -> int: ...


def apply(state: State, seat: int, action: Play | list[int] | None,
          sink: Sink | None = None) -> None:
    """Apply one action of ``seat``: a play, None for a pass, or the cards it owes (a list)."""
    if action is None:
        apply_pass(state, seat, sink)
    elif isinstance(action, list):
        apply_hand_over(state, seat, action, sink)
    else:
        apply_play(state, seat, action, sink)


def apply_play(s: State, seat: int, play: Play, sink: Sink | None) -> None:
    hand = s.hands[seat]
    before = s.top
    rev = s.revolution != s.jack_back
    if sink is not None:
        sink.log(Turn(seat, play, before, rev, s.lock, len(hand)))
    mask = s.masks[seat]
    for c in play.cards:
        hand.remove(c)
        mask ^= 1 << c
    s.masks[seat] = mask
    s.top = play
    s.last_player = seat
    if sink is not None:
        sink.emit(ev.Played(seat, play, len(hand)))
    n = s.n
    if not s.rules.pass_is_final and True in s.passed:
        s.passed = [False] * n
        if sink is not None:
            sink.emit(ev.PassesReset())
    if True in s.skipped:
        s.skipped = [False] * n
    hooks = s.hooks
    clear = hooks.clear(play, rev, before)  # judged in the order the play is made in
    # The ranks the play holds, as bits: most plays give the rank-triggered rules nothing to do.
    span = (2 << play.high) - (1 << play.rank)
    if hand and span & hooks.owe_ranks:
        owed = hooks.owed(play)
        if owed:
            s.pending = Pending(play, before, clear, owed)
            _owe_next(s, seat, sink)
            return
    _land(s, seat, play, before, clear, sink, span)


def apply_pass(s: State, seat: int, sink: Sink | None) -> None:
    s.passed[seat] = True
    if sink is not None:
        sink.log(Turn(seat, None, s.top, s.revolution != s.jack_back, s.lock,
                      len(s.hands[seat])))
        sink.emit(ev.Passed(seat))
    last = s.last_player
    if last is None:  # a pass on the empty pile (leader_pass): the lead goes on, or it stalls
        pass_lead(s, seat, sink)
    elif seat == last:  # the owner's own pass, the turn back to it (owner_again): it leads
        clear(s, "passes", last, sink)
    elif others_all_passed(s, last):
        trick_over(s, "passes", last, sink)
    else:  # the next turn (written out twice, not called: the commonest action of all)
        s.turn = next_in(s, seat, s.rules.pass_is_final)
        if sink is not None:
            sink.emit(ev.TurnStarted(s.turn, False))


def pass_lead(s: State, seat: int, sink: Sink | None) -> None:
    """``seat`` passed on the empty pile: the next player still in leads, or, when everyone
    still in has passed on it, the round ends in the stall's order (``rules.leader_pass``)."""
    if leader_pass.stalled(s):
        end_round(s, None, sink, leader_pass.stall_order(s, seat, sink))
        return
    s.turn = next_in(s, seat, s.rules.pass_is_final)
    if sink is not None:
        sink.emit(ev.TurnStarted(s.turn, True))


def apply_hand_over(s: State, seat: int, cards: list[int], sink: Sink | None) -> None:
    """Give (7 pass: to the next player still in) or discard (10 discard) ``cards``,
    whichever ``seat`` owes; then the next thing owed, or the rest of the play's effects."""
    assert s.owes is not None and s.pending is not None
    kind = s.owes[0]
    hand = s.hands[seat]
    bits = 0
    for c in cards:
        hand.remove(c)
        bits |= 1 << c
    s.masks[seat] &= ~bits
    rev = s.revolution != s.jack_back
    if kind == "discard":
        s.discarded.extend(cards)
        if sink is not None:
            sink.log(Handover(sink.turns_logged(), seat, None, len(cards), tuple(cards), rev))
            sink.emit(ev.Discarded(seat, tuple(cards), s.counts()))
    else:
        receiver = next_in(s, seat, False)
        s.hands[receiver] = sorted(s.hands[receiver] + cards)
        s.masks[receiver] |= bits
        if sink is not None:
            sink.log(Handover(sink.turns_logged(), seat, receiver, len(cards), tuple(cards),
                              rev))
            sink.emit(ev.CardsGiven(seat, receiver, tuple(cards), s.counts()))
    _owe_next(s, seat, sink)


def _owe_next(s: State, seat: int, sink: Sink | None) -> None:
    """Owe the next hand-over the pending play calls for (never more cards than are left),
    or, with none left, let the play land."""
    pending = s.pending
    assert pending is not None
    hand = s.hands[seat]
    owed = pending.owed
    while owed:
        (kind, count), owed = owed[0], owed[1:]
        count = min(count, len(hand))
        if count:
            s.pending = Pending(pending.play, pending.before, pending.clear, owed)
            s.owes = (kind, count)
            if sink is not None:
                sink.emit(ev.Owes(seat, kind, count))
            return
    s.pending = None
    s.owes = None
    _land(s, seat, pending.play, pending.before, pending.clear, sink)


def _land(s: State, seat: int, play: Play, before: Play | None, clear_: str | None,
          sink: Sink | None, span: int = -1) -> None:
    """A play's effects after its hand-overs: going out, what it flips or locks (the rules'
    hooks), then a clear, a rule's say in who is next, or the next turn (``span``: the ranks
    the play holds as bits, where the caller has them; -1 stands for every rank)."""
    hooks = s.hooks
    if not s.hands[seat]:
        go_out(s, seat, sink)
    rev_before = s.revolution != s.jack_back
    hooks.land(s, seat, play, before, clear_, sink)
    if sink is not None and (s.revolution != s.jack_back) != rev_before:
        sink.emit(ev.OrderChanged(not rev_before))
    if s.n - s.hands.count([]) <= 1:  # one player or none still in
        end_round(s, clear_, sink)
        return
    if clear_ is not None:
        clear(s, clear_, seat, sink)
        return
    if span & hooks.turn_ranks and hooks.turn(s, seat, play, sink):
        return
    if others_all_passed(s, seat):
        trick_over(s, "passes", seat, sink)
    else:  # the next turn
        s.turn = next_in(s, seat, s.rules.pass_is_final)
        if sink is not None:
            sink.emit(ev.TurnStarted(s.turn, False))


def go_out(s: State, seat: int, sink: Sink | None) -> None:
    s.finished.append(seat)
    if sink is not None:
        sink.emit(ev.WentOut(seat, len(s.finished)))
    s.hooks.out(s, seat, sink)


def others_all_passed(s: State, last: int) -> bool:
    """Every other player still in has passed (or been skipped) since the last play."""
    passed, skipped, hands = s.passed, s.skipped, s.hands
    for seat in range(s.n):
        if seat != last and hands[seat] and not (passed[seat] or skipped[seat]):
            return False
    return True


def next_in(s: State, seat: int, skip_passed: bool) -> int:
    """The next seat after ``seat`` (in the direction of play) still holding cards (and, with
    ``skip_passed``, not out of the trick by a final pass)."""
    hands, passed = s.hands, s.passed
    step = s.ring[0] if s.direction == 1 else s.ring[1]
    x = seat
    for _ in range(s.n):
        x = step[x]
        if hands[x] and not (skip_passed and passed[x]):
            return x
    raise AssertionError("no player left to act")  # the round would have ended


def trick_over(s: State, reason: str, owner: int, sink: Sink | None) -> None:
    """Everyone else still in has passed (or been skipped) since ``owner``'s play: the pile
    clears and it leads, or, with ``owner_again`` and cards still in its hand, the turn comes
    back to it with its play on the pile (it may play over it, or pass to clear and lead)."""
    if s.rules.owner_again and s.hands[owner]:
        s.turn = owner
        if sink is not None:
            sink.emit(ev.TurnStarted(owner, False))
        return
    clear(s, reason, owner, sink)


def clear(s: State, reason: str, seat: int, sink: Sink | None) -> None:
    """The pile is cleared: ``seat`` (or the next player still in) leads a new trick, and
    what held for the trick (the passes, the skips, the lock, a jack back) ends with it."""
    leader = seat if s.hands[seat] else next_in(s, seat, False)
    n = s.n
    s.top = None
    s.last_player = None
    s.passed = [False] * n
    s.skipped = [False] * n
    s.turn = leader
    s.lock = None
    s.suits = None
    if sink is not None:
        sink.emit(ev.Cleared(reason, seat, leader))
    if s.jack_back:
        s.jack_back = False
        if sink is not None:
            sink.emit(ev.OrderChanged(s.revolution))
    if sink is not None:
        sink.emit(ev.TurnStarted(leader, True))


def end_round(s: State, clear_: str | None, sink: Sink | None,
              rest: list[int] | None = None) -> None:
    """One player or none still holds cards: they are last, above whoever a capital fall put
    out (``rest``: the players still in, in the places a stall gives them). A clear that ends
    the round still ends the trick's lock and jack back."""
    s.finished.extend([x for x in range(s.n) if s.hands[x]] if rest is None else rest)
    s.finished.extend(s.fallen)
    if clear_ is not None:
        if sink is not None and s.last_player is not None:
            sink.emit(ev.Cleared(clear_, s.last_player, None))
        s.lock = None
        if s.jack_back:
            s.jack_back = False
            if sink is not None:
                sink.emit(ev.OrderChanged(s.revolution))
    s.turn = None
    s.top = None
    s.suits = None
