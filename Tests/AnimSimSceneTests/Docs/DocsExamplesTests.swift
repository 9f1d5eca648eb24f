import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Every ```yaml example in docs/scene-format.md is a whole scene that loads and lays out,
/// so the reference cannot drift from the code.
@Suite struct DocsExamplesTests {
    static func examples() -> [String] {
        guard let text = try? String(contentsOfFile: TestSupport.path("docs/scene-format.md"), encoding: .utf8) else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theReferenceHasExamples() {
        #expect(Self.examples().count >= 9)
    }

    @Test(arguments: examples().indices)
    func exampleLoadsAndEvaluates(_ index: Int) throws {
        let yaml = Self.examples()[index]
        let loaded: LoadedScene
        do {
            loaded = try SceneLoader().load(yaml: yaml, source: "docs example \(index + 1)", directory: TestSupport.path("docs"))
        } catch {
            Issue.record("docs example \(index + 1) does not load:\n\(error)\n\(yaml)")
            return
        }
        let evaluator = try loaded.evaluator()
        for strategy in loaded.scene.strategies {
            _ = try evaluator.evaluate(at: evaluator.duration, strategy: strategy)
        }
    }
}
