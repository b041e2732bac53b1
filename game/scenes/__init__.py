"""The client's screens.  `base.py` is the Scene every screen subclasses, `registry.py`
finds a title's table scene, `common/` holds the screens every title shares, and each
title has its own package (`paddy/`, `koinobori/`, `pondscape/`, `ladybird/`), mirroring
`game/rules/<title>/`.  Scenes only draw and route input: every rule question goes to
the title's rules."""
