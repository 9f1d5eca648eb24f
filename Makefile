# The README's two commands, plus conveniences. The scripts do the work.
.PHONY: run test bench
run:
	scripts/run
test:
	scripts/test
# Layout and evaluation figures (AnimSimBench), then export figures (animsim bench).
bench:
	swift build -c release --product AnimSimBench && swift build -c release --product animsim
	$$(swift build -c release --show-bin-path)/AnimSimBench
	$$(swift build -c release --show-bin-path)/animsim bench
