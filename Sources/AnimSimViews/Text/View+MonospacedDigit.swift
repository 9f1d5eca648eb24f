import AnimSimCore

/// `.monospacedDigit()` on a text or any view: SwiftUI switches the font to tabular figures so
/// that a changing number does not shift sideways. AnimSim's face, DejaVu Sans (regular and
/// bold), already draws every digit on one advance (0.636 em), so its numbers are tabular
/// as drawn and measured: the modifier changes nothing, exactly (`MonospacedDigitTests`).
extension Text {
    public func monospacedDigit() -> Text { self }
}

extension View {
    public func monospacedDigit() -> Self { self }
}
