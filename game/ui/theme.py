"""One palette for the whole table.  Plain constants (no pygame), so tools/ can use them too.

Player colours are the Okabe-Ito colour-blind-safe set, each paired with a shape, so no
information rests on hue alone.
"""

LOGICAL_SIZE = (1280, 720)  # every scene draws at this size; the window scales it to fit

# The table and its paper.
TABLE = (46, 42, 38)          # dark walnut
TABLE_LIGHT = (62, 55, 48)
TABLE_GRAIN = (54, 48, 42)
PAPER = (243, 235, 221)       # panels, cards
PAPER_SHADE = (226, 214, 194)
PAPER_EDGE = (201, 183, 156)
INK = (43, 43, 43)
INK_SOFT = (96, 88, 76)
INK_ON_DARK = (241, 234, 222)
INK_ON_DARK_SOFT = (190, 180, 166)
SHADOW = (0, 0, 0, 90)

# Highlights: "you can click this" and "illegal here".
LEGAL = (240, 228, 66)        # Okabe-Ito yellow, drawn as a soft glow / outline
LEGAL_SOFT = (240, 228, 66, 70)
ILLEGAL = (222, 48, 72)       # shown with a hatch and a reason in words
ILLEGAL_SOFT = (222, 48, 72, 80)
SELECTED = (86, 180, 233)     # Okabe-Ito sky blue: the thing you picked up
REVIEW_DOUBTFUL = (230, 159, 0)   # Okabe-Ito orange: a move the review calls doubtful (?!)
REVIEW_MISTAKE = ILLEGAL          # a move the review calls a mistake (?)
# The keyboard focus ring (game/ui/focus.py): black and white, never a hue of the highlights above
FOCUS_OUTER = (12, 12, 12)
FOCUS_INNER = (255, 255, 255)
FOCUS_GAP = 5                 # px between the target's edge and the ring
BUTTON = (74, 104, 88)
BUTTON_HOVER = (92, 128, 108)
BUTTON_DISABLED = (92, 88, 82)

PLAYER_COLOURS = [
    (213, 94, 0),    # 1 vermillion
    (0, 114, 178),   # 2 blue
    (0, 158, 115),   # 3 bluish green
    (204, 121, 167), # 4 reddish purple
    (230, 159, 0),   # 5 orange
]
PLAYER_COLOUR_NAMES = ["vermillion", "blue", "green", "purple", "orange"]
PLAYER_SHAPES = ["circle", "square", "triangle", "diamond", "star"]

FONT_FILE = "fonts/DejaVuSans.ttf"
FONT_BOLD_FILE = "fonts/DejaVuSans-Bold.ttf"
# Japanese (and any text with CJK characters): one weight, bold synthesised (tools/make_cjk_font.py)
CJK_FONT_FILE = "fonts/NotoSansCJKjp-Regular-subset.otf"
BODY_SIZE = 18
SMALL_SIZE = 16
HEADING_SIZE = 28
TITLE_SIZE = 56
SCORE_SIZE = 24
BIG_SCORE_SIZE = 72  # a solo game's final score on the results screen

WIN_ROW = (250, 240, 170)     # a winner's row, this game's high-score entry

MOVE_MS = 260     # a card or tile travelling, within the 150-400 ms band
FLASH_MS = 900    # how long a score change or a refusal stays emphasised
