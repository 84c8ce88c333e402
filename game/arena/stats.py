"""Means with 95% confidence intervals, percentiles, and paired differences."""

from __future__ import annotations

import math
from collections.abc import Sequence

# Two-sided 95% quantiles of Student's t for small samples; 1.96 beyond the table.
_T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306,
        9: 2.262, 10: 2.228, 12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042, 40: 2.021,
        60: 2.000, 120: 1.980}


def t95(df: int) -> float:
    """The 97.5% quantile of t with ``df`` degrees of freedom (rounded down to the table)."""
    if df >= 1000:
        return 1.96
    best = 1
    for k in _T95:
        if k <= df:
            best = max(best, k)
    return _T95[best] if df < 120 else 1.98


def mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs)


def ci95(xs: Sequence[float]) -> tuple[float, float] | None:
    """95% interval of the mean of independent ``xs``; None with fewer than two."""
    n = len(xs)
    if n < 2:
        return None
    m = mean(xs)
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    half = t95(n - 1) * math.sqrt(var / n)
    return m - half, m + half


def percentile(xs: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by the nearest-rank method."""
    s = sorted(xs)
    if not s:
        return 0.0
    k = max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))
    return s[k]
