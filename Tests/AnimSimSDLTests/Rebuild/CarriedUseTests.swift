import AnimSimCore
import AnimSimScene
import Foundation
import Testing
@testable import AnimSimSDL

/// The uses the rebuild loop carries across `exec`: every kind of value comes back exactly,
/// with its control's animation, and uses whose control is gone are dropped.
@Suite struct CarriedUseTests {
    static let yaml = """
        animsim: 1
        canvas: { width: 300, height: 300 }
        duration: 2
        state: { angle: 0deg, radius: 80, showBadge: false, alignment: center, words: [a, b, c, d], sizes: [10, 20, 30], tint: "#ff8800" }
        view:
          vstack: { spacing: 4, alignment: $alignment }
          children:
            - wheel: { radius: $radius, rotation: $angle }
              frame: { width: 200, height: 200 }
              children:
                - forEach: { each: $words }
                  view: { rect: {}, id: "w-{item}", fill: $tint, frame: { width: 20, height: 20 } }
            - forEach: { each: $sizes }
              view: { rect: {}, id: "s-{item}", frame: { width: 10, height: 10 } }
            - if: $showBadge
              view: { capsule: {}, id: badge, frame: { width: 60, height: 14 } }
        controls:
          - button: Rotate
            animation: easeInOut(duration: 2)
            set: { angle: +45deg }
          - toggle: showBadge
          - slider: radius
            range: [40, 100]
          - picker: alignment
            options: [leading, center, trailing]
            animation: spring(duration: 0.8)
          - button: Shuffle
            animation: spring(duration: 0.8)
            set: { words: shuffled, sizes: shuffled }
          - button: Paint
            set: { tint: "#336699" }
        """

    /// Each control used once, at its own instant: numbers, an angle, a boolean, a word, two
    /// lists (words and numbers) and a colour.
    static func used() throws -> ControlSession {
        let loaded = try SceneLoader().load(yaml: yaml)
        var session = ControlSession(controls: loaded.controls, base: loaded.scene)
        let inputs: [(Int, ControlUse.Input)] = [(0, .press), (1, .flip), (2, .slide(to: 0.37)), (3, .select(2)), (4, .press), (5, .press)]
        for (offset, (index, input)) in inputs.enumerated() {
            #expect(session.use(index, input, at: 0.25 + Double(offset) / 3) != nil)
        }
        return session
    }

    @Test func everyKindOfValueComesBackExactly() throws {
        let session = try Self.used()
        let fd = try #require(CarriedUses.hand(session.uses.map(CarriedUse.init)))
        let carried = CarriedUses.read(from: fd).panel
        #expect(carried.count == 6)
        var fresh = try Self.fresh()
        fresh.carry(carried)
        #expect(fresh.uses == session.uses)
        #expect(fresh.uses.map(\.change.animation) == session.uses.map(\.change.animation))
        #expect(fresh.uses[2].change.values["radius"] == session.uses[2].change.values["radius"], "a slider's value, to the last bit")
    }

    /// A use whose control is gone, or whose control now animates differently, does not
    /// replay; the others do.
    @Test(arguments: [
        ("- button: Paint\n    set: { tint: \"#336699\" }", "", 5),
        ("animation: easeInOut(duration: 2)\n    set: { angle: +45deg }", "animation: linear(duration: 1)\n    set: { angle: +45deg }", 5),
        ("", "", 6),
    ])
    func usesWhoseControlIsGoneAreDropped(remove: String, replacement: String, kept: Int) throws {
        let session = try Self.used()
        let carried = session.uses.map(CarriedUse.init)
        var edited = try Self.fresh(Self.yaml.replacingOccurrences(of: remove.isEmpty ? "\u{0}" : remove, with: replacement))
        edited.carry(carried)
        #expect(edited.uses.count == kept)
    }

    /// Nothing to carry, nothing handed; a descriptor that is not a regular file is no uses.
    @Test func nothingIsHandedForNoUsesAndAPipeIsNotRead() throws {
        #expect(CarriedUses.hand([]) == nil)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[1]) }
        #expect(CarriedUses.read(from: ends[0]).isEmpty, "returns at once instead of waiting on the pipe")
    }

    static func fresh(_ yaml: String = yaml) throws -> ControlSession {
        let loaded = try SceneLoader().load(yaml: yaml)
        return ControlSession(controls: loaded.controls, base: loaded.scene)
    }
}
