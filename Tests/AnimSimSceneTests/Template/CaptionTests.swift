import AnimSimCore
@testable import AnimSimScene
import Foundation
import Testing

/// `caption:` names a view on screen: a small text centred just below it, taking no room.
@Suite struct CaptionTests {
    static let yaml = """
        animsim: 1
        canvas: { width: 300, height: 200 }
        view:
          hstack: { spacing: 20 }
          children:
            - { rect: {}, id: a, frame: { width: 80, height: 60 }, caption: "no rotation" }
            - { rect: {}, id: b, frame: { width: 80, height: 60 } }
        """

    @Test func captionIsCentredBelowItsViewAndTakesNoRoom() throws {
        let loaded = try SceneLoader().load(yaml: Self.yaml)
        let list = try loaded.evaluator().evaluate(at: 0, strategy: .position)
        let box = try #require(list.items.first { $0.id == "a" })
        let other = try #require(list.items.first { $0.id == "b" })
        let caption = try #require(list.items.first { $0.shape == .text("no rotation", fontSize: 12) })
        #expect(caption.frame.minY >= box.frame.maxY - 1e-9, "\(caption.frame) is not below \(box.frame)")
        #expect(abs(caption.frame.midX - box.frame.midX) < 1e-9)
        // The stack is laid out as if there were no caption: both boxes on one line.
        #expect(box.frame.minY == other.frame.minY && other.frame.minX - box.frame.maxX == 20)
    }

    @Test func captionTakesText() {
        let errors = TestSupport.errors("animsim: 1\nview:\n  rect: {}\n  caption: [1, 2]\n")
        #expect(errors?.first?.hasPrefix("4:") == true, "\(String(describing: errors))")
    }
}
