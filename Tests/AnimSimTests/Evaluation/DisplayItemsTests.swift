import Foundation
import Testing
@testable import AnimSimCore

/// Display items are stored split (appearances shared between instants, geometry per
/// instant) but read and written as whole `DisplayItem`s.
@Suite struct DisplayItemsTests {
    static let items: [DisplayItem] = [
        DisplayItem(id: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), shape: nil),
        DisplayItem(id: "a", frame: CGRect(x: 10, y: 20, width: 30, height: 40), shape: .circle, fill: .red,
                    label: DisplayItem.Label(text: "A", fontSize: 12, color: nil), rotation: .degrees(30), scale: 2,
                    opacity: 0.5, parent: 0, depth: 1,
                    paths: [{ var p = Path(); p.move(to: .zero); p.addLine(to: CGPoint(x: 1, y: 1)); return p }()]),
    ]

    @Test func readsBackWhatWasStored() {
        let stored = DisplayItems(Self.items)
        #expect(Array(stored) == Self.items)
        #expect(stored.count == 2)
        #expect(stored[1].paths.count == 1 && stored[0].paths.isEmpty)
    }

    @Test func writingGeometryLeavesSharedAppearancesAlone() {
        let original = DisplayItems(Self.items)
        var moved = original
        moved[1].frame.origin.x = 99
        #expect(moved[1].frame.minX == 99)
        #expect(original[1].frame.minX == 10)
        #expect(moved != original)
        // Only geometry changed: the appearances are still the same storage.
        #expect(moved.appearances.withUnsafeBufferPointer { $0.baseAddress }
                == original.appearances.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test func writingAnAppearanceChangesOnlyThatItem() {
        var items = DisplayItems(Self.items)
        items[0].fill = .blue
        items[1].id = "renamed"
        items[1].paths = []
        #expect(items[0].fill == .blue && items[1].fill == .red)
        #expect(items[1].id == "renamed" && items[1].paths.isEmpty)
    }
}
