import Foundation

/// Numbers as traces and messages print them: rounded to 4 decimals (below anything a
/// layout can show, above the last-bit noise of floating point), integers without a decimal
/// point, never `-0`. The same input prints the same text on every platform and run.
public enum TraceNumber {
    /// Below this a number prints as 0: half the last of the four decimals every output
    /// keeps. Where two measures agree (the divergence between panes, a speed at rest) they
    /// are compared against it, so what prints as 0 is treated as 0.
    public static let zero = 0.00005

    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        // Past 1e15 there are no decimals to round, and scaling 1e308 by 10,000 would print inf.
        if abs(value) >= 1e15 { return String(value) }
        var rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 }  // -0 → 0
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// JSON has no infinity or NaN: they print as null.
    public static func json(_ value: Double) -> String {
        value.isFinite ? format(value) : "null"
    }
}
