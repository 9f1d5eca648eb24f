#if os(Linux)
import AnimSimViews

/// The seeded random conveniences (`shuffle()`, `shuffled()`, `randomElement()`,
/// `random(in:)`, `Bool.random()`) for a file that says `import SwiftUI`, as `import AnimSim`
/// has them (AnimSimViews' `Random+Seeded.swift`, `SceneRandom`).
///
/// This module exports SwiftUI's names one by one (`@_exported import struct …`), and a scoped
/// import does not bring a module's extensions along: without these, `items.shuffle()` in a
/// SwiftUI file drew from the system's generator, a different order in every process, so
/// `render --script` of a window's recording could not replay a Shuffle. Declared in this
/// module, they shadow the standard library's for the files that import it, and draw from the
/// same per-thread generator, seeded the same way.
extension MutableCollection where Self: RandomAccessCollection {
    public mutating func shuffle() {
        SceneRandom.draw { shuffle(using: &$0) }
    }
}

extension Sequence {
    public func shuffled() -> [Element] {
        SceneRandom.draw { shuffled(using: &$0) }
    }
}

extension Collection {
    public func randomElement() -> Element? {
        SceneRandom.draw { randomElement(using: &$0) }
    }
}

extension FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        SceneRandom.draw { random(in: range, using: &$0) }
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        SceneRandom.draw { random(in: range, using: &$0) }
    }
}

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        SceneRandom.draw { random(in: range, using: &$0) }
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        SceneRandom.draw { random(in: range, using: &$0) }
    }
}

extension Bool {
    public static func random() -> Bool {
        SceneRandom.draw { random(using: &$0) }
    }
}
#endif
