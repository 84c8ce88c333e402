"""The arena's figures per agent, the paired comparisons, and how they are printed."""

from __future__ import annotations

from itertools import combinations

from game.arena.runner import PRESIDENT, SCUM, Tally, title_rate
from game.arena.stats import ci95, mean, percentile


def _unit_means(tally: Tally) -> dict[int, float]:
    return {deal: mean(p) for deal, p in tally.places.items()}


def summary(tallies: dict[str, Tally]) -> dict:
    """The JSON figures: per agent, and each pair's paired difference in mean place."""
    agents = {}
    for name, t in tallies.items():
        units = list(_unit_means(t).values())
        ci = ci95(units)
        agents[name] = {
            "mean_place": round(mean(units), 4),
            "ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None,
            "president_rate": round(title_rate(t, PRESIDENT), 4),
            "scum_rate": round(title_rate(t, SCUM), 4),
            "ms_mean": round(mean(t.ms), 3) if t.ms else 0.0,
            "ms_p95": round(percentile(t.ms, 0.95), 3),
            "ms_p99": round(percentile(t.ms, 0.99), 3),
        }
    return {"agents": agents, "pairs": pairs(tallies)}


def pairs(tallies: dict[str, Tally]) -> dict:
    """For each pair of agents, mean place of the first minus the second, deal by deal."""
    out = {}
    for a, b in combinations(tallies, 2):
        ua, ub = _unit_means(tallies[a]), _unit_means(tallies[b])
        diffs = [ua[d] - ub[d] for d in ua if d in ub]
        ci = ci95(diffs)
        out[f"{a} vs {b}"] = {
            "diff": round(mean(diffs), 4),
            "ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None,
            "significant": bool(ci and (ci[1] < 0 or ci[0] > 0)),
        }
    return out


def table(result: dict, tallies: dict[str, Tally]) -> str:
    """The human-readable table of ``summary``'s figures."""
    w = max([12] + [len(name) + 1 for name in result["agents"]])
    head = (f"{'agent':<{w}}{'seats':>6}{'rounds':>8}{'mean place':>12}  {'95% CI':<17}"
            f"{'President':>10}{'Scum':>8}{'ms mean':>9}{'ms p95':>9}{'ms p99':>9}")
    lines = [head, "-" * len(head)]
    for name, a in sorted(result["agents"].items(), key=lambda kv: kv[1]["mean_place"]):
        ci = a["ci95"]
        ci_text = f"[{ci[0]:.3f}, {ci[1]:.3f}]" if ci else "n/a"
        lines.append(
            f"{name:<{w}}{tallies[name].seats:>6}{len(tallies[name].titles):>8}"
            f"{a['mean_place']:>12.3f}  {ci_text:<17}{a['president_rate']:>9.1%}"
            f"{a['scum_rate']:>8.1%}{a['ms_mean']:>9.2f}{a['ms_p95']:>9.2f}{a['ms_p99']:>9.2f}"
        )
    if result["pairs"]:
        lines += ["", "Paired by deal: mean place of the first minus the second "
                      "(negative: the first finishes better)"]
        kw = max([26] + [len(key) + 2 for key in result["pairs"]])
        for key, p in result["pairs"].items():
            ci = p["ci95"]
            ci_text = f"[{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "n/a"
            mark = "significant at 95%" if p["significant"] else "not significant"
            lines.append(f"  {key:<{kw}}{p['diff']:+.3f}  {ci_text:<18} {mark}")
    return "\n".join(lines)
