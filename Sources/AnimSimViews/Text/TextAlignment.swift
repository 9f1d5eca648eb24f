import AnimSimCore

/// SwiftUI's `TextAlignment` and `.multilineTextAlignment(_:)`: how the lines of a text that
/// wraps align with each other inside the text's frame. The frame, and so the layout, is the
/// same whatever the alignment (a wrapped text takes the width it is proposed); each line is
/// drawn leading (SwiftUI's default), centred or trailing in it, as a `.center`ed caption of
/// several lines is on iOS. A text on one line fills its frame, so nothing moves
/// (docs/swift.md, "Around the animation").
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// The share of a line's spare width left before it (`ViewStyle.lineAlignment`). AnimSim
    /// lays text out left to right only, so leading is left.
    var lineAlignment: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension View {
    /// The texts below wrap their lines to `alignment` (an environment value, as in SwiftUI,
    /// so the nearest modifier wins).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }
}

extension EnvironmentValues {
    /// SwiftUI's `\.multilineTextAlignment`, read by `Text`.
    public var multilineTextAlignment: TextAlignment {
        get { surroundings.multilineTextAlignment }
        set { surroundings.multilineTextAlignment = newValue }
    }
}
