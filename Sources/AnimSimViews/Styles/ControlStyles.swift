import AnimSimCore

/// What `.buttonStyle`, `.toggleStyle`, `.textFieldStyle`, `.tint`, `.imageScale`, `.disabled`, `.controlSize` and
/// `.buttonBorderShape` pass down to the controls
/// and symbols below them (one environment field, so the environment stays small).
struct ControlStyles {
    /// `.buttonStyle(_:)`; nil: the automatic (borderless) look, drawn as before styles existed.
    var button: ButtonStyleBox?
    /// `.toggleStyle(_:)`; nil: the automatic (switch) look.
    var toggle: ToggleStyleBox?
    /// `.tint(_:)`: the accent of the buttons and the switches' on colour.
    var tint: Color?
    /// `.accentColor(_:)` (deprecated since iOS 15, still in published files): the buttons'
    /// accent where no `.tint` is set; a tint wins over it, and a switch keeps its green.
    var accent: Color?
    /// `.imageScale(_:)`: the size of the `Image(systemName:)` placeholders below.
    var imageScale: Image.Scale = .medium
    /// `.disabled(_:)`, `.controlSize(_:)`, `.buttonBorderShape(_:)` (`ControlState.swift`).
    var isEnabled = true
    var size = ControlSize.regular
    var borderShape = ButtonBorderShape.automatic
    /// `.textFieldStyle(.roundedBorder)`: the text fields below sit on UITextField's rounded box.
    var roundedTextFields = false
}

extension View {
    /// `.tint(_:)`: the buttons below draw their label in it, a switch's track when on.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlStyles.tint = tint })
    }

    /// `.accentColor(_:)`: the accent of the buttons below, under any `.tint` (`ControlStyles.accent`).
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlStyles.accent = accentColor })
    }
}
