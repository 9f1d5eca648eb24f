import Foundation
import Testing

/// A SwiftUI file from a Mac, unchanged, run by the binary: `import SwiftUI`, `#Preview`
/// blocks and an `@main` `App`, each compiled against AnimSim's SwiftUI module with every
/// error placed in the user's file (docs/swift.md, "A file from a Mac").
@Suite struct SwiftUIFileTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func run(_ arguments: [String], in folder: URL) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(arguments, in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    /// The only `#Preview` is what runs (its radius, not ContentView's default), hosted as
    /// ContentView itself: both panes put each square where the ring's geometry says.
    static let previewed = Result { try SwiftUIFileFixture(tail: "\n#Preview {\n    ContentView(radius: 60)\n}\n").write() }

    @Test(arguments: [0.25, 0.5, 0.75])
    func aPreviewOfALayoutWithAnimatableDataTracesItsGeometry(time: Double) throws {
        let run = try Self.run(["trace", "ContentView.swift", "--at", String(time)], in: try Self.previewed.get())
        #expect(run.status == 0, "\(run.err)")
        let centres = try SwiftUIFileFixture.centres(in: run.out)
        #expect(centres.keys.sorted() == ["animatable", "position"])
        for (strategy, squares) in centres {
            #expect(squares.count == 2)
            for (index, centre) in squares.enumerated() {
                let expected = SwiftFileFixture(radius: 60).expectedCentre(of: index, at: time, strategy: strategy)
                #expect(abs(centre[0] - expected.x) < 0.01 && abs(centre[1] - expected.y) < 0.01,
                        "\(strategy) v\(index) at \(time): \(centre) ≠ \(expected)")
            }
        }
    }

    /// A type error after a preview, and one inside a one-line preview, are placed at the
    /// user's line and column; exit 1; nothing of the rewrite or the entry is shown.
    @Test(arguments: [
        ("\n#Preview {\n    ContentView(radius: 60)\n}\n\nstruct Late {\n    let wrong: Int = \"late\"\n}\n", "\"late\"",
         "cannot convert value of type 'String' to specified type 'Int'"),
        ("\n#Preview(\"Broken\") { ContentView(radius: \"wide\") }\n", "\"wide\"",
         "cannot convert value of type 'String' to expected argument type 'CGFloat'"),
        ("\n#Preview(\"Dark\", traits: .landscapeLeft) {\n    let m = 2\n    ContentView(radius: m.missing)\n}\n", "missing",
         "value of type 'Int' has no member 'missing'"),
    ])
    func aTypeErrorNearAPreviewIsPlacedInTheUsersFile(tail: String, marker: String, message: String) throws {
        let fixture = SwiftUIFileFixture(tail: tail)
        let folder = try fixture.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = try #require(fixture.place(of: marker))
        let run = try Self.run(["trace", "ContentView.swift"], in: folder)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("ContentView.swift:\(place.line):\(place.column): error: \(message)\n"), "\(run.err)")
        #expect(!run.err.contains("AnimSimFileMain") && !run.err.contains("_animsimPreview") && !run.err.contains("command failed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ContentView.swift"])
    }

    /// Xcode's preview forms compile and the chosen one runs: its radius puts square 0 at
    /// (200 + r, 200) at t = 0 in the animatable pane.
    @Test(arguments: [
        ("\n#Preview(\"Dark\") {\n    ContentView(radius: 70)\n}\n", [String](), 70.0),
        // An unbalanced brace in a string and in a comment, then a preview found after them.
        ("\n#Preview(\"Braces }\") {\n    let note = \"a } b\" // }\n    return ContentView(radius: 50 + CGFloat(note.count - 5))\n}\n\n#Preview(\"After\") { ContentView(radius: 35) }\n",
         ["--view", "After"], 35),
        ("\n#Preview(\"Braces }\") {\n    let note = \"a } b\" // }\n    return ContentView(radius: 50 + CGFloat(note.count - 5))\n}\n\n#Preview(\"After\") { ContentView(radius: 35) }\n",
         ["--view", "Braces }"], 50),
        ("\n#Preview(\"One\") { ContentView(radius: 30) }\n\n#Preview(\"Two\", traits: .sizeThatFitsLayout) {\n    ContentView(radius: 40)\n        .previewDisplayName(\"two\")\n}\n",
         ["--view", "Two"], 40),
        ("\n#Preview(\"One\") { ContentView(radius: 30) }\n\n#Preview {\n    ContentView(radius: 20)\n}\n", ["--view", "ContentView.swift:\(SwiftUIFileFixture.tailLine + 3)"], 20),
        ("\n#Preview(\"One\") { ContentView(radius: 30) }\n\n#Preview(\"Two\") { ContentView(radius: 40) }\n", ["--view", "ContentView"], 100),
        ("\nstruct ContentView_Previews: PreviewProvider {\n    static var previews: some View {\n        ContentView(radius: 90)\n    }\n}\n", [], 90),
    ])
    func previewFormsCompileAndTheChosenOneRuns(tail: String, options: [String], radius: Double) throws {
        let folder = try SwiftUIFileFixture(tail: tail).write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["trace", "ContentView.swift", "--at", "0", "--strategy", "animatable"] + options, in: folder)
        #expect(run.status == 0, "\(run.err)")
        let square = try #require(try SwiftUIFileFixture.centres(in: run.out)["animatable"]?.first)
        #expect(abs(square[0] - (200 + radius)) < 0.01 && abs(square[1] - 200) < 0.01, "\(square)")
    }

    /// Several previews and no `--view`: every command runs the same one (here the first: both
    /// show ContentView, from one file: PreviewRootsTests), with one line naming it, the others
    /// and `--view`; `check` type-checks them all.
    @Test func severalPreviewsRunTheOneTheirLineNames() throws {
        let folder = try SwiftUIFileFixture(tail: "\n#Preview(\"One\") { ContentView(radius: 30) }\n\n#Preview {\n    ContentView()\n}\n").write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = "animsim: 2 previews: running \"One\" (ContentView), the first of 2 whose view no other previewed file uses; "
            + "the others: ContentView.swift:\(SwiftUIFileFixture.tailLine + 3); pass --view NAME to run another\n"
        let run = try Self.run(["trace", "ContentView.swift", "--at", "0", "--strategy", "animatable"], in: folder)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains(line), "\(run.err)")
        let square = try #require(try SwiftUIFileFixture.centres(in: run.out)["animatable"]?.first)
        #expect(abs(square[0] - 230) < 0.01 && abs(square[1] - 200) < 0.01, "\(square)")
        let check = try Self.run(["check", "ContentView.swift"], in: folder)
        #expect(check.status == 0 && check.out.hasPrefix("ContentView.swift: type-checks (Swift 5, "), "\(check.err)")
        #expect(check.err.contains(line), "\(check.err)")
    }

    /// An `@main` `App` in another file runs its WindowGroup's content (over the preview).
    @Test func anAppRunsItsWindowGroupsContent() throws {
        let app = "import SwiftUI\n\n@main\nstruct RingApp: App {\n    var body: some Scene {\n        WindowGroup {\n            ContentView(radius: 40)\n        }\n    }\n}\n"
        let folder = try SwiftUIFileFixture(tail: "\n#Preview {\n    ContentView(radius: 60)\n}\n").write(others: ["RingApp.swift": app])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["trace", "ContentView.swift", "RingApp.swift", "--at", "0", "--strategy", "animatable"], in: folder)
        #expect(run.status == 0, "\(run.err)")
        let square = try #require(try SwiftUIFileFixture.centres(in: run.out)["animatable"]?.first)
        #expect(abs(square[0] - 240) < 0.01 && abs(square[1] - 200) < 0.01, "\(square)")
    }

    /// Every command takes the file as it is (play's window is AnimSimSDL's tests' part).
    @Test(arguments: [
        (["render", "ContentView.swift", "--still", "0.5", "-o", "still.png"], "still.png"),
        (["compare", "ContentView.swift"], ""),
        (["trace", "ContentView.swift", "--at", "1"], ""),
        (["check", "ContentView.swift", "--swift-version", "6"], ""),
    ])
    func everyCommandRunsASwiftUIFile(arguments: [String], output: String) throws {
        let folder = try Self.previewed.get()
        let run = try Self.run(arguments, in: folder)
        #expect(run.status == 0, "\(run.err)")
        if !output.isEmpty { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path)) }
    }
}
