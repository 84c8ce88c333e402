"""The arena: rotated seats, pooled figures, the JSON line and clear errors."""

from __future__ import annotations

import json

import pytest

from game.arena.__main__ import main, parse_rules
from game.arena.runner import run
from game.arena.stats import ci95, percentile, t95
from game.engine.options import OptionError, preset


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_line_pools_an_agent_over_its_seats(capsys) -> None:
    code, out, _ = run_cli(capsys, "--seats", "easy,random,easy", "--matches", "4",
                           "--rounds", "2", "--json", "--quiet", "--rules", "daifugo")
    assert code == 0
    result = json.loads(out.strip().splitlines()[-1])
    assert set(result["agents"]) == {"easy", "random"}
    easy = result["agents"]["easy"]
    assert set(easy) == {"mean_place", "ci95", "president_rate", "scum_rate", "ms_mean",
                         "ms_p95", "ms_p99"}
    assert easy["ms_p95"] <= easy["ms_p99"]
    assert easy["ci95"][0] <= easy["mean_place"] <= easy["ci95"][1]
    # Places 1..3 average 2 over the table: the pooled means, weighted by seats, say so too.
    total = 2 * easy["mean_place"] + result["agents"]["random"]["mean_place"]
    assert total == pytest.approx(6.0, abs=1e-3)
    assert "easy" in out.splitlines()[3] or "random" in out.splitlines()[3]


def test_every_agent_plays_every_seat_of_every_deal() -> None:
    rules = preset("eight-stop").with_(players=3, rounds=2)
    tallies = run(rules, ["normal", "easy", "easy"], matches=3, seed=5)
    assert len(tallies["normal"].titles) == 3 * 3 * 2  # deals x rotations x rounds
    assert len(tallies["easy"].titles) == 2 * 3 * 3 * 2
    assert sorted(tallies["normal"].places) == [0, 1, 2]
    assert tallies["normal"].seats == 1 and tallies["easy"].seats == 2


def test_same_seed_same_results(capsys) -> None:
    runs = []
    for _ in range(2):
        _, out, _ = run_cli(capsys, "--seats", "normal,easy,random,easy", "--matches", "3",
                            "--json", "--quiet", "--seed", "7")
        agents = json.loads(out.strip().splitlines()[-1])["agents"]
        runs.append({k: (v["mean_place"], v["president_rate"]) for k, v in agents.items()})
    assert runs[0] == runs[1]


@pytest.mark.parametrize(("args", "message"), [
    (["--seats", "easy,wizard,easy"], "Unknown agent 'wizard'"),
    (["--rules", "daifugo,players=5"], "5 players"),
    (["--rules", "jokers=9"], "jokers"),
    (["--rules", "turbo"], "Unknown preset 'turbo'"),
    (["--rules", "runs=maybe"], "'maybe' is not a value for runs"),
    (["--rules", "jokers=two"], "'two' is not a value for jokers"),
    (["--matches", "0"], "at least 1"),
    (["--rules", "uecda"], "--rules says 5 players, --seats names 4"),
    (["--seats", "easy,easy,easy,easy,easy", "--rules", "house,players=4"], "4 players"),
])
def test_bad_input_gets_a_message_not_a_traceback(capsys, args, message) -> None:
    code, out, err = run_cli(capsys, *args, "--quiet")
    assert code == 2 and message in err and "Traceback" not in err and not out


def test_rules_from_a_preset_and_options() -> None:
    r = parse_rules("eight-stop,jokers=1,runs=on", 5, 2)
    assert (r.players, r.jokers, r.runs, r.eight_stop, r.exchange, r.rounds) == (
        5, 1, True, True, True, 2)
    assert parse_rules("revolution=true", 4, None) == preset("standard").with_(revolution=True)
    with pytest.raises(OptionError):
        parse_rules("colour=red", 4, None)


def test_the_house_rules_presets_and_options() -> None:
    assert parse_rules("house", 4, None) == preset("house")
    uecda = parse_rules("uecda", 5, 1)
    assert (uecda.players, uecda.jokers, uecda.suit_lock, uecda.run_revolution, uecda.rounds) \
        == (5, 1, True, True, 1)
    r = parse_rules("daifugo,jack_back=true", 3, None)
    assert r == preset("daifugo").with_(players=3, jack_back=True)
    assert parse_rules("house", 6, None).players == 6  # House rules fixes no player count


@pytest.mark.parametrize(("rules", "seats"), [
    ("house", "normal,normal-nohouse,easy,random"),
    ("uecda", "hard,normal,easy,random,easy"),
])
def test_house_rules_matches_run_with_every_agent(capsys, rules: str, seats: str) -> None:
    code, out, _ = run_cli(capsys, "--seats", seats, "--rules", rules, "--matches", "1",
                           "--rounds", "1", "--json", "--quiet")
    assert code == 0
    result = json.loads(out.strip().splitlines()[-1])
    assert set(result["agents"]) == set(seats.split(","))
    assert f"rules {rules} " in out.splitlines()[0]


def test_statistics() -> None:
    lo, hi = ci95([1.0, 2.0, 3.0, 4.0])
    assert (lo + hi) / 2 == pytest.approx(2.5)
    assert hi - lo == pytest.approx(2 * 3.182 * (1.6667 / 4) ** 0.5, rel=1e-3)
    assert ci95([2.0]) is None
    assert t95(5000) == 1.96 and t95(10) == 2.228
    assert percentile(list(range(1, 101)), 0.99) == 99
    assert percentile([5.0], 0.99) == 5.0
