# Tumble: `make run` plays the sticker demo, `make test` runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN := .build/release/tumble

.PHONY: all deps test-deps build run test snapshot install lint clean

all: build

# C libraries and tools from Debian packages, installed only when missing.
deps:
	@pkg-config --exists ncursesw 2>/dev/null || { apt-get update -qq && apt-get install -y -qq pkg-config libncurses-dev; }

test-deps: deps
	@command -v tmux >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq tmux; }

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

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/tumble
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/tumble
	cp -R Assets/. $(DESTDIR)$(PREFIX)/share/tumble/

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build
