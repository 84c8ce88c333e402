"""The round's fast path, its actions alone, for comparing two revisions of the engine.

    PYTHONPATH=TREE python game/devtools/fast_path.py K RULES

plays the same positions' action lines (``game.ai.master.bench``'s: deals that fit one seat's
view, Easy's plays and passes) ``K`` times over on the fast path of the engine in ``TREE``: a
plain ``State`` (or, in a tree from before the round state machine, Master's ``Sim``), and
prints how many actions a pass has. Run it under ``valgrind --tool=callgrind`` with K=0 and
K=3: the difference over 3 x actions is the instructions an action costs, the same however
loaded the machine is (docs/performance.md).
"""

from __future__ import annotations

import importlib
import sys

from game.ai.master import bench
from game.engine.options import PRESETS


def main(argv: list[str]) -> int:
    times, rules = int(argv[0]), PRESETS[argv[1]]
    pos = bench.worlds(rules, 20, 10)
    try:  # a tree from before the one state machine: its lean copy of the round
        sim = importlib.import_module("game.ai.master.sim").Sim
        states = [(sim.of_round(r), me) for r, me in pos]
    except ImportError:
        states = [(r.copy(), me) for r, me in pos]
    lines = [bench.actions(s.copy(), me) for s, me in states]
    for _ in range(times):
        for (s, _), line in zip(states, lines):
            c = s.copy()
            for seat, play in line:
                c.act(seat, play)
    print(sum(map(len, lines)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
