import AnimSimCore

/// SwiftUI's built-in button styles on iOS, as AnimSim draws them (docs/swift.md, "Button
/// styles"). The sizes are the regular control size's, read off iOS 17 screenshots: a
/// bordered button's label sits in 12 pt of padding across and 7 pt down, on a rounded
/// rectangle of radius 6. A pressed button dims; the built-ins change at once, without an
/// animation, as UIKit's highlight does.
enum ButtonLook {
    /// How much a pressed button's content keeps of its opacity: UIKit's highlighted system
    /// button (0.2 for the borderless look; the bordered ones dim less, to 0.5, since their
    /// fill would otherwise vanish).
    static let pressedBorderless = 0.2
    static let pressedBordered = 0.5
    static let padding = (horizontal: CGFloat(12), vertical: CGFloat(7))
    static let cornerRadius: CGFloat = 6
    /// The bordered style's fill: the tint at 15 % opacity (iOS's tinted fill).
    static let borderedFillOpacity = 0.15

    /// The tint a button draws in where `environment` is: `.tint(_:)`'s or the accent colour,
    /// red for a destructive role; when disabled, UIKit's `tertiaryLabel`. Apple documents that
    /// a disabled control dims, not the colour: AnimSim takes the label grey iOS uses for the
    /// least prominent text (30 % #3C3C43 on light, 30 % #EBEBF5 on dark).
    static func tint(_ role: ButtonRole?, in environment: EnvironmentValues) -> Color {
        guard environment.isEnabled else { return UIColor.tertiaryLabel.resolved(for: environment.colorScheme) }
        return role == .destructive ? .red : TintShapeStyle.resolved(in: environment)
    }
}

/// `.plain`: the label as it is, in the primary colour; dims while pressed.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? ButtonLook.pressedBorderless : 1)
    }
}

/// `.borderless` (and `.automatic`, iOS's default): the label in the tint, no border;
/// dims while pressed. The label's colour is the button's (`Button` draws its label in the
/// tint in effect, `.tint(_:)`'s or the accent colour, red for a destructive role).
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? ButtonLook.pressedBorderless : 1)
    }
}

/// `.bordered`: the label in the tint on a rounded rectangle of the tint at 15 %. The label's
/// colour is the button's (`Button` draws its label in the tint in effect, or in a foreground
/// style set around it); the fill is the tint in effect (`ButtonPlate`).
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, ButtonLook.padding.horizontal)
            .padding(.vertical, ButtonLook.padding.vertical)
            .background(ButtonPlate(role: configuration.role, opacity: ButtonLook.borderedFillOpacity))
            .opacity(configuration.isPressed ? ButtonLook.pressedBordered : 1)
    }
}

/// `.borderedProminent`: the label, title and icon, in white on a rounded rectangle of the
/// tint in effect (`.tint(.orange)` around the button, else the accent colour). Disabled, it
/// looks as a disabled `.bordered` one: its label in the disabled grey on that grey at 15 %.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(_EnvironmentModifier { if $0.isEnabled { $0.foregroundColor = .white } })
            .padding(.horizontal, ButtonLook.padding.horizontal)
            .padding(.vertical, ButtonLook.padding.vertical)
            .background(ButtonPlate(role: configuration.role, opacity: 1))
            .opacity(configuration.isPressed ? ButtonLook.pressedBordered : 1)
    }
}

/// `.automatic`: iOS's default, the borderless look.
public typealias DefaultButtonStyle = BorderlessButtonStyle

extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
    public static var automatic: BorderlessButtonStyle { .init() }
}
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
