import AnimSimCore

/// Gestures performed on a hosted view, as a script's `tap:`, `drag:`, `longPress:`,
/// `magnify:` or `rotate:` use performs them (docs/cli.md, "A view's script"), or the window's
/// mouse: the view is named as `trace` names it, and the touch is fed to the gestures on that
/// view and on the views around it as samples on the scene's clock (`_GestureSample`):
///
/// - a tap: one sample, its end, at the use's instant;
/// - a long press: its start at the instant and its end `duration` later (by default the
///   longest `minimumDuration` of the long presses there, at least 0.5 s); a press shorter
///   than a gesture's minimum fails for it;
/// - a drag, pinch or twist: a sample at every frame (1/60 s) of its duration, moving
///   linearly from the start to `by`, then its end at the last frame's instant.
///
/// Each sample runs outside any transaction, as a touch does, and what it writes is an update
/// at its instant. Which gestures it reaches (`GestureChain`): every `.simultaneousGesture`
/// that recognizes it, plus the outermost `.highPriorityGesture` that does, else the innermost
/// other gesture that does.
extension ViewHost {
    /// Performs `use` on the view `trace` calls `name`, at `time`.
    public func perform(_ use: GestureUse, on name: String, at time: Double) throws {
        var use = use
        let (chain, frame) = try ThreadContext.withClock(self) { () throws -> ([String], CGRect) in
            if let failure { throw failure }
            try advance(to: time)
            return try target(named: name, for: use, at: time)
        }
        if use.kind == .longPress, use.length == nil {
            let presses = gestures.filter { !Set($0.nodes).isDisjoint(with: chain) }.map(\.pressDuration)
            use.length = max(presses.max() ?? 0, 0.5)
        }
        lastUse = max(lastUse, time + use.duration)
        for (progress, phase) in Self.steps(of: use) {
            let sample = _GestureSample.of(use, phase: phase, progress: progress, start: time, frame: frame)
            if sample.time <= time {
                try run(at: time) { deliver(sample, along: chain) }
            } else {
                schedule(at: sample.time, site: nil) { [weak self] in self?.deliver(sample, along: chain) }
            }
        }
        if let failure { throw failure }
    }

    /// The views with a gesture at `time`, after everything scheduled up to it has run (so
    /// a touch at `time` meets exactly these); like `controls(at:)`, it moves the host's clock.
    public func gestureTargets(at time: Double) throws -> [GestureTarget] {
        try ThreadContext.withClock(self) {
            if let failure { throw failure }
            try advance(to: time)
            if let failure { throw failure }
        }
        return gestures.map { GestureTarget(nodes: $0.nodes, pressDuration: $0.pressDuration, isButtonPress: $0.isButtonPress) }
    }

    /// The samples of a touch as (progress, phase): a tap's end; a press's start and end; a
    /// move's every frame from 0 to 1, then its end.
    static func steps(of use: GestureUse) -> [(Double, _GestureSample.Phase)] {
        switch use.kind {
        case .tap: return [(1, .ended)]
        // A press the window's pointer still holds (a button held down) has not ended.
        case .longPress: return use.held == true ? [(0, .changed)] : [(0, .changed), (1, .ended)]
        case .drag, .magnify, .rotate:
            let frames = max(Int((use.duration * 60).rounded()), 1)
            let moves = (0...frames).map { (Double($0) / Double(frames), _GestureSample.Phase.changed) }
            // A touch the window's pointer still holds has not ended.
            return use.held == true ? moves : moves + [(1, .ended)]
        }
    }

    /// The node ids from the named view out to the root, and the view's frame in the canvas;
    /// throws when the touch's point is not the view's (`hitTest`).
    private func target(named name: String, for use: GestureUse, at time: Double) throws -> ([String], CGRect) {
        let list = try? engine.layout(currentTree, in: canvas)
        let names = sceneTraceNames
        guard let list, let index = list.items.lastIndex(where: { names[$0.id] == name || $0.id == name }) else {
            let withGestures = Set(gestures.flatMap(\.nodes)).compactMap { names[$0] }.sorted()
            throw ControlUseError(message: "no view '\(name)' at t = \(TraceNumber.format(time)) s; the views with gestures then are "
                + (withGestures.isEmpty ? "none" : withGestures.map { "'\($0)'" }.joined(separator: ", "))
                + "; write a view's name as trace gives it")
        }
        var chain: [String] = []
        var current: Int? = index
        while let at = current {
            chain.append(list.items[at].id)
            current = list.items[at].parent
        }
        try hitTest(use, on: index, chain: chain, in: list, named: name)
        return (chain, list.items[index].frame)
    }

    /// Feeds one sample to the gestures that get it, from the latest resolution's gestures.
    private func deliver(_ sample: _GestureSample, along chain: [String]) {
        for entry in GestureChain.receivers(of: sample, among: gestures, along: chain) { entry.deliver(sample) }
    }
}

/// Which gestures a touch reaches, from the touched view out to the root.
enum GestureChain {
    static func receivers(of sample: _GestureSample, among gestures: [GestureEntry], along chain: [String]) -> [GestureEntry] {
        // Innermost first: by the depth of the view a gesture is on, then, on one view, the
        // modifier written first (resolved, and so registered, first).
        var found: [(depth: Int, order: Int, entry: GestureEntry)] = []
        for (order, entry) in gestures.enumerated() {
            guard let depth = chain.firstIndex(where: entry.nodes.contains), entry.recognizes(sample) else { continue }
            found.append((depth, order, entry))
        }
        found.sort { ($0.depth, $0.order) < ($1.depth, $1.order) }
        let exclusive = found.last { $0.entry.priority == .high } ?? found.first { $0.entry.priority == .normal }
        return found.filter { $0.entry.priority == .simultaneous || $0.order == exclusive?.order }.map(\.entry)
    }
}
