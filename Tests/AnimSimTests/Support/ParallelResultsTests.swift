import Foundation
import Testing
@testable import AnimSimCore

/// Work spread over threads gives its values in index order, and the earliest failure by
/// index, whichever thread finishes first.
@Suite struct ParallelResultsTests {
    struct Failure: Error, Equatable { let index: Int }

    @Test func valuesComeInIndexOrder() throws {
        let results = ParallelResults<Int, Failure>.perform(1_000) { .success($0 * $0) }
        #expect(try results.inOrder() == (0..<1_000).map { $0 * $0 })
    }

    @Test(arguments: [[3, 700], [999], [0, 1, 2]])
    func theEarliestFailureByIndexIsThrown(failing: [Int]) {
        let results = ParallelResults<Int, Failure>.perform(1_000) { index in
            failing.contains(index) ? .failure(Failure(index: index)) : .success(index)
        }
        #expect(throws: Failure(index: failing.min()!)) { try results.inOrder() }
        #expect(results.failed(before: failing.min()! + 1))
        #expect(!results.failed(before: failing.min()!))
    }
}
