import AnimSimCore

extension Image {
    /// SwiftUI's `Image.Scale`: a symbol's size relative to the text around it. Apple gives
    /// the factors for the same scales of symbol images: small is "approximately 20% smaller"
    /// and large "approximately 30% larger" than medium
    /// (developer.apple.com/documentation/appkit/nsimage/symbolscale/small and /large), so
    /// a placeholder is 0.8, 1 or 1.3 × its medium side.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

/// SwiftUI's `SymbolRenderingMode`: how a symbol's layers are coloured. A placeholder has
/// no layers, so every mode draws it in the foreground style; accepted so files run.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
    /// `.imageScale(_:)`: the `Image(systemName:)` placeholders below are their medium side
    /// times the scale's factor (`Image.Scale`).
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.controlStyles.imageScale = scale })
    }

    /// `.symbolRenderingMode(_:)`: accepted; a placeholder draws in the foreground style
    /// whatever the mode (`SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { _ in })
    }
}
