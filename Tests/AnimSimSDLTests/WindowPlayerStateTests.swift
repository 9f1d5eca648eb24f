import AnimSimCore
import AnimSimPresentation
import Testing
@testable import AnimSimSDL

/// Every key's meaning as a pure transition of `PlayerState`.
@Suite struct WindowPlayerStateTests {
    func state(panes: Int = 2) -> PlayerState {
        PlayerState(clock: PlaybackClock(duration: 2, fps: 10), overlays: .standard, paneCount: panes)
    }

    @Test func keysMapToTransitionsThroughTheBindings() throws {
        var s = state()
        func press(_ key: Key, shift: Bool = false) -> PlayerEffect? {
            s.apply(try! #require(KeyBindings.command(for: KeyPress(key, shift: shift))))
        }
        _ = press(.space)
        #expect(s.clock.isPaused)
        _ = press(.right)
        #expect(s.clock.frame == 1)
        _ = press(.right, shift: true)
        #expect(s.clock.frame == 11)
        _ = press(.end)
        #expect(s.clock.time == 2)
        _ = press(.home)
        #expect(s.clock.time == 0)
        _ = press(.character("]"))
        #expect(s.clock.speed == 2)
        _ = press(.character("["))
        _ = press(.character("["))
        #expect(s.clock.speed == 0.5)
        _ = press(.character("l"))
        #expect(!s.clock.loops)
        _ = press(.character("t"))
        _ = press(.character("g"))
        _ = press(.character("s"))
        #expect(s.overlays == OverlayOptions.standard.symmetricDifference([.trails, .ghosts, .showSizes]))
        _ = press(.character("h"))
        #expect(s.showsHelp)
        _ = press(.character("/"), shift: true)
        #expect(!s.showsHelp, "? is shift+/ on a US keyboard")
        #expect(press(.character("r")) == .reload)
        #expect(press(.character("p")) == .saveFrame)
        #expect(press(.character("q")) == .quit)
        #expect(press(.escape) == .quit)
    }

    @Test func lettersIgnoreShiftButArrowsDoNot() {
        #expect(KeyBindings.command(for: KeyPress(.character("l"), shift: true)) == .toggleLoop)
        #expect(KeyBindings.command(for: KeyPress(.left, shift: true)) == .stepSeconds(-1))
        #expect(KeyBindings.command(for: KeyPress(.left)) == .stepFrames(-1))
        #expect(KeyBindings.command(for: KeyPress(.character("x"))) == nil)
    }

    @Test func panesToggleButOneAlwaysStays() {
        var s = state(panes: 3)
        s.apply(.togglePane(0))
        #expect(s.visiblePanes == [1, 2])
        s.apply(.togglePane(2))
        #expect(s.visiblePanes == [1])
        s.apply(.togglePane(1))
        #expect(s.visiblePanes == [1], "the last visible pane cannot be hidden")
        s.apply(.togglePane(7))
        #expect(s.visiblePanes == [1])
        s.apply(.togglePane(0))
        #expect(s.visiblePanes == [0, 1])
    }

    @Test func aReloadKeepsTimeAndTogglesButDropsVanishedPanes() {
        var s = state(panes: 2)
        s.apply(.seek(to: 1.5))
        s.apply(.togglePane(1))
        s.apply(.toggleOverlay(.trails))
        s.sceneChanged(duration: 4, fps: 30, paneCount: 1)
        #expect(s.clock.time == 1.5)
        #expect(s.visiblePanes == [0])
        #expect(s.overlays.contains(.trails))
        s.sceneChanged(duration: 1, fps: 30, paneCount: 2)
        #expect(s.clock.time == 1)
        #expect(s.visiblePanes == [0, 1])
    }

    @Test func statusSaysPlayStateSpeedAndLoop() {
        var s = state()
        #expect(s.statusText == "playing · 1× · loop")
        s.apply(.togglePause)
        s.apply(.slower)
        s.apply(.slower)
        s.apply(.toggleLoop)
        #expect(s.statusText == "paused · 0.25×")
        s.apply(.slower)
        #expect(s.statusText == "paused · 0.1×")
    }

    /// A scene of no length (a SwiftUI view that has settled at once), paused or not, says
    /// it waits for a use; once a use makes it longer, the usual status comes back.
    @Test(arguments: [false, true])
    func aSceneOfNoLengthSaysItHasSettled(paused: Bool) {
        var s = PlayerState(Playback(time: 0, paused: paused), duration: 0, fps: 60, paneCount: 2)
        #expect(s.statusText == "settled · use a control to animate it")
        s.sceneChanged(duration: 1, fps: 60, paneCount: 2)
        #expect(s.statusText == (paused ? "paused · 1× · loop" : "playing · 1× · loop"))
    }

    @Test func helpListsEveryBindingOnce() {
        let help = KeyBindings.help
        #expect(help.count == KeyBindings.all.compactMap(\.help).count + KeyBindings.mouse.count)
        for expected in ["Space", "← →", "Shift ← →", "Home End", "[ ]", "L", "T", "G", "S", "1 2 3", "R", "P", "H  ?", "Q  Esc"] {
            #expect(help.contains { $0.keys == expected }, "help lacks \(expected)")
        }
        // Every binding without its own line shares the previous line's.
        #expect(KeyBindings.all.first?.help != nil)
    }

    /// A window starts where its playback says and reports it back unchanged (a restart
    /// carries it); hiding every pane keeps the last one visible, as the keys do.
    @Test(arguments: [
        (Playback(time: 1.25, paused: true, speed: 0.5, loops: false, overlays: [.trails], hiddenPanes: [1]), Set([1])),
        (Playback(hiddenPanes: [0, 1, 7]), Set([0])),
        (Playback(), Set<Int>()),
    ])
    func playbackStartsTheStateAndComesBack(_ playback: Playback, hidden: Set<Int>) {
        let state = PlayerState(playback, duration: 2, fps: 10, paneCount: 2)
        var expected = playback
        expected.hiddenPanes = hidden
        #expect(state.playback == expected)
        #expect(state.visiblePanes.count == 2 - hidden.count)
    }
}
