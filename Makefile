# Easel: `make run` opens the preview window (or writes the gallery's screenshots when there
# is no display); `make test` runs every test. Both install missing Debian packages first.
SWIFT ?= swift
RELEASE := .build/release

.PHONY: deps build test run bench clean

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Optimised: the window re-renders on every resize and keystroke (a debug build takes about
# 20 times longer per frame).
run: deps
	@$(SWIFT) build -c release --product easel >/dev/null
	@scripts/run.sh $(RELEASE)/easel

bench: deps
	$(SWIFT) build -c release --product easel-bench
	$(SWIFT) build -c release --product easel
	@scripts/bench.sh $(RELEASE)/easel-bench

clean:
	rm -rf .build screenshots
