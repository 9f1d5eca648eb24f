import Foundation
import AnimSimCore

/// A number in a view template: a constant, or a state parameter read at each instant
/// (`$radius`, or `-$radius` for its negation). Angles are in degrees, like state angles.
/// The template is compiled once; only quantities are looked up per frame.
enum Quantity: Sendable, Equatable {
    case constant(Double)
    case state(String, sign: Double)
    /// A boolean parameter as 0 or 1: `anyLayout: $isVertical` picks case 1 when it is on,
    /// as `isVertical ? AnyLayout(VStackLayout()) : AnyLayout(CircularLayout())` would.
    case flag(String)

    func value(in state: SceneState) -> Double {
        switch self {
        case .constant(let value): value
        case .state(let name, let sign): sign * state[name]
        case .flag(let name): state.flag(name) ? 1 : 0
        }
    }

    var isState: Bool { constantValue == nil }

    var constantValue: Double? {
        if case .constant(let value) = self { return value }
        return nil
    }
}

/// The allowed values of a number, with the phrase error messages use.
enum NumberRange: Sendable, Equatable {
    case any
    case atLeast(Double)
    case greaterThan(Double)
    case between(Double, Double)
    /// Greater than 0 and at most the bound: font sizes.
    case positiveAtMost(Double)

    func contains(_ value: Double) -> Bool {
        switch self {
        case .any: value.isFinite || value.isInfinite
        case .atLeast(let low): value >= low
        case .greaterThan(let low): value > low
        case .between(let low, let high): value >= low && value <= high
        case .positiveAtMost(let high): value > 0 && value <= high
        }
    }

    /// "must be at least 0", for "'radius' in wheel must be at least 0, found -5".
    var requirement: String {
        switch self {
        case .any: "must be a number"
        case .atLeast(let low): "must be at least \(TraceNumber.format(low))"
        case .greaterThan(let low): "must be greater than \(TraceNumber.format(low))"
        case .between(let low, let high): "must be between \(TraceNumber.format(low)) and \(TraceNumber.format(high))"
        case .positiveAtMost(let high): "must be greater than 0 and at most \(TraceNumber.format(high))"
        }
    }

    static let nonNegative = NumberRange.atLeast(0)
    static let positive = NumberRange.greaterThan(0)
    static let unit = NumberRange.between(0, 1)
    /// Font sizes in points. FreeType draws glyphs up to 65,535 pixels per em and fails past
    /// that ("error occurred in libfreetype"); 8,000 points at `render --scale 8` (the largest)
    /// is 64,000 pixels, and a glyph of 8,000 points is already as tall as the largest canvas.
    static let fontSize = NumberRange.positiveAtMost(8_000)
}

/// A `$name` used where only some values make sense (`pct: $pct` needs 0…1). The state's
/// values are known only after the timeline and keyframes are read, so uses are recorded
/// and checked against every value the parameter is given, at that value's position.
struct StateUse: Sendable {
    var name: String
    var range: NumberRange
    var subject: String
    var location: SourceLocation
}

/// A word parameter used where only some words make sense (`alignment: $alignment` takes
/// alignment names). Checked, like `StateUse`, against every word the parameter is given.
struct WordUse: Sendable {
    var name: String
    var words: [String]
    var subject: String
    var location: SourceLocation
}
