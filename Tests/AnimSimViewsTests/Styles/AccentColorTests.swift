import Foundation
import Testing
import AnimSim

/// `.accentColor(_:)`, deprecated but in published files: the buttons below take it as their
/// accent where no `.tint` is set; a `.tint` wins over it, wherever it is set, as in SwiftUI;
/// a switch keeps its green (only a tint changes it).
@MainActor @Suite struct AccentColorTests {
    /// The colours of the texts in `view`'s tree, in tree order.
    static func textColours<V: View>(_ view: V) -> [Color] {
        func colours(_ node: ViewNode) -> [Color] {
            guard case .text = node.content else { return node.children.flatMap(colours) }
            return [node.style.fill ?? .clear]
        }
        return colours(ViewHost(view).currentTree)
    }

    @Test func aButtonTakesTheAccentColour() {
        #expect(Self.textColours(Button("Go") { }.accentColor(.orange)) == [.orange])
        #expect(Self.textColours(Button("Go") { }) == [.accentColor])
    }

    @Test(arguments: [true, false])
    func aTintWinsOverTheAccentColour(tintInside: Bool) {
        let button = Button("Go") { }
        let colours = tintInside ? Self.textColours(button.tint(.pink).accentColor(.orange))
            : Self.textColours(button.accentColor(.orange).tint(.pink))
        #expect(colours == [.pink])
    }

    @Test func aNilAccentColourIsTheAppsAccent() {
        #expect(Self.textColours(Button("Go") { }.accentColor(nil)) == [.accentColor])
    }
}
