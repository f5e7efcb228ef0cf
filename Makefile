# The two set-up commands of the README: `make run` and `make test`.
# Both install what the build needs (libedit-dev) when it is missing.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Debug builds without debug info: a clean `make test` builds 13 % faster (311 s against 356 s on
# this machine's two cores), and backtraces still name functions. The same flags for every
# target here, so that `make run` and `make test` share one build.
BUILD_FLAGS ?= -Xswiftc -gnone

.PHONY: deps build run test python-env bench fuzz clean

deps:
	@pkg-config --exists libedit 2>/dev/null || { \
	  echo "make: installing libedit-dev (the line editor's headers)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libedit-dev pkg-config >/dev/null; }
	@pkg-config --exists libedit

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

run: deps
	$(SWIFT) build $(BUILD_FLAGS) --product layoutbook
	$(SWIFT) run --skip-build layoutbook $(ARGS)

# The shell's tests drive the binary in a pseudo-terminal with tmux; the page tests load the
# pages of `layoutbook html` in headless Chromium; Tests/Python drives serve, mcp, lsp and ipynb
# with real clients. The shell's tests wait for what a terminal shows, each step within a
# timeout; they run on their own after the rest, which otherwise keep both cores busy beside them.
test: deps
	@command -v tmux >/dev/null || { \
	  echo "make: installing tmux (the shell tests' terminal)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq tmux >/dev/null; }
	@command -v chromium >/dev/null || { \
	  echo "make: installing chromium (the page tests' browser)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium >/dev/null; }
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	$(SWIFT) test --skip-build --skip '^ShellTests\.'
	$(SWIFT) test --skip-build --filter '^ShellTests\.'
	$(MAKE) python-env
	PYTHONDONTWRITEBYTECODE=1 $(PYTHON_ENV)/bin/python -m pytest -q -p no:cacheprovider Tests/Python

# The protocol tests' real clients, from PyPI, pinned, in a virtual environment under .build:
# the MCP SDK's client, pytest-lsp (pygls), nbformat, jsonschema. Installed again only when the
# list changes.
PYTHON_ENV = .build/python-tests
PYTHON_PACKAGES = pytest==9.2.0 pytest-asyncio==1.5.0 mcp==2.3.0 pytest-lsp==1.0.1 pygls==2.1.1 \
	nbformat==5.11.1 jsonschema==4.26.0
python-env:
	@python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || { \
	  echo "make: installing python3-venv (the protocol tests' clients)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3 python3-venv >/dev/null; }
	@test -x $(PYTHON_ENV)/bin/python || python3 -m venv $(PYTHON_ENV)
	@echo "$(PYTHON_PACKAGES)" | cmp -s - $(PYTHON_ENV)/installed || { \
	  $(PYTHON_ENV)/bin/python -m pip install -q --disable-pip-version-check $(PYTHON_PACKAGES) && \
	  echo "$(PYTHON_PACKAGES)" > $(PYTHON_ENV)/installed; }

# The solver workloads of shared/bench/WORKLOADS.md, release build, one RESULT line each, then
# the layout model's workload (build, change, rotate: one line per phase), then the shell's
# commands at 100, 1,000 and 10,000 views (one line per kind of command, and peak memory), the
# ratio of a constant change's median at 10,000 views to 100 measured in one process, and
# what each pass behind the text printed after a change costs at 100 and 10,000 views, and a
# one-line request through serve's protocol against the runner at 100 and 1,000 views.
BENCH = .build/release/layoutbook-bench
BUDGET ?= 60
bench: deps
	$(SWIFT) build -c release --product layoutbook-bench
	$(SWIFT) build -c release --product layoutbook
	$(BENCH) --workload W1 --n 100 --reps 21 --budget-s $(BUDGET)
	$(BENCH) --workload W1 --n 1000 --reps 11 --budget-s $(BUDGET)
	$(BENCH) --workload W1 --n 10000 --reps 5 --budget-s $(BUDGET)
	$(BENCH) --workload W2 --n 1000 --reps 5 --budget-s $(BUDGET)
	$(BENCH) --workload W3 --n 1000 --reps 5 --budget-s $(BUDGET)
	$(BENCH) --workload W4 --reps 11 --budget-s $(BUDGET)
	$(BENCH) --workload layout --n 1000 --reps 5 --budget-s $(BUDGET)
	$(BENCH) --workload repl --n 100 --reps 5
	$(BENCH) --workload repl --n 1000 --reps 3
	$(BENCH) --workload repl --n 10000 --reps 1
	$(BENCH) --workload repl --phase constant --n 10000 --against 100 --rounds 6
	$(BENCH) --workload passes --n 100 --reps 50
	$(BENCH) --workload passes --n 10000 --reps 50
	$(BENCH) --workload paste --n 5000 --reps 3
	$(BENCH) --workload shell --n 1000 --reps 11
	$(BENCH) --workload log --n 500 --reps 5
	$(BENCH) --workload crowd --n 1000 --reps 3 --clock cpu
	$(BENCH) --workload serve --n 100 --ops 100
	$(BENCH) --workload serve --n 1000 --ops 100

# Mutated scripts and notebooks against the binary, reporting crashes and hangs (Fuzz/fuzz.py).
# Bounded: FUZZ_SECONDS of new inputs (a hang found near the end adds its re-run). Findings go to
# .build/fuzz-findings with how to replay each; the same FUZZ_SEED gives the same inputs.
FUZZ_SECONDS ?= 60
FUZZ_SEED ?= 1
FUZZ_TIMEOUT ?= 15
fuzz: deps
	@command -v python3 >/dev/null || { \
	  echo "make: installing python3 (the fuzzer's driver)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3 >/dev/null; }
	$(SWIFT) build $(BUILD_FLAGS) --product layoutbook
	python3 Fuzz/fuzz.py --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED) --timeout $(FUZZ_TIMEOUT)

clean:
	rm -rf .build
