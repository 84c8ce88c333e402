"""The desktop game: scenes, card sprites, tweens and layout on top of pygame-ce."""
