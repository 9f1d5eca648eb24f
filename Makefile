# The README's two commands, plus conveniences. The scripts do the work.
.PHONY: run test bench install uninstall manual goldens fuzz
run:
	scripts/run
test:
	scripts/test
# Layout and evaluation figures (AnimSimBench), then start-up against a Foundation "hello"
# built the same way (bench/hello) and export figures (animsim bench), then whole processes
# on scenes at the work bounds, with peak memory (animsim bench --bounds).
RELEASE = swift build -c release --static-swift-stdlib
bench:
	$(RELEASE) --product AnimSimBench && $(RELEASE) --product animsim && $(RELEASE) --package-path bench/hello
	$$($(RELEASE) --show-bin-path)/AnimSimBench
	$$($(RELEASE) --show-bin-path)/animsim bench --hello $$($(RELEASE) --package-path bench/hello --show-bin-path)/hello
	$$($(RELEASE) --show-bin-path)/animsim bench --bounds

# `make install` puts animsim on the PATH with its man page and shell completions
# (bash, zsh, fish), and what Swift files compile against under PREFIX/lib/animsim
# (scripts/install-runtime); PREFIX=~/.local installs for one user, DESTDIR stages a package.
PREFIX ?= /usr/local
BIN = $(DESTDIR)$(PREFIX)/bin
SHARE = $(DESTDIR)$(PREFIX)/share
install:
	$(RELEASE) --product animsim
	install -d $(BIN) $(SHARE)/man/man1 $(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions \
		$(SHARE)/fish/vendor_completions.d
	install -m 755 $$($(RELEASE) --show-bin-path)/animsim $(BIN)/animsim
	install -m 644 docs/man/animsim.1 $(SHARE)/man/man1/animsim.1
	$(BIN)/animsim --generate-completion-script bash > $(SHARE)/bash-completion/completions/animsim
	$(BIN)/animsim --generate-completion-script zsh > $(SHARE)/zsh/site-functions/_animsim
	$(BIN)/animsim --generate-completion-script fish > $(SHARE)/fish/vendor_completions.d/animsim.fish
	scripts/install-runtime $(DESTDIR)$(PREFIX)/lib
uninstall:
	rm -f $(BIN)/animsim $(SHARE)/man/man1/animsim.1 $(SHARE)/bash-completion/completions/animsim \
		$(SHARE)/zsh/site-functions/_animsim $(SHARE)/fish/vendor_completions.d/animsim.fish
	rm -rf $(DESTDIR)$(PREFIX)/lib/animsim
# docs/man/animsim.1 from the commands' own declarations (the same source as --help).
manual:
	scripts/gen-manual
# Re-record the gallery's trace goldens (Tests/AnimSimSceneTests/Goldens, every 15th frame)
# after an intended change of motion; each line says what changed. The test suite checks them.
GOLDENS = Tests/AnimSimSceneTests/Goldens
goldens:
	swift build --product animsim
	for scene in scenes/*.yaml; do \
	  $$(swift build --show-bin-path)/animsim trace $$scene --every 15 \
	    --against $(GOLDENS)/$$(basename $$scene .yaml).json --update || exit 1; \
	done
# The binary fuzz (Tests/AnimSimCommandsTests/Fuzz) at length: 20,000 mutants unless
# ANIMSIM_FUZZ_COUNT says otherwise. The suite runs 1,600.
fuzz:
	swift build --build-tests
	ANIMSIM_FUZZ_COUNT=$${ANIMSIM_FUZZ_COUNT:-20000} swift test --skip-build --filter BinaryFuzzTests
