# Two commands for a fresh machine:  make play  and  make test
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test fuzz smoke bench arena package art clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test,package]"
	touch $(STAMP)

play: $(STAMP)        ## set up and open the game window
	$(BIN)/python -m game

test: $(STAMP)        ## set up and run the whole test suite (headless; one worker per core)
	$(BIN)/python -m pytest -n auto

FUZZ_BUDGET ?= 1500
fuzz: $(STAMP)        ## long fuzz run: every file the program reads, and the app under random input (FUZZ_BUDGET per test)
	FUZZ_BUDGET=$(FUZZ_BUDGET) FUZZ_RANDOM=1 $(BIN)/python -m pytest tests/fuzz -p no:cacheprovider

smoke: $(STAMP)
	$(BIN)/python -m game --smoke

bench: $(STAMP)       ## print start-up, frame-time and rules-throughput figures
	$(BIN)/python bench/run_all.py

ARENA_ARGS ?=
arena: $(STAMP)       ## computer players' target table (issue 14); e.g. ARENA_ARGS="--games 20 --budget-ms 200"
	nice $(BIN)/python bench/arena.py $(ARENA_ARGS)

art: $(STAMP)         ## redraw every sprite sheet in assets/sprites
	$(BIN)/python tools/make_art.py

package: $(STAMP)     ## build the one-folder executable and zip it as the download
	$(BIN)/pyinstaller --noconfirm --clean build.spec
	cd dist && rm -f tabletop-linux.zip && ../$(BIN)/python -m zipfile -c tabletop-linux.zip tabletop

clean:
	rm -rf build dist $(VENV)
