"""A Japanese play-test: at the Paddy lesson's last step (14/14), after Kai ends the cycle, the
step's words (nine lines in Japanese) made the lesson's panel grow upwards over the harvest
summary it explains ("Lv 1  18 plots ... Kai +28 ..."), and they said the breakdown was in "the
panel on the right" while it stood above the lesson's panel.

Clicked through to that step, in English and in Japanese: the summary's title, gains and
terrace rows are all drawn and the panel covers none of them; it stands below them, as its words
("the panel above") say.  In Japanese at a translation's height of six lines (the brief's bound
for the shortened text) the panel keeps its place below the summary; at the old nine lines it
still covers nothing of it (it goes elsewhere)."""
from __future__ import annotations

import pytest

from driver import recorded_texts
from game import i18n
from game.scenes.common import tutorial
from game.ui import theme
from test_tutorial_scene import make_app, open_lesson, play_through

HARVEST_STEP = 25   # the note read after Kai's last move of the cycle
SIX_LINES = ("サイクルが終わり、収穫の得点が計算されました。上のパネルに、テラスごとの得点と理由があります。"
             "カイは動物コマ3つで、あなたの滝の水が流れる大きなテラスを取りました。"
             "あなたのテラスは最も高いので、5ポイント多く得点します。")
NINE_LINES = ("サイクルが終わり、収穫フェーズの得点が計算されました（上のパネルにテラスごとの内訳があります）。"
              "カイは動物コマ3つでレベル1の大きなテラスを取り、18区画×レベル1に、あなたの滝の水による10ポイントを"
              "加えました。あなたのテラスはボード上で最も高いテラスです：4区画×レベル2に、最も高いテラスの5ポイントが"
              "加わります。")


def harvest_step(lang: str, monkeypatch, words: str | None = None):
    """The lesson at its harvest note, drawn in `lang` (with `words` as the step's text in that
    language, if given); returns (table, the texts drawn)."""
    i18n.set_language(lang)
    texts = recorded_texts(monkeypatch)
    app = make_app()
    table = open_lesson(app, "paddy")
    guide = table.lesson
    play_through(app, table, lambda: guide.lesson.index(table.match) == HARVEST_STEP)
    assert guide.lesson.index(table.match) == HARVEST_STEP
    say = guide.lesson.script.steps[HARVEST_STEP].say
    if words is not None:
        real = tutorial._
        monkeypatch.setattr(tutorial, "_", lambda text: words if text == say else real(text))
    texts.clear()
    app.full_frame = True
    app.render()
    return table, texts


def summary(table, texts) -> list:
    """What the harvest summary shows: its title and gains (texts), its terrace rows."""
    hand = table.layout.zone("hand")
    assert table.show_harvest is not None and table.harvest_rows, "the harvest summary is not shown"
    rows = [rect for rect, _t in table.harvest_rows]
    heads = [rect for _s, rect in texts if hand.contains(rect) and rect.bottom <= rows[0].top]
    assert len(heads) >= 3, heads   # the title, a gain a seat
    return heads + rows


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_harvest_notes_panel_stands_below_the_summary_it_explains(lang, monkeypatch):
    table, texts = harvest_step(lang, monkeypatch, SIX_LINES if lang == "ja" else None)
    panel = table.lesson.panel
    heading, body = table.lesson.words()
    if lang == "ja":
        assert body == SIX_LINES
        assert len(table.assets.wrap(body, panel.w - 2 * tutorial.PAD, theme.BODY_SIZE)) == 6   # the case asked for
    else:
        assert "the panel above" in body and "on the right" not in body, body
    for rect in summary(table, texts):
        assert not panel.colliderect(rect), (lang, panel, rect)
        assert rect.bottom <= panel.top, (lang, panel, rect)   # the summary is above the panel


def test_a_longer_japanese_note_still_leaves_the_summary_readable(monkeypatch):
    table, texts = harvest_step("ja", monkeypatch, NINE_LINES)
    panel = table.lesson.panel
    for rect in summary(table, texts):
        assert not panel.colliderect(rect), (panel, rect)
