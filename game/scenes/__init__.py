"""Screens of the client.  Title scenes live in game/scenes/<title>.py and only draw and
route input: every rule question goes to the title's rules in game/rules/."""
