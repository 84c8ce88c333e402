/* The round's fast path on card bits, and Easy's play-outs on it, for the opponents' searches.
 *
 * The same sequence as game/engine/transition.py (with every house rule's hook of
 * game/engine/rules/) and the same choices as game/ai/master/greedy.py (Easy's rule) and
 * game/ai/rollout.py (plan_play), written once more on 54-bit hand masks so that a whole
 * batch of play-outs runs here. tests/test_core.py holds it to the Python fast path action
 * by action and place by place under every option combination; the Python wrapper
 * (game/ai/core/__init__.py) packs a State into the tuples read here.
 *
 * A card is rank * 4 + suit (rank 0 the 3, rank 12 the 2), the jokers 52 and 53. A play is
 * (kind, rank, high, suit, card bits): a set's rank (13: jokers alone) or a run's lowest and
 * highest ranks, the run's suit (-1 for a set).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <math.h>
#include <string.h>

typedef uint64_t u64;

#define SET 0
#define RUN 1
#define JOKER_RANK 13
#define FIRST_JOKER 52
#define MAXP 8
#define R_THREE 0
#define R_FIVE 2
#define R_SEVEN 4
#define R_EIGHT 5
#define R_TEN 7
#define R_JACK 8
#define R_TWO 12
#define SPADE_THREE 3
#define REAL ((((u64)1) << FIRST_JOKER) - 1)

/* The rule flags, in the order the wrapper packs them. */
enum {
    F_EIGHT = 1 << 0, F_RUNS = 1 << 1, F_REVOLUTION = 1 << 2, F_PASS_FINAL = 1 << 3,
    F_STRICT = 1 << 4, F_JACK_BACK = 1 << 5, F_SUIT_LOCK = 1 << 6, F_SPADE = 1 << 7,
    F_RUN_REV = 1 << 8, F_FIVE = 1 << 9, F_SEVEN = 1 << 10, F_TEN = 1 << 11,
    F_CAPITAL = 1 << 12, F_TWOS_STAY = 1 << 13, F_ABOVE = 1 << 14, F_JOKER_SUIT = 1 << 15,
    F_OWNER = 1 << 16, F_LEADER_PASS = 1 << 17,
};
enum { OWE_NONE = 0, OWE_GIVE = 1, OWE_DISCARD = 2 };

typedef struct {
    int kind, rank, high, suit, size; /* size 0: no play */
    u64 cards;
} Play;

/* suits: the pile's play's suits as 4 bits, its jokers where they stand (joker_suit), 0 none.
 * seating: the seats in their order of play (reseat draws it); after/before: each seat's next
 * and previous seat in it (State.ring), what the turn follows. */
typedef struct {
    unsigned flags;
    int n, turn, last, rev, jb, lock, suits, president, direction;
    int seating[MAXP], after[MAXP], before[MAXP];
    u64 masks[MAXP];
    Play top;
    unsigned passed, skipped;
    int finished[MAXP], nfin, fallen[MAXP], nfall;
    int owes_kind, owes_count;
    int pending, pend_clear, nowed, owed_kind[2], owed_count[2];
    Play pend_play, pend_before;
    u64 discarded;
} St;

#if defined(_MSC_VER)
#include <intrin.h>
static inline int popc(u64 x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
static inline int ctz(u64 x) { unsigned long i; _BitScanForward64(&i, x); return (int)i; }
static inline int hibit(u64 x) { unsigned long i; _BitScanReverse64(&i, x); return (int)i; }
#else
static inline int popc(u64 x) { return __builtin_popcountll(x); }
static inline int ctz(u64 x) { return __builtin_ctzll(x); }
static inline int hibit(u64 x) { return 63 - __builtin_clzll(x); }
#endif

static inline int value(const Play *p, int rev) {
    if (p->kind == SET) {
        if (p->rank == JOKER_RANK) return JOKER_RANK;
        return rev ? 12 - p->rank : p->rank;
    }
    return rev ? 12 - p->rank : p->high;
}

/* How much stronger than ``top`` a follow must be (plays.bump): a run's size on a run with
 * runs wholly above (its lowest card above the top's highest), else 1 under Must beat. */
static inline int bump(const Play *top, unsigned f) {
    if ((f & F_ABOVE) && top->kind == RUN) return top->size;
    return (f & F_STRICT) != 0;
}

static inline int rank_value(int r, int rev) {
    return r == JOKER_RANK ? JOKER_RANK : (rev ? 12 - r : r);
}

static inline int count_of(const Play *p, int r) {
    if (p->kind == RUN) return (p->rank <= r && r <= p->high) ? 1 : 0;
    return (p->rank == r && r != JOKER_RANK) ? p->size : 0;
}

/* The play's suits as 4 bits, or -1 when it holds a suitless card (a joker in a set). */
static inline int suits_of(const Play *p) {
    if (p->kind == RUN) return 1 << p->suit;
    if (p->cards >> FIRST_JOKER) return -1;
    int out = 0;
    u64 c = p->cards;
    while (c) { out |= 1 << (ctz(c) & 3); c &= c - 1; }
    return out;
}

static inline int fits_lock(const Play *p, int lock) {
    if (p->kind == RUN) return lock == (1 << p->suit);
    int seen = 0;
    u64 c = p->cards & REAL;
    while (c) {
        int s = 1 << (ctz(c) & 3);
        if (seen & s) return 0;
        seen |= s;
        c &= c - 1;
    }
    return (seen & ~lock) == 0;
}

static inline int spade_on_joker(const Play *p, const Play *top) {
    return top->size == 1 && top->kind == SET && top->rank == JOKER_RANK && p->kind == SET
        && p->cards == ((u64)1 << SPADE_THREE);
}

static inline int holds(const Play *p, int r) { return p->rank <= r && r <= p->high; }

/* -- the transition (game/engine/transition.py) ------------------------------------------- */

static int next_in(const St *s, int seat, int skip_passed) {
    const int *step = s->direction == 1 ? s->after : s->before;
    int n = s->n, x = seat;
    for (int i = 0; i < n; i++) {
        x = step[x];
        if (s->masks[x] && !(skip_passed && (s->passed >> x & 1))) return x;
    }
    return -1; /* the round would have ended */
}

static int others_all_passed(const St *s, int last) {
    unsigned out = s->passed | s->skipped;
    for (int x = 0; x < s->n; x++)
        if (x != last && s->masks[x] && !(out >> x & 1)) return 0;
    return 1;
}

static void clear_pile(St *s, int seat) {
    int leader = s->masks[seat] ? seat : next_in(s, seat, 0);
    s->top.size = 0;
    s->last = -1;
    s->passed = 0;
    s->skipped = 0;
    s->turn = leader;
    s->lock = 0;
    s->suits = 0;
    s->jb = 0;
}

/* Everyone else still in passed (or was skipped) since ``owner``'s play (trick_over): the
 * pile clears, or with owner_again the turn comes back to the owner while it holds cards. */
static inline void trick_over(St *s, int owner) {
    if ((s->flags & F_OWNER) && s->masks[owner]) { s->turn = owner; return; }
    clear_pile(s, owner);
}

/* One player or none still in (or a stall): they are last, in seat order or in ``rest``
 * (``nrest`` seats: the places a stall gives them), above whoever a capital fall put out. */
static void end_round(St *s, int clr, const int *rest, int nrest) {
    if (rest) for (int i = 0; i < nrest; i++) s->finished[s->nfin++] = rest[i];
    else for (int x = 0; x < s->n; x++)
        if (s->masks[x]) s->finished[s->nfin++] = x;
    for (int i = 0; i < s->nfall; i++) s->finished[s->nfin++] = s->fallen[i];
    if (clr) { s->lock = 0; s->jb = 0; }
    s->turn = -1;
    s->top.size = 0;
    s->suits = 0;
}

static void go_out(St *s, int seat) {
    s->finished[s->nfin++] = seat;
    if (!(s->flags & F_CAPITAL)) return;
    int f = s->president;
    if (f < 0 || s->nfin != 1 || f == seat || !s->masks[f]) return;
    s->discarded |= s->masks[f];
    s->masks[f] = 0;
    s->fallen[s->nfall++] = f;
}

static int revolts(const St *s, const Play *p) {
    if (p->kind == SET) return p->size >= 4;
    return (s->flags & F_RUN_REV) && (s->flags & F_RUNS) && p->size >= 5;
}

static int lock_after(const Play *before, const Play *p, int lock) {
    if (lock || before->size == 0) return lock;
    int mine = suits_of(p);
    if (mine >= 0 && mine == suits_of(before)) return mine;
    return 0;
}

/* house.joker_suits: the play's suits, a joker in a set standing for a suit the set lacks,
 * those of the play below (``below``) first, then spades, hearts, diamonds, clubs; 0 for
 * jokers alone and for a set of more cards than there are suits. */
static int joker_suits(const Play *p, int below) {
    if (p->kind == RUN) return 1 << p->suit;
    int out = 0;
    u64 c = p->cards & REAL;
    while (c) { out |= 1 << (ctz(c) & 3); c &= c - 1; }
    if (!out || p->size > 4) return 0;
    int want = p->size - popc((u64)out);
    for (int under = 1; under >= 0; under--)
        for (int x = 3; x >= 0 && want; x--) {
            int b = 1 << x;
            if (((below & b) != 0) == under && !(out & b)) { out |= b; want--; }
        }
    return out;
}

/* The suit lock with joker_suit (rules/suit_lock.py): the suits kept while the play is on
 * the pile, a lock when they are the play's below. */
static void lock_joker_suits(St *s, const Play *before, const Play *p, int clr) {
    if (clr) return;
    if (s->lock) { s->suits = s->lock; return; }
    int mine = joker_suits(p, before->size ? s->suits : 0);
    if (before->size && mine && mine == s->suits) s->lock = mine;
    s->suits = mine;
}

/* 5 skip's say in who is next (rules/five_skip.py): 1 when it settled the turn. */
static int five_turn(St *s, int seat, const Play *p) {
    if (!holds(p, R_FIVE)) return 0;
    int fives = count_of(p, R_FIVE);
    int final = (s->flags & F_PASS_FINAL) != 0;
    const int *step = s->direction == 1 ? s->after : s->before; /* State.next_seats */
    int could[MAXP], nc = 0, x = seat;
    for (int i = 1; i < s->n; i++) {
        x = step[x];
        if (s->masks[x] && !(final && (s->passed >> x & 1))) could[nc++] = x;
    }
    int victims = fives < nc ? fives : nc;
    for (int i = 0; i < victims; i++) s->skipped |= 1u << could[i];
    if (victims && victims == nc) trick_over(s, seat);
    else if (!nc) trick_over(s, seat);
    else s->turn = could[victims];
    return 1;
}

static void land(St *s, int seat, Play p, Play before, int clr) {
    unsigned f = s->flags;
    if (!s->masks[seat]) go_out(s, seat);
    if ((f & F_REVOLUTION) && p.size >= 4 && revolts(s, &p)) s->rev = !s->rev;
    if ((f & F_JACK_BACK) && !clr && holds(&p, R_JACK)) s->jb = !s->jb;
    if (f & F_SUIT_LOCK) {
        if (f & F_JOKER_SUIT) lock_joker_suits(s, &before, &p, clr);
        else if (!clr) s->lock = lock_after(&before, &p, s->lock);
    }
    int left = 0;
    for (int x = 0; x < s->n; x++) left += s->masks[x] != 0;
    if (left <= 1) { end_round(s, clr, NULL, 0); return; }
    if (clr) { clear_pile(s, seat); return; }
    if ((f & F_FIVE) && five_turn(s, seat, &p)) return;
    if (others_all_passed(s, seat)) trick_over(s, seat);
    else s->turn = next_in(s, seat, (f & F_PASS_FINAL) != 0);
}

static void owe_next(St *s, int seat) {
    int left = popc(s->masks[seat]);
    while (s->nowed) {
        int kind = s->owed_kind[0], count = s->owed_count[0];
        s->owed_kind[0] = s->owed_kind[1];
        s->owed_count[0] = s->owed_count[1];
        s->nowed--;
        if (count > left) count = left;
        if (count) { s->owes_kind = kind; s->owes_count = count; return; }
    }
    s->pending = 0;
    s->owes_kind = OWE_NONE;
    s->owes_count = 0;
    land(s, seat, s->pend_play, s->pend_before, s->pend_clear);
}

static int clears(const St *s, const Play *p, int rev, const Play *before) {
    if ((s->flags & F_EIGHT) && holds(p, R_EIGHT)) return 1;
    if ((s->flags & F_SPADE) && spade_on_joker(p, before)) return 1;
    if (s->flags & F_TWOS_STAY) return 0; /* 2s stay: the top rank clears nothing */
    return p->kind == SET && p->rank == (rev ? R_THREE : R_TWO);
}

static void apply_play(St *s, int seat, Play p) {
    Play before = s->top;
    int rev = s->rev != s->jb;
    s->masks[seat] &= ~p.cards;
    s->top = p;
    s->last = seat;
    if (!(s->flags & F_PASS_FINAL)) s->passed = 0;
    s->skipped = 0;
    int clr = clears(s, &p, rev, &before);
    if (s->masks[seat] && (s->flags & (F_SEVEN | F_TEN))) {
        s->nowed = 0;
        if ((s->flags & F_SEVEN) && holds(&p, R_SEVEN) && count_of(&p, R_SEVEN)) {
            s->owed_kind[s->nowed] = OWE_GIVE;
            s->owed_count[s->nowed++] = count_of(&p, R_SEVEN);
        }
        if ((s->flags & F_TEN) && holds(&p, R_TEN) && count_of(&p, R_TEN)) {
            s->owed_kind[s->nowed] = OWE_DISCARD;
            s->owed_count[s->nowed++] = count_of(&p, R_TEN);
        }
        if (s->nowed) {
            s->pending = 1;
            s->pend_play = p;
            s->pend_before = before;
            s->pend_clear = clr;
            owe_next(s, seat);
            return;
        }
    }
    land(s, seat, p, before, clr);
}

/* leader_pass (rules/leader_pass.py): every player still in has passed on the empty pile. */
static int stalled(const St *s) {
    for (int x = 0; x < s->n; x++)
        if (s->masks[x] && !(s->passed >> x & 1)) return 0;
    return 1;
}

/* ``seat`` passed on the empty pile (transition.pass_lead): the next player still in leads,
 * or the round stalls and ends, the players still in placed fewest cards first, ties in the
 * order of play from the one after ``seat`` (leader_pass.stall_order; a stable sort). */
static void pass_lead(St *s, int seat) {
    if (!stalled(s)) { s->turn = next_in(s, seat, (s->flags & F_PASS_FINAL) != 0); return; }
    const int *step = s->direction == 1 ? s->after : s->before;
    int rest[MAXP], k = 0, x = seat;
    for (int i = 0; i < s->n; i++) {
        x = step[x]; /* the others, then ``seat`` itself last */
        if (!s->masks[x]) continue;
        int j = k++, size = popc(s->masks[x]);
        for (; j > 0 && popc(s->masks[rest[j - 1]]) > size; j--) rest[j] = rest[j - 1];
        rest[j] = x;
    }
    end_round(s, 0, rest, k);
}

static void apply_pass(St *s, int seat) {
    s->passed |= 1u << seat;
    int last = s->last;
    if (last < 0) pass_lead(s, seat); /* a pass on the empty pile (leader_pass) */
    else if (seat == last) clear_pile(s, last); /* the owner's own pass (owner_again): it leads */
    else if (others_all_passed(s, last)) trick_over(s, last);
    else s->turn = next_in(s, seat, (s->flags & F_PASS_FINAL) != 0);
}

static void apply_hand_over(St *s, int seat, u64 cards) {
    s->masks[seat] &= ~cards;
    if (s->owes_kind == OWE_DISCARD) {
        s->discarded |= cards;
    } else {
        s->masks[next_in(s, seat, 0)] |= cards;
    }
    owe_next(s, seat);
}

/* The ``count`` weakest cards of ``mask`` in the order in force (game.ai.base.weakest). */
static u64 weakest(u64 mask, int rev, int count) {
    u64 out = 0;
    for (int i = 0; i < 13 && count; i++) {
        int r = rev ? 12 - i : i;
        for (int su = 0; su < 4 && count; su++) {
            u64 b = (u64)1 << (r * 4 + su);
            if (mask & b) { out |= b; count--; }
        }
    }
    for (int j = FIRST_JOKER; j < 54 && count; j++) {
        u64 b = (u64)1 << j;
        if (mask & b) { out |= b; count--; }
    }
    return out;
}

/* -- Easy's rule (game/ai/master/greedy.py) ---------------------------------------------- */

static const u64 NIBBLES = 0x1111111111111ULL; /* the lowest bit of each rank's four */

static inline u64 in_runs(u64 real) {
    u64 st = real & real >> 4 & real >> 8;
    return st | st << 4 | st << 8;
}

static inline u64 held_twice(u64 real) {
    u64 pairs = (real & real >> 1 & NIBBLES * 7) | (real & real >> 2 & NIBBLES * 3)
        | (real & real >> 3 & NIBBLES);
    return (pairs | pairs >> 1 | pairs >> 2) & NIBBLES;
}

static inline void make_set(Play *p, int rank, u64 cards) {
    p->kind = SET; p->rank = rank; p->high = rank; p->suit = -1;
    p->cards = cards; p->size = popc(cards);
}

static inline void make_run(Play *p, int suit, int lo, int hi) {
    p->kind = RUN; p->rank = lo; p->high = hi; p->suit = suit;
    p->cards = 0;
    for (int r = lo; r <= hi; r++) p->cards |= (u64)1 << (r * 4 + suit);
    p->size = hi - lo + 1;
}

static int whole_set(u64 real, u64 runs_bits, int rank, Play *p) {
    u64 suits = real >> (4 * rank) & 15;
    if (!suits || (runs_bits >> (4 * rank) & 15)) return 0;
    make_set(p, rank, suits << (4 * rank));
    return 1;
}

/* Every same-suit sequence of 3 or more held whole, none of its ranks held twice. */
static int whole_runs(u64 real, u64 multi, Play *out) {
    int k = 0;
    u64 firsts = real & ~(real << 4);
    while (firsts) {
        int c = ctz(firsts);
        firsts &= firsts - 1;
        int r = c >> 2, suit = c & 3;
        while (r < 13 && (real >> (4 * r + suit) & 1)) r++;
        int length = r - (c >> 2);
        if (length < 3) continue;
        u64 window = (((u64)1 << (4 * length)) - 1) << (c & ~3);
        if (multi & window) continue;
        make_run(&out[k++], suit, c >> 2, r - 1);
    }
    return k;
}

/* The rare lead with no group whole: the longest play of the natural cards, weakest first,
 * sets before runs (legal_plays' order). */
static void longest_play(u64 real, int rev, Play *best) {
    int longest = 0;
    for (int r = 0; r < 13; r++) {
        int k = popc(real >> (4 * r) & 15);
        if (k > longest) longest = k;
    }
    int run_long = 0;
    for (int su = 0; su < 4; su++) {
        int len = 0;
        for (int r = 0; r < 13; r++) {
            len = (real >> (4 * r + su) & 1) ? len + 1 : 0;
            if (len > run_long) run_long = len;
        }
    }
    if (run_long >= 3 && run_long > longest) longest = run_long;
    int found = 0, best_v = 99;
    for (int r = 0; r < 13; r++) {
        u64 suits = real >> (4 * r) & 15;
        if (popc(suits) == longest && rank_value(r, rev) < best_v) {
            make_set(best, r, suits << (4 * r));
            best_v = rank_value(r, rev);
            found = 1;
        }
    }
    if (longest < 3) return;
    for (int su = 0; su < 4; su++) {
        for (int lo = 0; lo + longest <= 13; lo++) {
            int ok = 1;
            for (int r = lo; r < lo + longest && ok; r++) ok = real >> (4 * r + su) & 1;
            if (!ok) continue;
            Play p;
            make_run(&p, su, lo, lo + longest - 1);
            int v = value(&p, rev);
            if (!found || v < best_v) { *best = p; best_v = v; found = 1; }
        }
    }
}

/* What easy_choice plays from ``mask`` on ``top`` (size 0: a lead); 0 for a pass. */
static int easy_choice(u64 mask, const Play *top, int rev, unsigned f, int lock, Play *out) {
    u64 real = mask & REAL;
    int jk = (int)(mask >> FIRST_JOKER);
    int runs = (f & F_RUNS) != 0;
    u64 runs_bits = runs ? in_runs(real) : 0, multi = runs ? held_twice(real) : 0;
    Play cand[16], p;
    if (top->size == 0) {
        if (!real) {
            if (!jk) return 0;
            make_set(out, JOKER_RANK, mask & ~REAL);
            return 1;
        }
        int found = 0, best_s = 0, best_v = 0;
        for (int r = 0; r < 13; r++) {
            if (!whole_set(real, runs_bits, r, &p)) continue;
            int v = value(&p, rev);
            if (!found || p.size > best_s || (p.size == best_s && v < best_v)) {
                *out = p; best_s = p.size; best_v = v; found = 1;
            }
        }
        int k = runs ? whole_runs(real, multi, cand) : 0;
        for (int i = 0; i < k; i++) {
            int v = value(&cand[i], rev);
            if (!found || cand[i].size > best_s || (cand[i].size == best_s && v < best_v)) {
                *out = cand[i]; best_s = cand[i].size; best_v = v; found = 1;
            }
        }
        if (!found) longest_play(real, rev, out); /* only with runs: else every set is whole */
        return 1;
    }
    int need = value(top, rev) + bump(top, f);
    if (top->kind == SET) {
        for (int i = 0; i < 13; i++) {
            int r = rev ? 12 - i : i;
            if (rank_value(r, rev) < need) continue;
            if (whole_set(real, runs_bits, r, &p) && p.size == top->size
                && (!lock || fits_lock(&p, lock))) {
                *out = p;
                return 1;
            }
        }
        if ((f & F_SPADE) && whole_set(real, runs_bits, R_THREE, &p)
            && p.cards == ((u64)1 << SPADE_THREE) && spade_on_joker(&p, top)) {
            *out = p;
            return 1;
        }
        if (popc((u64)jk) >= top->size && !((f & F_STRICT) && top->rank == JOKER_RANK)) {
            u64 cards = top->size == 1 ? ((jk & 1) ? (u64)1 << 52 : (u64)1 << 53)
                                       : mask & ~REAL;
            make_set(out, JOKER_RANK, cards);
            return 1;
        }
        return 0;
    }
    if (!runs) return 0;
    int k = whole_runs(real, multi, cand), found = 0, best_v = 0;
    for (int i = 0; i < k; i++) {
        Play *c = &cand[i];
        int v = value(c, rev);
        if (c->size != top->size || v < need || (lock && !fits_lock(c, lock))) continue;
        if (!found || v < best_v) { *out = *c; best_v = v; found = 1; }
    }
    return found;
}

/* -- a plan's next play (game/ai/rollout.py plan_play) ----------------------------------- */

typedef struct {
    int n;
    Play g[54];
} Plan;

static int covers(const Plan *pl, u64 mask) {
    int size = 0;
    u64 all = 0;
    for (int i = 0; i < pl->n; i++) { size += pl->g[i].size; all |= pl->g[i].cards; }
    return size == popc(mask) && all == mask;
}

static int clears_alone(const St *s, const Play *p, int rev) {
    Play none;
    none.size = 0;
    return clears(s, p, rev, &none);
}

/* The index of the plan's next group, or -1 (pass). */
static int plan_play(const St *s, const Plan *pl, int rev) {
    int best = -1, best_s = 0, best_v = 0;
    if (s->top.size == 0) {
        int loose[54], nl = 0;
        for (int i = 0; i < pl->n; i++) {
            loose[i] = pl->g[i].rank != JOKER_RANK && !clears_alone(s, &pl->g[i], rev);
            nl += loose[i];
        }
        /* loose ones if more than one, else the others, else all */
        int want = nl > 1 ? 1 : 0;
        int any = 0;
        for (int i = 0; i < pl->n; i++) any |= loose[i] == want;
        for (int i = 0; i < pl->n; i++) {
            if (any && loose[i] != want) continue;
            const Play *g = &pl->g[i];
            int v = value(g, rev);
            if (best < 0 || g->size > best_s || (g->size == best_s && v < best_v)) {
                best = i; best_s = g->size; best_v = v;
            }
        }
        return best;
    }
    int need = value(&s->top, rev) + bump(&s->top, s->flags);
    for (int i = 0; i < pl->n; i++) {
        const Play *g = &pl->g[i];
        if (g->kind != s->top.kind || g->size != s->top.size) continue;
        int v = value(g, rev);
        if (v < need || (s->lock && !fits_lock(g, s->lock))) continue;
        if (best < 0 || v < best_v) { best = i; best_v = v; }
    }
    return best;
}

/* -- play-outs ----------------------------------------------------------------------------- */

static int finished_place(const St *s, int me) {
    for (int i = 0; i < s->nfin; i++)
        if (s->finished[i] == me) return i + 1;
    return 0;
}

/* A pass is open (State.can_pass, what is owed aside): on a pile, or with leader_pass on the
 * empty pile too. */
static inline int can_pass(const St *s) {
    return s->top.size || (s->flags & F_LEADER_PASS);
}

/* ``me``'s place when every seat plays Easy's rule from ``s`` (``plan``: how ``me`` plays on
 * while it covers the hand); sim_playout. */
static int playout(St *s, int me, Plan *plan) {
    int guard = 0;
    while (s->turn >= 0 && !finished_place(s, me)) {
        if (++guard > 10000) return -1;
        int seat = s->turn, rev = s->rev != s->jb;
        if (s->owes_kind) {
            apply_hand_over(s, seat, weakest(s->masks[seat], rev, s->owes_count));
            continue;
        }
        if (plan && seat == me && !covers(plan, s->masks[seat])) plan = NULL;
        Play p;
        int play;
        if (plan && seat == me) {
            int i = plan_play(s, plan, rev);
            play = i >= 0;
            if (play) {
                p = plan->g[i];
                for (int j = i; j + 1 < plan->n; j++) plan->g[j] = plan->g[j + 1];
                plan->n--;
            }
        } else {
            play = easy_choice(s->masks[seat], &s->top, rev, s->flags, s->lock, &p);
        }
        if (play) apply_play(s, seat, p);
        else if (can_pass(s)) apply_pass(s, seat);
        else return -1; /* a lead with nothing to play: not a state of a round */
    }
    int got = finished_place(s, me);
    return got ? got : -1;
}

/* -- the learned play-out policy (game/ai/master/features.py, policy.py) ------------------
 *
 * Its options are State.shapes() (movegen.plays_of with firsts): the first legal play of each
 * shape, in the same order, then the pass where allowed. Each option's 29 features are those
 * of features.features, and its score their dot product with the weights in index order
 * (Policy.slow_scores): tests/test_core_policy.py holds all three to the Python. */

#define NFEAT 29
#define MAXOPT 640

typedef struct {
    double w[NFEAT];
} Weights;

static inline u64 lowest_bits(u64 x, int k) {
    u64 out = 0;
    while (k-- > 0 && x) { u64 b = x & -x; out |= b; x ^= b; }
    return out;
}

static inline void add_set(Play *out, int *k, int rank, u64 cards) {
    if (*k < MAXOPT) make_set(&out[(*k)++], rank, cards);
}

/* One rank's sets of ``size`` (the first of each joker count), its naturals from ``avail``
 * (the held suits, those of the lock), ``n`` naturals held in all. */
static void rank_sets(int r, u64 suits, u64 avail, int n, u64 jokers, int nj, int size,
                      Play *out, int *k) {
    int lo = size - n > 0 ? size - n : 0, hi = nj < size - 1 ? nj : size - 1;
    (void)suits;
    for (int j = lo; j <= hi; j++) {
        int m = size - j;
        if (popc(avail) < m) continue;
        add_set(out, k, r, (lowest_bits(avail, m) << (4 * r)) | lowest_bits(jokers, j));
    }
}

/* A suit's runs of ``size`` (0: every size of 3 or more) that reach ``need``, the first of
 * each joker count in each window, as the engine lists them. */
static void suit_runs(int suit, unsigned ranks, u64 jokers, int nj, int size, int need, int rev,
                      Play *out, int *k) {
    for (int lo = 0; lo < 11; lo++) {
        int missing = 0;
        for (int hi = lo; hi < 13; hi++) {
            if (!(ranks >> hi & 1) && ++missing > nj) break;
            int length = hi - lo + 1;
            if (length < 3 || (size && length != size)) continue;
            if ((rev ? 12 - lo : hi) < need) continue;
            unsigned window = ((1u << length) - 1) << lo;
            unsigned have = ranks & window;
            int nh = popc(have), gaps = length - nh;
            if (!nh) continue;
            for (int extra = 0; extra <= nj - gaps && nh - extra >= 1; extra++) {
                unsigned replaced = (unsigned)lowest_bits(have, extra);
                if (*k >= MAXOPT) return;
                Play *p = &out[(*k)++];
                p->kind = RUN; p->rank = lo; p->high = hi; p->suit = suit; p->size = length;
                p->cards = lowest_bits(jokers, gaps + extra);
                for (int r = lo; r <= hi; r++)
                    if ((have & ~replaced) >> r & 1) p->cards |= (u64)1 << (r * 4 + suit);
            }
        }
    }
}

static unsigned suit_ranks(u64 real, int suit) {
    unsigned out = 0;
    for (int r = 0; r < 13; r++)
        if (real >> (4 * r + suit) & 1) out |= 1u << r;
    return out;
}

/* The policy's options for ``seat`` to act; a pass (size 0) last where allowed. */
static int policy_options(const St *s, int seat, Play *out) {
    u64 mask = s->masks[seat], real = mask & REAL, jokers = mask & ~REAL;
    int nj = popc(jokers), rev = s->rev != s->jb, k = 0;
    unsigned f = s->flags;
    const Play *top = &s->top;
    if (!top->size) {
        for (int r = 0; r < 13; r++) {
            u64 suits = real >> (4 * r) & 15;
            int n = popc(suits);
            if (!n) continue;
            for (int size = 1; size <= n + nj; size++)
                rank_sets(r, suits, suits, n, jokers, nj, size, out, &k);
        }
        for (int size = 1; size <= nj; size++) add_set(out, &k, JOKER_RANK, lowest_bits(jokers, size));
        if (f & F_RUNS)
            for (int su = 0; su < 4; su++) {
                unsigned ranks = suit_ranks(real, su);
                if (ranks && popc(ranks) + nj >= 3)
                    suit_runs(su, ranks, jokers, nj, 0, -1, rev, out, &k);
            }
        if ((f & F_LEADER_PASS) && k < MAXOPT) { /* a leader's pass, last as on a pile */
            out[k].size = 0; out[k].cards = 0; out[k].kind = SET; out[k].suit = -1; k++;
        }
        return k;
    }
    int size = top->size, need = value(top, rev) + bump(top, f), lock = s->lock;
    if (top->kind == SET) {
        if (size <= 6) {
            for (int r = 0; r < 13; r++) {
                if (rank_value(r, rev) < need) continue;
                u64 suits = real >> (4 * r) & 15;
                int n = popc(suits);
                if (!n) continue;
                rank_sets(r, suits, lock ? suits & (u64)lock : suits, n, jokers, nj, size, out, &k);
            }
            if (nj >= size && JOKER_RANK >= need) add_set(out, &k, JOKER_RANK, lowest_bits(jokers, size));
        }
        if ((f & F_SPADE) && (mask >> SPADE_THREE & 1) && top->size == 1 && top->rank == JOKER_RANK
            && k < MAXOPT) {
            for (int i = k; i > 0; i--) out[i] = out[i - 1];
            make_set(&out[0], R_THREE, (u64)1 << SPADE_THREE);
            k++;
        }
    } else if (f & F_RUNS) {
        for (int su = 0; su < 4; su++) {
            unsigned ranks = suit_ranks(real, su);
            if (!ranks || popc(ranks) + nj < size || (lock && lock != (1 << su))) continue;
            suit_runs(su, ranks, jokers, nj, size, need, rev, out, &k);
        }
    }
    if (k < MAXOPT) { out[k].size = 0; out[k].cards = 0; out[k].kind = SET; out[k].suit = -1; k++; }
    return k;
}

/* The strength of the best card of ``mask`` in the order in force, -1 for none. */
static int best_value(u64 mask, int rev) {
    if (!mask) return -1;
    if (rev && !(mask >> FIRST_JOKER)) return rank_value(ctz(mask) >> 2, rev);
    return rank_value(hibit(mask) >> 2, rev);
}

static inline int jokers_in(const Play *p) { return popc(p->cards >> FIRST_JOKER); }

static inline int same_shape(const Play *a, const Play *b) {
    return a->kind == b->kind && a->rank == b->rank && a->high == b->high && a->size == b->size
        && (a->kind == SET || a->suit == b->suit) && jokers_in(a) == jokers_in(b);
}

typedef struct {
    int hs, lead, rev, top_value, best_other, best_mine, near, easy_plays, counts[14];
    Play easy;
} Ctx;

static void policy_context(const St *s, int seat, Ctx *c) {
    u64 mask = s->masks[seat], others = 0;
    c->rev = s->rev != s->jb;
    c->hs = popc(mask);
    c->lead = s->top.size == 0;
    c->top_value = c->lead ? -1 : value(&s->top, c->rev);
    c->near = 0;
    for (int x = 0; x < s->n; x++) {
        if (x == seat) continue;
        others |= s->masks[x];
        int h = popc(s->masks[x]);
        if (h > 0 && h <= 2) c->near = 1;
    }
    c->best_other = best_value(others, c->rev);
    c->best_mine = best_value(mask, c->rev);
    for (int r = 0; r < 13; r++) c->counts[r] = popc(mask >> (4 * r) & 15);
    c->counts[13] = popc(mask >> FIRST_JOKER);
    c->easy_plays = easy_choice(mask, &s->top, c->rev, s->flags, s->lock, &c->easy);
}

/* features.features for option ``p`` (size 0: the pass). */
static void policy_features(const St *s, const Ctx *c, const Play *p, double *f) {
    unsigned fl = s->flags;
    for (int i = 0; i < NFEAT; i++) f[i] = 0.0;
    if (!p->size) {
        f[0] = 1.0;
        f[1] = c->top_value / 13.0;
        f[2] = c->near ? 1.0 : 0.0;
        f[3] = c->hs / 13.0;
        f[28] = c->easy_plays ? 0.0 : 1.0;
        return;
    }
    double lead = c->lead ? 1.0 : 0.0;
    int pv = value(p, c->rev), size = p->size;
    double v = pv / 13.0;
    f[4] = v;
    f[5] = v * lead;
    f[6] = size / 4.0;
    f[7] = size / 4.0 * lead;
    f[8] = p->kind == RUN ? 1.0 : 0.0;
    int jokers = (p->kind == SET && p->rank == JOKER_RANK) ? size : jokers_in(p);
    f[9] = jokers;
    f[10] = jokers * c->hs / 13.0;
    f[11] = clears(s, p, c->rev, &s->top) ? 1.0 : 0.0;
    f[12] = f[11] * lead;
    f[13] = ((fl & F_REVOLUTION) && revolts(s, p)) ? 1.0 : 0.0;
    f[14] = size == c->hs ? 1.0 : 0.0;
    if (p->kind != RUN && p->rank != JOKER_RANK) {
        int held = c->counts[p->rank], natural = size - jokers;
        f[15] = natural < held ? 1.0 : 0.0;
        f[16] = held - natural == 1 ? 1.0 : 0.0;
    }
    f[17] = (p->kind != RUN && p->rank == (c->rev ? R_THREE : R_TWO)) ? 1.0 : 0.0;
    if (!c->lead) f[18] = (pv - c->top_value) / 13.0;
    f[19] = (c->hs - size) / 13.0;
    f[20] = pv >= c->best_other ? 1.0 : 0.0;
    f[21] = (c->near && c->lead) ? 1.0 : 0.0;
    if ((fl & F_FIVE) && count_of(p, R_FIVE)) f[22] = 1.0;
    if ((fl & F_SEVEN) && count_of(p, R_SEVEN)) f[23] = 1.0;
    if ((fl & F_TEN) && count_of(p, R_TEN)) f[24] = 1.0;
    if ((fl & F_JACK_BACK) && count_of(p, R_JACK)) f[25] = 1.0;
    if ((fl & F_SUIT_LOCK) && !s->lock && lock_after(&s->top, p, 0)) f[26] = 1.0;
    f[27] = pv >= c->best_mine ? 1.0 : 0.0;
    f[28] = (c->easy_plays && same_shape(p, &c->easy)) ? 1.0 : 0.0;
}

static double policy_score(const St *s, const Ctx *c, const Play *p, const Weights *w) {
    double f[NFEAT], out = 0.0;
    policy_features(s, c, p, f);
    for (int i = 0; i < NFEAT; i++) out += w->w[i] * f[i];
    return out;
}

/* A 64-bit generator for the play-outs' choices (splitmix64): ``unit`` in [0, 1). */
static inline u64 next_random(u64 *x) {
    u64 z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline double unit(u64 *x) { return (double)(next_random(x) >> 11) * (1.0 / 9007199254740992.0); }

/* Policy.choose: a lone option, else the first that goes out, else the best (temperature 0)
 * or a draw from the softmax at ``temp`` (one number from ``rng``). The option's index. */
static int policy_pick(const St *s, int seat, const Play *opts, int k, const Weights *w,
                       double temp, u64 *rng) {
    if (k == 1) return 0;
    Ctx c;
    policy_context(s, seat, &c);
    for (int i = 0; i < k; i++)
        if (opts[i].size && opts[i].size == c.hs) return i;
    double sc[MAXOPT], top = 0.0;
    int best = 0;
    for (int i = 0; i < k; i++) {
        sc[i] = policy_score(s, &c, &opts[i], w);
        if (i == 0 || sc[i] > top) { top = sc[i]; best = i; }
    }
    if (temp <= 0) return best;
    double total = 0.0;
    for (int i = 0; i < k; i++) {
        sc[i] = temp == 1.0 ? exp(sc[i] - top) : exp((sc[i] - top) / temp);
        total += sc[i];
    }
    double x = unit(rng) * total;
    for (int i = 0; i < k; i++) {
        x -= sc[i];
        if (x <= 0) return i;
    }
    return k - 1;
}

/* ``me``'s place when each seat plays on by its model (``temps``: below 0 Easy's rule, else
 * the policy at that temperature; policy.play_out's hand-overs, the weakest cards). */
static int policy_playout(St *s, int me, const Weights *w, const double *temps, u64 *rng) {
    int guard = 0;
    Play opts[MAXOPT];
    while (s->turn >= 0 && !finished_place(s, me)) {
        if (++guard > 10000) return -1;
        int seat = s->turn, rev = s->rev != s->jb;
        if (s->owes_kind) {
            apply_hand_over(s, seat, weakest(s->masks[seat], rev, s->owes_count));
            continue;
        }
        Play p;
        int play;
        if (temps[seat] < 0) {
            play = easy_choice(s->masks[seat], &s->top, rev, s->flags, s->lock, &p);
        } else {
            int k = policy_options(s, seat, opts);
            if (!k) return -1;
            p = opts[policy_pick(s, seat, opts, k, w, temps[seat], rng)];
            play = p.size != 0;
        }
        if (play) apply_play(s, seat, p);
        else if (can_pass(s)) apply_pass(s, seat);
        else return -1;
    }
    int got = finished_place(s, me);
    return got ? got : -1;
}

/* -- packing -------------------------------------------------------------------------------- */

static int read_play(PyObject *o, Play *p) {
    if (o == Py_None) { p->size = 0; p->cards = 0; p->kind = SET; p->rank = p->high = 0;
        p->suit = -1; return 1; }
    unsigned long long cards;
    if (!PyArg_ParseTuple(o, "iiiiK", &p->kind, &p->rank, &p->high, &p->suit, &cards))
        return 0;
    p->cards = cards;
    p->size = popc(cards);
    if (!p->size) { PyErr_SetString(PyExc_ValueError, "a play with no cards"); return 0; }
    return 1;
}

static PyObject *play_tuple(const Play *p) {
    if (!p->size) Py_RETURN_NONE;
    return Py_BuildValue("(iiiiK)", p->kind, p->rank, p->high, p->suit,
                         (unsigned long long)p->cards);
}

static int read_seats(PyObject *o, int *out, int *count, int n) {
    PyObject *seq = PySequence_Fast(o, "seats must be a sequence");
    if (!seq) return 0;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    if (k > n) { Py_DECREF(seq); PyErr_SetString(PyExc_ValueError, "too many seats"); return 0; }
    for (Py_ssize_t i = 0; i < k; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (v < 0 || v >= n) {
            Py_DECREF(seq);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a seat out of range");
            return 0;
        }
        out[i] = (int)v;
    }
    *count = (int)k;
    Py_DECREF(seq);
    return 1;
}

/* The seating (every seat once, in its order of play) and its ring (reseat.ring). */
static int read_seating(PyObject *o, St *s) {
    int k, seen = 0;
    if (!read_seats(o, s->seating, &k, s->n)) return 0;
    for (int i = 0; i < k; i++) seen |= 1 << s->seating[i];
    if (k != s->n || seen != (1 << s->n) - 1) {
        PyErr_SetString(PyExc_ValueError, "the seating must hold every seat once");
        return 0;
    }
    for (int i = 0; i < k; i++) {
        s->after[s->seating[i]] = s->seating[(i + 1) % k];
        s->before[s->seating[i]] = s->seating[(i + k - 1) % k];
    }
    return 1;
}

/* A state from (masks, turn, top, last, passed, skipped, rev, jb, lock, finished, fallen,
 * president, (owes kind, count), pending, discarded, direction, suits, seating); pending:
 * None or (play, before, clear, ((kind, count), ...)). -1 stands for None in the seats. */
static int read_state(unsigned flags, PyObject *t, St *s) {
    PyObject *masks, *top, *fin, *fal, *pend, *seating;
    unsigned long long disc;
    memset(s, 0, sizeof *s);
    s->flags = flags;
    if (!PyArg_ParseTuple(t, "OiOiIIiiiOOi(ii)OKiiO", &masks, &s->turn, &top, &s->last,
                          &s->passed, &s->skipped, &s->rev, &s->jb, &s->lock, &fin, &fal,
                          &s->president, &s->owes_kind, &s->owes_count, &pend, &disc,
                          &s->direction, &s->suits, &seating))
        return 0;
    s->discarded = disc;
    PyObject *seq = PySequence_Fast(masks, "masks must be a sequence");
    if (!seq) return 0;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n < 2 || n > MAXP) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "between 2 and 8 players");
        return 0;
    }
    s->n = (int)n;
    for (Py_ssize_t i = 0; i < n; i++) {
        s->masks[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(seq, i));
        if (PyErr_Occurred()) { Py_DECREF(seq); return 0; }
    }
    Py_DECREF(seq);
    if (!read_seating(seating, s)) return 0;
    if (!read_play(top, &s->top)) return 0;
    if (!read_seats(fin, s->finished, &s->nfin, s->n)) return 0;
    if (!read_seats(fal, s->fallen, &s->nfall, s->n)) return 0;
    if (pend != Py_None) {
        PyObject *pp, *pb, *owed;
        if (!PyArg_ParseTuple(pend, "OOiO", &pp, &pb, &s->pend_clear, &owed)) return 0;
        if (!read_play(pp, &s->pend_play) || !read_play(pb, &s->pend_before)) return 0;
        PyObject *os = PySequence_Fast(owed, "owed must be a sequence");
        if (!os) return 0;
        Py_ssize_t k = PySequence_Fast_GET_SIZE(os);
        if (k > 2) { Py_DECREF(os); PyErr_SetString(PyExc_ValueError, "owed"); return 0; }
        for (Py_ssize_t i = 0; i < k; i++) {
            if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(os, i), "ii", &s->owed_kind[i],
                                  &s->owed_count[i])) {
                Py_DECREF(os);
                return 0;
            }
        }
        s->nowed = (int)k;
        Py_DECREF(os);
        s->pending = 1;
    }
    return 1;
}

static PyObject *seats_tuple(const int *a, int k) {
    PyObject *t = PyTuple_New(k);
    if (!t) return NULL;
    for (int i = 0; i < k; i++) PyTuple_SET_ITEM(t, i, PyLong_FromLong(a[i]));
    return t;
}

static PyObject *state_tuple(const St *s) {
    PyObject *masks = PyTuple_New(s->n);
    if (!masks) return NULL;
    for (int i = 0; i < s->n; i++)
        PyTuple_SET_ITEM(masks, i, PyLong_FromUnsignedLongLong(s->masks[i]));
    PyObject *pend;
    if (s->pending) {
        PyObject *owed = PyTuple_New(s->nowed);
        for (int i = 0; i < s->nowed; i++)
            PyTuple_SET_ITEM(owed, i, Py_BuildValue("(ii)", s->owed_kind[i], s->owed_count[i]));
        pend = Py_BuildValue("(NNiN)", play_tuple(&s->pend_play), play_tuple(&s->pend_before),
                             s->pend_clear, owed);
    } else {
        pend = Py_None;
        Py_INCREF(pend);
    }
    return Py_BuildValue("(NiNiIIiiiNNi(ii)NKiiN)", masks, s->turn, play_tuple(&s->top),
                         s->last, s->passed, s->skipped, s->rev, s->jb, s->lock,
                         seats_tuple(s->finished, s->nfin), seats_tuple(s->fallen, s->nfall),
                         s->president, s->owes_kind, s->owes_count, pend,
                         (unsigned long long)s->discarded, s->direction, s->suits,
                         seats_tuple(s->seating, s->n));
}

static int check_turn(const St *s) {
    if (s->turn < 0 || s->turn >= s->n) {
        PyErr_SetString(PyExc_ValueError, "the round is over");
        return 0;
    }
    return 1;
}

/* apply(flags, state, actions): the state after each action of the seat to act: None a
 * pass, an int the card bits it hands over, a play tuple a play. */
static PyObject *core_apply(PyObject *self, PyObject *args) {
    unsigned flags;
    PyObject *st, *actions;
    St s;
    if (!PyArg_ParseTuple(args, "IOO", &flags, &st, &actions)) return NULL;
    if (!read_state(flags, st, &s)) return NULL;
    PyObject *seq = PySequence_Fast(actions, "actions must be a sequence");
    if (!seq) return NULL;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(seq); i++) {
        PyObject *a = PySequence_Fast_GET_ITEM(seq, i);
        if (!check_turn(&s)) { Py_DECREF(seq); return NULL; }
        if (a == Py_None) {
            apply_pass(&s, s.turn);
        } else if (PyLong_Check(a)) {
            u64 cards = PyLong_AsUnsignedLongLong(a);
            if (PyErr_Occurred()) { Py_DECREF(seq); return NULL; }
            apply_hand_over(&s, s.turn, cards);
        } else {
            Play p;
            if (!read_play(a, &p)) { Py_DECREF(seq); return NULL; }
            apply_play(&s, s.turn, p);
        }
    }
    Py_DECREF(seq);
    return state_tuple(&s);
}

/* easy(flags, state): Easy's play for the seat to act, or None for a pass. */
static PyObject *core_easy(PyObject *self, PyObject *args) {
    unsigned flags;
    PyObject *st;
    St s;
    if (!PyArg_ParseTuple(args, "IO", &flags, &st)) return NULL;
    if (!read_state(flags, st, &s) || !check_turn(&s)) return NULL;
    Play p;
    if (!easy_choice(s.masks[s.turn], &s.top, s.rev != s.jb, flags, s.lock, &p))
        Py_RETURN_NONE;
    return play_tuple(&p);
}

static PyObject *core_weakest(PyObject *self, PyObject *args) {
    unsigned long long mask;
    int rev, count;
    if (!PyArg_ParseTuple(args, "Kpi", &mask, &rev, &count)) return NULL;
    return PyLong_FromUnsignedLongLong(weakest(mask, rev, count));
}

static int read_plan(PyObject *o, Plan *pl) {
    PyObject *seq = PySequence_Fast(o, "a plan must be a sequence");
    if (!seq) return 0;
    Py_ssize_t k = PySequence_Fast_GET_SIZE(seq);
    if (k > 54) { Py_DECREF(seq); PyErr_SetString(PyExc_ValueError, "plan"); return 0; }
    for (Py_ssize_t i = 0; i < k; i++)
        if (!read_play(PySequence_Fast_GET_ITEM(seq, i), &pl->g[i])) {
            Py_DECREF(seq);
            return 0;
        }
    pl->n = (int)k;
    Py_DECREF(seq);
    return 1;
}

/* grid(flags, states, me, moves, plans): per state, per move, ``me``'s place when ``me``
 * makes the move (None: a pass) and every seat plays on by Easy's rule (``me`` by its plan
 * for that move, where plans is not None). A list of lists of places. */
static PyObject *core_grid(PyObject *self, PyObject *args) {
    unsigned flags;
    int me;
    PyObject *states, *moves, *plans;
    if (!PyArg_ParseTuple(args, "IOiOO", &flags, &states, &me, &moves, &plans)) return NULL;
    PyObject *ss = PySequence_Fast(states, "states must be a sequence");
    if (!ss) return NULL;
    PyObject *ms = PySequence_Fast(moves, "moves must be a sequence");
    if (!ms) { Py_DECREF(ss); return NULL; }
    Py_ssize_t nm = PySequence_Fast_GET_SIZE(ms), ns = PySequence_Fast_GET_SIZE(ss);
    Play *mv = PyMem_Malloc(sizeof(Play) * (nm ? nm : 1));
    Plan *pl = NULL;
    PyObject *out = NULL;
    int *places = PyMem_Malloc(sizeof(int) * (ns * nm > 0 ? ns * nm : 1));
    if (!mv || !places) { PyErr_NoMemory(); goto done; }
    for (Py_ssize_t j = 0; j < nm; j++)
        if (!read_play(PySequence_Fast_GET_ITEM(ms, j), &mv[j])) goto done;
    if (plans != Py_None) {
        PyObject *ps = PySequence_Fast(plans, "plans must be a sequence");
        if (!ps) goto done;
        if (PySequence_Fast_GET_SIZE(ps) != nm) {
            Py_DECREF(ps);
            PyErr_SetString(PyExc_ValueError, "one plan per move");
            goto done;
        }
        pl = PyMem_Malloc(sizeof(Plan) * (nm ? nm : 1));
        if (!pl) { Py_DECREF(ps); PyErr_NoMemory(); goto done; }
        for (Py_ssize_t j = 0; j < nm; j++)
            if (!read_plan(PySequence_Fast_GET_ITEM(ps, j), &pl[j])) { Py_DECREF(ps); goto done; }
        Py_DECREF(ps);
    }
    St *base = PyMem_Malloc(sizeof(St) * (ns ? ns : 1));
    if (!base) { PyErr_NoMemory(); goto done; }
    for (Py_ssize_t i = 0; i < ns; i++)
        if (!read_state(flags, PySequence_Fast_GET_ITEM(ss, i), &base[i])) {
            PyMem_Free(base);
            goto done;
        }
    if (me < 0 || (ns && me >= base[0].n)) {
        PyMem_Free(base);
        PyErr_SetString(PyExc_ValueError, "me out of range");
        goto done;
    }
    int bad = 0;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < ns && !bad; i++) {
        for (Py_ssize_t j = 0; j < nm; j++) {
            St s = base[i];
            Plan mine;
            if (s.turn != me || s.owes_kind) { bad = 1; break; }
            if (mv[j].size) apply_play(&s, me, mv[j]);
            else if (can_pass(&s)) apply_pass(&s, me);
            else { bad = 1; break; }
            if (pl) mine = pl[j];
            int got = playout(&s, me, pl ? &mine : NULL);
            if (got < 0) { bad = 1; break; }
            places[i * nm + j] = got;
        }
    }
    Py_END_ALLOW_THREADS
    PyMem_Free(base);
    if (bad) { PyErr_SetString(PyExc_ValueError, "not ``me``'s move to make here"); goto done; }
    out = PyList_New(ns);
    if (!out) goto done;
    for (Py_ssize_t i = 0; i < ns; i++) {
        PyObject *row = PyList_New(nm);
        if (!row) { Py_CLEAR(out); goto done; }
        for (Py_ssize_t j = 0; j < nm; j++)
            PyList_SET_ITEM(row, j, PyLong_FromLong(places[i * nm + j]));
        PyList_SET_ITEM(out, i, row);
    }
done:
    PyMem_Free(mv);
    PyMem_Free(pl);
    PyMem_Free(places);
    Py_DECREF(ss);
    Py_DECREF(ms);
    return out;
}

/* playouts(flags, states, me): ``me``'s place in each state played on by Easy's rule. */
static PyObject *core_playouts(PyObject *self, PyObject *args) {
    unsigned flags;
    int me;
    PyObject *states;
    if (!PyArg_ParseTuple(args, "IOi", &flags, &states, &me)) return NULL;
    PyObject *ss = PySequence_Fast(states, "states must be a sequence");
    if (!ss) return NULL;
    Py_ssize_t ns = PySequence_Fast_GET_SIZE(ss);
    PyObject *out = PyList_New(ns);
    if (!out) { Py_DECREF(ss); return NULL; }
    for (Py_ssize_t i = 0; i < ns; i++) {
        St s;
        if (!read_state(flags, PySequence_Fast_GET_ITEM(ss, i), &s)) goto fail;
        if (me < 0 || me >= s.n) { PyErr_SetString(PyExc_ValueError, "me"); goto fail; }
        int got = playout(&s, me, NULL);
        if (got < 0) { PyErr_SetString(PyExc_ValueError, "not a state of a round"); goto fail; }
        PyList_SET_ITEM(out, i, PyLong_FromLong(got));
    }
    Py_DECREF(ss);
    return out;
fail:
    Py_DECREF(ss);
    Py_DECREF(out);
    return NULL;
}

/* easy_like(flags, checks, now): would the hand ``now`` (card bits) have made every checked
 * turn and hand-over by Easy's rule? A check is (keep, add, 0, top, reversed, lock, play) for
 * a turn (play: what was played, None a pass, or an int that no play matches) or
 * (keep, add, 1, reversed, count, cards, None) for a hand-over; the hand then is now & keep | add. */
static PyObject *core_easy_like(PyObject *self, PyObject *args) {
    unsigned flags;
    unsigned long long now;
    PyObject *checks;
    if (!PyArg_ParseTuple(args, "IOK", &flags, &checks, &now)) return NULL;
    PyObject *seq = PySequence_Fast(checks, "checks must be a sequence");
    if (!seq) return NULL;
    int ok = 1;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(seq) && ok; i++) {
        PyObject *c = PySequence_Fast_GET_ITEM(seq, i);
        unsigned long long keep, add;
        int kind;
        PyObject *a, *b, *d, *e;
        if (!PyArg_ParseTuple(c, "KKiOOOO", &keep, &add, &kind, &a, &b, &d, &e)) goto fail;
        u64 then = (now & keep) | add;
        if (kind == 1) {
            int rev = PyObject_IsTrue(a);
            long count = PyLong_AsLong(b);
            u64 cards = PyLong_AsUnsignedLongLong(d);
            if (PyErr_Occurred()) goto fail;
            ok = weakest(then, rev, (int)count) == cards;
            continue;
        }
        Play top, want, got;
        if (!read_play(a, &top)) goto fail;
        int rev = PyObject_IsTrue(b);
        long lock = PyLong_AsLong(d);
        if (PyErr_Occurred()) goto fail;
        int played = easy_choice(then, &top, rev, flags, (int)lock, &got);
        if (PyLong_Check(e)) { ok = 0; continue; } /* a play Easy's never equals */
        if (!read_play(e, &want)) goto fail;
        if (!want.size) { ok = !played; continue; }
        ok = played && got.kind == want.kind && got.rank == want.rank && got.high == want.high
            && got.cards == want.cards;
    }
    Py_DECREF(seq);
    return PyBool_FromLong(ok);
fail:
    Py_DECREF(seq);
    return NULL;
}

static int read_weights(PyObject *o, Weights *w) {
    PyObject *seq = PySequence_Fast(o, "weights must be a sequence");
    if (!seq) return 0;
    if (PySequence_Fast_GET_SIZE(seq) != NFEAT) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "one weight per feature");
        return 0;
    }
    for (int i = 0; i < NFEAT; i++) w->w[i] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(seq, i));
    Py_DECREF(seq);
    return !PyErr_Occurred();
}

static int policy_turn(unsigned flags, PyObject *st, St *s) {
    if (!read_state(flags, st, s) || !check_turn(s)) return 0;
    if (s->owes_kind) { PyErr_SetString(PyExc_ValueError, "a hand-over is owed"); return 0; }
    return 1;
}

/* options(flags, state): the policy's options for the seat to act (None: the pass). */
static PyObject *core_options(PyObject *self, PyObject *args) {
    unsigned flags;
    PyObject *st;
    St s;
    Play opts[MAXOPT];
    if (!PyArg_ParseTuple(args, "IO", &flags, &st) || !policy_turn(flags, st, &s)) return NULL;
    int k = policy_options(&s, s.turn, opts);
    PyObject *out = PyList_New(k);
    if (!out) return NULL;
    for (int i = 0; i < k; i++) PyList_SET_ITEM(out, i, play_tuple(&opts[i]));
    return out;
}

/* features(flags, state): per option (as ``options`` lists them), its features. */
static PyObject *core_features(PyObject *self, PyObject *args) {
    unsigned flags;
    PyObject *st;
    St s;
    Play opts[MAXOPT];
    Ctx c;
    if (!PyArg_ParseTuple(args, "IO", &flags, &st) || !policy_turn(flags, st, &s)) return NULL;
    int k = policy_options(&s, s.turn, opts);
    policy_context(&s, s.turn, &c);
    PyObject *out = PyList_New(k);
    if (!out) return NULL;
    for (int i = 0; i < k; i++) {
        double f[NFEAT];
        policy_features(&s, &c, &opts[i], f);
        PyObject *row = PyList_New(NFEAT);
        if (!row) { Py_DECREF(out); return NULL; }
        for (int j = 0; j < NFEAT; j++) PyList_SET_ITEM(row, j, PyFloat_FromDouble(f[j]));
        PyList_SET_ITEM(out, i, row);
    }
    return out;
}

/* choose(flags, state, weights, temperature, u): the index of the option the policy takes,
 * ``u`` in [0, 1) the one random number a draw uses. */
static PyObject *core_choose(PyObject *self, PyObject *args) {
    unsigned flags;
    PyObject *st, *wo;
    double temp, u;
    St s;
    Weights w;
    Play opts[MAXOPT];
    if (!PyArg_ParseTuple(args, "IOOdd", &flags, &st, &wo, &temp, &u)) return NULL;
    if (!policy_turn(flags, st, &s) || !read_weights(wo, &w)) return NULL;
    int k = policy_options(&s, s.turn, opts);
    if (!k) { PyErr_SetString(PyExc_ValueError, "no option"); return NULL; }
    /* a generator whose next number is ``u``: the draw's own */
    u64 x = 0;
    int got;
    if (temp > 0) {
        got = -1;
        (void)x;
        /* pick with u directly: the same steps as policy_pick */
        Ctx c;
        policy_context(&s, s.turn, &c);
        if (k == 1) got = 0;
        for (int i = 0; i < k && got < 0; i++)
            if (opts[i].size && opts[i].size == c.hs) got = i;
        if (got < 0) {
            double sc[MAXOPT], top = 0.0, total = 0.0;
            for (int i = 0; i < k; i++) {
                sc[i] = policy_score(&s, &c, &opts[i], &w);
                if (i == 0 || sc[i] > top) top = sc[i];
            }
            for (int i = 0; i < k; i++) {
                sc[i] = temp == 1.0 ? exp(sc[i] - top) : exp((sc[i] - top) / temp);
                total += sc[i];
            }
            double y = u * total;
            got = k - 1;
            for (int i = 0; i < k; i++) {
                y -= sc[i];
                if (y <= 0) { got = i; break; }
            }
        }
    } else {
        got = policy_pick(&s, s.turn, opts, k, &w, 0.0, &x);
    }
    return PyLong_FromLong(got);
}

/* policy_grid(flags, states, me, moves, weights, temps, seeds): per state, per move, ``me``'s
 * place when ``me`` makes the move and every seat plays on by its model (``temps``, one per
 * seat: below 0 Easy's rule, else the policy at that temperature), every move of state i from
 * the random numbers of seeds[i]. */
static PyObject *core_policy_grid(PyObject *self, PyObject *args) {
    unsigned flags;
    int me;
    PyObject *states, *moves, *wo, *to, *so;
    Weights w;
    double temps[MAXP];
    if (!PyArg_ParseTuple(args, "IOiOOOO", &flags, &states, &me, &moves, &wo, &to, &so))
        return NULL;
    if (!read_weights(wo, &w)) return NULL;
    PyObject *ts = PySequence_Fast(to, "temps must be a sequence");
    if (!ts) return NULL;
    Py_ssize_t nt = PySequence_Fast_GET_SIZE(ts);
    if (nt > MAXP) { Py_DECREF(ts); PyErr_SetString(PyExc_ValueError, "temps"); return NULL; }
    for (Py_ssize_t i = 0; i < nt; i++) temps[i] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(ts, i));
    Py_DECREF(ts);
    if (PyErr_Occurred()) return NULL;
    PyObject *ss = PySequence_Fast(states, "states must be a sequence");
    if (!ss) return NULL;
    PyObject *ms = PySequence_Fast(moves, "moves must be a sequence");
    if (!ms) { Py_DECREF(ss); return NULL; }
    PyObject *sd = PySequence_Fast(so, "seeds must be a sequence");
    if (!sd) { Py_DECREF(ss); Py_DECREF(ms); return NULL; }
    Py_ssize_t nm = PySequence_Fast_GET_SIZE(ms), ns = PySequence_Fast_GET_SIZE(ss);
    PyObject *out = NULL;
    Play *mv = PyMem_Malloc(sizeof(Play) * (nm ? nm : 1));
    int *places = PyMem_Malloc(sizeof(int) * (ns * nm > 0 ? ns * nm : 1));
    St *base = PyMem_Malloc(sizeof(St) * (ns ? ns : 1));
    u64 *seeds = PyMem_Malloc(sizeof(u64) * (ns ? ns : 1));
    if (!mv || !places || !base || !seeds) { PyErr_NoMemory(); goto done; }
    if (PySequence_Fast_GET_SIZE(sd) != ns) {
        PyErr_SetString(PyExc_ValueError, "one seed per state");
        goto done;
    }
    for (Py_ssize_t j = 0; j < nm; j++)
        if (!read_play(PySequence_Fast_GET_ITEM(ms, j), &mv[j])) goto done;
    for (Py_ssize_t i = 0; i < ns; i++) {
        if (!read_state(flags, PySequence_Fast_GET_ITEM(ss, i), &base[i])) goto done;
        seeds[i] = PyLong_AsUnsignedLongLongMask(PySequence_Fast_GET_ITEM(sd, i));
        if (PyErr_Occurred()) goto done;
        if (base[i].n != nt) { PyErr_SetString(PyExc_ValueError, "one temperature per seat"); goto done; }
    }
    if (me < 0 || (ns && me >= base[0].n)) {
        PyErr_SetString(PyExc_ValueError, "me out of range");
        goto done;
    }
    int bad = 0;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < ns && !bad; i++) {
        for (Py_ssize_t j = 0; j < nm; j++) {
            St s = base[i];
            u64 rng = seeds[i];
            if (s.turn != me || s.owes_kind) { bad = 1; break; }
            if (mv[j].size) apply_play(&s, me, mv[j]);
            else if (can_pass(&s)) apply_pass(&s, me);
            else { bad = 1; break; }
            int got = policy_playout(&s, me, &w, temps, &rng);
            if (got < 0) { bad = 1; break; }
            places[i * nm + j] = got;
        }
    }
    Py_END_ALLOW_THREADS
    if (bad) { PyErr_SetString(PyExc_ValueError, "not ``me``'s move to make here"); goto done; }
    out = PyList_New(ns);
    if (!out) goto done;
    for (Py_ssize_t i = 0; i < ns; i++) {
        PyObject *row = PyList_New(nm);
        if (!row) { Py_CLEAR(out); goto done; }
        for (Py_ssize_t j = 0; j < nm; j++)
            PyList_SET_ITEM(row, j, PyLong_FromLong(places[i * nm + j]));
        PyList_SET_ITEM(out, i, row);
    }
done:
    PyMem_Free(mv);
    PyMem_Free(places);
    PyMem_Free(base);
    PyMem_Free(seeds);
    Py_DECREF(ss);
    Py_DECREF(ms);
    Py_DECREF(sd);
    return out;
}

/* unit_stream(seed, count): the first ``count`` numbers in [0, 1) of the play-outs'
 * generator from ``seed`` (the Python path draws the same). */
static PyObject *core_unit_stream(PyObject *self, PyObject *args) {
    unsigned long long seed;
    int count;
    if (!PyArg_ParseTuple(args, "Ki", &seed, &count)) return NULL;
    u64 x = seed;
    PyObject *out = PyList_New(count > 0 ? count : 0);
    if (!out) return NULL;
    for (int i = 0; i < count; i++) PyList_SET_ITEM(out, i, PyFloat_FromDouble(unit(&x)));
    return out;
}

/* -- the solver (game/ai/master/solver.py) -------------------------------------------------
 *
 * ``me``'s best place in a deal it sees whole, every rival playing Easy's rule and every
 * hand-over the weakest cards: a depth-first search of ``me``'s own moves (the policy's
 * options: one play per shape, then the pass), Easy's own choice first, positions met
 * remembered by the fields of State.key. Node for node the Python Solver: the same positions
 * counted, the deadline read every 32, past the limit either stopped (too big) or, anytime,
 * each new position played out by Easy's rule for ``me`` too. tests/test_core_solver.py holds
 * the two to the same places and node counts. */

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
static double now_s(void) {
    LARGE_INTEGER f, c;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&c);
    return (double)c.QuadPart / (double)f.QuadPart;
}
#else
#include <time.h>
static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
#endif
#include <stdlib.h>

/* State.key: what a remembered position is told apart by (zeros where a field is empty). */
typedef struct {
    u64 masks[MAXP], top_cards;
    int top_kind, top_rank, top_high, turn, last, rev, jb, lock, suits, direction;
    int owes_kind, owes_count, nfin, pad;
    unsigned passed, skipped;
    int finished[MAXP];
} Key;

enum { SV_OK = 0, SV_TOO_BIG = 1, SV_LATE = 2, SV_BAD = 3 };

typedef struct {
    int me, anytime, stop;
    long limit, nodes;
    double deadline; /* on now_s(); below 0: none */
    Key *keys;
    int *places;
    long nkeys, room;
    long *slots; /* open addressing: 1 + the key's index, 0 empty */
    unsigned long nslots;
    Play scratch[MAXOPT];
} Solver;

static void make_key(const St *s, Key *k) {
    memset(k, 0, sizeof *k);
    for (int i = 0; i < s->n; i++) k->masks[i] = s->masks[i];
    if (s->top.size) {
        k->top_cards = s->top.cards;
        k->top_kind = s->top.kind;
        k->top_rank = s->top.rank;
        k->top_high = s->top.high;
    }
    k->turn = s->turn; k->last = s->last; k->rev = s->rev; k->jb = s->jb; k->lock = s->lock;
    k->suits = s->suits; k->direction = s->direction; k->owes_kind = s->owes_kind;
    k->owes_count = s->owes_kind ? s->owes_count : 0;
    k->nfin = s->nfin;
    for (int i = 0; i < s->nfin; i++) k->finished[i] = s->finished[i];
    k->passed = s->passed; k->skipped = s->skipped;
}

static u64 key_hash(const Key *k) {
    const u64 *w = (const u64 *)k;
    u64 h = 0x9E3779B97F4A7C15ULL;
    for (size_t i = 0; i < sizeof *k / 8; i++) {
        h ^= w[i];
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    return h;
}

/* The remembered place of ``k``, or 0. */
static int sv_find(const Solver *v, const Key *k, u64 h) {
    if (!v->nslots) return 0;
    for (unsigned long i = h & (v->nslots - 1);; i = (i + 1) & (v->nslots - 1)) {
        long at = v->slots[i];
        if (!at) return 0;
        if (!memcmp(&v->keys[at - 1], k, sizeof *k)) return v->places[at - 1];
    }
}

static int sv_grow(Solver *v) {
    long room = v->room ? v->room * 2 : 1024;
    Key *keys = realloc(v->keys, sizeof(Key) * room);
    if (!keys) return 0;
    v->keys = keys;
    int *places = realloc(v->places, sizeof(int) * room);
    if (!places) return 0;
    v->places = places;
    unsigned long nslots = (unsigned long)room * 2;
    long *slots = calloc(nslots, sizeof(long));
    if (!slots) return 0;
    for (long j = 0; j < v->nkeys; j++) {
        unsigned long i = key_hash(&v->keys[j]) & (nslots - 1);
        while (slots[i]) i = (i + 1) & (nslots - 1);
        slots[i] = j + 1;
    }
    free(v->slots);
    v->slots = slots;
    v->nslots = nslots;
    v->room = room;
    return 1;
}

static void sv_store(Solver *v, const Key *k, u64 h, int place) {
    if (v->nkeys == v->room && !sv_grow(v)) { v->stop = SV_BAD; return; }
    v->keys[v->nkeys] = *k;
    v->places[v->nkeys] = place;
    unsigned long i = h & (v->nslots - 1);
    while (v->slots[i]) i = (i + 1) & (v->nslots - 1);
    v->slots[i] = ++v->nkeys;
}

/* The seat to act plays Easy's choice, or passes. */
static int sv_easy(St *s, int seat) {
    Play p;
    if (easy_choice(s->masks[seat], &s->top, s->rev != s->jb, s->flags, s->lock, &p))
        apply_play(s, seat, p);
    else if (can_pass(s)) apply_pass(s, seat);
    else return 0;
    return 1;
}

/* The rivals' turns and every hand-over, up to ``me``'s next move or the end of its round. */
static void sv_advance(Solver *v, St *s) {
    int guard = 0;
    while (s->turn >= 0 && !finished_place(s, v->me)) {
        int seat = s->turn;
        if (++guard > 10000) { v->stop = SV_BAD; return; }
        if (s->owes_kind)
            apply_hand_over(s, seat, weakest(s->masks[seat], s->rev != s->jb, s->owes_count));
        else if (seat == v->me) return;
        else if (!sv_easy(s, seat)) { v->stop = SV_BAD; return; }
    }
}

/* ``me``'s place when it too plays Easy's rule from ``s``. */
static int sv_model_line(Solver *v, St *s) {
    while (!finished_place(s, v->me)) {
        sv_advance(v, s);
        if (v->stop) return 0;
        if (finished_place(s, v->me)) break;
        if (!sv_easy(s, v->me)) { v->stop = SV_BAD; return 0; }
    }
    return finished_place(s, v->me);
}

static int sv_place(Solver *v, St *s);

static int sv_after(Solver *v, const St *s, const Play *m) {
    St c = *s;
    if (m->size) apply_play(&c, v->me, *m);
    else apply_pass(&c, v->me);
    return sv_place(v, &c);
}

static inline int same_play(const Play *a, const Play *b) {
    if (!a->size || !b->size) return !a->size && !b->size;
    return a->kind == b->kind && a->cards == b->cards && a->rank == b->rank && a->high == b->high;
}

/* ``me``'s moves in Solver.ordered's order: Easy's choice first, then the others, the pass
 * last (a stable sort on (not Easy's, a pass)). A malloc'd array of *k plays. */
static Play *sv_ordered(Solver *v, const St *s, int *k) {
    Play first;
    if (!easy_choice(s->masks[v->me], &s->top, s->rev != s->jb, s->flags, s->lock, &first))
        first.size = 0;
    int n = policy_options(s, v->me, v->scratch), j = 0;
    Play *out = malloc(sizeof(Play) * (n ? n : 1));
    if (!out) return NULL;
    for (int group = 0; group < 4; group++)
        for (int i = 0; i < n; i++) {
            const Play *p = &v->scratch[i];
            int g = (!same_play(p, &first)) * 2 + (p->size == 0);
            if (g == group) out[j++] = *p;
        }
    *k = j;
    return out;
}

/* ``me``'s best place from ``s`` (its move to act) and, where ``chosen`` is given, the first
 * move found that reaches it (Solver.best: the first that reaches the best place open; size
 * -1 when there is none). */
static int sv_best(Solver *v, const St *s, Play *chosen) {
    int k, floor = s->nfin + 1, found = s->n + 1;
    Play *moves = sv_ordered(v, s, &k);
    if (!moves) { v->stop = SV_BAD; return 0; }
    for (int i = 0; i < k; i++) {
        int got = sv_after(v, s, &moves[i]);
        if (v->stop) break;
        if (got < found) {
            found = got;
            if (chosen) *chosen = moves[i];
            if (got == floor) break;
        }
    }
    free(moves);
    return found;
}

static int sv_place(Solver *v, St *s) {
    sv_advance(v, s);
    if (v->stop) return 0;
    int got = finished_place(s, v->me);
    if (got) return got;
    Key key;
    make_key(s, &key);
    u64 h = key_hash(&key);
    got = sv_find(v, &key, h);
    if (got) return got;
    v->nodes++;
    if (v->deadline >= 0 && !(v->nodes & 31) && now_s() > v->deadline) {
        v->stop = SV_LATE;
        return 0;
    }
    if (v->nodes > v->limit) {
        if (!v->anytime) { v->stop = SV_TOO_BIG; return 0; }
        return sv_model_line(v, s);
    }
    int best = sv_best(v, s, NULL);
    if (v->stop) return 0;
    sv_store(v, &key, h, best);
    return best;
}

static void sv_free(Solver *v) {
    free(v->keys);
    free(v->places);
    free(v->slots);
}

/* Read solve's and solve_best's common arguments: the state, ``me`` to act in it. */
static int sv_start(Solver *v, unsigned flags, PyObject *st, int me, long limit,
                    double seconds, int anytime, St *s) {
    memset(v, 0, sizeof *v);
    if (!read_state(flags, st, s)) return 0;
    if (me < 0 || me >= s->n || s->turn != me || s->owes_kind) {
        PyErr_SetString(PyExc_ValueError, "not ``me``'s move to make here");
        return 0;
    }
    v->me = me;
    v->limit = limit;
    v->anytime = anytime;
    v->deadline = seconds < 0 ? -1.0 : now_s() + seconds;
    return 1;
}

static PyObject *sv_result(Solver *v, PyObject *answer) {
    if (v->stop == SV_BAD) {
        Py_XDECREF(answer);
        PyErr_SetString(PyExc_ValueError, "not a state of a round");
        return NULL;
    }
    if (!answer) return NULL;
    return Py_BuildValue("(Nl)", answer, v->nodes);
}

/* solve(flags, state, me, moves, limit, seconds, anytime): (per move, ``me``'s best place
 * after making it, or None when the search was too big or out of time; the positions
 * counted). The moves share one memory and one count (Solver.after, move by move). seconds
 * below 0: no deadline. */
static PyObject *core_solve(PyObject *self, PyObject *args) {
    unsigned flags;
    int me, anytime;
    long limit;
    double seconds;
    PyObject *st, *moves;
    if (!PyArg_ParseTuple(args, "IOiOldp", &flags, &st, &me, &moves, &limit, &seconds, &anytime))
        return NULL;
    PyObject *ms = PySequence_Fast(moves, "moves must be a sequence");
    if (!ms) return NULL;
    Py_ssize_t nm = PySequence_Fast_GET_SIZE(ms);
    Play *mv = malloc(sizeof(Play) * (nm ? nm : 1));
    int *got = malloc(sizeof(int) * (nm ? nm : 1));
    Solver *v = malloc(sizeof(Solver));
    PyObject *answer = NULL;
    St s;
    if (!mv || !got || !v) { PyErr_NoMemory(); goto done; }
    int ok = 1;
    for (Py_ssize_t j = 0; j < nm && ok; j++) ok = read_play(PySequence_Fast_GET_ITEM(ms, j), &mv[j]);
    if (!ok || !sv_start(v, flags, st, me, limit, seconds, anytime, &s)) goto done;
    Py_BEGIN_ALLOW_THREADS
    for (Py_ssize_t j = 0; j < nm && !v->stop; j++) got[j] = sv_after(v, &s, &mv[j]);
    Py_END_ALLOW_THREADS
    if (v->stop == SV_TOO_BIG || v->stop == SV_LATE) {
        answer = Py_None;
        Py_INCREF(answer);
    } else if (!v->stop) {
        answer = PyList_New(nm);
        for (Py_ssize_t j = 0; answer && j < nm; j++)
            PyList_SET_ITEM(answer, j, PyLong_FromLong(got[j]));
    }
    answer = sv_result(v, answer);
    sv_free(v);
done:
    free(mv);
    free(got);
    free(v);
    Py_DECREF(ms);
    return answer;
}

/* solve_best(flags, state, me, limit, seconds): ((the first of ``me``'s ordered moves that
 * reaches its best place, that place) or None when too big or out of time; the positions
 * counted). Solver.best. */
static PyObject *core_solve_best(PyObject *self, PyObject *args) {
    unsigned flags;
    int me;
    long limit;
    double seconds;
    PyObject *st, *answer = NULL;
    if (!PyArg_ParseTuple(args, "IOild", &flags, &st, &me, &limit, &seconds)) return NULL;
    Solver *v = malloc(sizeof(Solver));
    St s;
    if (!v) return PyErr_NoMemory();
    if (!sv_start(v, flags, st, me, limit, seconds, 0, &s)) { free(v); return NULL; }
    int place;
    Play chosen;
    chosen.size = -1;
    Py_BEGIN_ALLOW_THREADS
    place = sv_best(v, &s, &chosen);
    Py_END_ALLOW_THREADS
    if (v->stop == SV_TOO_BIG || v->stop == SV_LATE) {
        answer = Py_None;
        Py_INCREF(answer);
    } else if (!v->stop && chosen.size >= 0) {
        answer = Py_BuildValue("(Ni)", play_tuple(&chosen), place);
    } else if (!v->stop) {
        PyErr_SetString(PyExc_ValueError, "no move to make");
    }
    answer = sv_result(v, answer);
    sv_free(v);
    free(v);
    return answer;
}

static PyMethodDef methods[] = {
    {"options", core_options, METH_VARARGS, "The policy's options for the seat to act."},
    {"features", core_features, METH_VARARGS, "Per option, the policy's features."},
    {"choose", core_choose, METH_VARARGS, "The option the policy takes (u: its random draw)."},
    {"policy_grid", core_policy_grid, METH_VARARGS, "Per state, per move, me's place, policy play-outs."},
    {"unit_stream", core_unit_stream, METH_VARARGS, "The play-outs' random numbers from a seed."},
    {"easy_like", core_easy_like, METH_VARARGS, "Would the hand have made these turns by Easy?"},
    {"apply", core_apply, METH_VARARGS, "The packed state after the actions of the seat to act."},
    {"easy", core_easy, METH_VARARGS, "Easy's play for the seat to act (None: a pass)."},
    {"weakest", core_weakest, METH_VARARGS, "The count weakest cards of a mask."},
    {"playouts", core_playouts, METH_VARARGS, "me's place in each state, all playing Easy."},
    {"grid", core_grid, METH_VARARGS, "Per state, per move of me, me's place after Easy play."},
    {"solve", core_solve, METH_VARARGS, "Per move of me, its best place, rivals playing Easy."},
    {"solve_best", core_solve_best, METH_VARARGS, "me's first move reaching its best place."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_core", "The round's fast path on card bits.", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&module); }
