import Foundation
import Testing
import AnimSim

/// `contentTransition` on a `Text` whose string changes in `withAnimation(.linear(duration: 1))`
/// at t = 1 (swiftui-animatable.md K4, swiftui-views.md A5): in the animatable pane the text
/// item carries the running transition from the old string at the animation's progress; the
/// position pane draws its own naive rule and carries none.
@MainActor @Suite struct ContentTransitionTests {
    struct Counter: View {
        let transition: ContentTransition?
        let animated: Bool
        let step: Int
        @State var count = 41

        var body: some View {
            VStack {
                if let transition {
                    Text("\(count)").contentTransition(transition)
                } else {
                    Text("\(count)")
                }
                Button("Step") {
                    if animated { withAnimation(.linear(duration: 1)) { count += step } } else { count += step }
                }
            }
        }
    }

    static func text(_ transition: ContentTransition?, animated: Bool = true, step: Int = 1, at time: Double,
                     _ strategy: Strategy = .animatable) throws -> DisplayItem {
        let host = ViewHost(Counter(transition: transition, animated: animated, step: step))
        try host.use(control: "Step", at: 1)
        let items = try Probe(host).list(at: time, strategy).items
        return try #require(items.first { if case .text(let s, _)? = $0.shape { return s.allSatisfy(\.isNumber) }; return false })
    }

    /// `.opacity` and the default: at 1.5 the old "41" and the new "42" each at half opacity.
    @Test(arguments: [ContentTransition.opacity, .interpolate, nil])
    func aCrossFadeIsHalfWayAtHalfTime(transition: ContentTransition?) throws {
        let item = try Self.text(transition, at: 1.5)
        #expect(item.shape == .text("42", fontSize: 17))
        let running = try #require(item.textTransition)
        #expect(running.from == "41" && abs(running.progress - 0.5) < 1e-9 && running.style == .crossFade)
        let runs = running.runs(to: "42")
        #expect(runs.map(\.text) == ["41", "42"] && runs.allSatisfy { abs($0.opacity - 0.5) < 1e-9 && $0.dy == 0 })
    }

    /// `.numericText()`: counting up, at 1.25 the old "1" has risen an eighth of an em (a
    /// quarter of its half-em travel) at opacity 0.75 and the new "2" is 3/8 em below its
    /// place at 0.25; the "4" stays.
    @Test func numericTextRollsTheChangedDigit() throws {
        let running = try #require(try Self.text(.numericText(), at: 1.25).textTransition)
        let runs = running.runs(to: "42")
        #expect(runs == [TextTransition.Run(isNew: false, prefix: "4", text: "1", dy: -0.125, opacity: 0.75),
                         TextTransition.Run(isNew: true, prefix: "", text: "4", dy: 0, opacity: 1),
                         TextTransition.Run(isNew: true, prefix: "4", text: "2", dy: 0.375, opacity: 0.25)])
    }

    /// `.numericText(value:)` counts down when the value falls, and `countsDown: true` always.
    @Test func numericTextDirection() throws {
        struct Falling: View {
            @State var value = 10.0
            var body: some View {
                VStack {
                    Text("\(Int(value))").contentTransition(.numericText(value: value))
                    Button("Down") { withAnimation(.linear(duration: 1)) { value = 9 } }
                }
            }
        }
        let host = ViewHost(Falling())
        try host.use(control: "Down", at: 1)
        let item = try #require(try Probe(host).list(at: 1.5).items.first { $0.shape == .text("9", fontSize: 17) })
        #expect(item.textTransition?.style == .numeric(down: true))
        #expect(try Self.text(.numericText(countsDown: true), at: 1.5).textTransition?.style == .numeric(down: true))
    }

    /// `.identity`, a change without animation, the position pane, and the end of the
    /// animation: no transition, the new text at once.
    @Test func noTransitionWhereSwiftUIHasNone() throws {
        #expect(try Self.text(.identity, at: 1.5).textTransition == nil)
        #expect(try Self.text(.opacity, animated: false, at: 1.5).textTransition == nil)
        #expect(try Self.text(.opacity, at: 1.5, .position).textTransition == nil)
        #expect(try Self.text(.opacity, at: 2.01).textTransition == nil)
        #expect(try Self.text(.opacity, at: 0.99).textTransition == nil)
    }
}
