# The README's two commands, plus conveniences. The scripts do the work.
.PHONY: run test bench
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
