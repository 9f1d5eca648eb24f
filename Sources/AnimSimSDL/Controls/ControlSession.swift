import AnimSimCore
import AnimSimCairo
import AnimSimScene
import Foundation

/// The controls of the scene on screen and every use made of them so far: the window's
/// side of docs/scene-format.md "Controls". A value, so what a key or click does to the
/// state is unit-tested without a window.
///
/// Uses are kept as transactions with absolute values (`ControlUse`); the scene played is
/// the loaded one with them in its timeline (`LiveComposer.replaying`), so evaluation stays
/// a pure function of time and scrubbing back replays them.
struct ControlSession {
    private(set) var controls: [SceneControl]
    private(set) var uses: [ControlUse] = []
    /// Bumped whenever `uses` changes (a use appended or replaced, a reload): a rebuild is
    /// current when it was made from this revision, which a count of uses cannot tell once a
    /// drag replaces its last use.
    private(set) var revision = 0
    /// The scene as loaded, without uses.
    private(set) var base: Scene
    /// Whether the panel is shown (C hides it and the panes get the room back).
    var shown = true
    /// The slider row being dragged, if any.
    var dragging: Int? { didSet { if dragging != oldValue { dragUse = nil } } }
    /// The index in `uses` of the current drag's newest use, while the drag may still
    /// replace it (`slide`).
    private var dragUse: Int?
    /// Points of rows scrolled off the panel's top, and the row Tab moved to.
    var scroll: CGFloat = 0
    var focus: Int?
    var random: any RandomNumberGenerator = SystemRandomNumberGenerator()

    init(controls: [SceneControl], base: Scene) {
        self.controls = controls
        self.base = base
    }

    /// "1 use of the controls", "3 uses of the controls": how the log counts `uses`.
    var usesText: String { "\(uses.count) use\(uses.count == 1 ? "" : "s") of the controls" }

    /// Whether the window shows a panel.
    var isShown: Bool { shown && !controls.isEmpty }

    /// The scene with the uses in its timeline, for the target values at an instant.
    var scene: Scene {
        var scene = base
        for use in uses {
            let index = scene.timeline.lastIndex { $0.time <= use.change.time }.map { $0 + 1 } ?? 0
            scene.timeline.insert(use.change, at: index)
        }
        return scene
    }

    /// Uses control `index` at `time`; nil when that changes nothing.
    mutating func use(_ index: Int, _ input: ControlUse.Input, at time: Double) -> ControlUse? {
        guard controls.indices.contains(index) else { return nil }
        var generator = random
        defer { random = generator }
        guard let use = ControlUse.make(controls[index], input, at: time, from: ControlUse.targetState(of: scene, at: time),
                                        random: &generator) else { return nil }
        uses.append(use)
        revision += 1
        return use
    }

    /// A dragged slider's new place at `time`, coalesced: while the clock stands still (paused,
    /// or several moves within one displayed frame) the drag's previous use at this same
    /// instant is replaced, not followed, since only the last value at an instant is ever
    /// seen, drawn or rendered from the recording; at a later instant it is a new use, so
    /// the recording follows the value as it was played. Returns the first index of `uses`
    /// that changed, nil when nothing did.
    mutating func slide(_ index: Int, to fraction: Double, at time: Double) -> Int? {
        var changed: Int?
        if let last = dragUse, last == uses.count - 1, uses[last].change.time == time, uses[last].control == controls[index].title {
            uses.removeLast()
            revision += 1
            changed = last
        }
        if use(index, .slide(to: fraction), at: time) != nil {
            dragUse = uses.count - 1
            changed = changed ?? uses.count - 1
        } else {
            dragUse = nil
        }
        return changed
    }

    /// What key 1–9 does to a control: a toggle flips, a stepper or slider steps (down with
    /// Shift), a picker takes its next option, a button presses.
    func keyInput(_ index: Int, shift: Bool) -> ControlUse.Input? {
        guard controls.indices.contains(index) else { return nil }
        switch controls[index].kind {
        case .button: return .press
        case .toggle: return .flip
        case .slider, .stepper: return .step(up: !shift)
        case .picker: return .press
        }
    }

    /// A click on the panel as a control input.
    func input(for hit: ControlPanel.Hit) -> (Int, ControlUse.Input) {
        switch hit {
        case .press(let index): (index, controls.indices.contains(index) && controls[index].kind.isToggle ? .flip : .press)
        case .decrement(let index): (index, .step(up: false))
        case .increment(let index): (index, .step(up: true))
        case .slide(let index, let fraction): (index, .slide(to: fraction))
        case .option(let index, let option): (index, .select(option))
        }
    }

    /// Uses carried from the window the rebuild loop replaced: those whose control,
    /// parameters and kinds this scene still has, as a reload keeps them.
    mutating func carry(_ carried: [CarriedUse]) {
        uses = carried.compactMap { $0.use(among: controls) }
        rebase(controls: controls, base: base)
    }

    /// A reloaded scene: its controls, and the uses whose parameters it still has, of the
    /// same kinds (a use of a parameter that was renamed or removed cannot replay).
    mutating func rebase(controls: [SceneControl], base: Scene) {
        self.controls = controls
        self.base = base
        let kinds = Dictionary(base.parameters.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        uses = uses.filter { use in
            use.change.values.keys.allSatisfy { kinds[$0]?.isAnimatable == true }
                && use.change.discrete.allSatisfy { kinds[$0.key] == $0.value.kind }
        }
        revision += 1
        dragUse = nil
        if dragging.map({ $0 >= controls.count }) ?? false { dragging = nil }
        if focus.map({ $0 >= controls.count }) ?? false { focus = nil }
    }
}

extension SceneControl.Kind {
    var isToggle: Bool {
        if case .toggle = self { return true }
        return false
    }
}
