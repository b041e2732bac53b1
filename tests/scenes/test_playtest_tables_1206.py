"""Play-test findings of 2026-12-06 on the title tables: Pondscape's card box (centre) is never
empty while another seat acts or in a replay of every seat; Ladybird's hand and garden-tile panels
say why they are empty when no seat's cards are shown; a Ladybird second opinion outlines only
what is drawn.  Texts are checked with the recorder (game/ui/textrecord.py)."""
from __future__ import annotations

import pygame
import pytest

from driver import key, make_app
from game import i18n
from game.rules.pondscape.board import TUCK_PHASES
from game.scenes.common.replay import open_replay
from game.scenes.pondscape import PondscapeScene
from game.ui import textrecord
from titles import random_match


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")
    app.apply_language()


def frame(app) -> textrecord.Recorder:
    """The screen drawn whole with the text recorder on, the pointer away from every card."""
    app.input.pointer = (-10_000, -10_000)
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return rec


def texts_in(rec: textrecord.Recorder, zone: pygame.Rect) -> list[str]:
    return [t.string for t in rec.texts if zone.colliderect(t.ink)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pondscape_the_waiting_seats_card_box_says_to_wait(app, lang):
    """Seat 0 looks on while seat 1 moves: the box in the centre says so (it was empty)."""
    i18n.set_language(lang)
    app.apply_language()
    match = random_match("pondscape", players=2, steps=0, seed=4)
    while match.state.current_player() != 1:
        match.apply(match.state.legal_actions()[0])
    table = PondscapeScene(app, match)
    app.reset(table)
    table.show_to(0)
    table.settle()
    assert not table.my_turn and table.viewer == 0
    rec = frame(app)
    shown = texts_in(rec, table.layout.zone("preview"))
    assert shown, "the card box is empty"
    assert " ".join(shown).startswith("Wait for your turn.") or lang == "ja"   # (ja: its words follow)
    assert not [f for f in rec.findings() if f.kind in ("dropped", "cut", "outside")]


def test_pondscape_replay_every_seat_card_box_is_not_empty(app):
    """A finished game's replay, every seat, at steps where a seat takes or plays: the box in the
    centre explains itself instead of standing empty."""
    match = random_match("pondscape", players=3, steps=10_000, seed=6)
    replay = open_replay(app, match)
    key(app, pygame.K_HOME)
    seen = 0
    for _ in range(30):
        key(app, pygame.K_RIGHT)
        table = replay.table
        assert replay.pinned is None and table.open_hands
        if table.state.is_over() or table.message is not None:
            continue
        rec = frame(app)
        shown = texts_in(rec, table.layout.zone("preview"))
        assert shown, f"the card box is empty at step {replay.step}"
        seen += 1
    assert seen > 10


def ladybird_panels_text(app, table) -> tuple[str, str, list]:
    """What the hand and garden-tile panels say (under their headings), and the findings of
    the texts in them."""
    rec = frame(app)
    hand, tiles = table.layout.zone("hand"), table.layout.zone("tiles")
    below = lambda zone: [t for t in rec.texts if zone.contains(t.ink) and t.ink.y > zone.y + 28]
    in_panels = {t.string for t in below(hand) + below(tiles)}
    findings = [f for f in rec.findings() if f.string in in_panels or f.kind == "dropped"]
    return " ".join(t.string for t in below(hand)), " ".join(t.string for t in below(tiles)), findings


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ladybird_no_seats_cards_shown_says_why_the_panels_are_empty(app, lang):
    """A table shown to no seat (as an online spectator's is): the hand and garden-tile panels
    were empty; they say why, whole, inside the panels."""
    from game.scenes.ladybird import LadybirdScene
    i18n.set_language(lang)
    app.apply_language()
    match = random_match("ladybird", players=3, steps=25, seed=5)
    table = LadybirdScene(app, match)
    app.reset(table)
    table.show_to(None)
    table.settle()
    assert table.viewer is None
    hand, tiles, findings = ladybird_panels_text(app, table)
    assert hand.replace(" ", "") == table.hidden_hand_words().replace(" ", "")
    assert tiles
    assert findings == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ladybird_unfinished_replay_says_why_no_hand_is_shown(app, lang):
    """An unfinished game several people play at one screen: its replay shows no seat's cards;
    the hand panel says why (the replay's own words), the garden-tile panel where the tiles are."""
    from game.scenes.common.replay_table import PUBLIC_ONLY
    i18n.set_language(lang)
    app.apply_language()
    match = random_match("ladybird", players=2, steps=40, seed=11)   # every seat a person
    assert not match.state.is_over()
    replay = open_replay(app, match)
    assert replay.timeline.public_only and replay.table.viewer is None
    hand, tiles, findings = ladybird_panels_text(app, replay.table)
    assert hand.replace(" ", "") == i18n._(PUBLIC_ONLY).replace(" ", "")
    assert tiles
    assert findings == []


@pytest.mark.parametrize("kind", ["Choose", "DrawTwo"])
def test_ladybird_second_opinion_outlines_no_empty_box_where_a_live_button_would_be(app, kind):
    """The computer's move at the step before a marked move (a card to reveal, or drawing two):
    the hand card is outlined (if any), but not the place of the button a live table would show
    there (no button is drawn in a replay): nothing changes there."""
    from game.rules import ladybird as rules
    from game.scenes.common.replay import MoveMark
    from game.ui.canvas import pixels

    match = random_match("ladybird", players=2, steps=10_000, seed=6)
    assert match.state.is_over()
    replay = open_replay(app, match)
    timeline = replay.timeline
    wanted = getattr(rules, kind)
    step, suggestion = next((k, a) for k in range(timeline.steps) for a in timeline.match_at(k).state.legal_actions()
                            if isinstance(a, wanted))
    replay.set_marks({}, {})
    replay.go(step)
    L = replay.table.layout
    place = L.zone("btn_a").union(L.zone("btn_b")).inflate(16, 16)

    def there() -> bytes:
        app.input.pointer = (-10_000, -10_000)
        app.full_frame = True
        app.render()
        return pygame.image.tobytes(pixels(app.window).subsurface(place), "RGB")

    plain = there()
    replay.set_marks({step + 1: MoveMark((222, 48, 72), "?")}, {step: suggestion})
    table = replay.table
    assert table.hinted == suggestion and not table.buttons
    rects = table.hint_rects(suggestion)
    if kind == "Choose":
        assert rects and all(r in table.hand_rects for r in rects)   # the hand card is outlined...
    assert not any(place.colliderect(r) for r in rects)              # ...but no button's place
    assert there() == plain


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pondscape_other_seats_name_and_who_plays_it_stand_clear_of_the_pond(app, lang):
    """Another seat's box: its name (a 16-character Japanese one takes two small lines), the
    word for who plays it ("Human") under it, then its small pond, each with a clear gap (a
    play-test saw 人間 touch the pond's top row)."""
    from game.rules.base import Setup
    from game.rules.match import Match
    i18n.set_language(lang)
    app.apply_language()
    names = ("Ana", "棚田の水守り山本さくら之介様です", "Bartholomew-Smit", "WWWWWWWWWWWWWWWW")
    table = PondscapeScene(app, Match(Setup("pondscape", names), 3))
    app.reset(table)
    table.show_to(0)
    table.settle()
    rec = frame(app)
    who = i18n._("Human")
    for seat, box in table.other_rects.items():
        pond_top = table._mini_cell(seat, 0).y
        head = [t for t in rec.texts if box.contains(t.ink) and t.ink.bottom <= pond_top + 2]
        word = [t for t in head if t.string == who]
        assert len(word) == 1, (seat, [t.string for t in head])
        word = word[0]
        name = [t for t in head if t.ink.x > box.x + 20 and t.ink.right < box.right - 20 and t is not word]
        assert "".join(t.string.rstrip("-") for t in name) == names[seat]   # whole, never cut
        assert word.ink.top - max(t.ink.bottom for t in name) >= 3, (seat, names[seat])
        assert pond_top - word.ink.bottom >= 3, (seat, names[seat])
        assert word.size >= textrecord.READABLE and all(t.size >= textrecord.READABLE for t in name)


PADDY_NAMES = {"en": ("Bartholomew-Smit", "Alexandrina Wu", "WWWWWWWWWWWWWWWW", "Maximilian Oyelo"),
               "ja": ("棚田の水守り山本さくら之介様です", "長谷川ひまわり子", "鯉のぼり大好き太郎左衛門之助様", "WWWWWWWWWWWWWWWW")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_paddy_harvest_rows_keep_their_columns_apart_and_read_whole(app, lang):
    """The "Harvests" summary of a harvest where Dew raised a scoring terrace ("Lv 3+1"), four
    16-character names: the level, plots, animals and verdict columns stand apart (a play-test
    read "Lv 2+10 plots"), and every verdict is drawn whole in readable type, wrapped if it must
    (the first row had dropped to about 8 px; in Japanese it was cut)."""
    import random

    from driver import button_pos, click
    from game.rules.base import Setup
    from game.rules.match import Match
    from game.scenes.paddy import PaddyScene
    i18n.set_language(lang)
    app.apply_language()
    names = PADDY_NAMES[lang]
    for seed in range(1, 60):
        match = Match(Setup("paddy", names), seed)
        rng = random.Random(seed)
        while len(match.state.harvests) < 2 and not match.state.is_over():
            match.apply(rng.choice(match.state.legal_actions()))
        if any(t["profile_level"] != t["level"] and t["majority"] is not None for t in match.state.harvests[-1]["terraces"]):
            break
    else:
        raise AssertionError("no game raised a scoring terrace with Dew")
    table = PaddyScene(app, match)
    app.reset(table)
    table.show_to(match.state.current_player())
    table.settle()
    if table.show_harvest != len(match.state.harvests) - 1:
        click(app, button_pos(table, i18n._("Harvests ({n})").format(n=len(match.state.harvests))))
    assert table.show_harvest == len(match.state.harvests) - 1 and table.harvest_rows
    rec = frame(app)
    for rect, t in table.harvest_rows:
        texts = sorted((x for x in rec.texts if rect.contains(x.ink)), key=lambda x: x.ink.x)
        lv = (i18n._("Lv {level}+{dew}").format(level=t["level"], dew=t["profile_level"] - t["level"])
              if t["profile_level"] != t["level"] else i18n._("Lv {value}").format(value=t["level"]))
        level = next(x for x in texts if x.string == lv)
        plots = next(x for x in texts if x.string == i18n.ngettext("{n} plot", "{n} plots", t["plots"]).format(n=t["plots"]))
        assert plots.ink.x - level.ink.right >= 8, (level.string, plots.string)
        verdict = sorted((x for x in texts if x.ink.x > plots.ink.right + 40), key=lambda x: (x.ink.y, x.ink.x))
        words = table.harvest_words(t)
        assert "".join(x.string for x in verdict).replace(" ", "") == words.replace(" ", ""), (verdict, words)
        assert all(x.size >= textrecord.READABLE for x in verdict)
    in_rows = {x.string for x in rec.texts if any(r.contains(x.ink) for r, _t in table.harvest_rows)}
    assert not [str(f) for f in rec.findings(names) if f.string in in_rows
                and f.kind in ("cut", "dropped", "tiny", "name cut", "overlap", "outside")]


BAR_NAMES = {"en": ("Bartholomew-Smit", "Maximilianus XVI", "WWWWWWWWWWWWWWWW", "Christabel Worth", "Evangelina Smyth"),
             "ja": ("棚田の水守り山本さくら之介様です", "鯉のぼり大好きおじいちゃん様です", "WWWWWWWWWWWWWWWW",
                    "佐藤さくらの池の名人でござる", "高橋みどりの全部の名人でござ")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("title", ["paddy", "koinobori", "pondscape", "ladybird"])
def test_random_games_bar_texts_are_never_cut(app, title, lang):
    """Every title, random games at their largest player count with 16-character names: at
    every step the top bar's words, shown to the seat to act and to seat 0, are drawn whole
    (two lines at most, nothing cut with an ellipsis)."""
    import random

    from game.rules.base import Setup
    from game.rules.match import Match
    from game.rules.registry import title_info
    from game.scenes import registry
    i18n.set_language(lang)
    app.apply_language()
    names = BAR_NAMES[lang][:title_info(title).max_players]
    seen = 0
    for seed in range(2):
        match = Match(Setup(title, names), seed)
        table = registry.scene_class(title)(app, match)
        app.reset(table)
        chooser = random.Random(seed)
        while not match.state.is_over():
            for viewer in dict.fromkeys((match.state.current_player(), 0)):
                if viewer is None or viewer < 0:
                    continue
                table.show_to(viewer)
                _size, lines = table._bar_lines
                assert len(lines) <= 2 and "".join(lines).replace(" ", "") == table.bar_text.replace(" ", ""), lines
                seen += 1
            match.apply(chooser.choice(match.state.legal_actions()))
            table.refresh()
    assert seen > 50
