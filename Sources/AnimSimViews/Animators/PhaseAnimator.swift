import AnimSimCore
import Foundation

/// SwiftUI's `PhaseAnimator` (iOS 17; swiftui-animatable.md K1): its content drawn for one
/// phase at a time, each move to the next phase a transaction on the scene's clock carrying
/// the animation the `animation` closure gives for the phase moved to.
///
/// - Without a trigger it appears in phase 0, moves to phase 1 at once, to the next when that
///   step's animation is logically complete (K6: a spring at its response, a curve at its
///   end), and from the last back to phase 0, for ever.
/// - With a trigger it appears in phase 0 and waits. Each change of the trigger runs the
///   whole cycle, phase 1, 2, …, the last and back to 0, then waits again (K1's **choice**:
///   the two articles' observation, not Apple's one-step-per-change text). A change while a
///   cycle runs starts a new cycle from the phase shown, towards phase 1.
/// - The closure is called with the destination phase (K1's choice); nil makes that step a
///   jump. A step that draws nothing different (equal phases in a row, or a phase the content
///   ignores) or that has no animation completes at once, so it does not dwell.
///
/// Each step is an ordinary state change of the animator's own storage, so both panes,
/// interruptions and retargeting are the core's, as for any `withAnimation`.
public struct PhaseAnimator<Phase: Equatable, Content: View>: _PrimitiveView {
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var driver = PhaseDriver()

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        guard !phases.isEmpty else {
            ViewDiagnostics.warnOnce(key: "PhaseAnimator.empty", "PhaseAnimator has no phases: it draws a warning instead of its content")
            return resolve(Text("⚠︎ PhaseAnimator: no phases").foregroundColor(.red), in: context)
        }
        context.session.install(self, at: context.path, environment: context.environment)
        let shown = min(max(index, 0), phases.count - 1)
        let nodes = resolve(context.session.evaluatingBody { content(phases[shown]) }, in: context)
        guard context.session.graph != nil, let clock = ThreadContext.current.clock else { return nodes }
        let driver = driver, signature = PhaseDriver.signature(of: nodes)
        // Gone from the tree, the animator stops stepping (a new appearance is a new identity).
        context.session.registerAppearance(at: context.path, appear: nil, disappear: { driver.stopped = true })
        if !driver.started {
            driver.started = true
            driver.trigger = trigger
            if trigger == nil { clock.schedule(at: clock.now, site: nil) { self.step(to: 1 % phases.count, generation: driver.generation) } }
        } else if let trigger, !(driver.trigger.map { trigger.isEqual(to: $0) } ?? false) {
            driver.trigger = trigger
            driver.generation += 1
            let generation = driver.generation
            clock.schedule(at: clock.now, site: nil) { self.step(to: (shown + 1) % phases.count, generation: generation) }
        }
        if let pending = driver.pending, pending.index == shown {
            driver.pending = nil
            let still = signature == driver.signature || pending.animation == nil
            complete(step: shown, after: still ? 0 : pending.animation?.logicalDuration ?? 0, generation: pending.generation, clock: clock)
        }
        driver.signature = signature
        return nodes
    }

    /// Moves to phase `next` as a transaction carrying that phase's animation; a step to the
    /// phase already shown changes nothing and completes at once.
    private func step(to next: Int, generation: Int) {
        guard driver.generation == generation, !driver.stopped, let clock = ThreadContext.current.clock else { return }
        guard next != index else { return complete(step: next, after: 0, generation: generation, clock: clock) }
        let animation = animation(phases[next])
        driver.pending = PhaseDriver.Pending(index: next, animation: animation, generation: generation)
        withTransaction(Transaction(animation: animation)) { index = next }
    }

    /// Schedules what follows step `done` at its logical completion: the next phase, or, for a
    /// triggered cycle back at phase 0, nothing.
    private func complete(step done: Int, after delay: Double, generation: Int, clock: any SceneClock) {
        guard delay.isFinite else { return }
        let driver = driver
        driver.instantSteps = delay > 0 ? 0 : driver.instantSteps + 1
        if driver.instantSteps > phases.count {
            driver.stopped = true
            return ViewDiagnostics.warn("PhaseAnimator stopped: none of its steps takes any time (no animation, or nothing "
                + "changes between its phases), so its cycle would repeat without end at t = \(clock.now) s")
        }
        if trigger != nil && done == 0 { return }
        clock.schedule(at: clock.now + delay, site: nil) { self.step(to: (done + 1) % phases.count, generation: generation) }
    }
}

/// A phase animator's bookkeeping, one per identity (kept in its `@State`): the trigger last
/// seen, the step under way, and what the last resolution drew, to tell a step that changes
/// nothing.
final class PhaseDriver {
    struct Pending {
        let index: Int
        let animation: Animation?
        let generation: Int
    }

    var started = false
    var stopped = false
    var trigger: (any Equatable)?
    /// Bumped by each trigger change: steps scheduled for an older cycle do nothing.
    var generation = 0
    var pending: Pending?
    var signature: String?
    /// Steps in a row that took no time: more than a cycle's worth stops the animator.
    var instantSteps = 0

    /// What a resolution drew, as text: equal for two phases that look the same.
    static func signature(of nodes: [ViewNode]) -> String {
        var text = ""
        dump(nodes, to: &text)
        return text
    }
}

extension View {
    /// `phaseAnimator(_:trigger:content:animation:)`: this view, as `PlaceholderContentView`,
    /// handed to `content` with each phase (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }

    /// `phaseAnimator(_:content:animation:)`: cycles through the phases for ever.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }
}

extension PlaceholderContentView {
    /// The view an animator modifier was applied to: drawn under the transaction that reaches
    /// it, as any view (no `.animation(_:body:)` scope around it).
    init(content: Value) { self.init(content: content, incoming: IncomingTransaction()) }
}
