import AnimSimCore

/// SwiftUI's `ButtonStyle`: a button's look, made from its label and whether it is pressed.
/// The `Button` keeps its own press handling (`ButtonPress`): `isPressed` is true while a
/// touch holds the button, so a style's `.scaleEffect(configuration.isPressed ? 0.9 : 1)`
/// with `.animation(_:value:)` animates on the press and on the release, in both panes.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from: the button's label, whether a touch holds it, its role.
public struct ButtonStyleConfiguration {
    /// The button's label as a view (SwiftUI's opaque `Label` type).
    public struct Label: _PrimitiveView {
        let content: AnyView

        public func _resolve(in context: _ResolveContext) -> [ViewNode] { resolve(content, in: context) }
    }

    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// SwiftUI's `ButtonRole`: what a button does, which the built-in styles show
/// (`.destructive` draws in red).
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// SwiftUI's `PrimitiveButtonStyle`: a style that also decides when the button acts, by
/// calling `configuration.trigger()` (usually from a gesture it adds). A button with such a
/// style has no press of its own: a script's `tap:` reaches the style's gestures, and
/// `control:` still runs the action directly.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws from: the label, the role, and the action as `trigger`.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action, as a tap on a button of the automatic style would.
    public func trigger() { action() }
}

/// The style in effect for the buttons below a `.buttonStyle`, with its type erased.
struct ButtonStyleBox {
    /// The style's body for a configuration, or nil for a primitive style.
    let body: ((ButtonStyleConfiguration) -> AnyView)?
    let primitive: ((PrimitiveButtonStyleConfiguration) -> AnyView)?
    /// The label is drawn in the tint (as SwiftUI draws a custom style's label in the accent
    /// colour unless the style says otherwise); `.plain` leaves it in the primary colour.
    var tintsLabel = true
}

extension View {
    /// `.buttonStyle(_:)`: the buttons inside draw through the style (`.plain`,
    /// `.borderless`, `.bordered`, `.borderedProminent`, or one of the file's own).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier {
            $0.controlStyles.button = ButtonStyleBox(body: { AnyView(style.makeBody(configuration: $0)) }, primitive: nil,
                                                     tintsLabel: !(style is PlainButtonStyle))
        })
    }

    /// `.buttonStyle(_:)` with a `PrimitiveButtonStyle`: the style decides when the button acts.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier {
            $0.controlStyles.button = ButtonStyleBox(body: nil, primitive: { AnyView(style.makeBody(configuration: $0)) })
        })
    }
}
