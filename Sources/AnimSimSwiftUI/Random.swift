#if os(Linux)
import AnimSimViews

/// The standard library's random conveniences, drawing from AnimSim's seeded generator, for
/// a file that says `import SwiftUI`. The view layer declares them too (Random+Seeded.swift),
/// but a declaration shadows the standard library's only in a file that imports its module
/// directly, and such a file imports this one: without these, article 001's
/// `originalItems.shuffle()` drew from the system's generator and shuffled differently in
/// every process (SwiftFileViewTests' deck, under `import SwiftUI`).
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
