import AnimSimCore
import Foundation
import Testing
@testable import AnimSimScene

/// The control model: what each use of a control sets, as absolute values, from the
/// scene's target state at the instant of the use.
@Suite struct ControlUseTests {
    static let yaml = """
        animsim: 1
        state: { angle: 0deg, spacing: 10, count: 3, showBadge: false, alignment: leading, words: [a, b, c, d] }
        view:
          vstack: { spacing: $spacing }
          children:
            - forEach: { count: $count }
              view: { rect: {}, id: "r{i}", frame: { width: 10, height: 10 } }
        timeline:
          - { at: 1, animation: linear(duration: 1), set: { angle: 90deg } }
        controls:
          - button: Rotate
            animation: easeInOut(duration: 2)
            set: { angle: +45deg, spacing: -4 }
          - toggle: showBadge
            animation: default
          - slider: spacing
            range: [0, 40]
            step: 5
          - stepper: count
            range: [0, 6]
            step: 2
          - picker: alignment
            options: [leading, center, trailing]
          - button: Shuffle
            set: { words: shuffled }
          - slider: angle
            range: [-90deg, 90deg]
        """

    static func loaded() throws -> LoadedScene { try SceneLoader().load(yaml: yaml, source: "controls.yaml") }

    /// A fixed sequence, so shuffles are reproducible in the test.
    struct Counter: RandomNumberGenerator {
        var state: UInt64 = 7
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    static func use(_ index: Int, _ input: ControlUse.Input, at time: Double, in loaded: LoadedScene,
                    after uses: [ControlUse] = []) -> ControlUse? {
        var scene = loaded.scene
        scene.timeline += uses.map(\.change)
        var random = Counter()
        return ControlUse.make(loaded.controls[index], input, at: time, from: ControlUse.targetState(of: scene, at: time), random: &random)
    }

    @Test func controlsAreReadInOrderWithTheirAnimations() throws {
        let controls = try Self.loaded().controls
        #expect(controls.map(\.title) == ["Rotate", "showBadge", "spacing", "count", "alignment", "Shuffle", "angle"])
        #expect(controls[0].animationText == "easeInOut(duration: 2)")
        #expect(controls[0].animation == .easeInOut(duration: 2))
        // Without animation: the change happens at once (a slider as a SwiftUI binding).
        #expect(controls[2].animation == nil && controls[2].animationText == "none")
        #expect(controls[1].animation == .default)
    }

    /// Relative values add to the target value at the instant, not to the animated one.
    @Test(arguments: [(0.5, 45.0, 6.0), (1.5, 135.0, 6.0), (5.0, 135.0, 6.0)])
    func relativeValuesAddToTheTarget(_ time: Double, _ angle: Double, _ spacing: Double) throws {
        let use = try #require(Self.use(0, .press, at: time, in: Self.loaded()))
        #expect(use.change.time == time)
        #expect(use.change.values == ["angle": angle, "spacing": spacing])
        #expect(use.change.animation == .easeInOut(duration: 2))
    }

    /// `{ next: [0deg, 90deg] }` is article 000's `angle = (angle == .zero ? .degrees(90) : .zero)`:
    /// from 0 to 90, from 90 back to 0, and from anything else to the first value, 0.
    @Test(arguments: [(0.0, 90.0), (90.0, 0.0), (45.0, 0.0)])
    func nextGoesThroughItsValuesFromTheTarget(_ start: Double, _ expected: Double) throws {
        let yaml = """
            animsim: 1
            state: { angle: \(start)deg }
            view: { wheel: { rotation: $angle }, children: [ { rect: {} } ] }
            controls:
              - { button: Rotate, animation: easeInOut(duration: 2), set: { angle: { next: [0deg, 90deg] } } }
            """
        let loaded = try SceneLoader().load(yaml: yaml, source: "next.yaml")
        let use = try #require(Self.use(0, .press, at: 1, in: loaded))
        #expect(use.change.values == ["angle": expected])
        #expect(use.change.animation == .easeInOut(duration: 2))
        let again = try #require(Self.use(0, .press, at: 2, in: loaded, after: [use]))
        #expect(again.change.values == ["angle": expected == 90 ? 0 : 90])
    }

    @Test func twoPressesStackTheirRelativeValues() throws {
        let loaded = try Self.loaded()
        let first = try #require(Self.use(0, .press, at: 1.2, in: loaded))
        let second = try #require(Self.use(0, .press, at: 1.4, in: loaded, after: [first]))
        #expect(second.change.values["angle"] == 180)
        #expect(second.change.values["spacing"] == 2)
    }

    /// Steppers step by their step and stop at the range's ends; Shift (down) goes back.
    @Test(arguments: [(ControlUse.Input.step(up: true), 5.0), (.step(up: false), 1.0), (.press, 5.0)])
    func stepperSteps(_ input: ControlUse.Input, _ expected: Double) throws {
        let use = try #require(Self.use(3, input, at: 0, in: Self.loaded()))
        #expect(use.change.values == ["count": expected])
    }

    @Test func stepperStopsAtItsEnds() throws {
        let loaded = try Self.loaded()
        let up = try #require(Self.use(3, .step(up: true), at: 0, in: loaded))
        let top = try #require(Self.use(3, .step(up: true), at: 0, in: loaded, after: [up]))
        #expect(top.change.values["count"] == 6, "5 + 2 stops at the top of [0, 6]")
        #expect(Self.use(3, .step(up: true), at: 0, in: loaded, after: [up, top]) == nil, "nothing past the top")
        let down = try #require(Self.use(3, .step(up: false), at: 0, in: loaded))
        #expect(down.change.values["count"] == 1)
        let zero = try #require(Self.use(3, .step(up: false), at: 0, in: loaded, after: [down]))
        #expect(zero.change.values["count"] == 0, "clamped at the bottom of the range")
    }

    /// Sliders snap to their step inside their range; without a step a key moves a tenth.
    @Test(arguments: [(2, ControlUse.Input.slide(to: 0.33), 15.0), (2, .slide(to: 1.4), 40.0), (2, .slide(to: -1), 0.0),
                      (2, .step(up: true), 15.0), (2, .step(up: false), 5.0), (6, .step(up: true), 18.0),
                      (6, .slide(to: 0.25), -45.0)])
    func slidersSnapAndClamp(_ index: Int, _ input: ControlUse.Input, _ expected: Double) throws {
        let use = try #require(Self.use(index, input, at: 0, in: Self.loaded()))
        #expect(abs((use.change.values.values.first ?? .nan) - expected) < 1e-9)
        #expect(use.change.animation == nil)
    }

    @Test func togglesFlipAndPickersCycleOrSelect() throws {
        let loaded = try Self.loaded()
        let flip = try #require(Self.use(1, .flip, at: 0, in: loaded))
        #expect(flip.change.discrete == ["showBadge": .boolean(true)])
        let back = try #require(Self.use(1, .flip, at: 0, in: loaded, after: [flip]))
        #expect(back.change.discrete == ["showBadge": .boolean(false)])
        let next = try #require(Self.use(4, .press, at: 0, in: loaded))
        #expect(next.change.discrete == ["alignment": .word("center")])
        let chosen = try #require(Self.use(4, .select(2), at: 0, in: loaded))
        #expect(chosen.change.discrete == ["alignment": .word("trailing")])
    }

    /// A shuffle is written out as the order it produced: the same elements, a new order.
    @Test func shuffleProducesAConcreteNewOrder() throws {
        let use = try #require(Self.use(5, .press, at: 0.25, in: Self.loaded()))
        guard case .list(let order)? = use.change.discrete["words"] else { Issue.record("no list"); return }
        let start: [SceneValue.Element] = ["a", "b", "c", "d"].map { .word($0) }
        #expect(Set(order) == Set(start) && order.count == start.count)
        #expect(order != start)
    }

    @Test func summariesNameWhatWasSet() throws {
        let loaded = try Self.loaded()
        let use = try #require(Self.use(0, .press, at: 2, in: loaded))
        #expect(use.summary(kinds: loaded.controls[0].kinds) == "angle = 135°, spacing = 6")
    }
}
