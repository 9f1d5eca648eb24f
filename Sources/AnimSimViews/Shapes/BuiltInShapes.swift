import AnimSimCore
import Foundation

/// SwiftUI's built-in shapes (S5), with their own animatable data and start points (S6).
/// Their paths are the core's (`Path(roundedRect:…)`, `Path(ellipseIn:)`), which the
/// scene files' shape kinds draw too.

public nonisolated struct Rectangle: Shape {
    public init() {}
    /// From (minX, minY) clockwise on screen.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public nonisolated struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// (cornerSize.width, cornerSize.height); the style never animates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

public nonisolated struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

/// A rounded rectangle whose radius is half its shorter side; nothing animates.
public nonisolated struct Capsule: Shape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let r = min(abs(rect.width), abs(rect.height)) / 2
        return Path(roundedRect: rect, cornerRadius: r, style: style)
    }
}

/// The ellipse inscribed in the rect, from (maxX, midY) clockwise on screen.
public nonisolated struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The circle in the square of side min(w, h), centred along the longer axis.
public nonisolated struct Circle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path { ShapeKind.circle.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}
