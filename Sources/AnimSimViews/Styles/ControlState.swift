import AnimSimCore

/// SwiftUI's `ControlSize`: how large the controls below draw (`.controlSize(.large)`). AnimSim
/// keeps it in the environment (`@Environment(\.controlSize)` reads it) but draws every
/// control at the regular size: Apple states no sizes for the others, and none are guessed.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// SwiftUI's `ButtonBorderShape`: the outline a bordered button's plate takes
/// (`.buttonBorderShape(.capsule)`). `.automatic` and `.roundedRectangle` are the style's own
/// rounded rectangle (radius 6, `ButtonLook`); `.roundedRectangle(radius:)` that radius;
/// `.capsule` and `.circle` those shapes. Borderless and plain buttons have no plate to shape.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

extension EnvironmentValues {
    /// SwiftUI's `isEnabled`: false below a `.disabled(true)`. A disabled button draws in the
    /// disabled grey and ignores taps (`Button`).
    public var isEnabled: Bool {
        get { controlStyles.isEnabled }
        set { controlStyles.isEnabled = newValue }
    }

    /// SwiftUI's `controlSize` (`ControlSize`).
    public var controlSize: ControlSize {
        get { controlStyles.size }
        set { controlStyles.size = newValue }
    }
}

extension View {
    /// `.disabled(_:)`: the controls below ignore input and draw dimmed. As in SwiftUI, an
    /// inner `.disabled(false)` does not enable what an outer `.disabled(true)` disables.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { if disabled { $0.controlStyles.isEnabled = false } })
    }

    /// `.controlSize(_:)`: kept for `@Environment(\.controlSize)`; drawn at the regular size (`ControlSize`).
    public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlStyles.size = size })
    }

    /// `.buttonBorderShape(_:)`: the plate of the bordered buttons below (`ButtonBorderShape`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlStyles.borderShape = shape })
    }
}
