import AnimSimCore

/// How a view's gesture competes with the others on the touch's way from the touched view
/// out to the root (`GestureChain`).
public enum _GesturePriority: Equatable, Sendable {
    /// `.gesture`: the innermost such gesture that recognizes the touch has it.
    case normal
    /// `.highPriorityGesture`: wins over the gestures inside it (the outermost one first).
    case high
    /// `.simultaneousGesture`: recognizes the touch alongside whichever gesture has it.
    case simultaneous
}

/// SwiftUI's `GestureMask`: accepted; AnimSim's touches always reach the view's own gesture.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// `.gesture`, `.highPriorityGesture`, `.simultaneousGesture`: the content's views answer the
/// gesture; the host finds it by the views' ids when a use names one of them, or a view
/// inside them (`ViewHost.perform`).
public struct _GestureModifier<G: Gesture>: _PrimitiveModifier {
    let gesture: G
    let priority: _GesturePriority

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let nodes = resolve(content, in: context)
        // Below `.disabled(true)` the gesture recognizes nothing: not registered, a touch goes
        // on to the gestures around the view, as for a `nil` gesture (`DisabledControl`).
        guard context.environment.isEnabled else { return nodes }
        let gesture = gesture
        context.session.register(GestureEntry(
            nodes: nodes.compactMap(\.id), priority: priority, pressDuration: gesture._pressDuration,
            recognizes: { gesture._recognizes($0) }, deliver: { gesture._deliver($0) }))
        return nodes
    }
}

/// What a tap or a long press modifier runs: the action when recognized, and a long press's
/// `onPressingChanged` with true when the touch begins and false when it ends.
public struct _ActionGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    var pressing: ((Bool) -> Void)?

    public func _value(_ sample: _GestureSample) -> Value? { base._value(sample) }
    public var _pressDuration: Double { base._pressDuration }

    public func _deliver(_ sample: _GestureSample) {
        if sample.phase == .changed, sample.elapsed == 0 { pressing?(true) }
        guard sample.phase != .changed else { return }
        if sample.phase == .ended, let value = base._value(sample) { action(value) }
        pressing?(false)
    }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .normal))
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .high))
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<G>> {
        modifier(_GestureModifier(gesture: gesture, priority: .simultaneous))
    }

    /// `onTapGesture(count:perform:)`: a script's `tap:` with that `count:` runs the action.
    /// The call's place (defaulted, so SwiftUI code compiles unchanged) is a `Task { }`'s that
    /// the action starts (`PlacedAction`), as for the long press below.
    public func onTapGesture(count: Int = 1, file: String = #filePath, line: Int = #line, column: Int = #column,
                             perform action: @escaping () -> Void)
        -> ModifiedContent<Self, _GestureModifier<_ActionGesture<TapGesture>>> {
        let placed = PlacedAction.at(SourceSite(file: file, line: line, column: column), action)
        return modifier(_GestureModifier(gesture: _ActionGesture(base: TapGesture(count: count)) { placed() }, priority: .normal))
    }

    /// iOS 17's `onTapGesture(count:coordinateSpace:perform:)`: the action gets where the tap landed.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, file: String = #filePath, line: Int = #line,
                             column: Int = #column, perform action: @escaping (CGPoint) -> Void)
        -> ModifiedContent<Self, _GestureModifier<_ActionGesture<SpatialTapGesture>>> {
        let gesture = SpatialTapGesture(count: count, coordinateSpace: coordinateSpace)
        let placed = PlacedAction.at(SourceSite(file: file, line: line, column: column), action)
        return modifier(_GestureModifier(gesture: _ActionGesture(base: gesture) { placed($0.location) }, priority: .normal))
    }

    /// `onLongPressGesture`: the action once the press has lasted `minimumDuration`;
    /// `onPressingChanged` true when the press begins, false when it ends or succeeds.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, file: String = #filePath,
                                   line: Int = #line, column: Int = #column, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil)
        -> ModifiedContent<Self, _GestureModifier<_ActionGesture<LongPressGesture>>> {
        let gesture = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let placed = PlacedAction.at(SourceSite(file: file, line: line, column: column), action)
        return modifier(_GestureModifier(gesture: _ActionGesture(base: gesture, action: { _ in placed() }, pressing: onPressingChanged),
                                         priority: .normal))
    }

    public func onLongPressGesture(minimumDuration: Double = 0.5, file: String = #filePath, line: Int = #line, column: Int = #column,
                                   perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil)
        -> ModifiedContent<Self, _GestureModifier<_ActionGesture<LongPressGesture>>> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: 10, file: file, line: line, column: column,
                           perform: action, onPressingChanged: onPressingChanged)
    }
}

/// One gesture of a resolution: the views it is on, how it competes, and how to feed it.
struct GestureEntry {
    let nodes: [String]
    let priority: _GesturePriority
    let pressDuration: Double
    let recognizes: (_GestureSample) -> Bool
    let deliver: (_GestureSample) -> Void
    /// A `Button`'s own press (`ButtonPress`), which the window holds while the pointer is down.
    var isButtonPress = false
}
