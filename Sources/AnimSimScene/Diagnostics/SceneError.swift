import Foundation

/// Where something is in a scene file: the file as the user named it, and a 1-based line and
/// column (columns count Unicode scalars, as libyaml does). Every error carries one, so an
/// editor can jump to it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same line, `offset` columns further right: a position inside a string value.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`, the form compilers use and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}

/// One problem in a scene file: what is wrong and, where it can tell, what would be right.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    /// Any line break or control character left in `message` is escaped: an error is one
    /// line, whatever value it quotes (`Echo`).
    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = Echo.escaped(message)
    }

    /// `scenes/x.yaml:12:7: unknown key 'raduis' in wheel (did you mean 'radius'?)`
    public var description: String { "\(location): \(message)" }

    /// An error as a loader gives it, its message not yet escaped.
    struct Given: Hashable {
        let location: SourceLocation
        let message: String
    }
}

/// Every problem found in a scene, sorted by position: loading does not stop at the first
/// one, so a user fixes a file in one round trip instead of one error at a time.
public struct SceneErrors: Error, Sendable, CustomStringConvertible {
    public let errors: [SceneError]

    public init(_ errors: [SceneError]) {
        // Stable: errors at the same position keep the order they were found in.
        self.errors = errors.enumerated().sorted { a, b in
            a.element.location == b.element.location ? a.offset < b.offset : a.element.location < b.element.location
        }.map(\.element)
    }

    public init(_ error: SceneError) { self.init([error]) }

    /// One error a line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Collects the errors of one load. The loader keeps going after an error (using a fallback
/// value) so that every problem in the file is reported at once.
///
/// A view template inside `forEach: 100` is compiled once per index, so the same mistake would
/// be found a hundred times; identical errors (same place, same message) are kept once. The
/// count is capped so a pathological file cannot produce megabytes of messages.
final class Diagnostics {
    static let maximumErrors = 200

    private(set) var errors: [SceneError] = []
    private var seen: Set<SceneError> = []
    /// The errors as given, before their messages are escaped: a repeat is dropped before
    /// it costs an escape (a `forEach` of 100,000 views repeats its mistake that often).
    private var given: Set<SceneError.Given> = []
    private(set) var truncated = false

    var hasErrors: Bool { !errors.isEmpty }

    func error(_ location: SourceLocation, _ message: String) {
        guard given.insert(SceneError.Given(location: location, message: message)).inserted else { return }
        let error = SceneError(location, message)
        guard !seen.contains(error) else { return }
        guard errors.count < Self.maximumErrors else {
            truncated = true
            return
        }
        seen.insert(error)
        errors.append(error)
    }

    func error(_ value: YAMLValue, _ message: String) { error(value.location, message) }

    /// The collected errors, sorted, with a last line saying how many were left out.
    func finished() -> SceneErrors {
        var all = errors
        if truncated, let last = SceneErrors(errors).errors.last {
            all.append(SceneError(last.location, "too many errors; stopped after \(Self.maximumErrors)"))
        }
        return SceneErrors(all)
    }
}
