"""Make the bundled Japanese font: Noto Sans CJK JP Regular, subset with fontTools.

    python tools/make_cjk_font.py [SOURCE.ttc]

Source: Debian's `fonts-noto-cjk` (/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc, whose
font number 0 is the JP face; `apt-get install fonts-noto-cjk`).  The full face has ~65,000
glyphs (19 MB); the game needs Japanese as players and the catalogs write it, so the subset
keeps:
  - ASCII and Latin-1 (names typed in the Japanese edition, digits, key names),
  - every character of JIS X 0208 (rows 1-8: symbols, kana, Greek, Cyrillic, box drawing; rows
    16-47: level 1 kanji; rows 48-84: level 2 kanji) — read from Python's own EUC-JP codec,
  - the hiragana, katakana and CJK punctuation blocks whole, fullwidth and halfwidth forms,
  - Latin Extended-A, general punctuation, arrows and geometric shapes (bullets, marks),
  - every character of the catalogs, of every page in docs/ and of the client's code, so a
    rarer character a translator or a page used is never missing.
Layout features for Japanese (vertical forms are dropped: the game sets text horizontally),
no hinting (FreeType's autohinter does CJK well at our sizes).  Output:
assets/fonts/NotoSansCJKjp-Regular-subset.otf beside its licence (LICENSE-NotoSansCJK.txt, the
SIL Open Font License 1.1).  Bold is synthesised by the renderer (one weight keeps the download
small).
"""
from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
OUT = ROOT / "assets" / "fonts" / "NotoSansCJKjp-Regular-subset.otf"


def jis_x_0208() -> set[int]:
    """Every character of JIS X 0208 (all 94x94 cells that EUC-JP maps)."""
    chars = set()
    for row in range(1, 95):
        for cell in range(1, 95):
            try:
                ch = bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp")
            except UnicodeDecodeError:
                continue
            chars.update(ord(c) for c in ch)
    return chars


def used_in_project() -> set[int]:
    """Every character of the catalogs, every page in docs/ (an English page is drawn with this
    font too when it has no Japanese version yet) and the client's code (list bullets, marks)."""
    chars = set()
    files = list((ROOT / "game" / "locale").glob("*/LC_MESSAGES/*.po"))
    files += list((ROOT / "docs").rglob("*.md")) + list((ROOT / "game").rglob("*.py"))
    for file in files:
        if file.is_file():
            chars.update(ord(c) for c in file.read_text(encoding="utf-8") if ord(c) >= 0x80)
    return chars


def codepoints() -> set[int]:
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    chars |= jis_x_0208()
    chars |= set(range(0x3000, 0x3100))     # CJK punctuation, hiragana, katakana
    chars |= set(range(0x31F0, 0x3200))     # katakana phonetic extensions
    chars |= set(range(0xFF00, 0xFFF0))     # fullwidth and halfwidth forms
    chars |= set(range(0x0100, 0x0180))     # Latin Extended-A (names typed in the Japanese edition)
    chars |= set(range(0x2010, 0x2060))     # general punctuation: dashes, quotes, bullets, ellipsis
    chars |= set(range(0x2190, 0x2200))     # arrows
    chars |= set(range(0x25A0, 0x2600))     # geometric shapes (list bullets ◦ ▪, marks ○ ●)
    chars |= {0x2026, 0x2014, 0x2013, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x00D7, 0x2192, 0x2190,
              0x2191, 0x2193, 0x2212, 0x2605, 0x2606, 0x25CB, 0x25CF, 0x25A0, 0x25A1, 0x25B2, 0x25B3}
    chars |= used_in_project()
    return chars


def main(argv: list[str]) -> int:
    source = Path(argv[1]) if len(argv) > 1 else SOURCE
    collection = TTCollection(str(source))
    font = collection.fonts[0]   # Noto Sans CJK JP
    name = font["name"].getDebugName(4)
    if "JP" not in (name or ""):
        print(f"font 0 of {source} is {name!r}, not the JP face", file=sys.stderr)
        return 1
    options = subset.Options()
    options.layout_features = []   # pygame draws glyph by glyph: no shaping features needed
    options.hinting = False
    options.desubroutinize = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["vhea", "vmtx", "VORG", "BASE", "DSIG"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints()))
    subsetter.subset(font)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(OUT))
    print(f"wrote {OUT.relative_to(ROOT)}: {len(font.getGlyphOrder())} glyphs, "
          f"{OUT.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
