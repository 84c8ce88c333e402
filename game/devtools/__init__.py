"""Tools for developing the game, kept apart from its scenes: the headless runs (the smoke
test, screenshots), the soak of random input and the frame-time benchmark. The game's own
scenes never import anything here; ``game.app`` reaches the smoke test and the screenshots
only when their command-line flags ask for them."""
