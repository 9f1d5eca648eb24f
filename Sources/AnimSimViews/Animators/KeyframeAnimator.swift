import AnimSimCore

/// SwiftUI's `KeyframeAnimator` (iOS 17; swiftui-animatable.md K2): its content drawn with
/// the value its keyframe tracks give at each frame of a run.
///
/// - `init(initialValue:repeating:content:keyframes:)` loops from its appearance: each run's
///   keyframes get the value the previous one ended at (`initialValue` first). With
///   `repeating: false` it does not play: the content gets the value at the timeline's start.
/// - `init(initialValue:trigger:content:keyframes:)` shows `initialValue` and plays one run
///   each time the trigger changes, from the value shown then; after a run the value stays
///   at its end.
///
/// How `content` runs every frame while evaluation stays a pure function of time: during a
/// run the animator updates its view at every frame instant of the scene's clock (1/60 s from
/// the run's start, and the run's end), each update a snapshot without animation whose
/// content was built with the value at that instant. A frame at one of those instants is
/// the keyframes' value exactly, in both panes; between two of them it is the earlier one's.
/// A change mid-run starts the new run from the value shown; the motion's velocity is not
/// carried into it (SwiftUI keeps it).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: _PrimitiveView where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: (any Equatable)?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var frame = 0
    @State private var runner = KeyframeRunner<Value>()

    /// Frames per second of the updates during a run: the scene's (`ViewHost.scene`'s fps).
    static var frameRate: Double { 60 }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = trigger
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        context.session.install(self, at: context.path, environment: context.environment)
        guard context.session.graph != nil, let clock = ThreadContext.current.clock else {
            return resolve(context.session.evaluatingBody { content(initialValue) }, in: context)
        }
        let runner = runner, now = clock.now
        if !runner.started {
            runner.started = true
            runner.trigger = trigger
            if trigger == nil && repeating { begin(at: now, from: initialValue, clock: clock) }
        } else if let trigger, !(runner.trigger.map { trigger.isEqual(to: $0) } ?? false) {
            runner.trigger = trigger
            begin(at: now, from: runner.run?.value(at: now) ?? initialValue, clock: clock)
        }
        // Gone from the tree, the animator stops updating (a new appearance is a new identity).
        context.session.registerAppearance(at: context.path, appear: nil, disappear: { runner.generation += 1 })
        let value = runner.run?.value(at: now) ?? initialValue
        return resolve(context.session.evaluatingBody { content(value) }, in: context)
    }

    /// Starts a run at `time` from `value` and schedules an update at each of its frames; a
    /// looping animator starts the next run at this one's end.
    private func begin(at time: Double, from value: Value, clock: any SceneClock) {
        let runner = runner
        let run = KeyframeRun(start: time, from: value, keyframes: keyframes(value))
        runner.run = run
        runner.generation += 1
        let generation = runner.generation
        let frames = Int((run.duration * Self.frameRate).rounded(.up))
        for k in 1..<max(frames, 1) {
            clock.schedule(at: time + Double(k) / Self.frameRate, site: nil) { self.advance(generation) }
        }
        clock.schedule(at: time + run.duration, site: nil) {
            guard runner.generation == generation else { return }
            self.advance(generation)
            guard trigger == nil, repeating, let clock = ThreadContext.current.clock else { return }
            guard run.duration > 0 else {
                return ViewDiagnostics.warn("KeyframeAnimator stopped: its keyframes last no time, so it would repeat without end")
            }
            begin(at: clock.now, from: run.value(at: clock.now), clock: clock)
        }
    }

    /// An update at this instant, unless a newer run took over.
    private func advance(_ generation: Int) {
        guard runner.generation == generation else { return }
        frame += 1
    }
}

/// A keyframe animator's run and the trigger it last saw, one per identity (its `@State`).
final class KeyframeRunner<Value> {
    var started = false
    var trigger: (any Equatable)?
    var run: KeyframeRun<Value>?
    var generation = 0
}

extension View {
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`: this view, as
    /// `PlaceholderContentView`, handed to `content` with the value at each frame.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> KeyframeAnimator<Value, KeyframePath, Modified> where KeyframePath.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`: loops (or, with
    /// `repeating: false`, holds the timeline's start).
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> KeyframeAnimator<Value, KeyframePath, Modified> where KeyframePath.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }
}
