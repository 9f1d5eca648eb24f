@testable import AnimSimMotion
import Testing

/// The stacking order of layers that come and go, and the longest run that kept its order.
@Suite struct LayerOrderTests {
    @Test(arguments: [
        ([3, 1, 2], [1, 2]),        // 1 and 2 kept their order; 3 went beneath them
        ([0, 1, 2, 3], [0, 1, 2, 3]),
        ([4, 3, 2, 1], [3]),         // reversed: one view goes on, the last one found
        ([2, 0, 3, 1, 4], [1, 3, 4]),
        ([], []),
    ])
    func longestIncreasingRun(ranks: [Int], kept: [Int]) {
        #expect(LayerOrder.longestIncreasing(ranks) == kept)
    }

    @Test func framesAgreeOnOneStack() {
        var order = LayerOrder()
        // Frame 0: a(0) b(1) c(2); frame 1: a leaves, d(3) comes on top; frame 2: b, c, d
        // with e(4) slipped between b and c (an insertion in the middle of a stack).
        order.add([0, 1, 2])
        order.add([1, 2, 3])
        order.add([1, 4, 2, 3])
        #expect(order.sorted(count: 5) == [0, 1, 4, 2, 3])
    }

    @Test func withoutChangesTheOrderIsTheFirstFramesOrder() {
        var order = LayerOrder()
        for _ in 0..<3 { order.add([2, 0, 1]) }
        #expect(order.sorted(count: 3) == [2, 0, 1])
    }
}
