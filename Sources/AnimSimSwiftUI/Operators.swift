#if os(Linux)
import AnimSimCore
import AnimSimViews

// `Angle`'s, `Text`'s and `DispatchTime`'s arithmetic, for a file with `import SwiftUI`. An operator
// declared in a type is found through the module that declares it, and this module re-exports
// those types alone (`@_exported import struct`), never their modules whole, so without these
// `angle += .degrees(90)` and `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5)` do not
// compile in a SwiftUI file (the second as a compiler failure to diagnose `body`). Operators
// that come from a standard protocol (`==`, `<`, a `VectorArithmetic`'s `+`) are found
// through the protocol and need nothing here. Each does what the type's own operator does.

public func + (lhs: Angle, rhs: Angle) -> Angle { .radians(lhs.radians + rhs.radians) }
public func - (lhs: Angle, rhs: Angle) -> Angle { .radians(lhs.radians - rhs.radians) }
public prefix func - (value: Angle) -> Angle { .radians(-value.radians) }
public func * (lhs: Angle, rhs: Double) -> Angle { .radians(lhs.radians * rhs) }
public func / (lhs: Angle, rhs: Double) -> Angle { .radians(lhs.radians / rhs) }
public func += (lhs: inout Angle, rhs: Angle) { lhs = .radians(lhs.radians + rhs.radians) }
public func -= (lhs: inout Angle, rhs: Angle) { lhs = .radians(lhs.radians - rhs.radians) }

/// SwiftUI's `Text + Text`: one text whose parts keep their styles (`Text+Runs.swift`).
public func + (lhs: Text, rhs: Text) -> Text { lhs.joined(with: rhs) }

public func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    var later = time
    later.seconds += seconds
    return later
}

public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    time.advanced(by: interval)
}
#endif
