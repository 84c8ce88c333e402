"""Master: determinised Monte Carlo search: deals of the unseen cards solved to the end, else
played out by a learned softmax policy.

The deals are played on the engine's fast path (``game.engine.state``: the round's one
transition with no events, history or checks, its moves from ``game.engine.movegen``);
``features`` and ``policy`` are the learned play-out policy; ``search`` holds the root
bandit; ``endgame`` the forced wins and the exact two-player endgame; ``solver`` the best place
one seat can reach in a deal it sees whole; ``bound`` the command that measures that against
Easy; ``opponent`` is the level the table and arena use.
"""
