"""Game records (docs/record-format.md): read, validate, write, and replay them through the engine.

``load_record``/``read_record``/``parse_record`` give a validated ``Record`` or raise
``RecordError``; ``record_of``/``serialize`` write a match's action log (``Match.log``) in the
record format. ``replay_record`` is the one replayer (the checker, the autosave and the table use
it); ``check`` replays a record and returns the checker's lines; ``replay`` gives the ``Match`` a
legal record describes; ``save_record`` writes a match's record atomically.
``python -m game.record check FILE [--legal]`` is the checker's command line.

Choices where docs/record-format.md leaves room:

- Exchange gifts are not actions, so a legal gift prints no line. An illegal gift prints one
  line with ``"action": null`` and ``"exchange"`` (its index in the round's ``exchange`` list),
  then the checker stops with exit 1. A round's missing ``exchange`` is an empty one: the
  first action of a round whose exchange is due but unfinished is illegal.
- ``next`` is ``match.whose_move()``: during the exchange the seat that must give next; in play
  the seat to act; null once the round is over (also between rounds of a match). While no seat
  can play, ``legal_plays`` is empty and ``can_pass`` false.
- ``finished`` lists the finishing order so far; once the round is over it is complete, so it
  also names the last player, who never went out.
- ``cleared`` is true when the action cleared the pile (an 8 with Eight stop, 2s, or 3s under a
  revolution) or ended the trick by passing. When the last play of a round leaves one player,
  it is true only if that play clears by itself.
- A joker's written meaning (``X1=8``, ``X1=8H``) must fit a reading of the cards; jokers are
  interchangeable, so ``X1=7H X2=8H`` and ``X1=8H X2=7H`` are the same play. A lone joker, and a
  play made only of jokers, has no meaning to write. Where meanings are left out and more than
  one reading is legal, the action is illegal (ambiguous).
- Also not a valid record (exit 2): a seat dealt no cards, a joker beyond the rules' ``jokers``,
  more rounds than the rules' ``rounds``, and a round that stops before its end but is followed
  by another round. Records may carry extra fields (the game writes ``seed``); they are ignored.
"""

from game.record.checker import Report, check, replay
from game.record.files import dumps_record, load_record, save_record
from game.record.model import FORMAT, Action, Gift, Meaning, Record, RecordError, RoundRecord
from game.record.parse import parse_record, read_record
from game.record.replay import Replayed, Step, read_play, replay_record, resolve
from game.record.serialize import record_of, serialize

__all__ = [
    "FORMAT", "Action", "Gift", "Meaning", "Record", "RecordError", "Replayed", "Report",
    "RoundRecord", "Step", "check", "dumps_record", "load_record", "parse_record", "read_play",
    "read_record", "record_of", "replay", "replay_record", "resolve", "save_record", "serialize",
]
