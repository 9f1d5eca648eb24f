import Foundation
import Testing
@testable import AnimSimCommands

/// Which arguments name Swift files is the commands' parser's decision, and `--swift-version`
/// is read before it.
@Suite struct SwiftFileInputsTests {
    @Test(arguments: [
        (["trace", "Ring.swift", "--at", "0.5"], ["Ring.swift"], ["trace", "Ring.swift", "--at", "0.5"]),
        (["play", "A.swift", "--speed", "2", "B.swift"], ["A.swift", "B.swift"], ["play", "A.swift", "--speed", "2"]),
        (["check", "A.swift", "B.swift"], ["A.swift", "B.swift"], ["check", "A.swift", "B.swift"]),
        (["compare", "--json", "Ring.swift"], ["Ring.swift"], ["compare", "--json", "Ring.swift"]),
    ])
    func swiftFilesAreTheSceneArguments(arguments: [String], inputs: [String], program: [String]) throws {
        let found = try #require(SwiftFileInputs.find(in: arguments))
        #expect(found.command == arguments[0])
        #expect(found.inputs == inputs && found.files == inputs)
        #expect(found.programArguments == program)
    }

    /// Scene files, other commands, a `.swift` option value and mixed inputs are the parser's.
    @Test(arguments: [
        ["trace", "scenes/wheel-90.yaml"],
        ["bench"],
        ["new", "layout", "ring.swift"],
        ["trace", "scenes/wheel-90.yaml", "--against", "golden.swift"],
        ["check", "scenes/wheel-90.yaml", "Ring.swift"],
        ["trace", "--help"],
    ])
    func otherCommandLinesAreLeftToTheParser(arguments: [String]) {
        #expect(SwiftFileInputs.find(in: arguments) == nil)
    }

    /// A folder stands for its Swift files, hidden ones and `.build` left out.
    @Test func aFolderIsItsSwiftFiles() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["B.swift", "A.swift", "Sub/C.swift", ".build/x.swift", ".hidden.swift", "notes.md"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = try #require(SwiftFileInputs.find(in: ["trace", folder.path]))
        #expect(found.files == ["A.swift", "B.swift", "Sub/C.swift"].map { folder.path + "/" + $0 })
        #expect(found.programArguments == ["trace", folder.path])
    }

    @Test(arguments: [
        (["trace", "--swift-version", "6", "R.swift"], 6, nil, ["trace", "R.swift"]),
        (["trace", "R.swift", "--swift-version=5"], 5, nil, ["trace", "R.swift"]),
        (["trace", "R.swift"], nil, nil, ["trace", "R.swift"]),
        (["trace", "R.swift", "--swift-version", "4"], 5, "--swift-version takes 5 or 6, not '4'", ["trace", "R.swift"]),
    ] as [([String], Int?, String?, [String])])
    func swiftVersionIsReadFirst(arguments: [String], version: Int?, problem: String?, remaining: [String]) {
        let options = SwiftFileOptions(arguments)
        #expect(options.swiftVersion == version && options.problem == problem && options.remaining == remaining)
    }

    @Test(arguments: [
        (["play", "R.swift", "--seed", "42"], 42, nil, ["play", "R.swift"]),
        (["trace", "--seed=7", "R.swift", "--swift-version", "6"], 7, nil, ["trace", "R.swift"]),
        (["render", "R.swift"], nil, nil, ["render", "R.swift"]),
        (["play", "R.swift", "--seed", "-1"], 0, "--seed takes a whole number from 0 to 18446744073709551615, not '-1'",
         ["play", "R.swift"]),
    ] as [([String], UInt64?, String?, [String])])
    func seedIsReadFirst(arguments: [String], seed: UInt64?, problem: String?, remaining: [String]) {
        let options = SwiftFileOptions(arguments)
        #expect(options.seed == seed && options.problem == problem && options.remaining == remaining)
    }
}
