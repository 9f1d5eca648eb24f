import Foundation
import Yams

/// Text → `YAMLValue`, with every failure a positioned `SceneError`.
///
/// Composition uses Yams' Node API so every value keeps its Mark. Anchors and aliases are
/// rejected rather than expanded: a scene never needs them, and refusing them outright is
/// the simplest complete defence against "billion laughs" documents (an alias expands to a
/// shared node, and walking it repeatedly is exponential). Nesting is bounded, and the whole
/// parse runs on a large stack (`LargeStack`) because Yams' own recursion is not bounded.
enum YAMLReader {
    static func read(_ text: String, file: String, limits: SceneLimits) -> Result<YAMLValue?, SceneErrors> {
        let text = SceneText.normalize(text)
        if text.utf8.count > limits.maximumFileSize {
            return .failure(SceneErrors(SceneError(SourceLocation(file: file, line: 1, column: 1),
                "file is \(text.utf8.count) bytes; scene files and assets may be at most \(limits.maximumFileSize) bytes")))
        }
        return LargeStack.run(stackSize: limits.parserStackSize) {
            let diagnostics = Diagnostics()
            let value: YAMLValue?
            do {
                let parser = try Parser(yaml: SwiftSpelling.protect(text))
                let root = try parser.singleRoot()
                // Anchors are weak references owned by the parser: keep it alive while walking.
                value = withExtendedLifetime(parser) {
                    root.map { Converter(file: file, limits: limits, diagnostics: diagnostics,
                                         lines: text.split(separator: "\n", omittingEmptySubsequences: false)).convert($0, depth: 0) }
                }
            } catch let error as YamlError {
                return .failure(SceneErrors(sceneError(error, file: file, text: text)))
            } catch {
                return .failure(SceneErrors(SceneError(SourceLocation(file: file, line: 1, column: 1), "cannot read YAML: \(error)")))
            }
            return diagnostics.hasErrors ? .failure(diagnostics.finished()) : .success(value)
        }
    }

    private struct Converter {
        let file: String
        let limits: SceneLimits
        let diagnostics: Diagnostics
        /// The source's lines, for placing text inside block scalars.
        let lines: [Substring]

        func location(_ mark: Mark?) -> SourceLocation {
            SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
        }

        func convert(_ node: Node, depth: Int) -> YAMLValue {
            let here = location(node.mark)
            if node.anchor != nil || { if case .alias = node { return true } else { return false } }() {
                diagnostics.error(here, "YAML anchors and aliases (&name, *name) are not supported: "
                    + "write the value out, use forEach to repeat views, or include: a file")
                return .scalar(YAMLScalar(text: "", style: .plain, location: here))
            }
            if depth > limits.maximumYAMLDepth {
                diagnostics.error(here, "YAML nested deeper than \(limits.maximumYAMLDepth) levels")
                return .scalar(YAMLScalar(text: "", style: .plain, location: here))
            }
            switch node {
            case .scalar(let scalar):
                return .scalar(convert(scalar))
            case .sequence(let sequence):
                return .sequence(sequence.map { convert($0, depth: depth + 1) }, here)
            case .mapping(let mapping):
                var pairs: [YAMLPair] = []
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key, key.anchor == nil else {
                        diagnostics.error(location(key.mark), "a key must be a plain name, not \(key.sequence != nil ? "a list" : "a mapping")")
                        continue
                    }
                    pairs.append(YAMLPair(key: convert(keyScalar), value: convert(value, depth: depth + 1)))
                }
                return .mapping(pairs, here)
            case .alias:
                return .scalar(YAMLScalar(text: "", style: .plain, location: here))
            }
        }

        func convert(_ scalar: Node.Scalar) -> YAMLScalar {
            let style: YAMLScalar.Style = switch scalar.style {
            case .singleQuoted, .doubleQuoted: .quoted
            case .literal, .folded: .block
            default: .plain
            }
            var result = YAMLScalar(text: SwiftSpelling.restore(scalar.string), style: style, location: location(scalar.mark))
            if style == .block, let mark = scalar.mark { result.blockLines = blockLines(after: mark.line) }
            return result
        }

        /// The content lines of a block scalar whose indicator is on line `header` (1-based):
        /// the following lines indented at least as far as the first non-blank one.
        func blockLines(after header: Int) -> [(start: SourceLocation, length: Int)] {
            func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
            let following = lines.dropFirst(header)
            guard let first = following.first(where: { !$0.allSatisfy { $0 == " " } }) else { return [] }
            let width = indent(first)
            var result: [(start: SourceLocation, length: Int)] = []
            for (offset, line) in following.enumerated() {
                let blank = line.allSatisfy { $0 == " " }
                if !blank && indent(line) < width { break }
                result.append((SourceLocation(file: file, line: header + 1 + offset, column: width + 1), max(0, line.count - width)))
            }
            return result
        }
    }

    /// Yams' errors carry libyaml's problem and mark; keep both, drop the snippet (the
    /// position says where to look).
    static func sceneError(_ error: YamlError, file: String, text: String) -> SceneError {
        func at(_ mark: Mark?) -> SourceLocation { SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1) }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            if problem.hasPrefix("Maximum nesting level") {
                return SceneError(at(mark), "YAML nested deeper than 1000 levels")
            }
            let while_ = context.map { " \($0.text)" } ?? ""
            // libyaml meets an unclosed quote where the file ends; the quote is where to look.
            if let context, context.text.contains("quoted scalar"), problem.contains("end of stream") {
                return SceneError(at(context.mark), "YAML syntax error: this quote is never closed (\(problem)\(while_))")
            }
            let tab = character(at: mark, in: text) == "\t" ? "; YAML indents with spaces, never tabs" : ""
            return SceneError(at(mark), "YAML syntax error: \(problem)\(while_)\(tab)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return SceneError(at(context.mark),
                "duplicate key \(Suggestions.list(duplicates, conjunction: "and")) in one mapping: each key may appear once "
                + "(a modifier used twice goes in a 'modifiers:' list)")
        case let .reader(problem, offset, _, _):
            return SceneError(location(ofUTF8Offset: offset ?? 0, in: text, file: file), "cannot read the file: \(problem)")
        default:
            return SceneError(at(nil), "cannot read YAML: \(error)")
        }
    }

    /// The character at a libyaml mark (1-based line and column), if there is one.
    static func character(at mark: Mark, in text: String) -> Character? {
        let lines = text.split(separator: "\n", maxSplits: mark.line, omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let line = lines[mark.line - 1]
        guard mark.column >= 1, mark.column <= line.count else { return nil }
        return line[line.index(line.startIndex, offsetBy: mark.column - 1)]
    }

    static func location(ofUTF8Offset offset: Int, in text: String, file: String) -> SourceLocation {
        var line = 1, column = 1, count = 0
        for scalar in text.unicodeScalars {
            if count >= offset { break }
            count += String(scalar).utf8.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}

/// Runs work on a thread with a large stack and waits for it.
///
/// Yams composes (and later frees) its node tree recursively, several stack frames per
/// nesting level. libyaml stops at 1000 levels, but that is still more than the small
/// default stack of a secondary thread (a test runner's, a dispatch queue's) can take, and a
/// stack overflow would crash the process. Parsing on a thread with a generous stack makes
/// the deepest document libyaml accepts safe everywhere. The stack is reserved, not
/// committed: untouched pages cost no memory.
enum LargeStack {
    static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value!
    }
}

/// Hands the result across threads; the semaphore orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
