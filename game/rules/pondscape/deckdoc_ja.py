"""Render docs/rules/pondscape-deck.ja.md, the Japanese twin of pondscape-deck.md, from data/pondscape.json.

Run ``python -m game.rules.pondscape.deckdoc_ja > docs/rules/pondscape-deck.ja.md`` after editing the
data file (and ``deckdoc`` for the English page); a test checks that the committed page matches.

The data file's sentences are English. Each Japanese sentence below is kept with the English one it
translates (`SOURCE`): when the data's English changes, `stale()` names what to translate again, and
the test fails until this file is updated. Terms follow docs/glossary.md (the Japanese rulebook).
"""
from __future__ import annotations

from collections import Counter

from .data import (ACHIEVEMENTS, CARDS, CROAKER_CARDS, FOODS, GROUP_BEYOND, GROUP_POINTS, HABITAT_POINTS,
                   HABITATS, LEAVES, SOLITARY, SPECIAL_TUCK_MAX, SPECIES, SPECIES_CONDITIONS)

FOOD = {"fly": "ハエ", "cricket": "コオロギ", "dragonfly": "トンボ", "butterfly": "蝶", "spider": "クモ"}
SPECIES_JA = {"horned": "ベルツノガエル", "red_eyed": "アカメアマガエル", "golden": "パナマゴールデンカエル",
              "tomato": "アカトマトガエル", "clown": "ピエロアマガエル", "cobalt": "コバルトヤドクガエル",
              "bullfrog": "インドウシガエル", "desert": "サバクアマガエル"}
HABITAT_JA = {"water_lily": "スイレン", "reed_bed": "ヨシ原", "mossy_log": "苔むした倒木",
              "river_stones": "川石", "fern_bank": "シダの茂み"}
LEAF = {None: "—", "jump": "ジャンピングカエル", "draw1": "1枚引く", "draw2": "2枚引く", "draw3": "3枚引く"}
SLOTS = ("左（0）", "中央（1）", "右（2）")
ACHIEVEMENT_JA = {"Tadpole": "オタマジャクシ", "Froglet": "子ガエル", "Pond Keeper": "池の番人",
                  "Marsh Guardian": "湿地の守り手", "Pond Legend": "池の伝説"}

# (English as in the data file, Japanese)
CONDITION = {
    "horned": ("The pond shows at least 4 different food symbols.",
               "池のカードに、少なくとも4種類の異なるエサのシンボルがある。"),
    "red_eyed": ("The pond holds at most 3 frog species (this one included).",
                 "池に生息するカエルが、この種を含めて3種類以下。"),
    "golden": ("At least 4 cards are tucked under one of your food cards.",
               "あなたのエサカードのどれか1枚の下に、少なくとも4枚のカードが押し込まれている。"),
    "tomato": ("At least 4 water cards (face down) are in the pond.",
               "池に、少なくとも4枚のカードが水の面を上に向けて配置されている（水カード）。"),
    "clown": ("The group touches frogs of at least 3 different species.",
              "群れが、少なくとも3つの異なるカエル種に隣接している。"),
    "cobalt": ("The group touches at least 2 habitat cards.",
               "群れが、少なくとも2枚の生息地カードに隣接している。"),
    "bullfrog": ("The group touches at least 1 water card, 1 frog card and 1 habitat card.",
                 "群れが、少なくとも1枚の水カード、1枚のカエルカード、1枚の生息地カードに隣接している。"),
    "desert": ("Never forms a group; some cards score alone (solitary condition).",
               "群れを作らない。単独で得点するカードもある（孤独なカエルの条件）。"),
}
SOLITARY_JA = {
    "adj_water": ("3 points per adjacent water card.", "隣接する水カード1枚につき3ポイント。"),
    "adj_habitat": ("3 points per adjacent habitat card.", "隣接する生息地カード1枚につき3ポイント。"),
    "adj_frog": ("2 points per adjacent frog card.", "隣接するカエルカード1枚につき2ポイント。"),
    "adj_food_variety": ("2 points per different food symbol on the adjacent cards.",
                         "隣接するカードにある異なるエサのシンボル1種類につき2ポイント。"),
    "row_water": ("3 points per water card in this card's row.", "このカードと同じ行の水カード1枚につき3ポイント。"),
    "row_habitat": ("3 points per habitat card in this card's row.",
                    "このカードと同じ行の生息地カード1枚につき3ポイント。"),
}
EFFECT = {
    "jump": ("Jumping frog: move it 1 or 2 borders forward, then tuck up to 1 card under each of the two "
             "straddled foods.",
             "ジャンピングカエル：時計回りに1か2スペース進め、その後、またいでいる2つのエサのそれぞれの下に1枚まで押し込む。"),
    "draw1": ("Draw 1 card.", "カードを1枚引く。"),
    "draw2": ("Draw 2 cards.", "カードを2枚引く。"),
    "draw3": ("Draw 3 cards.", "カードを3枚引く。"),
}
SOURCE = {"species condition": (CONDITION, SPECIES_CONDITIONS),
          "solitary condition": (SOLITARY_JA, {k: v["text"] for k, v in SOLITARY.items()}),
          "leaf effect": (EFFECT, LEAVES)}


def stale() -> list[str]:
    """Data sentences whose Japanese is missing or was made from other English words."""
    out = []
    for what, (ours, data) in SOURCE.items():
        for key, english in data.items():
            if key not in ours:
                out.append(f"{what} {key!r} has no Japanese")
            elif ours[key][0] != english:
                out.append(f"{what} {key!r} changed in the data: {english!r} (translated: {ours[key][0]!r})")
    names = {name for _, name in ACHIEVEMENTS}
    out += [f"achievement {name!r} has no Japanese" for name in sorted(names - set(ACHIEVEMENT_JA))]
    out += [f"{kind} {key!r} has no Japanese" for kind, keys, table in
            (("food", FOODS, FOOD), ("species", SPECIES, SPECIES_JA), ("habitat", HABITATS, HABITAT_JA))
            for key in keys if key not in table]
    return out


def _foods(foods: list[str]) -> str:
    return "、".join(FOOD[f] for f in foods) or "—"


def _back(back: dict) -> str:
    if back.get("points"):
        return f"{back['points']}ポイント"
    text = _foods(back["foods"])
    if back.get("leaf"):
        text += " + " + LEAF[back["leaf"]]
    return text


def _front_extra(card: dict) -> str:
    if card.get("solitary"):
        return "孤独：" + SOLITARY_JA[card["solitary"]][1]
    if card.get("wild") == 1:
        return "ワイルド：任意のエサ1種類"
    if card.get("wild") == 2:
        return "ワイルド：異なるエサ2種類"
    if card["kind"] == "frog":
        return "群れ：" + CONDITION[card["species"]][1]
    return "生息地の種類"


def _range(i: int) -> str:
    threshold = ACHIEVEMENTS[i][0]
    if i + 1 < len(ACHIEVEMENTS):
        nxt = ACHIEVEMENTS[i + 1][0]
        return f"{threshold}〜{nxt - 1}" if threshold else f"{nxt}未満"
    return f"{threshold}以上"


def render() -> str:
    out = ["# Pondscape — 池デッキの全カード", "",
           "`game/rules/pondscape/data/pondscape.json` から "
           "`python -m game.rules.pondscape.deckdoc_ja` で生成したページです。手で編集しないでください。", "",
           "**このページの数字はすべて当方の設定です**（Tabletopプロジェクトの設計で、プロダクトオーナーの裁定に"
           "従っています）。公表されたカードリストは私たちには分かりません。実物を持っている人はデータファイルを"
           "直してから、このページを生成し直してください。", "",
           "## 概要", ""]
    kinds = Counter(c.get("species") or c.get("habitat") for c in CARDS)
    out.append("| カード | 枚数 | 得点 |")
    out.append("|---|---|---|")
    for s in SPECIES:
        out.append(f"| {SPECIES_JA[s]} | {kinds[s]} | {CONDITION[s][1]} |")
    for h in HABITATS:
        out.append(f"| {HABITAT_JA[h]}（生息地） | {kinds[h]} | 生息地の種類に数える |")
    out.append(f"| **合計** | **{len(CARDS)}** | |")
    out.append("")
    front = Counter(f for c in CARDS for f in c["foods"])
    back = Counter(f for c in CARDS for f in c["back"]["foods"])
    leaves = Counter(c["leaf"] for c in CARDS if c["leaf"])
    bleaves = Counter(c["back"]["leaf"] for c in CARDS if c["back"]["leaf"])
    points = Counter(c["back"]["points"] for c in CARDS if c["back"]["points"])
    out.append(  # one paragraph on one line: a line break between Japanese words would show as a space
        "エサのシンボル：" + "、".join(f"{FOOD[f]} 表の面{front[f]}・水の面{back[f]}" for f in FOODS) + "。"
        + "葉の効果：" + "、".join(f"{LEAF[k]} 表の面{leaves[k]}・水の面{bleaves[k]}"
                               for k in ("jump", "draw1", "draw2", "draw3")) + "。"
        + "ポイントのある水の面：" + "、".join(f"{p}ポイントが{points[p]}枚" for p in sorted(points)) + "。"
        + f"サバクアマガエルの表の面にはすべて特別な押し込み（手札から{SPECIAL_TUCK_MAX}枚まで、あなたのどの"
        "エサカードの下にでも）もあり、葉の効果より先に解決します。")
    out += ["", "## 効果", ""]
    for key in LEAVES:
        out.append(f"- **{LEAF[key]}**：{EFFECT[key][1]}")
    out += ["", "## 孤独なカエルの条件（サバクアマガエル）", ""]
    desert = [c for c in CARDS if c.get("species") == "desert"]
    per = Counter(c["solitary"] for c in desert if c.get("solitary"))
    wild = Counter(c["wild"] for c in desert if c.get("wild"))
    out.append(f"サバクアマガエルは群れを作りません。{len(desert)}枚のサバクアマガエルのうち{sum(per.values())}枚は、"
               "カードに書かれた1つの条件で、ゲーム終了時に単独で得点します。「隣接する」とは、そのカードの上下左右"
               "に接するカードのことで、斜めは含みません。「同じ行」とは、そのカードがある横5枚の行です。水カードとは"
               "水の面を上に向けて配置したカードです。")
    out.append("")
    for key in SOLITARY:
        out.append(f"- **{per[key]}枚**：{SOLITARY_JA[key][1]}")
    out += ["", f"残りの{sum(wild.values())}枚はそれ自体では得点しませんが、ワイルドです。{wild[1]}枚はゲーム終了時に"
            f"池の任意のエサ1種類として、{wild[2]}枚は任意の異なるエサ2種類として数え、最も得点が高くなるように"
            "選ばれます。"]
    out += ["", "## 表（当方の設定）", "",
            "カエルの群れの大きさ：" + "、".join(f"{i} → {p}" for i, p in enumerate(GROUP_POINTS) if i)
            + f"、それを超える1枚ごとに+{GROUP_BEYOND}。"
            + "生息地の種類の数：" + "、".join(f"{i} → {p}" for i, p in enumerate(HABITAT_POINTS) if i) + "。",
            "",
            "クローカーの6枚のソロカード（ジャンピングカエルの移動数、取るディスプレイのスロット）："
            + "、".join(f"（{m}、{SLOTS[s]}）" for m, s in CROAKER_CARDS) + "。"
            + "ソロの達成レベル：" + "、".join(f"{ACHIEVEMENT_JA[name]}（{_range(i)}）"
                                         for i, (_, name) in enumerate(ACHIEVEMENTS)) + "。",
            "", f"## 全{len(CARDS)}枚", "",
            "| 番号 | カード | 表の面のエサ | 表の面の葉 | 表の面の得点条件 | 水の面（裏） |",
            "|---|---|---|---|---|---|"]
    for c in CARDS:
        name = SPECIES_JA[c["species"]] if c["kind"] == "frog" else HABITAT_JA[c["habitat"]] + "（生息地）"
        leaf = LEAF[c["leaf"]]
        if c.get("special_tuck"):
            tuck = f"特別な押し込み {c['special_tuck']}"
            leaf = f"{tuck}、その後 {leaf}" if c["leaf"] else tuck
        out.append(f"| {c['id']} | {name} | {_foods(c['foods'])} | {leaf} | {_front_extra(c)} | {_back(c['back'])} |")
    out.append("")
    return "\n".join(out)


if __name__ == "__main__":
    problems = stale()
    if problems:
        raise SystemExit("translate first:\n" + "\n".join(problems))
    print(render(), end="")
