"""President: the climbing card game, with the Eight stop house rule."""

__version__ = "0.1.0"
