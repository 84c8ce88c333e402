"""Master: determinised Monte Carlo search with play-outs by a learned softmax policy.

``movegen`` lists legal plays fast (the engine's generator, asked per rank and per suit and
remembered); ``sim`` is a lean copy of the round's state machine for play-outs; ``features``
and ``policy`` are the learned play-out policy; ``search`` holds the root bandit, the forced
wins and the exact two-player endgame; ``opponent`` is the level the table and arena use.
"""
