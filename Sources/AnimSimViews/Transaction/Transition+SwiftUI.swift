import AnimSimCore

/// SwiftUI's spellings of `AnyTransition`'s combinators, which published files write far more
/// often than the core's case names: `.scale.combined(with: .opacity)`,
/// `.move(edge: .bottom)`, `.scale(scale: 0.5)`. Each is the core case it names, so the
/// transition animates exactly as the scene file's (docs/evaluation.md, "Transitions").
extension Transition {
    /// `a.combined(with: b)`: both transitions' active states applied (`combined(a, b)`).
    public func combined(with other: Transition) -> Transition { .combined(self, other) }

    /// `.move(edge:)`: an offset by the view's own size towards `edge`.
    public static func move(edge: AnimSimCore.Edge) -> Transition {
        switch edge {
        case .top: .move(.top)
        case .bottom: .move(.bottom)
        case .leading: .move(.leading)
        case .trailing: .move(.trailing)
        }
    }

    /// `.push(from:)` (iOS 17): SwiftUI's push moves the view in from `edge` while it fades in,
    /// and out towards the opposite edge while it fades out; the core's cases say exactly that.
    public static func push(from edge: AnimSimCore.Edge) -> Transition {
        let opposite: AnimSimCore.Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return .asymmetric(insertion: move(edge: edge).combined(with: .opacity),
                           removal: move(edge: opposite).combined(with: .opacity))
    }
}
