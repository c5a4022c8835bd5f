# Easel: `make run` opens the preview window (or writes the gallery's screenshots when there
# is no display); `make test` runs every test. Both install missing Debian packages first.
SWIFT ?= swift
RELEASE := .build/release

.PHONY: deps build test check layers lint run bench fuzz fuzz-reload corpus install clean

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

# Every test is an XCTest: without Swift Testing's empty run, the last line is XCTest's count.
test: deps layers lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

# The edit loop: every test but the end-to-end suites (package builds, Xvfb windows, the
# fuzz sample), which `make test` (and CI) runs too.
END_TO_END := EaselViewerTests|FuzzSampleTests|InstallTests
check: deps layers lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing --skip '$(END_TO_END)'

# Dependencies point down the layers of docs/architecture.md.
layers:
	@python3 scripts/layers.py

# `swift format lint` with the rules in .swift-format (scripts/lint.sh says which and why).
lint:
	@scripts/lint.sh

# Random view trees through the public API in watched worker processes (see README, "Fuzzing").
# make fuzz SEED=1 COUNT=100000 [FROM=0] [PROFILE=full|quick] [SANITIZE=address]
# (Leak reports are off under AddressSanitizer: caches that live for the process are not leaks.)
SEED ?= 1
COUNT ?= 10000
FROM ?= 0
PROFILE ?= full
FUZZ_BUILD := $(if $(SANITIZE),.build-$(SANITIZE),.build)
fuzz: deps
	@$(SWIFT) build -c release --product easel-fuzz --scratch-path $(FUZZ_BUILD) \
		$(if $(SANITIZE),--sanitize=$(SANITIZE)) >/dev/null
	$(if $(SANITIZE),ASAN_OPTIONS=detect_leaks=0) $(FUZZ_BUILD)/release/easel-fuzz --seed $(SEED) --from $(FROM) --count $(COUNT) --profile $(PROFILE) \
		$(if $(SANITIZE),--time-limit 60 --memory-limit 16384)

# Random edits saved into a live `easel preview` (see README, "The reload fuzzer").
# make fuzz-reload EDITS=1000 [SEED=1]
EDITS ?= 200
fuzz-reload: deps
	@$(SWIFT) build --product easel >/dev/null
	@$(SWIFT) build --product EaselPreviewRuntime >/dev/null
	@if [ -n "$${DISPLAY:-}" ]; then python3 scripts/fuzz_reload.py .build/debug/easel $(EDITS) $(SEED); \
	else xvfb-run -a -s "-screen 0 1600x1200x24" python3 scripts/fuzz_reload.py .build/debug/easel $(EDITS) $(SEED); fi

# Easel on apps it has never seen (see README, "Apps Easel has not seen"): CORPUS is a folder
# of public apps fetched outside the repository (one folder an app), never committed.
# make corpus CORPUS=/tmp/corpus [OUT=/tmp/corpus-out]
CORPUS ?= /tmp/corpus
OUT ?= $(CORPUS)-out
corpus: deps
	@$(SWIFT) build --product easel >/dev/null
	@$(SWIFT) build --product EaselPreviewRuntime >/dev/null
	python3 scripts/corpus.py .build/debug/easel $(CORPUS) --out $(OUT)

# Optimised: the window re-renders on every resize and keystroke (a debug build takes about
# 20 times longer per frame).
run: deps
	@$(SWIFT) build -c release --product easel >/dev/null
	@$(SWIFT) build -c release --product EaselPreviewRuntime >/dev/null
	@scripts/run.sh $(RELEASE)/easel

bench: deps
	$(SWIFT) build -c release --product easel-bench
	$(SWIFT) build -c release --product easel
	$(SWIFT) build -c release --product EaselPreviewRuntime
	@scripts/bench.sh $(RELEASE)/easel-bench

# The `easel` command for every project on this machine, with Easel built once (release) so a
# preview compiles only the project's code: PREFIX/bin/easel, PREFIX/lib/easel (the runtime
# library, module interfaces and macro plugin) and PREFIX/share/easel/assets (fonts).
# make install [PREFIX=/usr/local] [DESTDIR=]
PREFIX ?= /usr/local
install: deps
	@scripts/install.sh $(DESTDIR)$(PREFIX)

clean:
	rm -rf .build screenshots
