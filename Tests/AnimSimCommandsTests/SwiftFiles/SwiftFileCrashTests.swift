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
}
