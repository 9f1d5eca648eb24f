import Foundation

/// SwiftUI's `BlendMode`: how a view's layer is combined with what is drawn beneath it in its
/// compositing group. The painter maps each to the nearest Cairo operator (Cairo implements
/// the PDF/W3C separable and non-separable blend modes, so most are exact);
/// `plusDarker` has no Cairo operator and is drawn as `multiply`, the nearest darkening mode
/// (docs/evaluation.md, "Compositing").
public enum BlendMode: String, CaseIterable, Equatable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// Whether a Cairo operator draws it exactly (see the type's comment).
    public var isExact: Bool { self != .plusDarker }

    /// The result for one opaque channel pair (source `s` over destination `d`, 0…1) of the
    /// separable modes, as the W3C compositing spec defines them: what tests compare pixels with.
    public func blend(source s: Double, destination d: Double) -> Double? {
        switch self {
        case .normal: return s
        case .multiply: return s * d
        case .screen: return s + d - s * d
        case .darken: return min(s, d)
        case .lighten: return max(s, d)
        case .difference: return abs(s - d)
        case .exclusion: return s + d - 2 * s * d
        case .plusLighter: return min(1, s + d)
        case .plusDarker: return max(0, s + d - 1)
        default: return nil
        }
    }
}
