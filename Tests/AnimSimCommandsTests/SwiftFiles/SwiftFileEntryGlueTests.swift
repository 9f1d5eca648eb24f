import Foundation
import Testing
@testable import AnimSimCommands

/// The glue is compiled in the user's module, so a name the user's files declare shadows the
/// library's of the same name in it: dogra25130's FlipTransition declares `struct Data:
/// Identifiable` beside its `@main` app, and the glue's `Data(…)` met it and did not compile.
@Suite struct SwiftFileEntryGlueTests {
    static let files = [
        "App/FlipApp.swift": """
            import SwiftUI

            @main
            struct FlipApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }

            """,
        "App/ContentView.swift": """
            import SwiftUI

            struct Data: Identifiable {
                let id: Int
                let text: String
            }

            struct ContentView: View {
                let cards = [Data(id: 1, text: "one"), Data(id: 2, text: "two")]
                var body: some View {
                    VStack { ForEach(cards) { Text($0.text) } }
                }
            }

            """,
    ]

    @Test func anAppBesideAUsersDataRuns() throws {
        let run = try SurroundingsTests.run(["check", "App"], files: Self.files)
        #expect(run.status == 0, "\(run.err)")
    }

    /// A glue that does not compile for another entry than a `scene` is not blamed on one.
    @Test(arguments: [SwiftFileEntry.app(type: "FlipApp", files: "A.swift"), .view("ContentView")])
    func onlyASceneIsToldToBeAScene(entry: SwiftFileEntry) {
        let line = entry.explain(["AnimSimFileMain.swift:9:52: error: cannot convert value of type 'String.UTF8View' to expected argument type 'Int'"],
                                 files: ["A.swift"])
        #expect(!line.contains("`scene` must be"), "\(line)")
        #expect(line.contains("cannot convert"), "\(line)")
    }

    /// A view model's file with `import Foundation` alone: Apple's Foundation re-exports
    /// Combine's `ObservableObject` and `Published` (dogra25130's Touchdown, `Shop.swift`).
    @Test func aFoundationFileDeclaresAnObservableObject() throws {
        let files = [
            "Shop/Shop.swift": "import Foundation\n\nclass Shop: ObservableObject {\n    @Published var showingProduct = false\n}\n",
            "Shop/ContentView.swift": """
                import SwiftUI

                struct ContentView: View {
                    @StateObject var shop = Shop()
                    var body: some View {
                        Text(shop.showingProduct ? "product" : "shop").onAppear { shop.showingProduct = true }
                    }
                }

                """,
        ]
        let run = try SurroundingsTests.run(["check", "Shop"], files: files)
        #expect(run.status == 0, "\(run.err)")
    }

    /// A file's own `Published` is left its own: the module declares no alias over it.
    @Test func aFilesOwnNameIsLeftItsOwn() {
        let aliases = SwiftFileEntry.combineAliases(sources: ["@propertyWrapper\nstruct Published<V> { var wrappedValue: V }\n"])
        #expect(!aliases.contains("typealias Published"))
        #expect(aliases.contains("typealias ObservableObject = AnimSimViews.ObservableObject"))
    }
}
