"""Tables over the network: the game's own protocol, the host that referees, the client.

``wire`` frames messages (versioned, length-prefixed JSON), ``schema`` validates each one before
it reaches the engine, ``limits`` holds the sizes, times and rates a connection must keep to,
``codec`` turns a seat's public view into wire data and back, ``host`` runs the match and
sends each seat only its own view, ``client`` joins a table (a person's screen or a computer
level). docs/network.md describes the protocol.
"""
