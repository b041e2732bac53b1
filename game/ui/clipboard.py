"""The system clipboard (pygame.scrap): copy a link, paste into a text field.  Never raises:
without a window system there is no clipboard, and a paste gives nothing."""
from __future__ import annotations

import pygame


def copy_text(text: str) -> bool:
    """Put `text` on the system clipboard; False when there is none (no window system)."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def pasted_text() -> str:
    """The clipboard's text ("" when there is none)."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
