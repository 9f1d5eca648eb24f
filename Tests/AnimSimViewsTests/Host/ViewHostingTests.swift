import Testing
import AnimSim

/// Uses of a view's controls as data (issue #31, "Commands"): the controls present at an
/// instant with their label as shown, kind and order; a use at t after everything scheduled
/// for t; a button's action without a transaction of its own (note C1); the instant a scene
/// has settled; trace names over the whole run.
@MainActor @Suite struct ViewHostingTests {
    struct Panel: View {
        @State var count = 0
        @State var on = false
        @State var width = 100.0
        @State var mode = "A"

        var body: some View {
            VStack {
                Rectangle().frame(width: width, height: 40)
                Button("Grow") { withAnimation(.linear(duration: 1)) { width += 100 } }
                Button("Snap") { width = 50 }
                Toggle("Dark", isOn: $on)
                Stepper("Count \(count)", value: $count, in: 0...10)
                Picker("Mode", selection: $mode) { Text("A").tag("A"); Text("B").tag("B") }
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count = 5 } }
        }
    }

    @Test func theControlsAtAnInstantAsShownThen() throws {
        let host = ViewHost(Panel())
        let before = try host.controls(at: 0.5)
        #expect(before.map(\.name) == ["Grow", "Snap", "Dark", "Count 0", "Mode"])
        #expect(before.map(\.kind) == [.button, .button, .toggle, .stepper, .picker])
        #expect(before.map(\.order) == [1, 2, 3, 4, 5])
        // The work scheduled for t = 1 has run when the controls at 1 are read.
        #expect(try host.controls(at: 1).map(\.name)[3] == "Count 5")
    }

    /// The stepper steps up from the 5 that work scheduled for the same instant wrote: the
    /// use ran after it (else the scheduled write would leave 5).
    @Test func aUseAtAnInstantRunsAfterTheWorkScheduledForIt() throws {
        let host = ViewHost(Panel())
        try host.use(control: "#4", at: 1, value: nil)
        #expect(try host.controls(at: 1).map(\.name)[3] == "Count 6")
    }

    @Test func aButtonAddsNoAnimationUnlessItsActionAsksForOne() throws {
        let host = ViewHost(Panel())
        try host.use(control: "Grow", at: 2, value: nil)
        try host.use(control: "Snap", at: 4, value: nil)
        let timeline = host.scene().timeline.filter { $0.time >= 2 }
        #expect(timeline.map(\.time) == [2, 4])
        #expect(timeline.map(\.animation) == [.linear(duration: 1), nil])
    }

    /// Settled: the last transaction's animation over, or the last use if later.
    @Test(arguments: [
        ([], [], 1.0),                                // the scheduled snap at 1
        (["Grow"], [2], 3.0),                         // 2 + the linear 1 s
        (["Grow", "Snap"], [2, 2.5], 3.0),            // the snap at 2.5 ends before the animation
        (["Grow", "Dark"], [0.5, 4], 4.0),            // a use at 4
    ] as [([String], [Double], Double)])
    func aSceneWithoutADurationLastsUntilItHasSettled(names: [String], times: [Double], settled: Double) throws {
        let host = ViewHost(Panel())
        for (name, time) in zip(names, times) { try host.use(control: name, at: time, value: nil) }
        let scene = host.scene()
        #expect(abs(host.settledTime - settled) < 1e-9)
        #expect(scene.duration.map { abs($0 - settled) < 1e-9 } == true)
        // An instant past the settling shows the settled state.
        let evaluator = try SceneEvaluator(scene: scene)
        let last = try evaluator.evaluate(at: settled, strategy: .animatable).items.map(\.frame)
        #expect(try evaluator.evaluate(at: settled + 5, strategy: .animatable).items.map(\.frame) == last)
    }

    @Test func aDurationCutsTheScheduledWork() throws {
        let host = ViewHost(Panel())
        let scene = host.scene(duration: 0.5)
        #expect(scene.duration == 0.5)
        #expect(scene.timeline.allSatisfy { $0.time <= 0.5 })
    }

    /// Names over the whole run: a view that arrives while one of the same identifier is
    /// still drawn, leaving, is `#2`, and a view keeps its name in every frame.
    @Test func traceNamesHoldOverTheRun() throws {
        struct Swap: View {
            @State var first = true
            var body: some View {
                VStack {
                    if first {
                        Circle().frame(width: 10).accessibilityIdentifier("dot")
                    } else {
                        Rectangle().frame(width: 10).accessibilityIdentifier("dot")
                    }
                    Rectangle().frame(width: 5).id("bar")
                    Button("Swap") { withAnimation { first.toggle() } }
                }
            }
        }
        let host = ViewHost(Swap())
        try host.use(control: "Swap", at: 1, value: nil)
        let names = host.sceneTraceNames
        #expect(names["root/content/0/then"] == "dot")
        #expect(names["root/content/0/else"] == "dot#2")
        #expect(names["root/content/1/@bar"] == "bar")
        #expect(names["root/content/2"] == "root/content/2")
        #expect(host.traceNames["root/content/0/else"] == "dot", "one snapshot alone names it plainly")
    }
}
