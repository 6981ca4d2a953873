# Build and install l10n: the binary, its man page and shell completions.
#
#   make                                   # release build
#   make install PREFIX=/usr/local         # may need sudo
#   make uninstall PREFIX=/usr/local
#   make install CONFIGURATION=debug SCRATCH=.build PREFIX=/tmp/l10n   # quick debug install
#   make format                            # swift format the code in place (.swift-format)
#   make lint                              # swift format lint --strict, the size limits and the macOS
#                                          # availability guard (as .ci/run does)
#   make test                              # swift test
#
# DESTDIR is put before PREFIX (for packagers). Works on Linux and macOS.

PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
SCRATCH ?= .build
SWIFT ?= swift

# The Swift code swift format keeps (not Samples/ or Tests/Fixtures/: their lines and columns are
# what tests and documentation expect).
FORMAT_PATHS = Package.swift Sources Plugins Benchmarks Fuzz/Package.swift Fuzz/Sources \
	$(filter-out Tests/Fixtures Tests/Scripts Tests/_L10nICUReference,$(wildcard Tests/*))

SWIFT_BUILD = $(SWIFT) build -c $(CONFIGURATION) --scratch-path "$(SCRATCH)" --product l10n
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build install uninstall clean format lint test

all: build

build:
	$(SWIFT_BUILD)

install: build
	@bin="$$($(SWIFT_BUILD) --show-bin-path)" && \
	set -e && \
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASH_COMPLETIONS)" "$(ZSH_COMPLETIONS)" "$(FISH_COMPLETIONS)" && \
	install -m 755 "$$bin/l10n" "$(BINDIR)/l10n" && \
	install -m 644 Documentation/man/l10n.1 "$(MANDIR)/l10n.1" && \
	"$$bin/l10n" --generate-completion-script bash > "$(BASH_COMPLETIONS)/l10n" && \
	"$$bin/l10n" --generate-completion-script zsh > "$(ZSH_COMPLETIONS)/_l10n" && \
	"$$bin/l10n" --generate-completion-script fish > "$(FISH_COMPLETIONS)/l10n.fish" && \
	chmod 644 "$(BASH_COMPLETIONS)/l10n" "$(ZSH_COMPLETIONS)/_l10n" "$(FISH_COMPLETIONS)/l10n.fish" && \
	echo "Installed $(BINDIR)/l10n ($$("$(BINDIR)/l10n" --version)), its man page and bash, zsh and fish completions."

uninstall:
	rm -f "$(BINDIR)/l10n" "$(MANDIR)/l10n.1" "$(BASH_COMPLETIONS)/l10n" "$(ZSH_COMPLETIONS)/_l10n" \
		"$(FISH_COMPLETIONS)/l10n.fish"

clean:
	$(SWIFT) package --scratch-path "$(SCRATCH)" clean

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)
	bash Tests/Scripts/size-limits.sh
	SCRATCH="$(SCRATCH)" bash Tests/Scripts/darwin-availability.sh

test:
	$(SWIFT) test --scratch-path "$(SCRATCH)"
