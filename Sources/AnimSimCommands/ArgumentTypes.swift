import AnimSimCore
import AnimSimPresentation
import ArgumentParser

/// Strategies on the command line by their names in scene files and traces; a bad one gets
/// ArgumentParser's message with the valid names, the same in every command. The conformance
/// lives here so the core does not import ArgumentParser.
extension Strategy: ExpressibleByArgument {}

/// `trails,ghosts`, `all` or `none`, parsed once where the option is declared.
extension OverlayOptions: ExpressibleByArgument {
    public init?(argument: String) {
        guard case .success(let options) = Self.parse(argument) else { return nil }
        self = options
    }

    /// The parse as a throwing transform, so the message names the unknown word and the list.
    static func parsing(_ text: String) throws -> OverlayOptions { try parse(text).get() }
}

/// `A-B`, `A`, `A-` (to the end) or `-B` (from 0), checked once for render and trace alike;
/// the text is kept for the render job, which checks it against the scene's frame count.
struct FrameRange: ExpressibleByArgument, CustomStringConvertible, Sendable {
    let range: ClosedRange<Int>
    let description: String

    init?(argument: String) {
        let parts = argument.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        func number(_ text: String, empty: Int) -> Int? { text.isEmpty ? empty : Int(text).flatMap { $0 >= 0 ? $0 : nil } }
        guard !argument.trimmingCharacters(in: .whitespaces).isEmpty, let lower = number(parts[0], empty: 0),
              let upper = parts.count == 2 ? number(parts[1], empty: Int.max) : lower, lower <= upper else { return nil }
        range = lower...upper
        description = argument
    }

    var defaultValueDescription: String { description }

    /// The parse as a throwing transform, so a bad range gets the rule, not just "invalid".
    static func parsing(_ text: String) throws -> FrameRange {
        guard let range = FrameRange(argument: text) else { throw ArgumentProblem("expected A-B, A, A- or -B with 0 ≤ A ≤ B") }
        return range
    }
}

/// Why an option's value was refused; ArgumentParser prints it after the value and option.
struct ArgumentProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
