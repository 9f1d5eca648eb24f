import Testing
import AnimSim

/// In a file that imports AnimSim, the standard library's random conveniences resolve to
/// AnimSim's (`SceneRandom`): each call here must draw exactly what the seeded generator
/// gives, which the system's generator would not.
@MainActor @Suite struct RandomResolutionTests {
    @Test(arguments: [0, 7, 123_456_789] as [UInt64])
    func eachCallDrawsFromTheSeededGenerator(seed: UInt64) {
        SceneRandom.reseed(seed)
        var deck = Array(0..<52)
        deck.shuffle()
        let shuffled = (0..<20).shuffled()
        let element = (1...1000).randomElement()
        let int = Int.random(in: 0..<1_000_000)
        let closed = UInt8.random(in: 0...255)
        let double = Double.random(in: 0..<1)
        let float = Float.random(in: -1...1)
        let bool = Bool.random()

        var expected = SeededGenerator(seed: seed)
        var deck2 = Array(0..<52)
        deck2.shuffle(using: &expected)
        #expect(deck == deck2)
        #expect(shuffled == (0..<20).shuffled(using: &expected))
        #expect(element == (1...1000).randomElement(using: &expected))
        #expect(int == Int.random(in: 0..<1_000_000, using: &expected))
        #expect(closed == UInt8.random(in: 0...255, using: &expected))
        #expect(double == Double.random(in: 0..<1, using: &expected))
        #expect(float == Float.random(in: -1...1, using: &expected))
        #expect(bool == Bool.random(using: &expected))
    }

    @Test func differentSeedsGiveDifferentOrders() {
        SceneRandom.reseed(1)
        let first = (0..<52).shuffled()
        SceneRandom.reseed(2)
        #expect((0..<52).shuffled() != first)
        SceneRandom.reseed(1)
        #expect((0..<52).shuffled() == first)
    }
}
