import Foundation
import Testing

/// Where a call that never returns is said, when the backtracer's report is not there to read
/// (it failed, or a loaded machine ended the program before the report was written): the
/// watchdog's note still names the hook, and the type for a layout's or a shape's method, so
/// that message is placed at the hook as it is with a report. An `onAppear` or an action has
/// no type in the note (the report's frame names it), so without a report it is said
/// unplaced, still as what did not return (nil below). The report is kept away by the user's
/// own `SWIFT_BACKTRACE`, which wins over AnimSim's and sends it to another folder.
@Suite struct SwiftFileStuckPlaceTests {
    static let cases: [(name: String, command: [String], place: String?, says: String)] = [
        ("loop-in-placeSubviews", ["render", "--still", "0.5", "Bad.swift", "-o", "x.png"], "Bad.swift:13:5: ",
         "SpinLayout.placeSubviews(in:proposal:subviews:cache:) did not return within 2 s"),
        ("loop-in-placeSubviews", ["trace", "Bad.swift", "--at", "0.5"], "Bad.swift:13:5: ",
         "SpinLayout.placeSubviews(in:proposal:subviews:cache:) did not return within 2 s"),
        ("loop-in-onAppear", ["trace", "Bad.swift", "--at", "0.5"], nil, "onAppear did not return within 2 s"),
        ("loop-in-action", ["trace", "Bad.swift", "--at", "0.5", "--script", "uses.yaml"], nil,
         "the action of a control did not return within 2 s"),
    ]

    @Test(arguments: cases)
    func placedWithoutAReport(name: String, command: [String], place: String?, says: String) throws {
        let file = try #require(BadSwiftFile.all.first { $0.name == name })
        let folder = try AnimSimBinary.temporaryDirectory()
        let cache = try AnimSimBinary.temporaryDirectory()
        let elsewhere = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache, elsewhere].forEach { try? FileManager.default.removeItem(at: $0) } }
        try file.write(to: folder)
        let setting = "enable=yes,interactive=no,color=no,threads=crashed,output-to=\(elsewhere.path)"
        let run = try BoundedRun.run(command + ["--watchdog", file.watchdog], limit: BoundedRun.backstop, in: folder,
                                     environment: ["XDG_CACHE_HOME": cache.path, "SWIFT_BACKTRACE": setting])
        let context = "\(name): \(run.outcome)\n\(run.err)"
        #expect(run.outcome == .exited(1), "\(context)")
        #expect(run.err.contains((place ?? "animsim: ") + says), "\(context)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path), "\(context)")
    }
}
