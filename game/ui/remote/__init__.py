"""A seat at another player's table: the same table as at home, driven by the host's
messages (game.net.mirror) instead of a local match."""
