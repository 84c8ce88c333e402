"""Every rule option's values, read from the options' declaration, for property tests.

A new option is covered by every test that draws its rules from here, with no edit.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

from game.engine.options import OPTIONS, Rules

# Ranges the tests keep small to stay fast (players and rounds only).
LIMITS = {"rounds": (1, 3)}


def _values(key: str, lo: int, hi: int) -> tuple[int, int]:
    return LIMITS.get(key, (lo, hi))


def rules_strategy(**fixed: Any) -> st.SearchStrategy[Rules]:
    """Rules with every option drawn from its declared values (``fixed`` ones held)."""
    parts: dict[str, st.SearchStrategy[Any]] = {}
    for opt in OPTIONS:
        if opt.key in fixed:
            parts[opt.key] = st.just(fixed[opt.key])
        elif opt.kind is bool:
            parts[opt.key] = st.booleans()
        else:
            parts[opt.key] = st.integers(*_values(opt.key, opt.lo, opt.hi))
    return st.builds(Rules, **parts)


def every_rules(**fixed: Any) -> Iterator[Rules]:
    """Every combination of the options' values (``fixed`` ones held): use with few free ones."""
    free = [o for o in OPTIONS if o.key not in fixed]
    choices = [
        o.values() if o.kind is bool else tuple(range(_values(o.key, o.lo, o.hi)[0],
                                                      _values(o.key, o.lo, o.hi)[1] + 1))
        for o in free
    ]
    for combo in itertools.product(*choices):
        yield Rules(**fixed, **dict(zip((o.key for o in free), combo)))
