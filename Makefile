# Two commands do all the set-up on a fresh Debian machine:
#   make run    installs libmicrohttpd-dev if missing, builds release and serves on 127.0.0.1:8080
#   make test   installs libmicrohttpd-dev if missing and runs every test: swift test, then the contract checks
#               (openapi.yaml against a live server; installs schemathesis from PyPI if missing), then the browser
#               tests of the playground (installs chromium, chromium-driver and selenium if missing)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
ARGS ?=

.PHONY: trial realbugs lint format rules-doc readme-picture callgrind run test build deps clean contract test-asan test-tsan test-repeat test-mhd1 fuzz fuzz-http soak bench runtime-test check-deploy

deps:
	@dpkg -s libmicrohttpd-dev >/dev/null 2>&1 || { \
	  echo "installing libmicrohttpd-dev"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libmicrohttpd-dev; }

build: deps
	swift build -c release --product orientd

run: build
	.build/release/orientd $(ARGS)

test: deps
	swift test
	Tests/contract/run.sh
	ORIENTD_BIN=.build/debug/orientd Tests/browser/run.sh

contract: deps
	Tests/contract/run.sh

# The style the code keeps: swift format (the toolchain's, configured by .swift-format: 4 spaces, 120 columns) finds
# nothing to change, no Swift file is over 800 lines and no function over 120 (scripts/check-sizes.py), and the rule
# sections of docs/rules.md are the rule catalogue's (RulesDocumentTests checks that too).
lint:
	swift format lint --strict --recursive --parallel Sources Tests/*Tests Tests/TestSupport Tests/ReferenceDecoder Package.swift Plugins
	python3 scripts/check-sizes.py

# The bug corpus (Tests/fixtures/bugs) on the whole real trees, at each fix's parent and at the fix, wherever the
# repositories are on this machine (ORIENTD_MIRRORS, default /work/.mirror): recall and the other findings.
realbugs: build
	python3 scripts/realbugs.py .build/release/orientd

# The trial (docs/trials/apps.json): orientd on real apps as a new user runs it, against the verdicts judged by
# reading their code (docs/trials/verdicts), wherever the apps' repositories are on this machine (ORIENTD_MIRRORS).
# Prints true, false, unsure and not yet judged, per rule, app and round. Not part of CI: the apps are not here.
trial: build
	python3 scripts/trial.py --orientd .build/release/orientd

# Rewrites the code in the style `make lint` checks.
format:
	swift format format --in-place --recursive --parallel Sources Tests/*Tests Tests/TestSupport Tests/ReferenceDecoder Package.swift Plugins

# The rule sections of docs/rules.md, written from the rule catalogue (Sources/OrientationResolver/Rules).
rules-doc:
	swift build --product orientd
	scripts/rules-doc.sh .build/debug/orientd

# The README's picture (docs/playground.png), taken by the browser test that resolves tabbar-without-selection.
readme-picture: deps
	swift build --product orientd
	ORIENTD_BIN=.build/debug/orientd ORIENTD_README_PICTURE=$(CURDIR)/docs/playground.png \
	  Tests/browser/run.sh -k "test_resolve_shows_what_the_service_answers and tabbar-without-selection"

clean:
	rm -rf .build

# The test suite (incl. the live-server tests) under AddressSanitizer / ThreadSanitizer.
test-asan: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt swift test --sanitize=address --scratch-path .build/asan

test-tsan: deps
	swift test --sanitize=thread --scratch-path .build/tsan

# The whole swift test N times in a row (default 20), stopping at the first failure: a suite that fails once in
# twenty runs has a defect to find.
N ?= 20
test-repeat: deps
	swift build --build-tests
	@for i in $$(seq 1 $(N)); do \
	  echo "== swift test, run $$i of $(N)"; \
	  swift test --skip-build > .build/test-repeat.log 2>&1 || { tail -n 60 .build/test-repeat.log; echo "== run $$i of $(N) FAILED (full output: .build/test-repeat.log)"; exit 1; }; \
	  grep -E "^✔ Test run with|Executed [0-9]+ tests" .build/test-repeat.log | tail -n 1; \
	done; echo "== $(N) of $(N) runs passed"

# The whole swift test against libmicrohttpd 1.0.1 (Debian trixie's), built from its Debian source package into
# .build-mhd/1.0.1 by scripts/build-libmicrohttpd-1.0.sh and loaded with LD_LIBRARY_PATH (the system's stays).
test-mhd1: deps
	swift build --build-tests
	LD_LIBRARY_PATH=$$(scripts/build-libmicrohttpd-1.0.sh)/lib swift test --skip-build

# libFuzzer over decode + resolve + validate (FUZZ_SECONDS, default 60).
fuzz:
	fuzz/run.sh

# Mutated raw HTTP requests against the release binary on 127.0.0.1 (FUZZ_HTTP_SECONDS, default 60): no crash, no
# hang, no unexpected 5xx.
fuzz-http: deps
	swift build -c release --product orientd
	scripts/fuzz-http.py

# 5 minutes of mixed valid and invalid load on 127.0.0.1 (SOAK_SECONDS).
soak: deps
	bench/soak.sh

# orientd against the bare libmicrohttpd limit (BENCH_SECONDS, BENCH_ROUNDS).
bench: deps
	bench/run.sh

# Instructions per request for orientd and the C limit, under callgrind (repeatable on a noisy machine).
callgrind: deps
	bench/callgrind.sh

# The Dockerfile's runtime stage, proven without Docker (root, debootstrap; slow).
runtime-test: deps
	scripts/test-runtime-chroot.sh

check-deploy:
	scripts/check-deploy.sh
