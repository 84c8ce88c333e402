"""The table: a pygame-free controller that decides (controller), the scene that shows it and
takes the input (scene), the director that animates the engine's events (director), the
drawing (draw), what is shown (state), where things sit (layout) and the card sprites."""
