import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// SwiftUI's published results: the root is proposed 100×100 and centred; frames are
/// `[x, y, width, height]`. These must hold exactly (no tolerance).
@Suite struct EnginePublishedResultsTests {
    private func frame(_ root: ViewNode, _ id: String) throws -> CGRect? {
        try LayoutCheck.run(root).frame(id)
    }

    @Test func twoRectanglesShareAnHStack() throws {
        // 100 − 8 spacing = 92, half each: 46 | 8 | 46.
        let root = HStack { Rectangle(); Rectangle() }
        #expect(try frame(root, "root/0") == CGRect(x: 0, y: 0, width: 46, height: 100))
        #expect(try frame(root, "root/1") == CGRect(x: 54, y: 0, width: 46, height: 100))
    }

    @Test func minMaxFramesInAnHStack() throws {
        // Both have flexibility 20 (40−20, 50−30), so they keep their order: the first is offered
        // 92/2 = 46 and takes 40; the second is offered 52 and takes 50; 40 + 8 + 50 = 98 is
        // centred, starting at 1.
        let root = HStack {
            Rectangle().frame(minWidth: 20, maxWidth: 40)
            Rectangle().frame(minWidth: 30, maxWidth: 50)
        }
        #expect(try frame(root, "root/0") == CGRect(x: 1, y: 0, width: 40, height: 100))
        #expect(try frame(root, "root/1") == CGRect(x: 49, y: 0, width: 50, height: 100))
    }

    @Test func fixedFrameInsideAMaxWidthFrame() throws {
        // The outer frame is min(max(60, 100), 50) = 50 wide and 40 tall, at x = 25; the 60-wide
        // inner frame is centred on it, overflowing by 5 on each side: x = 20.
        let root = Rectangle().frame(width: 60, height: 40).frame(maxWidth: 50)
        #expect(try frame(root, "root/0") == CGRect(x: 20, y: 30, width: 60, height: 40))
        #expect(try frame(root, "root/0/0") == CGRect(x: 20, y: 30, width: 60, height: 40))
    }

    @Test func fixedSizeRectangleTakesItsIdealSize() throws {
        // An unspecified proposal gives a shape its 10×10 ideal size, centred.
        let root = Rectangle().fixedSize()
        #expect(try frame(root, "root") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(try frame(root, "root/0") == CGRect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func paddingLargerThanTheProposal() throws {
        // The rectangle is proposed max(0, 100 − 120) = 0; the padding is 120×120, centred at
        // −10, so the rectangle sits at −10 + 60 = 50.
        let root = Rectangle().padding(60)
        #expect(try frame(root, "root/0") == CGRect(x: 50, y: 50, width: 0, height: 0))
    }
}
