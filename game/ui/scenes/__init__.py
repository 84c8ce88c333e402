"""The game's screens: title, table, results, standings, pause (settings and rules beside)."""
