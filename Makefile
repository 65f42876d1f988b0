# The two commands of the README: `make run` and `make test`. Each installs what it needs.
SWIFT ?= swift
BIN := .build/debug/itin
BUILD_DEPS := libncurses-dev
TEST_DEPS := $(BUILD_DEPS) tmux
SHOT_DEPS := $(BUILD_DEPS) xvfb xterm xdotool imagemagick fonts-dejavu-core fonts-wqy-microhei fonts-symbola

.PHONY: run build test screenshots clean

## Build and open the editor on your library (created from the demo trips when missing).
run: build
	$(BIN)

build:
	@scripts/ensure-deps.sh $(BUILD_DEPS)
	$(SWIFT) build --product itin

## Build and run every test: core, editor, command line, and end to end in tmux.
test:
	@scripts/ensure-deps.sh $(TEST_DEPS)
	$(SWIFT) build
	ITIN_BINARY=$(CURDIR)/$(BIN) $(SWIFT) test

## Pictures of the real program in a real terminal (xterm under Xvfb) into screenshots/.
screenshots: build
	@scripts/ensure-deps.sh $(SHOT_DEPS)
	scripts/screenshots.sh $(BIN) screenshots

clean:
	rm -rf .build
