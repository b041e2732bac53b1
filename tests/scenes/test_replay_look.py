"""The replay viewer and the table as a play-tester saw them (fixer "look"): what each step
shows of every seat's cards and whose pond is large, the second opinion's outline only round
what is drawn, Koinobori's hinted pole singled out and its pole heading whole, and a Japanese
review note broken between phrases, not inside a label."""
from __future__ import annotations

import pygame
import pytest

from driver import key, make_app
from game import i18n
from game.scenes.common.replay import open_replay
from game.ui import textrecord
from titles import random_match


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    app.apply_language()


def drawn_texts(app) -> list[str]:
    with textrecord.recording() as rec:
        app.input.pointer = (-10_000, -10_000)
        app.render()
    return [t.full or t.string for t in rec.texts]


def test_paddy_every_seat_shows_the_event_cards_drawn_at_the_start(app):
    """At the start each seat holds four drawn event cards (the draft): "every seat" shows them,
    not "no cards left"; after the first seat keeps two, the other still shows its four."""
    match = random_match("paddy", players=2, steps=10_000, seed=6)
    replay = open_replay(app, match)
    key(app, pygame.K_HOME)
    assert replay.step == 0 and replay.pinned is None and replay.table.open_hands
    state = replay.table.state
    drafts = [state.view(q)["hand"]["event_draft"] for q in range(2)]
    assert all(len(d) == 4 for d in drafts)
    texts = drawn_texts(app)
    assert "no cards left" not in texts
    assert texts.count("Events drawn, two still to choose") == 2
    for q in range(2):   # each seat's drawn cards are drawn face up in its row
        assert sorted(v for o, k, v in replay.table.face_up if o == q and k == "event") == drafts[q]
    key(app, pygame.K_RIGHT)
    state = replay.table.state
    mover = replay.timeline.mover(1)
    other = 1 - mover
    assert len(state.view(mover)["hand"]["events"]) == 2 and len(state.view(other)["hand"]["event_draft"]) == 4
    texts = drawn_texts(app)
    assert "no cards left" not in texts and texts.count("Events drawn, two still to choose") == 1
    assert sum(1 for o, k, _v in replay.table.face_up if o == other and k == "event") == 4


def test_pondscape_every_seat_shows_the_movers_pond_large(app):
    """At a step whose move ended the mover's turn, the pond drawn large is the mover's (the
    move shown), not the next seat's; "View" on one seat still shows that seat's pond."""
    i18n.set_language("ja")
    app.apply_language()
    match = random_match("pondscape", players=2, steps=10_000, seed=6)
    replay = open_replay(app, match)
    timeline = replay.timeline
    step = next(k for k in range(1, timeline.steps) if timeline.mover(k) != timeline.facts[k].to_act
                and timeline.mover(k) >= 0 and timeline.facts[k].to_act is not None)
    key(app, pygame.K_HOME)
    for _ in range(step):
        key(app, pygame.K_RIGHT)
    assert replay.step == step and replay.pinned is None and replay.table.open_hands
    mover, names = timeline.mover(step), replay.table.state.names
    assert replay.table.focus == mover
    texts = drawn_texts(app)
    assert any(t.startswith(f"{names[mover]}の池") for t in texts)
    assert not any(t.startswith(f"{names[1 - mover]}の池") for t in texts)
    for _ in range(2):            # V: the table as one seat saw it, that seat's own pond large
        key(app, pygame.K_v)
        if replay.pinned == 1 - mover:
            break
    assert replay.pinned == 1 - mover and replay.table.focus == 1 - mover


def test_koinobori_every_seat_shows_the_movers_hand_and_pole_face_up(app):
    """A finished game's replay with every hand open draws, at the bottom, the hand and personal
    pole of the seat whose move the step shows, face up (nothing is private any more), not the
    next seat's cards face down; "View" on one seat still shows that seat's own."""
    match = random_match("koinobori", players=3, steps=10_000, seed=4)
    replay = open_replay(app, match)
    timeline = replay.timeline
    step = next(k for k in range(1, timeline.steps) if timeline.mover(k) != timeline.facts[k].to_act
                and timeline.facts[k].to_act is not None and timeline.mover(k) >= 0)
    key(app, pygame.K_HOME)
    for _ in range(step):
        key(app, pygame.K_RIGHT)
    assert replay.step == step and replay.pinned is None and replay.table.open_hands
    mover, table = timeline.mover(step), replay.table
    assert table.hand_owner == mover
    assert table.hand_cards == list(table.state.hands[mover])
    assert table.own_pole_face_up(mover)
    texts = drawn_texts(app)
    names = table.state.names
    assert any(t.startswith(f"{names[mover]}'s hand") and "(hidden)" not in t for t in texts)
    assert any(t.startswith(f"{names[mover]}'s pole") for t in texts)
    key(app, pygame.K_v)            # V: the table as one seat saw it, that seat's own cards
    seat = replay.pinned
    assert seat is not None and replay.table.hand_owner == seat
    assert replay.table.hand_cards == list(replay.table.state.hands[seat])


def test_pondscape_second_opinion_outlines_no_empty_box_where_a_live_button_would_be(app):
    """The computer's move "play ... face down as water" at the step before a marked move: the
    card and the space are outlined, but not the Flip button's place (no button is drawn in a
    replay): nothing changes there, in English and in Japanese."""
    from game.rules.pondscape import Play
    from game.scenes.common.replay import MoveMark
    from game.ui.canvas import pixels

    match = random_match("pondscape", players=2, steps=10_000, seed=6)
    replay = open_replay(app, match)
    timeline = replay.timeline
    for lang in ("en", "ja"):
        i18n.set_language(lang)
        app.apply_language()
        step, suggestion = next((k, a) for k in range(timeline.steps) for a in timeline.match_at(k).state.legal_actions()
                                if isinstance(a, Play) and a.face_down)
        replay.set_marks({}, {})
        replay.go(step)
        place = replay.table.control_rects[0].inflate(16, 16)

        def there() -> bytes:
            app.input.pointer = (-10_000, -10_000)
            app.render()
            return pygame.image.tobytes(pixels(app.window).subsurface(place), "RGB")

        plain = there()
        replay.set_marks({step + 1: MoveMark((222, 48, 72), "?")}, {step: suggestion})
        table = replay.table
        assert table.hinted == suggestion
        rects = table.hint_rects(suggestion)
        assert rects and table.cell_rects[suggestion.cell] in rects     # the move is outlined...
        assert not table.buttons and table.control_rects[0] not in rects   # ...but no button's place
        assert there() == plain


def test_koinobori_the_hinted_pole_is_singled_out_among_the_glowing_ones():
    """A hint "Play on pole 2" picks the card up, so every pole it may go on glows with "Play
    here"; the hinted pole's space is filled (its word dark), the others are not."""
    import random

    from game.rules.koinobori import PlayCard
    from game.ui import theme
    from game.ui.canvas import pixels
    from test_hints import settle, table_of

    app = make_app()
    table = table_of(app, "koinobori", seed=11)
    chooser = random.Random(2)
    for _ in range(200):
        settle(app, table)
        plays = [a for a in table.state.legal_actions() if isinstance(a, PlayCard) and not a.stack]
        poles = {a.pole for a in plays if a.card == plays[0].card} if plays else set()
        if len(poles) >= 2:
            break
        table.act(chooser.choice(table.state.legal_actions()))
    else:
        raise AssertionError("no card that may go on two poles")
    hinted = next(a for a in plays if a.card == plays[0].card)
    table._hint_arrived(hinted, None)      # what H brings back once the worker has decided
    assert table.selected == hinted.card and set(table.targets) >= poles
    table.hint_clock = 10**6              # (the pulse over: the steady outline)
    app.input.pointer = (-10_000, -10_000)
    app.render()
    canvas = pixels(app.window)

    def inside(pole: int) -> tuple:
        space = table.slot_rects[pole][len(table.state.poles[pole])]
        return tuple(canvas.get_at((space.x + 9, space.centery)))[:3]

    assert inside(hinted.pole) == theme.LEGAL
    assert all(inside(p) != theme.LEGAL for p in poles - {hinted.pole})


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_koinobori_own_pole_heading_and_its_worth_are_drawn_whole(lang):
    """"Your pole · level 4" and "−12 points now (−3)" beside it fit the panel whole (a play-test
    read "−12 points now (−…"): smaller type or the heading without its level, never cut, never
    below the readable size; through whole random games."""
    import random

    from test_hints import settle, table_of

    app = make_app()
    i18n.set_language(lang)
    app.apply_language()
    try:
        longest = 0
        for seed in (1, 2, 3):
            table = table_of(app, "koinobori", seed=seed)
            chooser = random.Random(seed)
            zone = table.layout.zone("own_pole")
            for _ in range(300):
                settle(app, table)
                if table.state.is_over():
                    break
                worth = table.worth_title()
                if worth:
                    with textrecord.recording() as rec:
                        app.input.pointer = (-10_000, -10_000)
                        app.render()
                    heading = [t for t in rec.texts if zone.contains(t.ink) and t.ink.y < zone.y + 30]
                    assert any(t.string == worth for t in heading), (worth, [t.string for t in heading])
                    for t in heading:
                        assert not t.full and t.size >= textrecord.READABLE, (t.string, t.full, t.size)
                    longest = max(longest, app.assets.width(worth, 11, True))
                table.act(chooser.choice(table.state.legal_actions()))
        assert longest >= app.assets.width("−9 points now (−9)" if lang == "en" else "今−9点（−9）", 11, True)
    finally:
        i18n.set_language("en")
        app.apply_language()


def test_pondscape_japanese_review_note_keeps_its_label_on_one_line(app):
    """The second opinion's note on the Pondscape table, in Japanese: 「コンピューターの手：」 is
    drawn on one line (a play-test read 「コンピューターの」/「手：…」)."""
    from game.scenes.common.replay import NOTE_MS
    from game.ui import theme

    i18n.set_language("ja")
    app.apply_language()
    match = random_match("pondscape", players=2, steps=10_000, seed=6)
    replay = open_replay(app, match, 42)
    from game.scenes.common.words import sentences
    note = sentences((   # (replay_review.py's words)
        i18n._("{sign} Move {number} is doubtful ({value}): {played}").format(
            sign="?!", number=43, played="アナは3行2列にベルツノガエルを置きました。", value="見込み 72/100"),
        i18n._("The computer's move ({best_value}): {best}").format(
            best="アナは2行3列にベルツノガエルを置きました。", best_value="見込み 83/100")))
    assert "コンピューターの手：" in note
    replay.table.message = (note, theme.REVIEW_DOUBTFUL, NOTE_MS, None)   # where the viewer puts a note
    zone = replay.table.layout.zone("message")
    with textrecord.recording() as rec:
        app.input.pointer = (-10_000, -10_000)
        app.render()
    lines = [t.string for t in rec.texts if zone.contains(t.ink)]
    assert "".join(lines).replace(" ", "") == note.replace(" ", ""), lines
    assert len(lines) >= 2 and any("コンピューターの手：" in line for line in lines), lines
