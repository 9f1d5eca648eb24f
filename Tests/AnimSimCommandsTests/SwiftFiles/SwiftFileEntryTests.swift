import Testing
@testable import AnimSimCommands

/// Which view a Swift file's program runs, read from the files as Xcode would pick: `--view`,
/// a top-level `let scene` (AnimSim's own API), an `@main` `App`, the only preview,
/// `ContentView`, else the only `View`.
@Suite struct SwiftFileEntryTests {
    @Test(arguments: [
        ("struct ContentView: View { var body: some View { Text(\"a\") } }", SwiftFileEntry.view("ContentView")),
        ("struct Badge: View { var body: some View { Text(\"a\") } }\nstruct ContentView : View, Equatable {\n}", .view("ContentView")),
        ("struct Wheel<Content>: View where Content: View {\n}\nstruct Ring: Layout {\n}", .view("Wheel")),
        ("let scene = Scene { _ in ViewNode(.color(.red)) }\nstruct ContentView: View {\n}", .scene),
        ("struct Ring: Layout {\n}\nstruct Views: Sendable {\n}", .none(SwiftFileEntry.nothingToRun("Ring.swift", count: 1))),
        ("struct A: View {\n}\nstruct B: View {\n}", .none("Ring.swift defines 2 views (A, B) and no ContentView: name the one to run ContentView, or pass --view NAME")),
    ])
    func theEntryIsChosenFromTheFiles(source: String, expected: SwiftFileEntry) {
        #expect(SwiftFileEntry.choose(sources: [source], names: ["Ring.swift"]) == expected)
    }

    static let views = "struct ContentView: View {\n}\nstruct Badge: View {\n}\n"
    static let onePreview = views + "#Preview(\"Dark\") {\n    Badge()\n}\n"
    static let twoPreviews = onePreview + "#Preview { ContentView() }\n"
    static let app = "@main\nstruct RingApp: App {\n}\n"
    static let provider = views + "struct Badge_Previews: PreviewProvider {\n}\n"

    /// Previews, providers and an `App` join the choice: `--view` first, then an app, then a
    /// preview (of several, the root: PreviewRootsTests), then ContentView.
    @Test(arguments: [
        (onePreview, nil, SwiftFileEntry.preview(global: "_animsimPreview_0_1")),
        (twoPreviews, nil, .preview(global: "_animsimPreview_0_1")),
        (twoPreviews, "Dark", .preview(global: "_animsimPreview_0_1")),
        (twoPreviews, "V.swift:8", .preview(global: "_animsimPreview_0_2")),
        (twoPreviews, "Badge", .view("Badge")),
        (twoPreviews, "Nope", .none("V.swift defines no view or preview named 'Nope': --view takes one of ContentView, Badge, \"Dark\", V.swift:8")),
        (provider, nil, .previewProvider("Badge_Previews")),
        (onePreview + app, nil, .app(type: "RingApp", files: "V.swift")),
        (onePreview + app, "ContentView", .view("ContentView")),
    ])
    func previewsAndAppsJoinTheChoice(source: String, view: String?, expected: SwiftFileEntry) {
        let previews = SwiftFilePreviews(text: source, path: "V.swift", fileIndex: 0)
        #expect(SwiftFileEntry.choose(sources: [source], names: ["V.swift"], previews: [previews], view: view) == expected)
    }

    static let twoProviders = provider + "struct ContentView_Previews: PreviewProvider {\n}\n"

    /// Every command, `check` too, takes the same of several previews in one file, a
    /// `PreviewProvider` as a `#Preview`, without asking for `--view`: none uses another's view
    /// from another file, so the first in the listed order (every `#Preview`, then every
    /// provider); `--view` still decides.
    @Test(arguments: [
        (twoPreviews, nil, SwiftFileEntry.preview(global: "_animsimPreview_0_1")),
        (twoProviders, nil, .previewProvider("Badge_Previews")),
        (twoProviders + "#Preview { Badge() }\n", nil, .preview(global: "_animsimPreview_0_1")),
        (twoProviders, "ContentView_Previews", .previewProvider("ContentView_Previews")),
    ])
    func everyCommandTakesTheSameOfSeveralPreviews(source: String, view: String?, expected: SwiftFileEntry) {
        let previews = SwiftFilePreviews(text: source, path: "V.swift", fileIndex: 0)
        #expect(SwiftFileEntry.choose(sources: [source], names: ["V.swift"], previews: [previews], view: view) == expected)
    }

    /// A view is built by the glue with no arguments, and hosted once the command's
    /// `--canvas`, `--script` and `--duration` are known.
    @Test func theGlueBuildsTheChosenView() {
        #expect(SwiftFileEntry.view("Wheel").glue.contains("SwiftFileProgram.run(view: HostedView { Wheel() })"))
        #expect(SwiftFileEntry.scene.glue.contains("SwiftFileProgram.run(scene: scene)"))
    }
}
