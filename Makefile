# The README's two commands, plus conveniences. The scripts do the work.
.PHONY: run test bench fuzz
run:
	scripts/run
test:
	scripts/test
# Layout and evaluation figures (AnimSimBench), then export figures (animsim bench).
RELEASE = swift build -c release --static-swift-stdlib
bench:
	$(RELEASE) --product AnimSimBench && $(RELEASE) --product animsim
	$$($(RELEASE) --show-bin-path)/AnimSimBench
	$$($(RELEASE) --show-bin-path)/animsim bench
# The binary fuzz (Tests/AnimSimCLITests/Fuzz) at length: 20,000 mutants unless
# ANIMSIM_FUZZ_COUNT says otherwise. The suite runs 1,600.
fuzz:
	swift build --build-tests
	ANIMSIM_FUZZ_COUNT=$${ANIMSIM_FUZZ_COUNT:-20000} swift test --skip-build --filter BinaryFuzzTests
