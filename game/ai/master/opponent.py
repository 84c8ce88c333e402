"""The Master level: sure wins first, the exact endgame with two players left, then deals of
the unseen cards solved to the end, else the root search with play-outs by the learned
policy. With ``pmc`` the policy search (``game.ai.master.pmc``) replaces the last two."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace

from game.ai import core
from game.ai.base import Opponent
from game.ai.hard import HardOpponent
from game.ai.master import weights
from game.ai.master.endgame import TooBig, goes_out, solve, unbeatable_then_out
from game.ai.master.features import distinct
from game.ai.master.flat import Tally, flat_search
from game.ai.master.pmc import RivalModel, Witness, pmc_search
from game.ai.master.pmc import Tally as PmcTally
from game.ai.master.policy import Policy
from game.ai.master.reading import ReadingDealer
from game.ai.master.search import Budget, pick, search
from game.ai.master.solver import remembering_easy, solve_moves
from game.ai.reasons import explain, with_number
from game.ai.sampling import Dealer
from game.engine.options import OPTIONS, Rules
from game.engine.plays import Play
from game.engine.state import State
from game.engine.view import PublicView

HOUSE_KEYS = tuple(o.key for o in OPTIONS if o.group == "house")
# The solved deals' (fewest, most) deals and positions a deal. The core solves about 2.5
# million positions a second, the Python Solver about 40 000. Against three Easy, 40 deals
# paired with the Python path's figures on the core: 0.15 better under Eight stop and
# Daifugo; with 1500 positions a deal House placed 0.18 worse, its lines past them played out
# by Easy's rule (docs/master.md).
SOLVE_CORE = ((6, 100), 20_000)
SOLVE_PYTHON = ((6, 40), 1500)
# The play-outs sample the policy flatter than it was fitted. With two Hard at the table
# (Eight stop, 30 deals, paired against the fitted 1.0), 0.5 placed 0.24 worse and 2.0 placed
# 0.22 better, both significant at 95%; the arena's tables against three Easy or three Hard
# then showed no change either way (docs/master.md).
PLAYOUT_TEMPERATURE = 2.0
# The rivals' temperature in the policy search's play-outs (those not modelled by Easy's rule).
RIVAL_TEMPERATURE = 2.0


def ignoring(keys: tuple[str, ...]) -> Callable[[Rules], Rules]:
    """Beliefs that leave out the options ``keys`` (the arena's ablations)."""
    return lambda rules: rules.with_(**{k: False for k in keys})


class MasterOpponent(Opponent):
    name = "master"

    def __init__(self, seed: int = 0, budget: Budget | None = None,
                 policy: Policy | None = None, endgame_limit: int = 1500,
                 beliefs: Callable[[Rules], Rules] | None = None, top_k: int = 6,
                 margin: float = 5.0, z: float = 2.0, guide_eight_aware: bool = True,
                 hold: float | None = 0.3, looks: bool = True,
                 solving: float = 1.0, solve_deals: tuple[int, int] | None = None,
                 solve_nodes: int | None = None, solve_hard: float = 1.6, reading: int = 60,
                 dealer: Callable[[PublicView], Dealer] | None = None,
                 flat: int = 0, flat_plans: bool = False, pmc: bool = False,
                 pmc_reps: int = 16, pmc_deals: int = 400,
                 rival_temperature: float = RIVAL_TEMPERATURE) -> None:
        self.rng = random.Random(seed)
        self.budget = budget or Budget()
        self.policy = policy or weights.policy(PLAYOUT_TEMPERATURE)
        self.endgame_limit = endgame_limit
        # The rules its search plays out by: the real ones, but for the arena's ablations.
        self.beliefs = beliefs
        # Hard's judgement ranks the candidates; the search may overrule its favourite.
        self.guide = HardOpponent(seed)
        self.guide.eight_aware = guide_eight_aware
        self.top_k, self.margin, self.z = top_k, margin, z
        # The chance it gives a player of having passed while holding a play that beats the
        # pile (None: passes are not weighed in its deals).
        self.hold = hold
        # The favourite is Hard's own pick, look-ahead included (against three Easy, Eight
        # stop, 30 deals: 1.72 with it, 1.84-1.93 with Normal's ranking alone as favourite).
        self.looks = looks
        # The solved search: the share of the budget in which it starts deals, the fewest and
        # most deals it weighs, the positions one deal may take, and the share past which it
        # stops whatever (solving 0: the play-out search alone); None: SOLVE_CORE on the
        # compiled core, SOLVE_PYTHON without it.
        self.solving, self.solve_deals, self.solve_nodes = solving, solve_deals, solve_nodes
        self.solve_hard = solve_hard
        # Card swaps a deal may take to fit the rivals' turns to Easy's rule (0: deals are
        # not mended). Against three Easy, Eight stop, 30 deals paired: 60 swaps placed 0.175
        # better than none, 150 no better than 60; against three Hard, no change either way.
        self.reading = reading
        # Where its deals come from instead (the bound's measure of Master given the true hands).
        self.dealer = dealer
        # Flat Monte Carlo with Easy's play-outs on the compiled core in place of the solved
        # and the play-out searches: at most this many deals a decision (0: not used).
        self.flat = flat
        self.flat_plans = flat_plans  # its own play-outs along Hard's split of the hand
        # The policy search (``pmc``) in place of the solved and the play-out searches: the
        # play-outs per deal and candidate, the most deals a decision, the rivals' model.
        self.pmc, self.pmc_reps, self.pmc_deals = pmc, pmc_reps, pmc_deals
        self.rival_temperature = rival_temperature
        self.rivals = RivalModel()
        # The last decision: its view, the play, the branch that chose it, the deals played.
        self.last: tuple[PublicView, Play | None, str, int] | None = None
        self.tally: Tally | None = None  # the last flat search's figures
        self.pmc_tally: PmcTally | None = None  # the last policy search's

    def think_for(self, seconds: float) -> None:
        """The time a decision may take (the table: within the opponent delay)."""
        self.budget = replace(self.budget, seconds=seconds)

    def believed(self, view: PublicView) -> PublicView:
        if self.beliefs is None:
            return view
        rules = self.beliefs(view.rules)
        lock = view.lock if rules.suit_lock else None
        return replace(view, rules=rules, lock=lock)

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        return self.guide.choose_gift(view, count)

    def choose_handover(self, view: PublicView, kind: str, count: int) -> list[int]:
        """A 7 pass or a 10 discard: the guide's choice (the cards whose loss costs its split
        least), not the base class's weakest cards."""
        return self.guide.choose_handover(view, kind, count)

    def candidates(self, view: PublicView, looks: bool | None = None) -> list[Play | None]:
        """The guide's best few moves, its favourite (its look-ahead's pick, unless ``looks``
        is False) first."""
        ranked = self.guide.ranked(view)
        top = ranked[0][0]
        out = [p for s, p in ranked[: self.top_k] if s >= top - self.margin]
        if (self.looks if looks is None else looks) and len(out) > 1:
            favourite = self.favourite(view, ranked)
            out = [favourite] + [p for p in out if p != favourite]
        return out

    def favourite(self, view: PublicView, ranked: list[tuple[float, Play | None]]
                  ) -> Play | None:
        """The guide's pick from its ``ranked`` plays, looking ahead by the beliefs (the
        ablations') where that pick is legal under the real rules."""
        if self.beliefs is not None:
            pick = self.guide.choose_play(self.believed(view))
            if pick in view.legal_plays() or (pick is None and view.top is not None):
                return pick
        return self.guide.choose_among(view, ranked)

    def choose_play(self, view: PublicView) -> Play | None:
        start = time.perf_counter()
        every: list[Play | None] = list(distinct(view.legal_plays()))
        if view.top is not None:
            every.append(None)
        if len(every) == 1:
            return self.chose(view, every[0], "only")
        out = goes_out(every, len(view.hand))
        sure = out or self.sure_win(view, every)
        if sure is not None:
            return self.chose(view, sure, "goes_out" if out else "sure")
        believed = self.believed(view)
        solved, move = self.endgame(believed)
        if solved and move in every:  # the ablations solve by their beliefs: still legal
            return self.chose(view, move, "endgame")
        if self.flat:  # every move (ties: the earlier, the weaker play); no guide to ask
            plans = [self.guide.plan_after(believed, m) for m in every] if self.flat_plans else None
            tally = flat_search(believed, every, self.dealing(believed), self.rng,
                                start + self.budget.seconds, self.flat, plans=plans)
            self.tally = tally
            return self.chose(view, every[tally.best()], "search", tally.deals)
        if self.pmc:
            return self.policy_search(view, believed, start)
        moves = self.candidates(view)
        dealer = self.dealing(believed)
        if self.solving > 0:  # every move, the guide's candidates first (they win ties)
            seconds = self.budget.seconds
            ranked = moves + [m for m in every if m not in moves]
            self.rivals.start(view)
            witness = self.witness(dealer)
            got = self.solved_search(believed, ranked, witness or dealer,
                                     start + seconds * self.solving,
                                     start + seconds * self.solve_hard, self.easy_table(view))
            if witness is not None:
                witness.report(self.rivals)
            if got is not None:
                return self.chose(view, got[0], "solved", got[1])
        if len(moves) == 1:
            return self.chose(view, moves[0], "guide")
        arms = search(believed, moves, self.policy, self.rng, self.budget, start, dealer=dealer)
        chosen = pick(arms, self.z)
        branch = "guide" if chosen == moves[0] else "search"
        return self.chose(view, chosen, branch, sum(a.n for a in arms))

    def policy_search(self, view: PublicView, believed: PublicView, start: float
                      ) -> Play | None:
        """The guide's candidates and the pass, played out by the policy in deals of the
        reading (``pmc``); the rivals' models from this match's evidence, which the deals
        add to."""
        self.rivals.start(view)
        moves = self.candidates(view)
        if view.top is not None and None not in moves:
            moves.append(None)
        if len(moves) == 1:
            return self.chose(view, moves[0], "guide")
        temps = self.rivals.temps(view.players, view.seat, self.policy.temperature,
                                  self.rival_temperature)
        dealer = self.dealing(believed)
        witness = self.witness(dealer)
        tally = pmc_search(believed, moves, witness.deal if witness else dealer.deal,
                           self.policy.weights, temps, self.rng, start + self.budget.seconds,
                           self.pmc_deals, self.pmc_reps)
        if witness is not None:
            witness.report(self.rivals)
        self.pmc_tally = tally
        chosen = tally.pick(self.z)
        return self.chose(view, moves[chosen], "guide" if chosen == 0 else "search",
                          tally.deals)

    def witness(self, dealer: Dealer) -> Witness | None:
        """A witness of the reading's deals for this match's rival evidence (none for deals
        that are not read)."""
        if isinstance(dealer, ReadingDealer):
            return Witness(dealer, self.rivals.min_turns)
        return None

    def dealing(self, view: PublicView) -> Dealer:
        """The deals of the unseen cards this decision weighs."""
        if self.dealer is not None:
            return self.dealer(view)
        if self.reading:
            return ReadingDealer(view, self.hold, self.reading)
        return Dealer(view, self.hold)

    def easy_table(self, view: PublicView) -> bool:
        """Is no rival still in known, by this match's evidence so far, to play otherwise
        than Easy? (Before the evidence is in, early in a match, it solves deeply: against
        three Easy, Eight stop, 40 deals, waiting for the evidence placed 0.08 worse.)"""
        return all(self.rivals.easy_share(s) is None or self.rivals.plays_easy(s)
                   for s, n in enumerate(view.counts) if n and s != view.seat)

    def solved_search(self, view: PublicView, moves: list[Play | None],
                      dealer: Dealer | Witness, soft: float, hard: float,
                      deep: bool = True) -> tuple[Play | None, int] | None:
        """(The move with the best mean place, the deals weighed) over deals of the unseen
        cards each searched to the end, the rivals playing Easy's rule (``solver``, its
        node limit reached: the best line found). New deals start until ``soft`` and until
        there are the fewest; none runs past ``hard``, and None when the fewest are not done
        by then. Ties go to the earlier of ``moves`` (the guide's order).

        On the core and ``deep`` (no rival known to play otherwise than Easy), SOLVE_CORE's
        deals; else SOLVE_PYTHON's, and on the core None as soon as a deal is cut short by its
        positions,
        as the Python Solver would run out of time there: with rivals that are not Easy, the
        solved deals' model is wrong, and in a big tree Hard's judgement does better (House,
        three Hard, 60 deals: 0.12 worse solving every tree; docs/master.md)."""
        compiled = core.usable(view.rules)
        deals_, nodes = SOLVE_CORE if compiled and deep else SOLVE_PYTHON
        strict = compiled and not deep
        fewest, most = self.solve_deals or deals_
        nodes = self.solve_nodes or nodes
        totals = [0] * len(moves)
        me = view.seat
        deals = 0
        clock = time.perf_counter
        model = remembering_easy()
        while deals < most and (deals < fewest or clock() < soft) and clock() < hard:
            world = State(view.rules, dealer.deal(self.rng), view)
            got = solve_moves(world, me, moves, nodes, hard, model)
            if got is None:
                break  # out of time: this deal's lines are not its best
            places, cut = got
            if cut and strict:
                return None
            totals = [t + p for t, p in zip(totals, places)]
            deals += 1
        if deals < fewest:
            return None
        best = min(range(len(moves)), key=lambda i: (totals[i], i))
        return moves[best], deals

    def chose(self, view: PublicView, play: Play | None, branch: str,
              deals: int = 0) -> Play | None:
        """Keep how the decision on ``view`` was made, for ``reason``; return ``play``."""
        self.last = (view, play, branch, deals)
        return play

    def sure_win(self, view: PublicView, moves: list[Play | None],
                 rng: random.Random | None = None) -> Play | None:
        world = view.to_round(Dealer(view).deal(rng or self.rng))  # the rivals' cards do not matter
        return unbeatable_then_out(world, view.seat, moves, view.unseen())

    # -- why ------------------------------------------------------------------------------
    def reason(self, view: PublicView, play: Play | None) -> str:
        """How the decision was made (as kept, for the view just decided; else found again
        without the search, which is not needed to tell its branch): a sure win, the solved
        endgame, the search overruling the guide, or the guide's own reason."""
        last = self.last
        if last is not None and last[0] is view and last[1] == play:
            branch, deals = last[2], last[3]
        else:
            branch, deals = self.branch(view, play), 0
        if branch == "only":
            return "only_play" if play is not None else "no_play"
        if branch in ("search", "solved"):
            code = f"{branch}_best"
            return with_number(code, deals) if deals else code
        if branch == "guide":
            return explain(self.guide, view, play)
        return {"goes_out": "goes_out", "sure": "sure_win"}.get(branch, branch)

    def branch(self, view: PublicView, play: Play | None) -> str:
        """The branch of ``choose_play`` that gives ``play``, found with a fixed deal and no
        search (a play the search could have picked: "search")."""
        every: list[Play | None] = list(distinct(view.legal_plays()))
        if view.top is not None:
            every.append(None)
        if len(every) == 1:
            return "only"
        out = goes_out(every, len(view.hand))
        if play is not None and out is not None and play.size == len(view.hand):
            return "goes_out"
        if out is None and play is not None and play == self.sure_win(view, every,
                                                                      random.Random(0)):
            return "sure"
        solved, move = self.endgame(self.believed(view))
        if solved and move == play:
            return "endgame"
        # Without the guide's look-ahead, which would draw on its random numbers, or the
        # searches: a move other than the guide's first is "search" (its look-ahead's, the
        # play-outs' or the solved deals').
        return "guide" if play == self.candidates(view, looks=False)[0] else "search"

    def endgame(self, view: PublicView) -> tuple[bool, Play | None]:
        """With two players left, (True, a move that wins for sure); else (False, None):
        search instead."""
        rivals = [s for s, n in enumerate(view.counts) if n and s != view.seat]
        unseen = view.unseen()
        if len(rivals) != 1 or len(unseen) != view.counts[rivals[0]]:
            return False, None
        hands: list[list[int]] = [[] for _ in range(view.players)]
        hands[view.seat] = list(view.hand)
        hands[rivals[0]] = unseen
        try:
            return solve(State(view.rules, hands, view), view.seat, self.endgame_limit)
        except TooBig:
            return False, None
