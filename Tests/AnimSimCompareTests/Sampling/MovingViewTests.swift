import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimCompare
import Foundation
import Testing

/// `MovingView` looks past modifiers by their role (`DisplayItem.isModifier`), and only past
/// those: a container of one view that arranges it (a stack) is a layout like any other.
@Suite struct MovingViewTests {
    static func list(_ root: ViewNode) throws -> DisplayList {
        try LayoutEngine().layout(root, in: CGSize(width: 300, height: 300))
    }

    @Test func aTileWrappedInEveryModifierIsTheViewItsWheelPlaces() throws {
        // Each tile's rectangle sits inside frame, padding, overlay (whose text is drawn too),
        // offset and fixedSize: all six are modifiers, so both drawn leaves walk up to the tile,
        // which the wheel places. The lone rectangle is placed by the HStack, the root.
        let tiles = (0..<3).map { index in
            Rectangle().frame(width: 20, height: 20).padding(4).overlay(Text("a")).offset(x: 2).fixedSize().id("t\(index)")
        }
        let root = HStack { WheelLayout(radius: 100)(children: tiles).id("wheel"); Rectangle().id("lone") }
        #expect(MovingView.resolve(try Self.list(root)) == [
            MovingView(id: "t0", containerID: "wheel"), MovingView(id: "t1", containerID: "wheel"),
            MovingView(id: "t2", containerID: "wheel"), MovingView(id: "lone", containerID: "root"),
        ])
    }

    @Test func aStackOfOneViewIsItsLayout() throws {
        // A VStack with one child arranges it: the walk stops there, as at any layout.
        let root = VStack { Rectangle().frame(width: 10, height: 10).id("inner") }.id("column")
        #expect(MovingView.resolve(try Self.list(root)) == [MovingView(id: "inner", containerID: "column")])
    }

    @Test func theRootDrawnAloneHasNoContainer() throws {
        #expect(MovingView.resolve(try Self.list(Circle().id("dot"))) == [MovingView(id: "dot", containerID: nil)])
    }
}
