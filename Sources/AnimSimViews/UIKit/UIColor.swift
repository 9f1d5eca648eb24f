import AnimSimCore

/// UIKit's `UIColor`, which iOS SwiftUI files reach for their system colours
/// (`Color(UIColor.systemBackground)`, `Color(.systemRed)`, `UIColor.systemBlue.cgColor`).
///
/// A system colour has a light and a dark value, iOS's own (the Human Interface Guidelines'
/// colour tables); which one a `Color` made from it takes is the colour scheme of the view
/// being resolved (`CurrentAppearance`: light, or dark under `.preferredColorScheme(.dark)`).
/// A colour made from components is the same in both.
///
/// A class, as UIKit's is: published files extend it with `convenience init(hex:)` (which
/// Swift accepts only in a class) delegating to `init(red:green:blue:alpha:)`, and keep
/// palettes in `static let` members. Its values never change after it is made, so it is
/// shared across threads as UIKit marks it (`@unchecked Sendable`); two colours are equal when
/// their values are, as `isEqual(_:)` has them in UIKit.
open class UIColor: Hashable, @unchecked Sendable {
    /// The light appearance's value.
    public let color: Color
    /// The dark appearance's value, when it differs.
    public let darkColor: Color?

    /// SwiftUI's `UIColor(_ color: Color)`.
    public init(_ color: Color) { (self.color, darkColor) = (color, nil) }

    init(color: Color, darkColor: Color?) { (self.color, self.darkColor) = (color, darkColor) }

    init(light: UInt32, dark: UInt32, lightAlpha: Double = 1, darkAlpha: Double = 1) {
        color = Color(hex: light).opacity(lightAlpha)
        darkColor = Color(hex: dark).opacity(darkAlpha)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (color, darkColor) = (Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)), nil)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        (color, darkColor) = (Color(red: Double(white), green: Double(white), blue: Double(white), opacity: Double(alpha)), nil)
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let value = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        (color, darkColor) = (value, nil)
    }

    /// UIKit's `init(cgColor:)`.
    public init(cgColor: CGColor) { (color, darkColor) = (cgColor.color, nil) }

    /// UIKit's `init(dynamicProvider:)`: the provider is asked for each appearance once.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        color = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        darkColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).resolved(for: .dark)
    }

    /// `#colorLiteral(…)` (ColorLiteral.swift); `required` because a class that is not final
    /// meets a protocol's initializer only with one its subclasses must have too.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color && lhs.darkColor == rhs.darkColor }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(darkColor)
    }

    /// The value for `scheme`.
    public func resolved(for scheme: ColorScheme) -> Color { scheme == .dark ? darkColor ?? color : color }

    /// UIKit's `resolvedColor(with:)`.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        UIColor(resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light))
    }

    /// The value for the view being resolved now.
    var current: Color { resolved(for: CurrentAppearance.colorScheme) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var (light, dark) = (color, darkColor)
        light.opacity = Double(alpha)
        dark?.opacity = Double(alpha)
        return UIColor(color: light, darkColor: dark)
    }

    /// Core Graphics' colour of the current appearance: `components` are red, green, blue, alpha.
    public var cgColor: CGColor { CGColor(current) }

    /// UIKit's `getRed(_:green:blue:alpha:)`.
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let value = current
        (red, green, blue, alpha) = (CGFloat(value.red), CGFloat(value.green), CGFloat(value.blue), CGFloat(value.opacity))
        return true
    }
}

/// Core Graphics' `CGColor`, as `UIColor.cgColor` gives it: sRGB components and alpha.
public struct CGColor: Hashable, Sendable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    init(_ color: Color) {
        components = [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.opacity)]
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    var color: Color {
        let c = components ?? [0, 0, 0, 1]
        return Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c.count > 3 ? c[3] : 1))
    }
}

/// UIKit's trait collection, as far as a dynamic colour asks it: the appearance.
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The appearance of the view being resolved.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: CurrentAppearance.colorScheme == .dark ? .dark : .light)
    }
}

public enum UIUserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }

extension Color {
    /// SwiftUI's `Color(uiColor)`, `Color(.systemRed)` and `Color(uiColor:)`: the system
    /// colour's value for the appearance of the view being resolved.
    public init(_ uiColor: UIColor) { self = uiColor.current }
    public init(uiColor: UIColor) { self = uiColor.current }
    public init(cgColor: CGColor) { self = cgColor.color }

    /// SwiftUI's `Color.cgColor`.
    public var cgColor: CGColor? { CGColor(self) }
}
