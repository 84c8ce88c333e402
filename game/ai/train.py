"""Learning Master's play-out policy: ``python -m game.ai.train [--matches N] [--seed S]``.

Seeded self-play matches over every preset at 3 to 6 players record, at every decision of the
play phase, the features of each move and the move the teacher made; a linear softmax policy is
then fitted to those choices by maximum likelihood (Adam, L2), and the weights are written to
assets/ai/master-policy.json. The teacher is Hard, the strongest level without the policy: the
play-outs then play like it at a fraction of its cost. The same seed gives the same file.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from game.ai.base import Opponent
from game.ai.driver import exchange_view, play_view
from game.ai.easy import EasyOpponent
from game.ai.hard import HardOpponent
from game.ai.master.features import NAMES, SIZE, Context, distinct, features
from game.ai.master.features import shape as move_shape
from game.ai.master.weights import PARTS, WeightsError, document
from game.ai.normal import NormalOpponent
from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.options import PRESETS
from game.engine.plays import Play
from game.engine.state import State
from game.engine.view import PublicView

EXPERT_PARTS = ("ai", "master-policy-expert.json")  # expert iteration's candidate
Sample = tuple[list[list[float]], int]  # the moves' features, and the index of the one made


def shape(p: Play | None) -> tuple | None:
    return None if p is None else move_shape(p)


class Teacher(Opponent):
    """A seat of the self-play table: Hard (without a time stop, so the same seed makes the
    same choices on any machine) or Easy, as the play-outs meet both kinds of player. Where
    one cannot play a position yet (Hard's play-outs and Easy's plays do not follow every
    house rule), Normal plays it."""

    name = "teacher"

    def __init__(self, seed: int, greedy: bool = False) -> None:
        self.hard = HardOpponent(seed, work=2000, max_ms=1e9)
        self.easy = EasyOpponent(seed) if greedy else None
        self.normal = NormalOpponent(seed)
        self.stood_in = 0

    def choose_play(self, view: PublicView) -> Play | None:
        try:
            play = (self.easy or self.hard).choose_play(view)
        except IllegalAction:
            return self.stand_in(view)
        if (play is None and not view.leading) or play in view.legal_plays():
            return play
        return self.stand_in(view)

    def stand_in(self, view: PublicView) -> Play | None:
        self.stood_in += 1
        return self.normal.choose_play(view)

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        return self.hard.choose_gift(view, count)


def teacher(seed: int, greedy: bool = False) -> Teacher:
    # Hard in every seat: in the arena a table of Hard and Easy seats taught a policy whose
    # play-outs chose worse (mean place 1.88 against 1.78, 16 deals against three Easy).
    return Teacher(seed, greedy)


def record_match(rules_name: str, players: int, seed: int, out: list[Sample],
                 seat: Callable[[int], Opponent] | None = None,
                 recorded: Callable[[Opponent], bool] | None = None) -> None:
    """One self-play match of the teacher (or of the players ``seat`` makes for each seat), its
    play-phase decisions appended to ``out`` (those after which ``recorded`` says yes of the
    player, when given)."""
    rules = PRESETS[rules_name].with_(players=players, rounds=2)
    match = Match(rules, seed=seed)
    ops = [teacher(seed * 10 + s) if seat is None else seat(s) for s in range(players)]
    while not match.over:
        match.start_round()
        while match.phase in ("exchange", "play"):
            who = match.whose_move()
            assert who is not None
            if match.phase == "exchange":
                gift = match.pending_gift()
                assert gift is not None
                match.give(who, ops[who].choose_gift(exchange_view(match, who), gift.count))
                continue
            r = match.round
            assert r is not None
            if r.owes is not None:
                view = play_view(match, who)
                match.hand_over(who, ops[who].choose_handover(view, *r.owes))
                continue
            op = ops[who]
            choice = op.choose_play(play_view(match, who))
            if recorded is None or recorded(op):
                sample(r.copy(), who, choice, out)
            match.act(who, choice)


def sample(sim: State, seat: int, choice: Play | None, out: list[Sample]) -> None:
    options: list[Play | None] = list(distinct(sim.moves()))
    if sim.can_pass():
        options.append(None)
    if len(options) < 2:
        return
    want = shape(choice)
    index = next((i for i, p in enumerate(options) if shape(p) == want), None)
    if index is None:
        return
    ctx = Context(sim, seat)
    out.append(([features(sim, ctx, p) for p in options], index))


def fit(data: list[Sample], epochs: int, seed: int, l2: float = 1e-4, lr: float = 0.02,
        report: Callable[[int, float], None] | None = None,
        start: Sequence[float] | None = None) -> list[float]:
    """Maximum-likelihood softmax weights, by Adam over shuffled samples, from ``start`` (by
    default all zero)."""
    rng = random.Random(seed)
    w = [0.0] * SIZE if start is None else [float(x) for x in start]
    m = [0.0] * SIZE
    v = [0.0] * SIZE
    t = 0
    order = list(range(len(data)))
    for epoch in range(epochs):
        rng.shuffle(order)
        loss = 0.0
        for i in order:
            feats, chosen = data[i]
            scores = [sum(a * b for a, b in zip(w, f)) for f in feats]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            z = sum(exps)
            loss -= scores[chosen] - top - math.log(z)
            grad = [l2 * x for x in w]
            for f, e in zip(feats, exps):
                p = e / z
                for k in range(SIZE):
                    grad[k] += p * f[k]
            for k, x in enumerate(feats[chosen]):
                grad[k] -= x
            t += 1
            for k in range(SIZE):
                m[k] = 0.9 * m[k] + 0.1 * grad[k]
                v[k] = 0.999 * v[k] + 0.001 * grad[k] ** 2
                mh = m[k] / (1 - 0.9 ** t)
                vh = v[k] / (1 - 0.999 ** t)
                w[k] -= lr * mh / (math.sqrt(vh) + 1e-8)
        if report is not None:
            report(epoch + 1, loss / max(1, len(data)))
    return w


def log_likelihood(w: Sequence[float], data: list[Sample]) -> float:
    """The mean log-probability the softmax (temperature 1) gives the moves chosen."""
    total = 0.0
    for feats, chosen in data:
        scores = [sum(a * b for a, b in zip(w, f)) for f in feats]
        top = max(scores)
        total += scores[chosen] - top - math.log(sum(math.exp(s - top) for s in scores))
    return total / max(1, len(data))


def accuracy(w: Sequence[float], data: list[Sample]) -> float:
    hits = 0
    for feats, chosen in data:
        scores = [sum(a * b for a, b in zip(w, f)) for f in feats]
        hits += max(range(len(scores)), key=scores.__getitem__) == chosen
    return hits / max(1, len(data))


def plan(matches: int) -> list[tuple[str, int]]:
    """The preset and the players of each of ``matches`` matches: every preset in turn, at 3
    to 6 players (UECda at its 5)."""
    names = list(PRESETS)
    out = []
    for k in range(matches):
        name = names[k % len(names)]
        out.append((name, PRESETS[name].players if name == "uecda" else 3 + k // len(names) % 4))
    return out


def train(matches: int, seed: int, epochs: int, say: Callable[[str], None]) -> dict:
    """Record ``matches`` matches per preset, fit, and return the weights file's contents."""
    start = time.monotonic()
    data: list[Sample] = []
    rng = random.Random(seed)
    total = matches * len(PRESETS)
    for k, (name, players) in enumerate(plan(total)):
        record_match(name, players, rng.randrange(1 << 30), data)
        say(f"match {k + 1}/{total} ({name}, {players} players): "
            f"{len(data)} decisions, {time.monotonic() - start:.0f}s")
    held = data[::10]
    train_set = [d for i, d in enumerate(data) if i % 10]
    w = fit(train_set, epochs, seed,
            report=lambda e, loss: say(f"epoch {e}/{epochs}: loss {loss:.4f}"))
    acc = accuracy(w, held)
    seconds = round(time.monotonic() - start)
    say(f"held-out agreement with the teacher: {acc:.3f}; {seconds}s in all")
    return document(w, {"seed": seed, "matches": total, "epochs": epochs,
                        "decisions": len(data), "teacher": "hard", "held_out_agreement":
                        round(acc, 4), "seconds": seconds})


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m game.ai.train",
        description="Fit Master's play-out policy by seeded self-play: to Hard's choices, or "
                    "(--expert-iterations) to Master's own searched choices, again and again.")
    p.add_argument("--matches", type=int, default=None,
                   help="matches per preset (default 40); with --expert-iterations, matches "
                        "an iteration (default 12); with --compare, deals (default 30)")
    p.add_argument("--epochs", type=int, default=None,
                   help="passes over the decisions (default 8; an iteration's fit: 3)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", type=Path, default=None,
                   help=f"the weights file to write (default assets/{'/'.join(PARTS)}; with "
                        f"--expert-iterations, assets/{'/'.join(EXPERT_PARTS)})")
    p.add_argument("--expert-iterations", type=int, default=0, metavar="K",
                   help="expert iteration: K rounds of Master's searched play, fit, play again")
    p.add_argument("--start", type=Path, default=None,
                   help="the weights iteration 0 starts from (default the shipped file)")
    p.add_argument("--playouts", type=int, default=64,
                   help="Master's play-outs a searched decision (a count: no clock; default 64)")
    p.add_argument("--guide-work", type=int, default=2000,
                   help="cards played out by the look-ahead of Master's guide (default 2000)")
    p.add_argument("--check-deals", type=int, default=6,
                   help="deals of each iteration's strength check against three Hard "
                        "(0: none; default 6)")
    p.add_argument("--fresh", action="store_true",
                   help="fit each iteration to its own decisions only, not the earlier ones too")
    p.add_argument("--compare", type=Path, default=None, metavar="FILE",
                   help="instead: Master with FILE's weights against Master with --start's, "
                        "each against three Hard, paired on the same deals")
    p.add_argument("--rules", default="eight-stop", help="--compare's preset")
    p.add_argument("--level", choices=("playouts", "master"), default="playouts",
                   help="--compare's Master: the play-out search on fixed work (default), or "
                        "Master as the arena makes it, on its clock")
    return p


def positive(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    for name in ("matches", "epochs", "playouts", "guide_work"):
        value = getattr(args, name)
        if value is not None and value < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
    if args.expert_iterations < 0 or args.check_deals < 0:
        p.error("--expert-iterations and --check-deals must not be negative")
    if args.rules not in PRESETS:
        p.error(f"--rules: choose one of {', '.join(PRESETS)}")


def start_weights(path: Path | None) -> tuple[list[float], str]:
    from game.ai.master.weights import read

    target = path or default_path(PARTS)
    return read(target), target.name


def default_path(parts: tuple[str, ...]) -> Path:
    return Path(__file__).resolve().parents[2].joinpath("assets", *parts)


def write(path: Path, doc: dict) -> None:
    from game.atomic import write_text

    write_text(path, json.dumps(doc, indent=1) + "\n")


def run_expert(args: argparse.Namespace, say: Callable[[str], None]) -> int:
    from game.ai.expert import Work, iterate

    start, name = start_weights(args.start)
    out = args.out or default_path(EXPERT_PARTS)
    work = Work(playouts=args.playouts, guide=args.guide_work)
    began = time.monotonic()
    iterate(start, name, args.expert_iterations, args.matches or 12, args.seed,
            args.epochs or 3, work, args.check_deals, say, mix=not args.fresh,
            write=lambda doc: write(out, doc))
    say(f"wrote {out} ({out.stat().st_size} bytes); {time.monotonic() - began:.0f}s in all")
    return 0


def run_compare(args: argparse.Namespace, say: Callable[[str], None]) -> int:
    from game.ai.expert import Work, compare
    from game.ai.master.weights import read

    baseline, base_name = start_weights(args.start)
    candidate = read(args.compare)
    rules = PRESETS[args.rules]
    deals = args.matches or 30
    say(f"{args.compare.name} against {base_name}: {args.level}, {args.rules}, {deals} deals x "
        f"4 seats x {rules.rounds} rounds, each against three Hard, seed {args.seed}")
    result = compare(candidate, baseline, rules, deals, args.seed,
                     Work(playouts=args.playouts, guide=args.guide_work), args.level, say)
    for agent, a in result["agents"].items():
        say(f"{agent}: mean place {a['mean_place']:.3f} {a['ci95']}, President "
            f"{a['president_rate']:.1%}, ms mean {a['ms_mean']:.1f}, p95 {a['ms_p95']:.1f}")
    for pair, d in result["pairs"].items():
        say(f"{pair}: paired {d['diff']:+.3f} {d['ci95']}"
            f"{' (significant)' if d['significant'] else ''}")
    print(json.dumps(result))
    return 0


def main(argv: list[str] | None = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    positive(p, args)
    say = lambda s: print(s, flush=True)  # noqa: E731
    try:
        if args.compare is not None:
            return run_compare(args, say)
        if args.expert_iterations:
            return run_expert(args, say)
    except WeightsError as exc:
        print(f"train: error: a weights file is unusable: {exc}", file=sys.stderr)
        return 2
    doc = train(args.matches or 40, args.seed, args.epochs or 8, say)
    out = args.out or default_path(PARTS)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out} ({out.stat().st_size} bytes)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["NAMES", "fit", "main", "record_match", "train"]
