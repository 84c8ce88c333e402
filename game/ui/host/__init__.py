"""Hosting a table from the game: the setup, the open table and the host's own seat, played at
the game's table while the host (game.net.host) referees the match for every seat."""
