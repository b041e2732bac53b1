"""The sound effects' recipes, their measurements and the Ogg Vorbis writer (tools/make_sounds.py)."""
