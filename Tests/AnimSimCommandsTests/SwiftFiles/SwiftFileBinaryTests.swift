import Foundation
import Testing

/// `animsim COMMAND FILE.swift`, run as a user would: the file compiled alone against the
/// modules `animsim` was built from, cached per digest, run in a process of its own. Each
/// compile takes a few seconds; a shared cache keeps the table's rows to one.
@Suite struct SwiftFileBinaryTests {
    /// The ring, compiled once for the rows below.
    static let ring = Result { try SwiftFileFixture().write() }
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func run(_ arguments: [String], in folder: URL, cache: URL) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(arguments, in: folder, environment: ["XDG_CACHE_HOME": cache.path])
    }

    /// Both panes put each square where the ring's geometry says, in closed form: on the
    /// circle (animatable) or on the chord between its two places (position).
    @Test(arguments: [0.25, 0.5, 0.75])
    func aLayoutWithAnimatableDataTracesItsGeometry(time: Double) throws {
        let run = try Self.run(["trace", "Ring.swift", "--at", String(time)], in: try Self.ring.get(), cache: try Self.cache.get())
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(json["source"] as? String == "Ring.swift")
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let strategies = try #require(frame["strategies"] as? [[String: Any]])
        #expect(strategies.compactMap { $0["strategy"] as? String } == ["position", "animatable"])
        for strategy in strategies {
            let name = try #require(strategy["strategy"] as? String)
            let views = try #require(strategy["views"] as? [[String: Any]])
            for index in 0..<2 {
                // The square's frame: the ForEach element's path (docs/swift.md, identity paths).
                let view = try #require(views.first { $0["id"] as? String == "root/content/[\(index)]" })
                let centre = try #require(view["center"] as? [Double])
                let expected = SwiftFileFixture().expectedCentre(of: index, at: time, strategy: name)
                #expect(abs(centre[0] - expected.x) < 0.01 && abs(centre[1] - expected.y) < 0.01,
                        "\(name) v\(index) at \(time): \(centre) ≠ \(expected)")
            }
        }
    }

    /// The same files run twice compile once: the second run reports no compile and leaves the
    /// program as it was. An edit is a new digest, compiled and traced anew.
    @Test func theSameFilesReuseTheirProgramAndAnEditIsCompiled() throws {
        let folder = try SwiftFileFixture(radius: 100).write()
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        let first = try Self.run(["trace", "Ring.swift", "--at", "0"], in: folder, cache: cache)
        #expect(first.status == 0 && first.err.contains("animsim: compiled Ring.swift in "), "\(first.err)")
        let programs = try Self.programs(in: cache)
        #expect(programs.count == 1)
        let built = try Self.modified(programs[0])
        let second = try Self.run(["trace", "Ring.swift", "--at", "0"], in: folder, cache: cache)
        #expect(second.status == 0 && second.err.isEmpty, "\(second.err)")
        #expect(second.out == first.out)
        #expect(try Self.modified(programs[0]) == built)

        try Data(SwiftFileFixture(radius: 60).text.utf8).write(to: folder.appendingPathComponent("Ring.swift"))
        let edited = try Self.run(["trace", "Ring.swift", "--at", "0", "--strategy", "animatable"], in: folder, cache: cache)
        #expect(edited.status == 0 && edited.err.contains("animsim: compiled Ring.swift in "), "\(edited.err)")
        #expect(edited.out.contains(#""id":"root/content/[0]","frame":[250,190,20,20],"center":[260,200]"#), "\(edited.out)")
        #expect(try Self.programs(in: cache).count == 2)
    }

    /// A compile error is the compiler's, placed in the user's file, never in the generated
    /// entry; the command exits 1 and nothing is written next to the file.
    @Test(arguments: [
        ("trace", #"let wrong: Int = "ring""#, "Ring.swift:21:26: error: cannot convert value of type 'String' to specified type 'Int'"),
        ("render", "undefinedName()", "Ring.swift:21:9: error: cannot find 'undefinedName' in scope"),
        ("check", #"let x: Strin = "a""#, "Ring.swift:21:16: error: cannot find type 'Strin' in scope"),
    ])
    func aCompileErrorIsPlacedInTheUsersFile(command: String, statement: String, error: String) throws {
        let folder = try SwiftFileFixture(inPlacement: statement).write()
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        let run = try Self.run([command, "Ring.swift"], in: folder, cache: cache)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix(error + "\n"), "\(run.err)")
        #expect(!run.err.contains("AnimSimFileMain"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Ring.swift"])
    }

    /// A view whose initializer needs arguments, with nothing to build it, gets one line.
    @Test func aViewThatNeedsArgumentsSaysSo() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        try Data("import AnimSim\n\nstruct ContentView: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n".utf8)
            .write(to: folder.appendingPathComponent("Titled.swift"))
        let run = try Self.run(["trace", "Titled.swift"], in: folder, cache: cache)
        #expect(run.status == 1)
        #expect(run.err == "animsim: Titled.swift: ContentView's initializer needs arguments, and nothing builds it: give its properties default "
                + "values, or run a view that needs none\n", "\(run.err)")
    }

    /// Files that declare no view get one line saying what to declare.
    @Test func aFileWithoutAViewSaysWhatToDeclare() throws {
        let folder = try SwiftFileFixture(declaresScene: false).write()
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        let run = try Self.run(["trace", "Ring.swift"], in: folder, cache: cache)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("animsim: Ring.swift defines no view: animsim runs `struct ContentView: View`, else the only `View`"),
                "\(run.err)")
        #expect(run.err.split(separator: "\n").count == 1)
    }

    /// A trap in the user's code ends the command with the runtime's message and animsim's
    /// line placing it in the user's file; the exit status is the signal's. In a layout, and
    /// in a SwiftUI file's `body` (reached once `onAppear` has set the count).
    @Test(arguments: [
        ("Ring.swift", SwiftFileFixture(inPlacement: #"if rotation.degrees > 45 { fatalError("the ring turned too far") }"#).text,
         "Ring.swift:21: Fatal error: the ring turned too far", "Ring.swift:21:36: the program stopped here, in RingLayout.placeSubviews"),
        ("ContentView.swift", """
            import SwiftUI

            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    if count > 0 { fatalError("body reached count \\(count)") }
                    return Text("n \\(count)")
                        .onAppear { withAnimation { count = 1 } }
                }
            }

            """,
         "ContentView.swift:6: Fatal error: body reached count 1", "ContentView.swift:6:24: the program stopped here, in ContentView.body.getter"),
    ])
    func fatalErrorGivesItsMessageFileAndLine(file: String, text: String, message: String, place: String) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        let run = try Self.run(["trace", file], in: folder, cache: cache)
        #expect(run.status != 0)
        #expect(run.out.isEmpty, "no partial trace")
        #expect(run.err.contains(message), "\(run.err)")
        #expect(run.err.contains("animsim: " + place), "\(run.err)")
    }

    /// `check` type-checks and links nothing: no program in the cache.
    @Test func checkTypeChecksOnly() throws {
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try Self.run(["check", "Ring.swift", "--swift-version", "6"], in: try Self.ring.get(), cache: cache)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("Ring.swift: type-checks (Swift 6, "))
        #expect(try Self.programs(in: cache).isEmpty)
    }

    /// Without swiftc, the command names what is missing and how to install it.
    @Test func aMissingToolchainIsNamed() throws {
        let run = try AnimSimBinary.run(["trace", "Ring.swift"], in: try Self.ring.get(),
                                        environment: ["ANIMSIM_SWIFTC": "/nonexistent/swiftc", "XDG_CACHE_HOME": try Self.cache.get().path])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("animsim: no Swift toolchain: "), "\(run.err)")
        #expect(run.err.contains("https://www.swift.org/install/linux/"))
    }

    static func programs(in cache: URL) throws -> [URL] {
        let root = cache.appendingPathComponent("animsim/swift-files")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return entries.map { root.appendingPathComponent($0).appendingPathComponent("program") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    static func modified(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }
}
