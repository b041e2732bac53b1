# Two commands for a fresh machine:  make play  and  make test
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: help play test fuzz smoke bench arena ladder ladder-run ladder-carry ladder-figures ladder-screen decision-time load package package-windows smoke-windows wheel check-wheel art sounds clean i18n catalogs

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test,package]"
	touch $(STAMP)

# Compiled message catalogs: built from the .po files, never committed (game/i18n.py)
MO := $(patsubst %.po,%.mo,$(wildcard game/locale/*/LC_MESSAGES/tabletop.po))
%.mo: %.po $(STAMP)
	$(BIN)/pybabel compile --use-fuzzy -D tabletop -i $< -o $@ --statistics

catalogs: $(MO)       ## compile the message catalogs (.po to .mo) that are out of date

i18n: $(STAMP)        ## refresh the catalogs from the code: extract every marked text, update each language
	$(BIN)/pybabel extract -F babel.cfg -k _ -k N_ -k ngettext:1,2 -k NP_:1,2 -k pgettext:1c,2 --no-location --sort-output --omit-header -o game/locale/tabletop.pot .
	$(BIN)/pybabel update -D tabletop -i game/locale/tabletop.pot -d game/locale --no-fuzzy-matching --ignore-obsolete
	$(MAKE) catalogs

play: $(STAMP) catalogs       ## set up and open the game window
	$(BIN)/python -m game

# Two test workers a core: many tests wait (on servers, clients and windows in other processes,
# on sockets paced at the server's rate), and a second worker fills the idle core (2 cores, the
# same conditions: 1,174 s on two workers, 939 s on four; docs/dev/performance.md).
TEST_WORKERS ?= $(shell echo $$(( 2 * $$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1) )))
test: $(STAMP) catalogs       ## set up and run the whole test suite (headless; two workers a core; the 15 slowest named, for CI's time budget)
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --durations=15

FUZZ_BUDGET ?= 1500
fuzz: $(STAMP)        ## long fuzz run: every file the program reads, and the app under random input (FUZZ_BUDGET per test)
	FUZZ_BUDGET=$(FUZZ_BUDGET) FUZZ_RANDOM=1 $(BIN)/python -m pytest tests/fuzz -p no:cacheprovider

smoke: $(STAMP)       ## render every scene of every title headless (python -m game --smoke)
	$(BIN)/python -m game --smoke

BENCH_STAMP := $(VENV)/.bench-installed
$(BENCH_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e ".[bench]"
	touch $(BENCH_STAMP)

BENCH_ARGS ?=
bench: $(BENCH_STAMP) ## every figure of issue 16 beside its same-run reference, ratio and goal (real window: Xvfb)
	$(BIN)/python bench/run_all.py $(BENCH_ARGS)

ARENA_ARGS ?=
arena: $(STAMP)       ## computer players' target table (issue 14); e.g. ARENA_ARGS="--games 20 --budget-ms 200"
	nice $(BIN)/python bench/arena.py $(ARENA_ARGS)

LADDER_ARGS ?=
ladder: $(STAMP)      ## the ladder of strength (issue 31): the table from bench/ladder/results.jsonl
	$(BIN)/python bench/ladder.py table $(LADDER_ARGS)

ladder-figures: $(STAMP)  ## game/ladder_figures.py (the setup screens' level tooltips) from the ladder's record at today's code
	$(BIN)/python bench/ladder.py figures

ladder-carry: $(STAMP)  ## after a change to shared AI code: keep each row whose recorded games replay identically at today's code
	nice $(BIN)/python bench/ladder.py carry $(LADDER_ARGS)

ladder-run: $(STAMP)  ## add ladder games where an interval is still too wide (resumable); e.g. LADDER_ARGS="--minutes 60"
	nice $(BIN)/python bench/ladder.py run $(LADDER_ARGS)

SCREEN_ARGS ?= paddy --games 0-23
ladder-screen: $(STAMP)  ## screen a change to Hard on the ladder's own games; e.g. SCREEN_ARGS="paddy --set reply_top=8 --games 0-43 --out /tmp/s.jsonl"
	nice $(BIN)/python bench/ladder_screen.py $(SCREEN_ARGS)

decision-time: $(STAMP)  ## Hard's decision time at its default budget per title (issue 31: median <= 1 s, worst <= 3 s)
	nice $(BIN)/python bench/decision_time.py $(DECISION_ARGS)

LOAD_ARGS ?=
load: $(STAMP) catalogs       ## the table server under load (issue 25): 500 computer tables at once; e.g. LOAD_ARGS="--tables 100"
	nice $(BIN)/python bench/online_load.py $(LOAD_ARGS)

art: $(STAMP)         ## redraw every sprite sheet in assets/sprites
	$(BIN)/python tools/make_art.py
	$(BIN)/python tools/make_icon.py

sounds: $(STAMP)      ## make every sound effect in assets/sounds (synthesised; Ogg Vorbis through libsndfile)
	$(BIN)/python tools/make_sounds.py

package: $(STAMP) catalogs    ## build the one-folder executable and zip it as the download
	$(BIN)/pyinstaller --noconfirm --clean build.spec
	cd dist && rm -f tabletop-linux.zip && ../$(BIN)/python ../tools/zip_dist.py tabletop-linux.zip tabletop

package-windows: $(STAMP) catalogs    ## the Windows zip and installer, built under Wine (tools/windows/build.py)
	$(BIN)/python tools/windows/build.py

smoke-windows: $(STAMP)   ## run the Windows zip and installer under Wine (make package-windows first)
	$(BIN)/python tools/windows/check.py

wheel: $(STAMP) catalogs  ## the installable package: sdist and wheel in dist/ (tools/build_wheel.py)
	$(BIN)/python tools/build_wheel.py dist

check-wheel: $(STAMP)     ## install the wheel in a fresh environment and smoke-run it in both languages
	$(BIN)/python tools/check_wheel.py

clean:                ## remove build/, dist/ and .venv
	rm -rf build dist $(VENV)

# `make` alone still only sets up .venv (the first target above); `make help` lists the rest
help:                 ## list every target with what it does
	@awk -F ':[^#]*## ' '/^[a-zA-Z][a-zA-Z0-9_-]*:[^#]*## / {printf "  %-15s %s\n", $$1, $$2}' $(firstword $(MAKEFILE_LIST))
