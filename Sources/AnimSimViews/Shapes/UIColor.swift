import AnimSimCore

/// UIKit's `UIColor`, which an iOS SwiftUI file reaches for its semantic colours
/// (`Color(UIColor.systemBackground)`). Only the colours the articles use, on the light
/// appearance `ViewHost` draws (iOS's values); a `UIColor` is otherwise a `Color`.
public struct UIColor: Hashable, Sendable {
    public var color: Color

    public init(_ color: Color) { self.color = color }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// iOS's light `systemBackground`: white.
    public static let systemBackground = UIColor(Color(red: 1, green: 1, blue: 1))
    /// iOS's light `secondarySystemBackground`: #F2F2F7.
    public static let secondarySystemBackground = UIColor(Color(red: 0.949, green: 0.949, blue: 0.969))
    /// iOS's light `label`: black.
    public static let label = UIColor(Color(red: 0, green: 0, blue: 0))
}

extension Color {
    /// SwiftUI's `Color(uiColor)` and `Color(_:)` from a `UIColor`.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
}
