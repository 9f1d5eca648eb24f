import AnimSimCore

/// SwiftUI's `Keyframes`: the tracks of a keyframe animation over a value of type `Value`.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The tracks, in the order declared. Not for user code.
    func _tracks() -> [_KeyframeTrackRun<Value>]
}

/// One track made ready to run: from the value at the run's start, its length and how it
/// writes its part of the value at a time into the run.
public struct _KeyframeTrackRun<Root> {
    let start: (Root) -> (duration: Double, apply: (inout Root, Double) -> Void)
}

/// SwiftUI's `KeyframeTrack`: keyframes for one property of the animated value (`\.scale`),
/// or for the whole value (`KeyframeTrack { … }`). Tracks run in parallel from the start of
/// the run, each from the property's value then (swiftui-animatable.md K2).
public struct KeyframeTrack<Root, Value: _KeyframeValue, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    public func _tracks() -> [_KeyframeTrackRun<Root>] {
        let keyPath = keyPath, keyframes = content._keyframes()
        return [_KeyframeTrackRun { root in
            let base = root[keyPath: keyPath]
            let timeline = KeyframeTimeline(initialValue: base._keyframeData, keyframes: keyframes)
            return (timeline.duration, { value, time in value[keyPath: keyPath]._keyframeData = timeline.value(time: time) })
        }]
    }
}

extension KeyframeTrack where Root == Value {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// Tracks in the order a builder met them.
public struct _KeyframeTracks<Value>: Keyframes {
    let tracks: [_KeyframeTrackRun<Value>]
    public func _tracks() -> [_KeyframeTrackRun<Value>] { tracks }
}

/// SwiftUI's `KeyframesBuilder`: the tracks of a `keyframes:` closure; keyframes written
/// without a track animate the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: keyframes._tracks())
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: KeyframeTrack(\Value.self) { content }._tracks())
    }

    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: parts.flatMap(\.tracks))
    }

    public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> { _KeyframeTracks(tracks: parts.flatMap(\.tracks)) }
    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> { part ?? _KeyframeTracks(tracks: []) }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// One run of a keyframe animation: every track started from the value at the run's start.
/// The run lasts as long as its longest track (K2's **choice**); where two tracks write the
/// same property the one declared last wins.
struct KeyframeRun<Value> {
    let start: Double
    let from: Value
    let duration: Double
    private let tracks: [(Double, (inout Value, Double) -> Void)]

    init(start: Double, from: Value, keyframes: some Keyframes<Value>) {
        self.start = start
        self.from = from
        tracks = keyframes._tracks().map { $0.start(from) }
        duration = tracks.map(\.0).max() ?? 0
    }

    /// The value at scene time `time`: each track's at its own time into the run, clamped
    /// to its end (a track that ended holds its last value).
    func value(at time: Double) -> Value {
        var value = from
        for (_, apply) in tracks { apply(&value, max(time - start, 0)) }
        return value
    }
}
