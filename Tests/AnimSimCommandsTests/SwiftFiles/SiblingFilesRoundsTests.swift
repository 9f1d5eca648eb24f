import Foundation
import Testing
@testable import AnimSimCommands

/// The rounds of adding a project's files (`SiblingFiles.resolve`), with a stand-in for the
/// compiler that fails with `cannot find 'X' in scope` for each name a compiled file uses
/// and none declares: the bounds on rounds and files hold, and the nearest declaration wins.
@Suite struct SiblingFilesRoundsTests {
    /// A project (a `.git` at its root) of `files` (path → text); the folder.
    static func project(_ files: [String: String]) throws -> URL {
        let root = try AnimSimBinary.temporaryDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// The compiler stand-in: each file's `// uses: A B` names it needs.
    static func compile(_ files: [String]) -> SwiftFileCompiler.Outcome {
        let texts = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        let declared = Set(texts.flatMap(TopLevelDeclarations.names))
        var errors = ""
        for (file, text) in zip(files, texts) {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("// uses: ") }) else { continue }
            for name in line.dropFirst(9).split(separator: " ") where !declared.contains(String(name)) {
                errors += "\(file):1:1: error: cannot find '\(name)' in scope\n"
            }
        }
        return errors.isEmpty ? .compiled(seconds: 0) : .failed(errors)
    }

    static func siblings(given: String, in root: URL) throws -> SiblingFiles {
        let toolchain = try #require(SwiftToolchain.find())
        let executable = try #require(AnimSimBinary.path)
        let runtime = try RuntimeModules.locate(executable: executable, toolchain: toolchain).get()
        let compiler = SwiftFileCompiler(toolchain: toolchain, runtime: runtime, swiftVersion: 5)
        let file = root.appendingPathComponent(given).path
        let inputs = SwiftFileInputs(command: "check", inputs: [file], files: [file], programArguments: ["check", file])
        return SiblingFiles(inputs: inputs, compiler: compiler, entry: SwiftFileCache.Entry(folder: root.appendingPathComponent(".cache")))
    }

    /// A chain A → B → C → D takes three rounds: with two allowed it stops, says the bound.
    @Test(arguments: [(3, true), (2, false)])
    func theBoundOnRoundsHolds(rounds: Int, compiles: Bool) throws {
        let root = try Self.project(["App/A.swift": "// uses: B\nstruct A {}\n", "App/B.swift": "// uses: C\nstruct B {}\n",
                                     "App/C.swift": "// uses: D\nstruct C {}\n", "D.swift": "struct D {}\n"])
        let siblings = try Self.siblings(given: "App/A.swift", in: root)
        siblings.maxRounds = rounds
        let outcome = siblings.resolve(start: [], compile: Self.compile)
        #expect(siblings.added.map(\.names) == (compiles ? [["B"], ["C"], ["D"]] : [["B"], ["C"]]))
        if compiles {
            #expect(outcome == .compiled(seconds: 0))
        } else {
            guard case .failed(let report) = outcome else { Issue.record("\(outcome)"); return }
            #expect(report.contains("error: cannot find 'D' in scope\n"), "\(report)")
            #expect(report.contains("D.swift declares 'D', but animsim compiles at most 24 files of the project beside the ones given, "
                                    + "in at most 2 rounds of adding them (2 added)"), "\(report)")
        }
    }

    /// Three files needed at once, two allowed: none is added.
    @Test func theBoundOnFilesHolds() throws {
        let root = try Self.project(["App/A.swift": "// uses: B C D\nstruct A {}\n", "App/B.swift": "struct B {}\n",
                                     "App/C.swift": "struct C {}\n", "App/D.swift": "struct D {}\n"])
        let siblings = try Self.siblings(given: "App/A.swift", in: root)
        siblings.maxFiles = 2
        guard case .failed(let report) = siblings.resolve(start: [], compile: Self.compile) else { Issue.record("compiled"); return }
        #expect(siblings.added.isEmpty)
        #expect(report.contains("at most 2 files of the project"), "\(report)")
    }

    /// The declaration beside the file wins over one further up, and a file over its Finder copy.
    @Test func theNearestDeclarationWins() throws {
        let root = try Self.project(["App/Views/A.swift": "// uses: Card\nstruct A {}\n", "App/Card.swift": "struct Card {}\n",
                                     "App/Views/Card 2.swift": "struct Card {}\n", "App/Views/Card.swift": "struct Card {}\n"])
        let siblings = try Self.siblings(given: "App/Views/A.swift", in: root)
        #expect(siblings.resolve(start: [], compile: Self.compile) == .compiled(seconds: 0))
        #expect(siblings.added.map { URL(fileURLWithPath: $0.file).standardizedFileURL.path }
                == [root.appendingPathComponent("App/Views/Card.swift").standardizedFileURL.path])
    }
}
