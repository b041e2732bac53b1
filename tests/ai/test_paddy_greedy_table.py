"""bench/paddy_greedy_table.py: the proxy's games are repeatable and paired (a policy that
plays greedily gives the greedy game, and a seat's own choices never shift what the others
choose by chance), the harvest policy judges its tiles on the cycle's banked harvest, and the
event policy plays a paddy-step card only when looking through it shows a better tile."""
import argparse
import random

import pytest

from titles import random_match

from .bench import load_bench


def options(**changes) -> argparse.Namespace:
    base = dict(policy="harvest", players=4, top=3, deals=1, cheat=True, threshold=0.0, when="any")
    base.update(changes)
    return argparse.Namespace(**base)


def test_a_game_is_repeatable_and_the_seat_without_its_policy_is_a_greedy_seat():
    table = load_bench("paddy_greedy_table")
    args = options(policy="fallow")
    plain = [table.play(4, 4001, seat, args, False) for seat in range(4)]
    assert table.play(4, 4001, 1, args, False) == plain[1]
    # one and the same greedy game seen from each seat: the wins are shared out, and each
    # seat's score less the others' mean adds up to nothing
    assert sum(win for win, _m in plain) == 1.0
    assert abs(sum(m for _w, m in plain)) < 1e-9


def test_a_policy_that_plays_greedily_gives_the_greedy_game(monkeypatch):
    """The pairing itself: the policy run and the greedy run differ only by the policy."""
    table = load_bench("paddy_greedy_table")
    args = options(policy="events")
    plain = table.play(4, 4003, 2, args, False)
    monkeypatch.setattr(table, "policy_step", lambda state, rng, seat, a, seed: table.greedy(state, rng))
    assert table.play(4, 4003, 2, args, True) == plain


def test_the_policy_seat_s_draft_does_not_change_what_the_others_keep(monkeypatch):
    """Under `fallow` the seat keeps F by a draw of its own, where a greedy seat draws
    differently; the other seats' draws, and so the event cards they keep, stay the greedy
    game's."""
    table = load_bench("paddy_greedy_table")
    real_greedy = table.greedy
    keeps = []

    class DraftOver(Exception):
        """Raised at the first tile: only the draft is compared."""

    def noting(state, rng):
        if state.step != "draft":
            raise DraftOver
        action = real_greedy(state, rng)
        if table.kind(action) == "KeepEvents":
            keeps.append((state.current_player(), action.letters))
        return action
    monkeypatch.setattr(table, "greedy", noting)
    real_policy = table.policy_step

    def noting_policy(state, rng, seat, args, seed):
        action = real_policy(state, rng, seat, args, seed)
        if table.kind(action) == "KeepEvents":
            keeps.append((seat, action.letters))
        return action
    monkeypatch.setattr(table, "policy_step", noting_policy)

    def keeps_of(seed, seat, as_policy):
        keeps.clear()
        with pytest.raises(DraftOver):
            table.play(4, seed, seat, options(policy="fallow"), as_policy)
        return sorted(keeps)
    seat_differs = 0
    for seed in range(4000, 4012):
        seat = seed % 4
        with_policy, greedy = keeps_of(seed, seat, True), keeps_of(seed, seat, False)
        assert len(with_policy) == len(greedy) == 4
        assert [k for k in with_policy if k[0] != seat] == [k for k in greedy if k[0] != seat]
        seat_differs += with_policy != greedy
    assert seat_differs > 0     # the seat did keep F where a greedy seat would not have


def test_the_harvest_policy_picks_among_its_top_tiles_by_the_banked_margin_after_the_harvest():
    table = load_bench("paddy_greedy_table")
    state = random_match("paddy", 4, steps=4, seed=5).state
    seat = state.current_player()
    args = options(top=3, deals=1, cheat=True)
    pick = table.judged_tile(state, seat, args, 5)
    looks = []
    for i, a in enumerate(table.K.candidates(state, state.legal_actions())):
        if table.kind(a) == "PlacePaddy":
            after = state.clone(rng=random.Random(i))
            after.apply(a)
            looks.append((-table.K.gain_ahead(after, seat), i, a))
    top = [a for _g, _i, a in sorted(looks, key=lambda t: t[:2])[:3]]
    assert [a for _g, a in table.tile_looks(state, seat)[:3]] == top
    assert pick in top

    def banked_after(tile):
        deal = state.clone(rng=random.Random(0))
        deal.apply(tile)
        rng, cycle = random.Random(0), deal.cycle
        while not deal.is_over() and deal.cycle == cycle:
            deal.apply(table.greedy(deal, rng))
        assert deal.cycle == cycle + 1
        return table.lead(deal, seat)
    assert banked_after(pick) == max(banked_after(t) for t in top)


def test_the_event_policy_plays_a_card_only_when_the_tile_after_it_looks_better():
    """In greedy games, the first places where a seat could play A, B or C before its tile:
    the card is chosen only where the best tile after it (after the best removal, for C) looks
    better than the best tile without it, and otherwise none is."""
    table = load_bench("paddy_greedy_table")
    from game.rules.base import Setup
    from game.rules.registry import state_class

    chosen = declined = 0
    for seed in (4000, 4001, 4002):
        state = state_class("paddy").new(Setup("paddy", ("a", "b", "c", "d"), seats=("easy",) * 4), seed)
        rng = random.Random(seed)
        while not state.is_over() and chosen < 2:
            seat = state.current_player()
            held = [a for a in state.legal_actions()
                    if table.kind(a) == "PlayEvent" and a.letter in "ABC"]
            if held and state.step == "paddy" and state.turn_event is None:
                card = table.event_choice(state, seat, 0.0)
                without = table.best_tile(state, seat)[0]
                if card is None:
                    declined += 1
                    for e in held:     # no card's best tile beats the best tile without one
                        after = state.clone(rng=random.Random(0))
                        after.apply(e)
                        follow = [after]
                        if after.step == "erode":
                            follow = []
                            for r in after.legal_actions():
                                removed = after.clone(rng=random.Random(0))
                                removed.apply(r)
                                follow.append(removed)
                        assert all(table.best_tile(f, seat)[0] <= without for f in follow)
                else:
                    chosen += 1
                    after = state.clone(rng=random.Random(0))
                    after.apply(card)
                    if after.step == "erode":
                        after.apply(table.best_removal(after, seat))
                    assert table.best_tile(after, seat)[0] > without
            state.apply(table.greedy(state, rng))
    assert chosen > 0 and declined > 0


def test_the_harvest_by_place_counts_every_point_of_every_cycle_once():
    """`--places`: each cycle lists one harvest a seat, in turn order, and they add up to
    the game's scores (the table behind the screened turn-order value)."""
    from game.rules.base import Setup
    from game.rules.registry import state_class

    table = load_bench("paddy_greedy_table")
    by_cycle = table.harvest_by_place(3, 4002)
    assert sorted(by_cycle) == [1, 2, 3, 4]
    assert all(len(got) == 3 for got in by_cycle.values())
    state = state_class("paddy").new(Setup("paddy", ("a", "b", "c"), seats=("easy",) * 3), 4002)
    rngs = table.seat_generators(3, 4002)
    while not state.is_over():
        now = state.current_player()
        state.apply(table.greedy(state, rngs[now if now is not None and now >= 0 else 3]))
    assert sum(map(sum, by_cycle.values())) == sum(state.scores)


def test_noisy_seats_misjudge_tiles_while_the_seat_itself_stays_greedy(monkeypatch):
    """`--noise`: the other seats pick a tile by its look plus Gaussian noise (sometimes not
    the best-looking one); no noise is the greedy step; the seat whose policy is measured
    plays its baseline game greedily all the same."""
    table = load_bench("paddy_greedy_table")
    state = random_match("paddy", 4, steps=4, seed=5).state
    seat = state.current_player()
    assert state.step == "paddy"
    best = table.tile_looks(state, seat)[0][1]
    assert table.noisy(state, random.Random(1), 0.0) == table.greedy(state, random.Random(1)) == best
    picks = {table.noisy(state, random.Random(r), 6.0) for r in range(40)}
    assert best in picks and len(picks) > 1
    seen = []
    real = table.noisy

    def noting(state, rng, noise):
        seen.append((state.current_player(), noise))
        return real(state, rng, noise)
    monkeypatch.setattr(table, "noisy", noting)
    table.play(4, 4001, 2, options(policy="fallow", noise=3.0), False)
    assert {n for q, n in seen if q == 2} == {0.0} and {n for q, n in seen if q not in (2, None)} == {3.0}


def test_the_games_own_normal_can_sit_in_the_seat_and_decides_from_its_infostate():
    from game.ai import InfoState

    from .swaps import other_deal

    table = load_bench("paddy_greedy_table")
    state = random_match("paddy", 4, steps=4, seed=5).state
    seat = state.current_player()
    tiny = {"normal": 30, "hard": 30}
    pick = table.level_step(state, seat, "normal", 7, tiny)
    assert pick in InfoState(state, seat).legal_actions()
    assert table.level_step(other_deal(state, seat), seat, "normal", 7, tiny) == pick
    # by default the ladder's counts for the table: Hard's is cut where its check keeps more time
    ladder = load_bench("ladder")
    four, three = table.level_counts(4), table.level_counts(3)
    row = next(r for r in ladder.rows_for("paddy") if r.key == "hard-vs-normal/4")
    assert four == ladder.budgets_for(row, ladder.load_iterations())
    assert four["normal"] == three["normal"] and three["hard"] < four["hard"]
