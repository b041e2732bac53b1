"""Koinobori's play-out habits (game/ai/titles/koinobori.py) in positions built by hand."""
import random

from game.ai.knowledge import knowledge_for
from game.rules.base import Setup
from game.rules.koinobori import CARD_ABILITY, CARD_CARP, KoinoboriState, NUM_CARDS
from game.rules.koinobori.actions import PlayCard, PlayToOwnPole, TakeCard

DG, OR, BK, PU, YG, PK = range(6)  # dark green, orange, black, purple, yellow-green, pink


def plain(*colours, used):
    """An unused card showing exactly `colours`, a plain one if there is one left."""
    cards = [c for c in range(NUM_CARDS) if c not in used and sorted(CARD_CARP[c]) == sorted(colours)]
    cards.sort(key=lambda c: CARD_ABILITY[c] is not None)
    used.add(cards[0])
    return cards[0]


def position(own, hand, poles):
    """Seat 0 to act at the start of its turn; every card used here leaves the deck and row."""
    state = KoinoboriState.new(Setup("koinobori", ("A", "B"), 0), 3)
    used = set()
    state.own_poles[0] = [plain(*c, used=used) for c in own]
    state.hands[0] = sorted(plain(*c, used=used) for c in hand)
    state.poles = [[[plain(*c, used=used)] for c in pole] for pole in poles]
    state.flags = [PU, YG, BK]
    for name in ("row", "deck"):
        setattr(state, name, [c for c in getattr(state, name) if c not in used])
    state.hands[1] = [c for c in state.hands[1] if c not in used]
    return state


def test_the_habit_plays_the_card_that_makes_its_colour_score():
    # Seat 0 holds orange on its pole; pole 1 ties orange with dark green (so purple, the
    # flag, scores): an orange card there makes orange lead.
    state = position(own=[(OR,)], hand=[(OR, YG), (PK,)],
                     poles=[[(OR,), (DG,)], [], [(BK,)]])
    legal = state.legal_actions()
    k = knowledge_for("koinobori")
    scores = dict(zip(legal, k.habit_scores(state, legal)))
    orange = next(c for c in state.hands[0] if OR in CARD_CARP[c])
    best = max(scores, key=scores.get)
    assert best == PlayCard(orange, 0)
    # with no random move drawn, the play-out takes it
    k_rng = random.Random(0)
    picks = [k.playout_action(state, legal, k_rng) for _ in range(40)]
    assert picks.count(PlayCard(orange, 0)) > 20


def test_the_habit_keeps_cards_that_would_be_penalised_off_its_pole():
    # Black leads pole 3; pink scores nowhere: black goes on the pole before pink does.
    state = position(own=[], hand=[(BK,), (PK,)], poles=[[], [], [(BK,), (BK, DG)]])
    legal = state.legal_actions()
    scores = dict(zip(legal, knowledge_for("koinobori").habit_scores(state, legal)))
    black = next(c for c in state.hands[0] if CARD_CARP[c] == (BK,))
    pink = next(c for c in state.hands[0] if CARD_CARP[c] == (PK,))
    assert scores[PlayToOwnPole(black)] > scores[PlayToOwnPole(pink)]
    assert scores[PlayToOwnPole(pink)] < max(s for a, s in scores.items() if type(a) is TakeCard)


def test_hards_deals_keep_the_cards_seen_taken_and_normals_do_not():
    """Hard searches deals in which each opponent still holds the cards everyone saw it take
    from the draw row (the rules' determinize with `deduce`); Normal keeps its plain deal."""
    from game.ai.infostate import InfoState
    from game.ai.players import make_player
    from game.ai.search import Budget

    class Watched(InfoState):
        """The seat's information state, noting of every deal a search asks of it whether
        the opponents hold their seen cards (before the search plays on from it)."""
        __slots__ = ("deals",)

        def sample(self, rng, deduce=False):
            dealt = super().sample(rng, deduce)
            self.deals.append(all(c in dealt.hands[q] + dealt.own_poles[q]
                                  for q in (1, 2) for c in dealt.seen[q]))
            return dealt

    state = KoinoboriState.new(Setup("koinobori", ("A", "B", "C")), 5)
    chooser = random.Random(5)
    while not (state.current_player() == 0 and state.step == "start" and state.seen[1] and state.seen[2]):
        state.apply(chooser.choice(state.legal_actions()))
    assert knowledge_for("koinobori").for_hard().deduce and not knowledge_for("koinobori").deduce
    kept = {}
    for level in ("normal", "hard"):
        info = Watched(state, 0)
        info.deals = []
        make_player(level).choose(info, Budget(iterations=60), seed=1)
        assert len(info.deals) >= 60
        kept[level] = sum(info.deals) / len(info.deals)
    assert kept["hard"] == 1.0
    assert kept["normal"] < 0.5
