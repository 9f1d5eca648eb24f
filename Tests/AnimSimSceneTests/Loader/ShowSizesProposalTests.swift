import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// `showSizes` with a specific proposal, article 000's `.proposal(size:)`.
@Suite struct ShowSizesProposalTests {
    @Test func theGalleryScenesProposalsAreAsked() throws {
        let loaded = try TestSupport.load("scenes/sizes-proposals.yaml")
        let list = try loaded.evaluator().evaluate(at: 3, strategy: .animatable)
        let text = try #require(list.item("proposal")).measuredSizes
        #expect(text.map(\.request) == [.current, .proposal(ProposedViewSize(width: 30, height: .infinity))])
        #expect(text.last?.size.width == 30)
        let circle = try #require(list.item("circle")).measuredSizes
        #expect(circle.map(\.request.rawValue) == ["current", "60×nil", "60×60"])
        // A shape takes 10 for the unspecified side: the square of min(60, 10).
        #expect(circle[1].size == CGSize(width: 10, height: 10))
        #expect(circle[2].size == CGSize(width: 60, height: 60))
    }

    static func scene(_ showSizes: String) -> String {
        "animsim: 1\nview:\n  rect: {}\n  showSizes: \(showSizes)\n"
    }

    @Test(arguments: [
        ("[{ proposal: [30] }]", "4:27: expected { proposal: [width, height] } with two sides (a number, inf or null)"),
        ("[{ proposal: [30, -1] }]", "4:32: a side of a showSizes proposal must be at least 0, found -1"),
        ("[{ propsal: [30, 1] }]", "4:17: unknown key 'propsal' in a showSizes proposal (did you mean 'proposal'?)"),
    ])
    func badProposalsArePlaced(showSizes: String, expected: String) {
        let errors = TestSupport.errors(Self.scene(showSizes)) ?? []
        #expect(errors == [expected])
    }
}
