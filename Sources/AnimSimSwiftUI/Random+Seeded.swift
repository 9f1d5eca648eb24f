#if os(Linux)
import AnimSimViews

/// The standard library's random conveniences, drawing from `SceneRandom` (`--seed N`), for
/// files that say `import SwiftUI`. AnimSimViews declares the same overloads, but a module's
/// extensions shadow the standard library's only in a file that imports that module, and a
/// SwiftUI file imports this one, never AnimSimViews: without these, `cards.shuffle()` in a
/// SwiftUI file drew from the system's generator and no two runs gave the same frames.
/// They shadow AnimSimViews' too, since this module imports it.
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
