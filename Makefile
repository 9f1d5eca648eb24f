# The README's two commands, plus conveniences. The scripts do the work.
.PHONY: run test bench goldens
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
# Re-record the gallery's trace goldens (Tests/AnimSimSceneTests/Goldens, every 15th frame)
# after an intended change of motion; each line says what changed. The test suite checks them.
GOLDENS = Tests/AnimSimSceneTests/Goldens
goldens:
	swift build --product animsim
	for scene in scenes/*.yaml; do \
	  $$(swift build --show-bin-path)/animsim trace $$scene --every 15 \
	    --against $(GOLDENS)/$$(basename $$scene .yaml).json --update || exit 1; \
	done
