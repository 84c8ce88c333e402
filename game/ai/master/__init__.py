"""Master: determinised Monte Carlo search: deals of the unseen cards solved to the end, else
played out by a learned softmax policy.

``movegen`` lists legal plays fast (the engine's generator, asked per rank and per suit and
remembered); ``sim`` is a lean copy of the round's state machine for play-outs; ``features``
and ``policy`` are the learned play-out policy; ``search`` holds the root bandit; ``endgame``
the forced wins and the exact two-player endgame; ``solver`` the best place one seat can reach
in a deal it sees whole; ``bound`` the command that measures that against Easy; ``opponent``
is the level the table and arena use.
"""
