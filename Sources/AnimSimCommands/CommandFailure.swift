import ArgumentParser
import Foundation

/// How a command ends when it fails: its message, worded for the terminal (several lines
/// allowed; empty when there is nothing to add, as after an interruption already reported),
/// and the exit status. Commands throw it and print nothing themselves; `FailureReport` is
/// the one place that prints it and ends the process.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    let status: Int32

    init(_ message: String, status: Int32 = 1) {
        description = message
        self.status = status
    }

    /// `animsim render: …`: an error of a command's own, named by the command.
    init(_ command: String, _ error: Any, status: Int32 = 1) {
        self.init("animsim \(command): \(error)", status: status)
    }

    /// Nothing to print, only the status (a signal's `128 + N`).
    static func status(_ status: Int32) -> CommandFailure { CommandFailure("", status: status) }
}

/// A bad value for an option whose rule `validate()` used to check, before the value was
/// typed: thrown by the option's transform, and printed as ArgumentParser prints a
/// `ValidationError` (the rule alone, then the usage; exit 64), so that what users see did
/// not change when the parsing moved into ArgumentParser.
struct OptionValueError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The one place where a failed command's message is printed and the process's exit status
/// set: a `CommandFailure` as it is worded, an `OptionValueError` as a validation error,
/// anything else as ArgumentParser prints it.
enum FailureReport {
    /// Prints `error` to stderr (help and `--version` to stdout) and exits.
    static func exit(_ error: any Error) -> Never {
        guard let (text, status) = ownText(for: error) else { AnimSimCommand.exit(withError: error) }
        if !text.isEmpty { StandardError.write(text + "\n") }
        Foundation.exit(status)
    }

    /// What `exit` prints for `error` and the status it exits with.
    static func text(for error: any Error) -> (text: String, status: Int32) {
        ownText(for: error) ?? (AnimSimCommand.fullMessage(for: error), AnimSimCommand.exitCode(for: error).rawValue)
    }

    private static func ownText(for error: any Error) -> (String, Int32)? {
        if let failure = error as? CommandFailure { return (failure.description, failure.status) }
        guard let problem = valueError(in: error) else { return nil }
        // ArgumentParser's text for the failed parse, with the value's own line in place of
        // its "The value … is invalid" and "Help:" lines: the usage stays exactly its own.
        let full = AnimSimCommand.fullMessage(for: error)
        let usage = full.range(of: "\nUsage: ").map { String(full[full.index(after: $0.lowerBound)...]) }
        return (["Error: \(problem.description)", usage].compactMap { $0 }.joined(separator: "\n"),
                ExitCode.validationFailure.rawValue)
    }

    /// The `OptionValueError` a transform threw, inside the error ArgumentParser wrapped it
    /// in (whose types are its own): found by looking through the error's stored values.
    private static func valueError(in value: Any, depth: Int = 0) -> OptionValueError? {
        if let found = value as? OptionValueError { return found }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = valueError(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }
}
