"""Client-side helpers shared by every scene: theme, fonts, sprites, layouts, widgets."""
