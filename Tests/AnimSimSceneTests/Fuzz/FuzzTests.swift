import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Mutates the gallery scenes token by token (delete, duplicate, retype) with a fixed seed
/// and loads each result: whatever the input, loading must end, without crashing, in a
/// scene or in errors that all carry a position.
@Suite struct FuzzTests {
    /// SplitMix64: small, fast and the same on every platform, so failures reproduce.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Words, numbers and `$names` stay whole; punctuation and whitespace runs are tokens.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || "_.$#{}-°".contains(c) }
        for c in text {
            if let last = current.last, isWord(last) == isWord(c), isWord(c) || (last == " " && c == " ") {
                current.append(c)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = String(c)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    static let hostile = ["-1", "0", "1e309", "&a", "*a", "[", "]", "{", "}", "inf", "-inf", "nan", "$nope", "99999999",
                          "'", "\"", ":", "- ", "\t", "\n", "forEach", "view", "children", "include", "#", "|", "!!str",
                          "false", "[]", "[a, a]", "[1, a]", "$flag", "middle", "leading", "if", "else", "transition", "scale(0.5)", "$words", "$tint", "\"#ff000080\"", "cornerRadius", "fill",
                          "0x10", "1.5", "-0", "90rad", "none", "spring(", ")", ",", "~", "null", "true", "\u{0}", "é"]

    /// 10,000 cases in ten chunks, which Swift Testing runs in parallel. The time limit is a
    /// backstop against a hang only: the chunks share the machine with the rest of the suite.
    static let chunks = 10, casesPerChunk = 1_000

    @Test(.timeLimit(.minutes(30)), arguments: 0..<chunks)
    func mutatedGallerySceneFilesFailCleanly(_ chunk: Int) throws {
        let scenes = try TestSupport.galleryScenes.map { path in
            (path, Self.tokens(try String(contentsOfFile: TestSupport.path(path), encoding: .utf8)))
        }
        let pool = Array(Set(scenes.flatMap(\.1))) .sorted() + Self.hostile
        var limits = SceneLimits()
        limits.maximumViews = 2_000
        limits.maximumDuration = 30
        let loader = SceneLoader(limits: limits)
        let directory = TestSupport.path("scenes")
        var random = SplitMix64(state: 0x5EED &+ UInt64(chunk))
        var loadedCount = 0, failedCount = 0
        let cases = Self.casesPerChunk
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<cases {
            let (path, original) = scenes[(index + chunk) % scenes.count]
            var tokens = original
            for _ in 0..<Int.random(in: 1...3, using: &random) where !tokens.isEmpty {
                let at = Int.random(in: 0..<tokens.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: tokens.remove(at: at)
                case 1: tokens.insert(tokens[at], at: at)
                default: tokens[at] = pool[Int.random(in: 0..<pool.count, using: &random)]
                }
            }
            let text = tokens.joined()
            do {
                let loaded = try loader.load(yaml: text, source: path, directory: directory)
                do {
                    let evaluator = try loaded.evaluator()
                    _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: evaluator.frameCount - 1), strategy: .animatable)
                } catch {
                    Self.checkPositioned(error, case: index, text: text)
                }
                loadedCount += 1
            } catch {
                Self.checkPositioned(error, case: index, text: text)
                failedCount += 1
            }
        }
        let elapsed = clock.now - start
        print("fuzz chunk \(chunk): \(cases) cases in \(elapsed): \(loadedCount) loaded, \(failedCount) refused with positioned errors")
        #expect(loadedCount + failedCount == cases)
        #expect(failedCount > cases / 4, "the mutations should break most files")
    }

    static func checkPositioned(_ errors: SceneErrors, case index: Int, text: String) {
        #expect(!errors.errors.isEmpty, "case \(index): no error given")
        for error in errors.errors {
            let ok = error.location.line >= 1 && error.location.column >= 1 && !error.location.file.isEmpty && !error.message.isEmpty
            #expect(ok, "case \(index): unpositioned error \(error)\n\(text)")
        }
    }

    /// Hostile shapes that target the parser itself rather than the scene format.
    @Test(arguments: [
        String(repeating: "[", count: 1_000_000),
        String(repeating: "- ", count: 200_000),
        "a: &a [1,2,3]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n",
        String(repeating: "{a: ", count: 100_000),
        String(repeating: "x", count: 2_000_000),
    ])
    func hostileDocumentsAreRefusedNotCrashed(_ text: String) throws {
        let errors = try #require(TestSupport.errors(text), "must not load")
        #expect(!errors.isEmpty)
    }
}
