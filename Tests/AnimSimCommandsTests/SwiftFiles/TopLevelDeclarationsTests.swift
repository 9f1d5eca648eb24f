import Testing
@testable import AnimSimCommands

/// The names a file gives the rest of its app target, read from its text: what `animsim`
/// looks for in a project's other files when a file uses a name it does not declare.
@Suite struct TopLevelDeclarationsTests {
    static let text = """
        import SwiftUI

        // struct Commented: View {}
        /* enum AlsoCommented {} */
        let greeting = "struct InAString {}"

        @available(iOS 17.0, *)
        struct LockAnimationView: View {
            @State private var locked = false
            let size: CGFloat = 40
            var body: some View {
                Image(systemName: locked ? "lock" : "lock.open")
            }
            func toggle() { locked.toggle() }
        }

        @MainActor final class ReactionModel: ObservableObject {
            @Published var count = 0
        }

        enum Phase: CaseIterable { case start, end }
        private struct Hidden {}
        fileprivate func helper() {}
        extension Color { static let brand = Color.red }
        typealias Reaction = (emoji: String, label: String)
        public func haptic(_ strength: Double) {}
        protocol Reacting {}
        actor Counter {}
        var isDemo = true

        """

    @Test func namesAtTheTopLevelAreFound() {
        #expect(TopLevelDeclarations.names(in: Self.text)
                == ["greeting", "LockAnimationView", "ReactionModel", "Phase", "Reaction", "haptic", "Reacting", "Counter", "isDemo"])
    }

    /// Members, comments, strings, extensions and private declarations give nothing to other files.
    @Test(arguments: ["Commented", "AlsoCommented", "InAString", "locked", "size", "body", "toggle", "count", "Hidden", "helper",
                      "brand", "Color", "start"])
    func namesOnlyTheFileSeesAreNot(_ name: String) {
        #expect(!TopLevelDeclarations.names(in: Self.text).contains(name))
    }
}
