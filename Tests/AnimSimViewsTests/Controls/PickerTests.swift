import Foundation
import Testing
import AnimSim

/// `Picker`: options by `.tag`, used by name, segmented or menu style.
@MainActor @Suite struct PickerTests {
    struct Choice: View {
        @State var alignment = 0
        let segmented: Bool

        var body: some View {
            VStack {
                if segmented {
                    picker.pickerStyle(SegmentedPickerStyle())
                } else {
                    picker
                }
                Text("chosen \(alignment)")
            }
        }

        var picker: some View {
            Picker("Choose alignment", selection: $alignment) {
                Text("Leading").tag(0)
                Text("Center").tag(1)
                Text("Trailing").tag(2)
            }
        }
    }

    @Test(arguments: [true, false])
    func usesPickOptions(segmented: Bool) throws {
        let host = ViewHost(Choice(segmented: segmented))
        #expect(host.controlNames == ["Choose alignment"])
        try host.use(control: "Choose alignment", at: 1)
        #expect(host.currentTree.labelTexts.last == "chosen 1")
        try host.use(control: "Choose alignment", at: 2, value: .text("Leading"))
        #expect(host.currentTree.labelTexts.last == "chosen 0")
        #expect(throws: ControlUseError.self) { try host.use(control: "Choose alignment", at: 3, value: .text("Up")) }
    }

    /// Segmented: every option shown, 32 pt tall, as wide as proposed; menu: the selection alone.
    @Test func looks() throws {
        let segmented = ViewHost(Choice(segmented: true)).currentTree
        #expect(segmented.labelTexts == ["Leading", "Center", "Trailing", "chosen 0"])
        let list = try LayoutEngine().layout(segmented, in: CGSize(width: 300, height: 300))
        let picker = try #require(list.items.first { $0.id == "root/content/0/then" })
        #expect(picker.frame.size == CGSize(width: 300, height: 32))
        #expect(ViewHost(Choice(segmented: false)).currentTree.labelTexts == ["Leading", "chosen 0"])
    }

    /// Article 001's picker: options from `ForEach(0..<3)` with no `.tag`, each standing for
    /// its id (SwiftUI's implicit tag); an explicit `.tag` inside still wins.
    struct Implicit: View {
        @State var index = 0
        let names = ["leading", "center", "trailing"]

        var body: some View {
            VStack {
                Picker("Choose alignment", selection: $index) {
                    ForEach(0..<names.count) { Text(names[$0]) }
                }
                .pickerStyle(SegmentedPickerStyle())
                Picker("Tagged", selection: $index) {
                    ForEach(0..<2) { Text("t\($0)").tag(1 - $0) }
                }
                Text("chosen \(index)")
            }
        }
    }

    @Test func forEachOptionsAreTaggedWithTheirIDs() throws {
        let host = ViewHost(Implicit())
        #expect(host.currentTree.labelTexts.prefix(3) == ["leading", "center", "trailing"])
        try host.use(control: "Choose alignment", at: 1, value: .text("trailing"))
        #expect(host.currentTree.labelTexts.last == "chosen 2")
        try host.use(control: "Choose alignment", at: 2)
        #expect(host.currentTree.labelTexts.last == "chosen 0")
        try host.use(control: "Tagged", at: 3, value: .text("t0"))
        #expect(host.currentTree.labelTexts.last == "chosen 1")
    }
}
