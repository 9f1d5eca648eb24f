import AnimSimCore

/// How a `Toggle`, `Slider`, `Stepper`, `Picker` or text field acts and looks below
/// `.disabled(true)`, as a disabled `Button` does (`Button`, `ButtonLook.tint`).
///
/// It ignores input: a script's `control:` (and the window's click, which is one) still finds
/// it by its name and still rejects a value of the wrong kind, so a script that names it is
/// not wrong, but writes nothing through its binding. The gestures below a disabled view are not registered at all
/// (`_GestureModifier`), so a touch goes on to the gestures around it, as SwiftUI's hit
/// testing passes over a disabled view's own gestures.
///
/// It dims: its label (every text without a colour of its own) in the grey a disabled button
/// draws in, UIKit's `tertiaryLabel`, and its control part (the switch, the slider, the
/// stepper's plate, the segments) at `partOpacity`. Apple documents only that a disabled
/// control dims, with no number: half opacity is AnimSim's choice, as far as a screenshot
/// of a disabled UISwitch or UISlider looks from a still.
@MainActor enum DisabledControl {
    /// How much of its opacity a disabled control's part keeps (AnimSim's choice, above).
    static let partOpacity = 0.5

    /// `context` as a control resolves its label in: the disabled grey as the foreground
    /// colour when disabled and the label has none above it.
    static func labelContext(_ context: _ResolveContext) -> _ResolveContext {
        guard !context.environment.isEnabled else { return context }
        return context.with {
            $0.environment.foregroundColor = $0.environment.foregroundColor ?? ButtonLook.tint(nil, in: $0.environment)
        }
    }

    /// The control part `part`, dimmed when disabled.
    static func part<V: View>(_ part: V, in context: _ResolveContext) -> ModifiedContent<V, _NodeModifier> {
        part.opacity(context.environment.isEnabled ? 1 : partOpacity)
    }
}
