import AnimSimCore
import Foundation

/// Which metrics size text: the font the renderer draws with (the default for everything a
/// user sees or reads: render, play, trace, check, compare), or the deterministic fixed
/// advance, chosen explicitly (`--measurer fixed`) for traces that must not depend on the
/// installed font.
public enum TextMetrics: String, CaseIterable, Sendable {
    /// DejaVu Sans through FreeType and Cairo: what `render` and `play` draw.
    case font
    /// 0.6 em per character, lines 1.2 em: `FixedAdvanceTextMeasurer`.
    case fixed

    public func measurer() throws -> any TextMeasurer {
        switch self {
        case .font:
            guard let shared = CairoTextMeasurer.shared else { return try CairoTextMeasurer() }
            return shared
        case .fixed:
            return FixedAdvanceTextMeasurer()
        }
    }

    /// A layout engine measuring text this way.
    public func engine() throws -> LayoutEngine { LayoutEngine(measurer: try measurer()) }
}
