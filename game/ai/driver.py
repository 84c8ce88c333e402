"""Playing a whole match with computer opponents, and the views they decide from."""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.base import Opponent
from game.engine.match import Match
from game.engine.options import Rules
from game.engine.view import PublicView, view_of


def _gifts_seen(match: Match, seat: int) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    return tuple(g for g in match.gifts if seat in (g[0], g[1]))


def _extras(match: Match, seat: int) -> dict:
    return {
        "titles": tuple(match.titles) if match.titles is not None else None,
        "totals": tuple(match.totals),
        "gifts": _gifts_seen(match, seat),
    }


def play_view(match: Match, seat: int) -> PublicView:
    """What ``seat`` may see during the play phase."""
    if match.round is None:
        raise ValueError("no round is being played (the exchange is not finished)")
    return view_of(match.round, seat, **_extras(match, seat))


def exchange_view(match: Match, seat: int) -> PublicView:
    """What ``seat`` may see during the exchange, before the round's first lead."""
    hands = match.hands
    n = len(hands)
    return PublicView(
        seat=seat,
        hand=tuple(hands[seat]),
        counts=tuple(len(h) for h in hands),
        top=None,
        last_player=None,
        passed=(False,) * n,
        revolution=False,
        finished=(),
        turn=None,
        rules=match.rules,
        round_number=match.round_no,
        **_extras(match, seat),
    )


def step(match: Match, opponents: Sequence[Opponent]) -> None:
    """Let the seat whose move it is act: give in the exchange; give or discard what a play
    of 7s or 10s calls for; or play or pass."""
    seat = match.whose_move()
    if seat is None:
        raise ValueError(f"nobody is to move (phase: {match.phase})")
    if match.phase == "exchange":
        gift = match.pending_gift()
        assert gift is not None
        cards = opponents[seat].choose_gift(exchange_view(match, seat), gift.count)
        match.give(seat, cards)
    elif match.round is not None and match.round.owes is not None:
        kind, count = match.round.owes
        match.hand_over(seat, opponents[seat].choose_handover(play_view(match, seat), kind, count))
    else:
        match.act(seat, opponents[seat].choose_play(play_view(match, seat)))


def play_round(match: Match, opponents: Sequence[Opponent]) -> None:
    """Deal the next round and play it to the end."""
    match.start_round()
    while match.phase in ("exchange", "play"):
        step(match, opponents)


def play_match(
    rules: Rules, opponents: Sequence[Opponent], seed: int = 0, events: list | None = None
) -> Match:
    """A whole match between ``opponents`` (one per seat); returns the finished Match."""
    if len(opponents) != rules.players:
        raise ValueError(f"{len(opponents)} opponents for {rules.players} seats")
    match = Match(rules, seed=seed, events=events)
    while not match.over:
        play_round(match, opponents)
    return match
