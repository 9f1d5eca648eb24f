import Foundation
import Testing
@testable import AnimSimCommands

/// A crash is placed at the first frame of the backtracer's report in the user's files.
@Suite struct SwiftFileCrashTests {
    static let report = """
        *** Program crashed: Illegal instruction at 0x00007f7dd136df7f ***

        Thread 0 "program" crashed:

          0               0x00007f7dd136df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          2 [ra]          0x00007f7dd1b30f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
          3 [ra]          0x00005560bfbd18e4 RingLayout.placeSubviews(in:proposal:subviews:cache:) + 499 in program at /work/ring/Ring.swift:19:43
          5 [ra]          0x00007f7dcf4367ab closure #1 in LayoutBox.placeSubviews(_:_:_:_:) + 314 in libAnimSimRuntime.so at /src/Sources/AnimSim/Layout/AnyLayout.swift:177:20
        """

    @Test(arguments: [
        (["/work/ring/Ring.swift"], "/work/ring/Ring.swift:19:43"),
        (["Other.swift", "/work/ring/Ring.swift"], "/work/ring/Ring.swift:19:43"),
    ])
    func theFirstFrameInTheUsersFiles(files: [String], place: String) throws {
        let found = try #require(SwiftFileCrash.locate(in: Self.report, files: files))
        #expect(found.place == place)
        #expect(found.function == "RingLayout.placeSubviews(in:proposal:subviews:cache:)")
    }

    /// A trap inside AnimSim, with no frame in the user's files, is not placed.
    @Test func noFrameInTheUsersFiles() {
        #expect(SwiftFileCrash.locate(in: Self.report, files: ["/work/ring/Other.swift"]) == nil)
    }

    /// A folder's files are compiled as given, relative to the current folder, and the report
    /// names them so (dogra25130's GridAnimation, run as `animsim render GridAnimation`); a
    /// runtime check's reason is the report's first line, which the terminal never shows.
    static let relativeReport = """
        *** Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN ***

        Thread 0 "program" crashed:

          0 [inlined] [system] 0x000055f5b5d1c9de Swift runtime failure: Double value cannot be converted to Int because it is either infinite or NaN in program at //<compiler-generated>
          1                    0x000055f5b5d1c9de closure #1 in ContentView.body.getter + 1662 in program at GridAnimation/ContentView.swift:16:29
          2 [ra]               0x00007f0a2828e9c2 closure #1 in GeometryReader._resolve(in:) + 81 in libAnimSimRuntime.so at /src/Sources/AnimSimViews/Geometry/GeometryReader.swift:17:54
        """

    @Test func aRelativeFrameIsTheUsersFile() throws {
        let found = try #require(SwiftFileCrash.locate(in: Self.relativeReport, files: ["GridAnimation/App.swift", "GridAnimation/ContentView.swift"]))
        #expect(found.place == "GridAnimation/ContentView.swift:16:29")
        #expect(found.function == "closure #1 in ContentView.body.getter")
    }

    @Test func aRuntimeFailureSaysWhy() {
        #expect(SwiftFileCrash.failure(in: Self.relativeReport) == "Double value cannot be converted to Int because it is either infinite or NaN")
        #expect(SwiftFileCrash.failure(in: Self.report) == nil)
    }
}
