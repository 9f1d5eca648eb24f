/// The standard library's random conveniences with the same signatures, drawing from
/// `SceneRandom`: in code that imports AnimSim these shadow the standard library's, which
/// draw from the system's generator (see `SceneRandom` for why this mechanism).
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
