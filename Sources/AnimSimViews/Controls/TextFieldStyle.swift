import AnimSimCore

/// SwiftUI's `TextFieldStyle`: how the text fields below draw their box. iOS has three:
/// `.automatic` (`DefaultTextFieldStyle`, the plain look outside a `Form`), `.plain`
/// (`PlainTextFieldStyle`: the text alone) and `.roundedBorder`
/// (`RoundedBorderTextFieldStyle`: UITextField's rounded rectangle border style).
public protocol TextFieldStyle {
    /// Whether the field sits on UITextField's rounded box (`TextFieldLook`).
    var _isRoundedBorder: Bool { get }
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _isRoundedBorder: Bool { false }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _isRoundedBorder: Bool { false }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _isRoundedBorder: Bool { true }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

extension View {
    /// `.textFieldStyle(_:)`: the look of the text fields below.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlStyles.roundedTextFields = style._isRoundedBorder })
    }
}

/// A text field's box around its line. Plain: the line alone, as iOS draws a borderless
/// UITextField. Rounded border: UITextField's `.roundedRect` border style, read off iOS 17
/// screenshots (Apple states no numbers): the text 7 pt in from the sides and 7 pt from top
/// and bottom (a 34-pt field at `.body`, UITextField's intrinsic height), on
/// `systemBackground` with a 0.5-pt `systemGray4` outline, corner radius 5.
@MainActor enum TextFieldLook {
    static let inset = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)
    static let cornerRadius: CGFloat = 5
    static let outlineWidth: CGFloat = 0.5

    /// `line` in the box `environment`'s style gives it.
    static func box<Line: View>(_ line: Line, in environment: EnvironmentValues) -> AnyView {
        guard environment.controlStyles.roundedTextFields else { return AnyView(line) }
        let scheme = environment.colorScheme
        return AnyView(line.padding(inset)
            .background(RoundedRectangle(cornerRadius: cornerRadius).fill(UIColor.systemBackground.resolved(for: scheme)))
            .overlay(RoundedRectangle(cornerRadius: cornerRadius)
                .strokeBorder(UIColor.systemGray4.resolved(for: scheme), lineWidth: outlineWidth)))
    }

    /// The placeholder's grey: UIKit's `placeholderText` in the scheme in effect.
    static func placeholder(in environment: EnvironmentValues) -> Color {
        UIColor.placeholderText.resolved(for: environment.colorScheme)
    }
}
