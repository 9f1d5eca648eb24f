import AnimSimCore

/// SwiftUI's `TextAlignment` and `.multilineTextAlignment(_:)`: how the lines of a text that
/// wraps align with each other. Accepted and not applied: AnimSim draws a wrapped text's lines
/// leading-aligned (SwiftUI's default) whatever the alignment, so a `.center`ed caption of
/// several lines is drawn flush left in its frame (its frame, and so the layout, is the same
/// either way). It is accepted so that a file styling a card's caption runs as written
/// (docs/swift.md, "Around the animation").
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension View {
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
}
