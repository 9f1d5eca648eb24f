import AnimSimCore
import AnimSimPresentation
import AnimSimExport
import ArgumentParser
import Foundation

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
/// the render job takes the parsed range and checks it against the scene's frame count.
extension FrameRange: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { description }

    /// The parse as a throwing transform, so a bad range gets the rule, not just "invalid".
    static func parsing(_ text: String) throws -> FrameRange {
        guard let range = FrameRange(text) else { throw ArgumentProblem("expected A-B, A, A- or -B with 0 ≤ A ≤ B") }
        return range
    }
}

/// `--codec`, `-q` and `--shard`: the Export types themselves, parsed with their rule.
enum FrameOptionParsing {
    static func codec(_ text: String) throws -> VideoCodec {
        guard let codec = VideoCodec(rawValue: text) else {
            throw OptionValueError("--codec must be one of \(VideoCodec.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
        }
        return codec
    }

    static func quality(_ text: String) throws -> QualityPreset {
        guard let preset = QualityPreset(rawValue: text) else {
            throw OptionValueError("-q takes l, m, h, p or k (\(QualityPreset.help)), not '\(text)'")
        }
        return preset
    }

    static func shard(_ text: String) throws -> Shard {
        guard let shard = Shard(text) else { throw OptionValueError("--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/3, not '\(text)'") }
        return shard
    }

    /// `--contact-sheet FILE`: where the sheet goes.
    static func file(_ text: String) -> URL { URL(fileURLWithPath: text) }
}

/// Why an option's value was refused; ArgumentParser prints it after the value and option.
struct ArgumentProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
