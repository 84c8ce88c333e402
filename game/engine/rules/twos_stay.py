"""2s stay: a set of the order's top rank no longer clears the pile (the computer Daifugō
contest's rule); the next player must beat it or pass, as after any other play."""

from __future__ import annotations

SILENCES = ("top_rank",)
