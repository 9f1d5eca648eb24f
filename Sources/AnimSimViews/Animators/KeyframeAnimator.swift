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
/// How `content` runs every frame while evaluation stays a pure function of time: the
/// animator resolves to a time body (`_TimeBodyLayout`) whose source (`KeyframeClock`) gives
/// the keyframes' value at any scene time, and the evaluator builds the content with it at
/// each frame, in both panes: a frame at any instant shows the value at that instant
/// exactly. A trigger's change is an update of the host, which starts a new run from the
/// value shown then; the motion's velocity is not carried into it (SwiftUI keeps it).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: _PrimitiveView where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: (any Equatable)?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var runner = KeyframeRunner<Value>()

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
        let runner = runner, keyframes = keyframes
        if context.session.graph != nil, let clock = ThreadContext.current.clock {
            let now = clock.now
            if !runner.started {
                runner.started = true
                runner.trigger = trigger
                if trigger == nil && repeating { begin(at: now, from: initialValue, clock: clock) }
            } else if let trigger, !(runner.trigger.map { trigger.isEqual(to: $0) } ?? false) {
                runner.trigger = trigger
                begin(at: now, from: runner.clock?.value(at: now) ?? initialValue, clock: clock)
            }
        }
        let clock = runner.clock, initialValue = initialValue, content = content
        let source = TimeContent(context: context, key: { clock?.key(at: $0) ?? 0 }) { key, context in
            TimeContent.node(resolve(content(clock?.value(atKey: key) ?? initialValue), in: context), source: nil, in: context)
        }
        let now = ThreadContext.current.clock?.now ?? TimeContent.evaluating ?? 0
        let value = clock.map { clock in BodyEvaluation.serialized { clock.value(at: now) } } ?? initialValue
        let nodes = resolve(context.session.evaluatingBody { content(value) }, in: context)
        return [TimeContent.node(nodes, source: source, in: context)]
    }

    /// Starts a run at `time` from `value`: a looping animator's runs follow one another
    /// from there (`KeyframeClock`), for as long as the scene runs.
    private func begin(at time: Double, from value: Value, clock: any SceneClock) {
        let run = KeyframeRun(start: time, from: value, keyframes: keyframes(value))
        let loops = trigger == nil && repeating
        if loops && run.duration <= 0 {
            ViewDiagnostics.warn("KeyframeAnimator stopped: its keyframes last no time, so it would repeat without end")
        }
        let keyframes = keyframes
        runner.clock = KeyframeClock(first: run, repeating: loops && run.duration > 0) { KeyframeRun(start: $0, from: $1, keyframes: keyframes($1)) }
        clock.runsContinuously(until: loops ? .infinity : time + run.duration)
    }
}

/// A keyframe animator's runs and the trigger it last saw, one per identity (its `@State`).
final class KeyframeRunner<Value> {
    var started = false
    var trigger: (any Equatable)?
    var clock: KeyframeClock<Value>?
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
