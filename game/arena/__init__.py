"""The arena: seeded matches between computer opponents, seats rotated over the same deals.

Run ``python -m game.arena --help``. Each deal is played once per rotation of the seats, so every
agent plays every hand and card luck cancels; figures are pooled per agent name.
"""
