import AnimSimCore

/// SwiftUI's `ToggleStyle`: a toggle's look and how it is flipped, made from its label and
/// its `isOn` binding. A style's gesture that writes `configuration.isOn` (in a
/// `withAnimation`, or not) writes the toggle's own binding, so the change is the file's
/// state change as any other; a script's `control:` still flips the toggle directly.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws from: the label, and `isOn` as a binding (`$isOn` passes it on).
public struct ToggleStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    @Binding public var isOn: Bool
    /// iOS 16's mixed state: AnimSim's toggles bind one value, so never mixed.
    public var isMixed: Bool { false }
}

/// `.switch` (and `.automatic`, iOS's default): label leading, a 51×31 switch trailing.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        ToggleSwitchRow(label: configuration.label, isOn: configuration.isOn, tint: tint)
    }
}

/// `.button`: the toggle drawn as a bordered button, filled with the tint when on (iOS's
/// look: the label in the tint off, in white on the tint when on); tapping it flips it.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let on = configuration.isOn
        configuration.label
            .foregroundColor(on ? .white : .accentColor)
            .padding(.horizontal, ButtonLook.padding.horizontal)
            .padding(.vertical, ButtonLook.padding.vertical)
            .background(RoundedRectangle(cornerRadius: ButtonLook.cornerRadius)
                .fill(on ? Color.accentColor : Color.accentColor.opacity(ButtonLook.borderedFillOpacity)))
    }
}

/// `.automatic`: the switch on iOS.
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { .init() }
    public static var automatic: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// The style in effect for the toggles below a `.toggleStyle`, with its type erased.
struct ToggleStyleBox {
    let body: (ToggleStyleConfiguration) -> AnyView
}

extension View {
    /// `.toggleStyle(_:)`: the toggles inside draw through the style (`.switch`, `.button`,
    /// `.automatic`, or one of the file's own).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlStyles.toggle = ToggleStyleBox { AnyView(style.makeBody(configuration: $0)) } })
    }
}
