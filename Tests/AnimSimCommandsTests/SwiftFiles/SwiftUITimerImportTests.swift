import Foundation
import Testing

/// `Timer` and `DispatchQueue` in a SwiftUI file that also says `import Foundation`, through
/// the binary: one of each, the scene clock's, as with `import SwiftUI` alone (Apple's SwiftUI
/// re-exports Foundation's one `Timer`). Before the glue named them in the user's module
/// (`SwiftFileEntry.clockAliases`), the second import made them ambiguous and the file did
/// not compile.
@Suite struct SwiftUITimerImportTests {
    /// A bar 10 pt wider each half second (`scheduledTimer`, kept in a `Timer?` state) and one
    /// 10 pt wider each second (`Timer.publish` with `.onReceive`).
    static func file(imports: String) -> String {
        imports + """

            struct ContentView: View {
                @State private var ticks = 0
                @State private var seconds = 0
                @State private var timer: Timer?
                private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

                var body: some View {
                    VStack {
                        Rectangle().frame(width: 10 + 10 * CGFloat(ticks), height: 10).accessibilityIdentifier("ticks")
                        Rectangle().frame(width: 10 + 10 * CGFloat(seconds), height: 10).accessibilityIdentifier("seconds")
                    }
                    .onAppear { timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in ticks += 1 } }
                    .onReceive(clock) { _ in seconds += 1 }
                }
            }

            """
    }

    /// At t = 1.25 s of the scene's clock the half-second timer has fired twice (30 pt) and
    /// the publisher once (20 pt), whichever imports the file has.
    @Test(arguments: ["import SwiftUI\n", "import SwiftUI\nimport Foundation\n", "import Foundation\nimport SwiftUI\nimport Combine\n"])
    func timersTickOnTheScenesClockWithEitherImport(imports: String) throws {
        let run = try SurroundingsTests.run(["trace", "ContentView.swift", "--at", "1.25", "--strategy", "animatable"],
                                            files: ["ContentView.swift": Self.file(imports: imports)])
        try #require(run.status == 0, "\(run.err)")
        let views = try SurroundingsTests.views(run.out)
        #expect((views["ticks"]?["frame"] as? [Double])?[2] == 30, "\(views)")
        #expect((views["seconds"]?["frame"] as? [Double])?[2] == 20, "\(views)")
    }

    /// `DispatchQueue`, `DispatchTime` and `DispatchTimeInterval` as property types: the
    /// scene clock's, so the work runs at 0.5 s of scene time (the bar is 20 pt at 0.75 s).
    @Test func dispatchTypesAreTheScenesClocksWithFoundation() throws {
        let text = """
            import SwiftUI
            import Foundation

            struct ContentView: View {
                @State private var count = 0
                private let queue: DispatchQueue = .main
                private let delay: DispatchTimeInterval = .milliseconds(500)
                var body: some View {
                    Rectangle().frame(width: 10 + 10 * CGFloat(count), height: 10).accessibilityIdentifier("bar")
                        .onAppear { queue.asyncAfter(deadline: DispatchTime.now() + delay) { count += 1 } }
                }
            }

            """
        let run = try SurroundingsTests.run(["trace", "ContentView.swift", "--at", "0.75", "--strategy", "animatable"],
                                            files: ["ContentView.swift": text])
        try #require(run.status == 0, "\(run.err)")
        let views = try SurroundingsTests.views(run.out)
        #expect((views["bar"]?["frame"] as? [Double])?[2] == 20, "\(views)")
    }

    /// A file with a top-level `Timer` of its own keeps it: the glue names none then.
    @Test func aFilesOwnTimerIsItsOwn() throws {
        let text = "import SwiftUI\nimport Foundation\n\nstruct Timer { var seconds = 3 }\n\n"
            + "struct ContentView: View {\n    var body: some View { Text(\"\\(Timer().seconds)\") }\n}\n"
        let run = try SurroundingsTests.run(["check", "ContentView.swift"], files: ["ContentView.swift": text])
        #expect(run.status == 0, "\(run.err)")
    }
}
