"""The computer Daifugō contest's protocol (UECda, version 20070): its tables, a server on the
engine, and ``python -m game.uecda join`` to play one of our levels in a UECda server.
docs/network.md describes the mapping; /work's protocol summary is the reference it follows.
"""
