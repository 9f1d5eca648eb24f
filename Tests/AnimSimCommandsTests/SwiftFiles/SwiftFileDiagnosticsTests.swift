import Foundation
import Testing
@testable import AnimSimCommands

/// What a user reads of a failed compile: their files' diagnostics, none of the generated
/// entry's; the entry's as one line saying what the files lack; a changed compiler explained.
@Suite struct SwiftFileDiagnosticsTests {
    static let glue = "/cache/animsim/swift-files/ab/AnimSimFileMain.swift"
    static let diagnostics = SwiftFileDiagnostics(glue: glue, files: ["Ring.swift"],
                                                  toolchain: SwiftToolchain(swiftc: "/usr/bin/swiftc", version: "Swift version 6.3.1 (x)"))

    @Test(arguments: [
        // The user's error with its excerpt; the entry's consequence left out.
        ("""
         Ring.swift:21:26: error: cannot convert value of type 'String' to specified type 'Int'
                 let wrong: Int = "ring"
                                  ^~~~~~
         \(glue):7:41: error: cannot find 'scene' in scope
         """, """
         Ring.swift:21:26: error: cannot convert value of type 'String' to specified type 'Int'
                 let wrong: Int = "ring"
                                  ^~~~~~

         """),
        // An error in a declaration: the driver's line for its emit-module job is left out.
        ("""
         error: emit-module command failed with exit code 1 (use -v to see invocation)
         ContentView.swift:43:22: error: cannot convert value of type 'String' to specified type 'Int'
             let wrong: Int = "late"
                              ^~~~~~
         """, """
         ContentView.swift:43:22: error: cannot convert value of type 'String' to specified type 'Int'
             let wrong: Int = "late"
                              ^~~~~~

         """),
        // Only the entry's: what the file lacks.
        ("\(glue):7:41: error: cannot find 'scene' in scope\n      SwiftFileProgram.run(scene: scene)\n",
         "animsim: Ring.swift defines no view: animsim runs `struct ContentView: View`, else the only `View`, else a top-level "
            + "`let scene = Scene(…) { … }` (docs/swift.md, \"Running a Swift file\")\n"),
        // A file with a `#Preview` is compiled from a rewritten copy in the entry: the
        // compiler's warnings about that copy's `#sourceLocation` lines are not the user's.
        ("""
         /cache/animsim/swift-files/ab/sources/ContentView.swift:2:23: warning: '#sourceLocation' directive produces '#fileID' string of 'AnimSimUserFiles/ContentView.swift', which conflicts with '#fileID' strings produced by other paths in the module
         #sourceLocation(file: "ContentView.swift", line: 1)
                               ^
         /cache/animsim/swift-files/ab/sources/ContentView.swift:2:23: note: change file in '#sourceLocation' to '/cache/animsim/swift-files/ab/sources/ContentView.swift'
         #sourceLocation(file: "ContentView.swift", line: 1)
                               ^~~~~~~~~~~~~~~~~~~
                               "/cache/animsim/swift-files/ab/sources/ContentView.swift"
         ContentView.swift:5:14: error: cannot find 'undefinedName' in scope
                 Text(undefinedName)
                      ^~~~~~~~~~~~~
         """, """
         ContentView.swift:5:14: error: cannot find 'undefinedName' in scope
                 Text(undefinedName)
                      ^~~~~~~~~~~~~

         """),
        ("<unknown>:0: error: module compiled with Swift 6.2 cannot be imported by the Swift 6.3.1 compiler: /x/AnimSim.swiftmodule\n",
         "<unknown>:0: error: module compiled with Swift 6.2 cannot be imported by the Swift 6.3.1 compiler: /x/AnimSim.swiftmodule\n"
            + "animsim: the AnimSim modules were built by another Swift compiler than Swift version 6.3.1 (x) (/usr/bin/swiftc); "
            + "run `make install` in the AnimSim checkout again with this toolchain\n"),
        ("", "animsim: swiftc failed (exit status 1)\n"),
    ])
    func theUsersDiagnosticsOnly(output: String, shown: String) {
        #expect(Self.diagnostics.report(output, status: 1 << 8) == shown)
    }
}
