"""The table: a pygame-free controller that decides (controller), the view that shows it and
takes the input (view), the game's table built on it (scene) and the replay (replay), the
director that animates the engine's events and alone writes what is shown (director), the
drawing (draw), what is shown (state), where things sit (layout) and the card sprites."""
