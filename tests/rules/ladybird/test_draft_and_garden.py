"""Drafting, memories and refills, garden tiles, harlequins."""
import pytest

from game.rules.base import IllegalAction
from game.rules.ladybird import (Choose, Discard, Draft, DrawTwo, EndPicnic, Invade, PlaceCard, TakeFood,
                                 TakeOrchard, UseTile)
from game.rules.ladybird import data as D

from .helpers import (COL, HQ, add_column, cid, food_tiles, give_food, new, pull, put_on_stack,
                      set_hand, set_pool, sound, start_turn)

LARVA, PUPA, ANY = 1, 2, D.ANY_STAGE


def _pool(*specs):
    """Pool from (colour, stage, type) tuples or None."""
    return [None if sp is None else (sp if isinstance(sp, int) else cid(*sp)) for sp in specs]


FULL = [("green", "egg"), ("green", "pupa"), ("green", "adult"),
        ("purple", "egg"), ("purple", "pupa"), ("purple", "adult")]


def test_draft_only_the_unlocked_stage_or_a_harlequin():
    s = new(2)
    set_pool(s, _pool(("red", "larva"), ("red", "pupa"), HQ[0], *FULL))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    assert s.draft_slots() == [0, 2]
    assert s.legal_actions() == [Draft(0), Draft(2)]
    assert s.check(Draft(1)) == "Your card unlocked a larva: draft a larva or a harlequin, not a pupa."
    assert s.check(DrawTwo()) == "There is a larva in the pool: you must draft one (or a harlequin)."
    assert s.check(Draft(9)) == "There is no such space in the pool."
    s.apply(Draft(2))
    assert HQ[0] in s.hands[0] and s.step == "garden"


def test_draft_from_empty_space_is_refused():
    s = new(2)
    set_pool(s, _pool(None, ("red", "larva"), ("red", "pupa"), *FULL))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    assert s.check(Draft(0)) == "That pool space is empty."


def test_no_unlocked_card_draw_two_instead_harlequin_optional():
    s = new(2)
    set_pool(s, _pool(("red", "egg"), HQ[0], ("red", "pupa"), *FULL))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    assert s.legal_actions() == [Draft(1), DrawTwo()]
    hand, deck, reveals = len(s.hands[0]), len(s.deck), s.reveal_count
    s.apply(DrawTwo())
    assert len(s.hands[0]) == hand + 2 and len(s.deck) == deck - 2
    assert s.reveal_count == reveals + 1
    sound(s)


def test_empty_deck_reshuffles_the_discards():
    s = new(2)
    set_pool(s, _pool(("red", "egg"), ("red", "egg", "eyed"), ("red", "pupa"), *FULL))
    s.discard.extend(s.deck)
    s.deck.clear()
    start_turn(s, 0, "draft", draft_stage=LARVA)
    before = len(s.discard)
    s.apply(DrawTwo())
    assert len(s.deck) == before - 2 and s.discard == []
    sound(s)
    # nothing anywhere: drawing draws nothing but the game goes on
    s.discard.extend(s.deck)
    s.deck.clear()
    s.hands[1].extend(s.discard)
    s.discard.clear()
    start_turn(s, 0, "draft", draft_stage=LARVA)
    s.apply(DrawTwo())
    assert s.step == "garden"
    sound(s)


def test_taking_the_last_card_of_a_row_gives_a_memory_and_refills_three():
    s = new(2)
    larva = cid("red", "larva")
    set_pool(s, _pool(larva, None, None, *FULL))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    deck, reveals = len(s.deck), s.reveal_count
    s.apply(Draft(0))
    assert s.memories[0] == 1
    assert all(c >= 0 for c in s.pool) and len(s.deck) == deck - 3
    assert s.reveal_count == reveals + 1
    sound(s)


def test_taking_the_last_card_of_a_column_gives_a_memory():
    s = new(2)
    larva = cid("red", "larva")
    set_pool(s, _pool(larva, ("red", "egg"), ("red", "pupa"), None, ("blue", "egg"), ("blue", "pupa"),
                      None, ("orange", "egg"), ("orange", "pupa")))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    deck = len(s.deck)
    s.apply(Draft(0))
    assert s.memories[0] == 1 and len(s.deck) == deck - 3
    assert s.pool[0] >= 0 and s.pool[3] >= 0 and s.pool[6] >= 0


def test_row_and_column_at_once_double_memories_and_five_cards():
    s = new(2)
    larva = cid("red", "larva")
    set_pool(s, _pool(larva, None, None, None, ("blue", "egg"), ("blue", "pupa"),
                      None, ("orange", "egg"), ("orange", "pupa")))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    deck = len(s.deck)
    s.apply(Draft(0))
    assert s.memories[0] == 2 and len(s.deck) == deck - 5
    assert all(c >= 0 for c in s.pool)
    sound(s)


def test_no_memory_while_the_row_and_column_still_hold_cards():
    s = new(2)
    set_pool(s, _pool(("red", "larva"), ("red", "egg"), None, *FULL))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    s.apply(Draft(0))
    assert s.memories[0] == 0 and s.pool[0] == -1 and s.pool[2] == -1


def test_solo_refills_column_two_row_three_both_four():
    # column emptied: no memory, 2 cards
    s = new(1)
    set_pool(s, _pool(("red", "larva"), ("red", "egg"), ("red", "pupa"), None, ("blue", "egg"), ("blue", "pupa")))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    deck = len(s.deck)
    s.apply(Draft(0))
    assert s.memories[0] == 0 and len(s.deck) == deck - 2
    # row emptied: one memory, 3 cards
    s = new(1)
    set_pool(s, _pool(("red", "larva"), None, None, ("red", "egg"), ("blue", "egg"), ("blue", "pupa")))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    deck = len(s.deck)
    s.apply(Draft(0))
    assert s.memories[0] == 1 and len(s.deck) == deck - 3
    # both: two memories, 4 cards
    s = new(1)
    set_pool(s, _pool(("red", "larva"), None, None, None, ("blue", "egg"), ("blue", "pupa")))
    start_turn(s, 0, "draft", draft_stage=LARVA)
    deck = len(s.deck)
    s.apply(Draft(0))
    assert s.memories[0] == 2 and len(s.deck) == deck - 4 and all(c >= 0 for c in s.pool)
    sound(s)


def test_garden_tile_reasons():
    s = new(2)
    start_turn(s, 0, "garden")
    assert s.legal_actions() == [UseTile(1, "")]
    assert s.check(UseTile(2, "")) == "You do not have the Orchard yet; it arrives on day 2."
    assert s.check(UseTile(9, "")) == "There is no such garden tile."
    s.day = 5
    s.used[0][0] = True
    assert s.check(UseTile(1, "")) == "You have already used the Rose garden today."
    assert s.check(UseTile(4, "")) == "Choose option A or B for the Shed."
    assert s.check(UseTile(2, "A")) == "The Orchard has no options."
    assert s.legal_actions() == [UseTile(2, ""), UseTile(3, ""), UseTile(4, "A"), UseTile(4, "B"),
                                 UseTile(5, "A"), UseTile(5, "B")]


def test_orchard_takes_card_and_aphids_refills_with_two_and_feeds_the_others():
    s = new(2)
    s.day = 2
    s.orchard_aphids = [2, 3, 4]
    card = s.orchard_row[1]
    colour = D.ORCHARD_COLOUR[card]
    start_turn(s, 0, "garden")
    s.apply(UseTile(2, ""))
    assert s.step == "orchard"
    assert s.check(TakeOrchard(5)) == "There is no such orchard space."
    reveals = s.reveal_count
    s.apply(TakeOrchard(1))
    assert s.aphids[0] == 3 and s.orch[0][colour] == [card]
    assert s.order[0] == [colour]  # an empty column waits for its ladybirds
    assert s.orchard_aphids == [3, 2, 5] and s.orchard_row[1] >= 0
    assert s.reveal_count == reveals + 1 and s.current_player() == 1
    sound(s)


def test_orchard_with_empty_deck_leaves_the_space_empty():
    s = new(2)
    s.day = 2
    for p in (0, 1):
        while s.orchard_deck:
            o = s.orchard_deck.pop()
            c = D.ORCHARD_COLOUR[o]
            if c not in s.order[p]:
                s.order[p].append(c)
            s.orch[p][c].append(o)
    start_turn(s, 0, "garden")
    s.apply(UseTile(2, ""))
    s.apply(TakeOrchard(0))
    assert s.orchard_row[0] == -1 and s.orchard_aphids[0] == 0
    assert s.orchard_aphids[1:] == [3, 3]
    sound(s)
    start_turn(s, 1, "orchard", ctx="garden")
    assert s.check(TakeOrchard(0)) == "That orchard space is empty."


def _picnic(s, p=0, aphids=0):
    s.day = 3
    s.aphids[p] = aphids
    start_turn(s, p, "garden")
    s.apply(UseTile(3, ""))


def test_picnic_pays_aphids_and_reveals_the_next_tile():
    s = new(2)
    tile = food_tiles("native", value=2)[0]
    put_on_stack(s, 0, tile)
    for st in range(1, 8):  # make every other top unaffordable with 2 aphids
        put_on_stack(s, st, food_tiles("native", value=3)[st - 1] if st <= 5 else food_tiles("mould")[st - 6])
    s.day, s.aphids[0] = 3, 1
    start_turn(s, 0, "picnic", ctx="garden")  # (the Picnic tile was just used)
    assert s.check(TakeFood(0)) == "That tile costs 2 aphids; you have 1."
    assert s.legal_actions() == [TakeFood(st) for st in range(8) if s.food_reason(0, st) is None] + [EndPicnic()]
    s.aphids[0] = 3
    reveals = s.reveal_count
    s.apply(TakeFood(0))
    assert s.aphids[0] == 1 and s.food[0] == [tile] and len(s.stacks[0]) == 5
    assert s.reveal_count == reveals + 1 and s.current_player() == 1
    sound(s)


def _tops(s, tiles):
    """Put `tiles` on top of stacks 0, 1, ... in order."""
    for st, tile in enumerate(tiles):
        put_on_stack(s, st, tile)


def _unaffordable_tops(s, aphids=2):
    """Make every stack top a tile that costs more than `aphids`, or a mould tile if there are
    not enough of those (with `aphids` 0 no mould tile is needed)."""
    dear = [t for t, tile in enumerate(D.FOOD_TILES) if tile["kind"] != "mould" and tile["cost"] > aphids]
    dear = (sorted(dear, key=lambda t: -D.FOOD_TILES[t]["cost"]) + food_tiles("mould"))[:8]
    for st in range(8):
        put_on_stack(s, st, dear[st])


def test_picnic_must_take_a_tile_when_one_can_be_taken():
    # DECISIONS.md: the Picnic *adds* a food tile ("エサタイル1枚を追加します")
    s = new(2)
    _unaffordable_tops(s)
    put_on_stack(s, 2, food_tiles("native", value=1, honeydew=False)[0])
    put_on_stack(s, 5, food_tiles("native", value=2, honeydew=False)[0])
    _picnic(s, aphids=2)
    assert s.step == "picnic" and s.picnic_extra is False
    assert s.legal_actions() == [TakeFood(2), TakeFood(5)]
    reason = "The picnic adds a food tile, and you can take one: take the top tile of stacks 3 or 6."
    assert s.check(EndPicnic()) == reason and s.picnic_end_refusal() == reason
    with pytest.raises(IllegalAction, match="The picnic adds a food tile"):
        s.apply(EndPicnic())
    assert s.prompt() == "Ann: take a food tile."
    s.apply(TakeFood(5))
    assert s.current_player() == 1 and s.aphids[0] == 0


def test_picnic_must_take_a_free_mould_tile_when_the_threshold_is_met():
    s = new(2)
    _unaffordable_tops(s, aphids=0)
    mould = food_tiles("mould")[0]
    put_on_stack(s, 4, mould)
    add_column(s, 0, "red", [cid("red", "egg", "twenty-two-spot")])
    _picnic(s, aphids=0)
    assert s.legal_actions() == [TakeFood(4)]
    assert s.check(EndPicnic()) == ("The picnic adds a food tile, and you can take one: "
                                    "take the top tile of stack 5.")


def test_after_a_honeydew_tile_stopping_is_allowed():
    s = new(2)
    h1 = food_tiles(honeydew=True)[0]
    plain = food_tiles("native", value=1, honeydew=False)[0]
    put_on_stack(s, 0, h1)
    put_on_stack(s, 1, plain)
    _picnic(s, aphids=5)
    s.apply(TakeFood(0))
    assert s.step == "picnic" and s.picnic_extra is True
    assert s.legal_actions()[-1] == EndPicnic() and TakeFood(1) in s.legal_actions()
    assert s.check(EndPicnic()) is None and s.picnic_end_refusal() is None
    assert s.prompt() == "Ann: honeydew! take another food tile, or stop."
    s.apply(EndPicnic())
    assert s.current_player() == 1 and s.food[0] == [h1] and s.picnic_extra is False
    assert s.log[-1] == "Ann takes no more food tiles."
    sound(s)


def test_honeydew_chains_take_more_tiles_while_affordable():
    s = new(2)
    h1, h2 = food_tiles(honeydew=True)[:2]
    plain = food_tiles("native", value=1, honeydew=False)[0]
    put_on_stack(s, 0, h1)
    put_on_stack(s, 1, h2)
    put_on_stack(s, 2, plain)
    _picnic(s, aphids=5)
    s.apply(TakeFood(0))
    assert s.step == "picnic" and s.aphids[0] == 3  # honeydew: take another
    s.apply(TakeFood(1))
    assert s.step == "picnic" and s.aphids[0] == 1
    s.apply(TakeFood(2))
    assert s.aphids[0] == 0 and s.food[0] == [h1, h2, plain]
    assert s.current_player() == 1  # a tile without honeydew ends the picnic
    sound(s)


def test_honeydew_chain_ends_when_nothing_is_affordable():
    s = new(2)
    h1 = food_tiles(honeydew=True)[0]
    put_on_stack(s, 0, h1)
    _picnic(s, aphids=2)
    s.apply(TakeFood(0))
    assert s.aphids[0] == 0 and s.current_player() == 1


def test_mould_tiles_are_free_with_the_rulebook_threshold():
    # Rulebook example: to take a 3rd mould tile you need at least 3 twenty-two-spot cards.
    s = new(2)
    m1, m2, m3 = food_tiles("mould")[:3]
    give_food(s, 0, [m1, m2])
    add_column(s, 0, "red", [cid("red", "egg", "twenty-two-spot"), cid("red", "larva", "twenty-two-spot")])
    put_on_stack(s, 0, m3)
    s.day = 3
    start_turn(s, 0, "picnic", ctx="garden")
    assert s.check(TakeFood(0)) == ("Your 3rd mould tile needs 3 twenty-two-spot cards in your garden; "
                                    "you have 2.")
    add_column(s, 0, "blue", [cid("blue", "egg", "twenty-two-spot")])
    assert s.check(TakeFood(0)) is None
    s.apply(TakeFood(0))
    assert s.aphids[0] == 0 and s.mould_count(0) == 3
    sound(s)


def test_first_mould_tile_needs_one_twenty_two_spot():
    s = new(2)
    put_on_stack(s, 0, food_tiles("mould")[0])
    s.day, s.aphids[0] = 3, 5
    start_turn(s, 0, "picnic", ctx="garden")
    assert s.check(TakeFood(0)) == "Your 1st mould tile needs 1 twenty-two-spot card in your garden; you have 0."
    assert s.check(TakeFood(8)) == "There is no such food stack."
    s.stacks[1].clear()
    s.stacks[2].extend([])
    assert s.check(TakeFood(1)) == "That food stack is empty."


def test_picnic_with_nothing_takeable_ends_with_no_tile_and_the_log_says_why():
    s = new(2)
    _unaffordable_tops(s)
    _picnic(s, aphids=2)
    assert s.current_player() == 1 and s.food[0] == []
    assert s.log[-1] == ("Ann can take no food tile (the cheapest stack top costs 3 aphids and Ann "
                         "has 2; a mould tile needs 1 twenty-two-spot card and Ann has 0): "
                         "the picnic ends without one.")
    s = new(2)
    for stack in s.stacks:
        stack.clear()
    _picnic(s, aphids=9)
    assert s.log[-1] == "Ann can take no food tile (every food stack is empty): the picnic ends without one."


def test_honeydew_chain_ends_with_a_reason_when_nothing_more_is_takeable():
    s = new(2)
    _unaffordable_tops(s)
    put_on_stack(s, 0, food_tiles(honeydew=True)[0])   # costs 2
    _picnic(s, aphids=2)
    s.apply(TakeFood(0))
    assert s.current_player() == 1 and s.aphids[0] == 0
    assert s.log[-1].startswith("Ann can take no further food tile (the cheapest stack top costs")
    assert s.log[-1].endswith(": the picnic ends.")


def test_a_picnic_position_with_nothing_takeable_may_still_end():
    # a hand-made (or old) position in the picnic step where nothing can be taken: no dead end
    s = new(2)
    _unaffordable_tops(s, aphids=0)
    s.day, s.aphids[0] = 3, 0
    start_turn(s, 0, "picnic", ctx="garden")
    assert s.legal_actions() == [EndPicnic()] and s.check(EndPicnic()) is None


def test_shed_and_tea_time_options():
    s = new(2)
    s.day = 5
    s.used[0] = [True, True, True, False, False]
    start_turn(s, 0, "garden")
    egg = cid("red", "egg")
    set_hand(s, 0, [egg])
    s.apply(UseTile(4, "A"))
    assert s.step == "place" and s.legal_actions() == [PlaceCard(egg)]
    # Tea time A: a childhood memory
    s = new(2)
    s.day = 5
    start_turn(s, 0, "garden")
    s.apply(UseTile(5, "A"))
    assert s.memories[0] == 1 and s.current_player() == 1
    # Shed B: another orchard card
    s = new(2)
    s.day = 4
    start_turn(s, 0, "garden")
    s.apply(UseTile(4, "B"))
    assert s.step == "orchard"
    # Tea time B: a last picnic
    s = new(2)
    s.day, s.aphids[0] = 5, 9
    start_turn(s, 0, "garden")
    s.apply(UseTile(5, "B"))
    assert s.step == "picnic"


def test_tea_time_b_must_take_a_tile_too():
    s = new(2)
    _unaffordable_tops(s)
    h = food_tiles(honeydew=True)[0]
    put_on_stack(s, 3, h)
    s.day, s.aphids[0] = 5, 2
    start_turn(s, 0, "garden")
    s.apply(UseTile(5, "B"))
    assert s.step == "picnic" and s.legal_actions() == [TakeFood(3)]
    assert s.check(EndPicnic()).startswith("The picnic adds a food tile")
    # after the honeydew tile (2 aphids) 2 are left for the 1-aphid tile on stack 5: optional
    s = new(2)
    _unaffordable_tops(s)
    put_on_stack(s, 3, h)
    put_on_stack(s, 4, food_tiles("native", value=1, honeydew=False)[0])
    s.day, s.aphids[0] = 5, 4
    start_turn(s, 0, "garden")
    s.apply(UseTile(5, "B"))
    s.apply(TakeFood(3))
    assert s.step == "picnic" and s.picnic_extra and s.check(EndPicnic()) is None
    s.apply(EndPicnic())
    assert s.current_player() == 1


def test_tea_time_b_with_nothing_takeable_ends_at_once():
    s = new(2)
    _unaffordable_tops(s, aphids=0)
    s.day, s.aphids[0] = 5, 0
    start_turn(s, 0, "garden")
    s.apply(UseTile(5, "B"))
    assert s.current_player() == 1 and "can take no food tile" in s.log[-1]


def _invasion(victim_cards, colour="blue", lifecycle=False, n=2):
    s = new(n)
    add_column(s, 1, colour, victim_cards, lifecycle=lifecycle)
    set_hand(s, 0, [HQ[0], cid("red", "egg")])
    set_hand(s, 1, [cid("green", "egg")])
    s.apply(Choose(HQ[0]))
    s.apply(Choose(cid("green", "egg")))
    return s


def test_harlequin_invades_and_the_displaced_card_drives_the_draft():
    larva = cid("blue", "larva")
    s = _invasion([cid("blue", "egg"), larva])
    assert s.step == "invade" and s.current_player() == 0
    assert s.legal_actions() == [Invade(1, "blue")]
    s.apply(Invade(1, "blue"))
    assert s.cols[1][COL["blue"]] == [cid("blue", "egg"), HQ[0]]
    assert s.cols[0][COL["blue"]] == [larva]
    assert s.step == "draft" and s.unlocked_stage() == "pupa"
    sound(s)


def test_harlequin_breaking_a_life_cycle_returns_the_card():
    cards = [cid("blue", st) for st in ("egg", "larva", "pupa", "adult")]
    s = _invasion(cards, lifecycle=True)
    assert s.lc[1][COL["blue"]] >= 0 and len(s.lifecycle_supply[COL["blue"]]) == 3
    s.apply(Invade(1, "blue"))
    assert s.lc[1][COL["blue"]] == -1 and len(s.lifecycle_supply[COL["blue"]]) == 4
    # the harlequin keeps the column's colour and length, but has no stage or type
    d = s.score_details(1)
    assert d["columns"][0]["cards"] == 4
    assert {t["type"]: t["cards"] for t in d["types"]}["harlequin"] == 1
    sound(s)
    # completing the four stages again earns a life cycle card again
    adult2 = cid("blue", "adult", "eyed")
    s.hands[1].append(pull(s, adult2))
    start_turn(s, 1, "place", ctx="garden")
    s.apply(PlaceCard(adult2))
    assert s.lc[1][COL["blue"]] >= 0


def test_harlequin_keeps_a_complete_life_cycle_complete_when_a_duplicate_stage_is_hit():
    cards = [cid("blue", st) for st in ("egg", "larva", "pupa", "adult")] + [cid("blue", "adult", "eyed")]
    s = _invasion(cards, lifecycle=True)
    s.apply(Invade(1, "blue"))
    assert s.lc[1][COL["blue"]] >= 0


def test_mould_tiles_stay_after_losing_twenty_two_spots():
    s = _invasion([cid("blue", "egg", "twenty-two-spot")])
    give_food(s, 1, [food_tiles("mould")[0]])
    s.apply(Invade(1, "blue"))
    assert s.twenty_two_count(1) == 0 and s.mould_count(1) == 1


def test_solo_harlequin_replaces_own_card_which_is_discarded_then_takes_any_card():
    s = new(1)
    egg, larva = cid("red", "egg"), cid("red", "larva")
    add_column(s, 0, "red", [egg, larva])
    set_hand(s, 0, [HQ[0], cid("blue", "egg")])
    set_pool(s, _pool(("green", "egg"), ("green", "larva"), ("green", "pupa"),
                      ("purple", "egg"), ("purple", "larva"), None))
    assert s.check(Choose(HQ[0])) is None
    s.apply(Choose(HQ[0]))
    assert s.step == "invade" and s.legal_actions() == [Invade(0, "red")]
    assert s.check(Invade(0, "blue")) == "You have no blue column."
    s.apply(Invade(0, "red"))
    assert s.cols[0][COL["red"]] == [egg, HQ[0]] and larva in s.discard
    assert s.unlocked_stage() == "any" and s.draft_slots() == [0, 1, 2, 3, 4]
    assert DrawTwo() not in s.legal_actions()
    assert s.check(DrawTwo()) == "You may take any card from the pool, so you cannot draw from the deck."
    s.apply(Draft(4))
    assert s.step == "garden"
    sound(s)


def test_solo_harlequin_needs_an_own_column():
    s = new(1)
    set_hand(s, 0, [HQ[0], cid("blue", "egg")])
    assert s.check(Choose(HQ[0])) == "A harlequin needs one of your columns whose top card it can replace."
    s2 = new(1)
    add_column(s2, 0, "red", [cid("red", "egg")])
    set_hand(s2, 0, [HQ[0]])
    s2.apply(Choose(HQ[0]))
    assert s2.check(Invade(1, "red")) == "There is no such player."


def test_a_row_is_completed_by_a_kth_card_in_every_column_whatever_their_heights_and_its_help_says_so():
    """A row is the k-th card from the bottom of each column (DECISIONS.md): four columns of
    two and a fifth colour's first card complete row 1, the heights 2, 2, 2, 2, 1 unequal.  The
    flower bed's help once said "the same height in all five columns" (a rules audit)."""
    s = new(2)
    for colour in ("red", "blue", "orange", "green"):
        add_column(s, 0, colour, [cid(colour, "egg"), cid(colour, "larva")])
    card = cid("purple", "egg")
    set_hand(s, 0, [card])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(card))
    assert sorted(len(s.cols[0][c]) for c in range(5)) == [1, 2, 2, 2, 2]
    assert s.step == "flowerbed" and s.log[-1] == "Ann completes row 1 and earns a flower bed."
    words = D.help_text("flowerbed", value=2)
    assert "k-th card from the bottom in all five columns" in words and "same height" not in words


@pytest.mark.parametrize("placed, unlocked", [("egg", "larva"), ("larva", "pupa"), ("pupa", "adult"),
                                              ("adult", "egg")])
def test_each_stage_placed_unlocks_the_next_and_an_adult_an_egg(placed, unlocked):
    """The rulebook's unlock list, every line of it: egg -> larva -> pupa -> adult -> egg."""
    s = new(2)
    card = cid("red", placed)
    set_hand(s, 0, [card])
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))
    s.apply(PlaceCard(card))
    assert s.unlocked_stage() == unlocked


def test_solo_discards_down_to_four_then_the_day_turns_over():
    """Solo steps 3 and 4 (rulebook: 'ガーデンタイル ... すべてポートレート面になった場合、次の
    ガーデンタイルを追加し、すべてのガーデンタイルをアクション面に裏返します' and '手札を4枚に
    なるまで捨てます'): day 1's one tile used ends the day after the discard down to 4; day 2
    brings the Orchard, every tile action side up again."""
    s = new(1)
    six = [cid("red", st) for st in ("egg", "larva", "pupa", "adult")] + [cid("blue", "egg"), cid("blue", "larva")]
    set_hand(s, 0, six)
    start_turn(s, 0, "garden")
    s.apply(UseTile(1, ""))                       # the Rose garden: place a card, then draft
    s.apply(PlaceCard(six[0]))
    s.apply(s.legal_actions()[0])
    assert s.step == "discard" and len(s.hands[0]) == 6 and s.day == 1
    assert "discard 2 cards (hand limit 4)" in s.prompt()
    assert s.check(Discard(six[0])) is not None   # placed, no longer in the hand
    assert set(s.legal_actions()) == {Discard(c) for c in s.hands[0]}
    first, second = s.hands[0][0], s.hands[0][1]
    s.apply(Discard(first))
    assert s.step == "discard" and s.day == 1 and s.discard[-1] == first   # one more to go
    s.apply(Discard(second))
    assert s.discard[-2:] == [first, second] and len(s.hands[0]) == 4
    assert (s.day, s.round, s.step) == (2, 1, "choose")
    assert s.used[0] == [False] * 5
    assert s.check(UseTile(1, "")) is not None    # not the garden step yet: a card is placed first
    sound(s)
