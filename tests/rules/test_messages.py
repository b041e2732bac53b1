"""The rules' texts in both languages (issue 15): the same random games give, in English, exactly
the texts they gave before the texts were marked for translation (same actions, same positions,
same words), and in Japanese no English is left."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from game import i18n
from messages import collect, games

GOLDEN = Path(__file__).parent / "data" / "messages_en.json"
GAMES = games()


def _ids(game):
    return "-".join(map(str, game))


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game", GAMES, ids=_ids)
def test_english_texts_are_unchanged(game, english):
    """tests/rules/data/messages_en.json holds each game's count of texts and their digest, as the
    rules wrote them before any text was marked; regenerate it only for a deliberate change of
    wording (see tests/messages.py)."""
    golden = json.loads(GOLDEN.read_text())
    texts = collect(*game)
    digest = hashlib.sha256(json.dumps(texts, ensure_ascii=False).encode()).hexdigest()
    assert [len(texts), digest] == golden[_ids(game)]
