"""First checks of the engine's public surface; the full rule scenarios live beside this."""

from game.engine import Match, parse_card, preset


def test_a_seeded_match_is_deterministic() -> None:
    def hands(seed: int) -> list[list[int]]:
        m = Match(preset("eight-stop"), seed=seed)
        return m.deal(1)

    assert hands(7) == hands(7)
    assert hands(7) != hands(8)


def test_every_card_is_dealt_once() -> None:
    m = Match(preset("daifugo"), seed=3)
    hands = m.deal(1)
    cards = [c for h in hands for c in h]
    assert sorted(cards) == list(range(54))
    assert {len(h) for h in hands} == {13, 14}


def test_eight_clears_and_same_player_leads() -> None:
    m = Match(preset("eight-stop"), seed=1)
    hands = [["3C", "8H", "KD"], ["4C", "9S"], ["5C", "6S"], ["7C", "JS"]]
    m.start_round([[parse_card(c) for c in h] for h in hands])
    r = m.round
    assert r.turn == 0
    m.play(0, r.legal_plays()[0])  # 3C
    m.pass_turn(1)
    m.pass_turn(2)
    seven = next(p for p in r.legal_plays() if p.cards == (parse_card("7C"),))
    m.play(3, seven)
    eight = next(p for p in r.legal_plays() if p.cards == (parse_card("8H"),))
    m.play(0, eight)
    assert r.top is None and r.turn == 0
