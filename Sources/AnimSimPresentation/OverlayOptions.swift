import AnimSimCore
import Foundation

/// Which overlays a composed frame shows. Each is switchable from the command line and,
/// in the window, from the keyboard.
public struct OverlayOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let trails = OverlayOptions(rawValue: 1 << 0)
    /// The path each view follows over the whole scene: a chord under position, an arc under
    /// animatable.
    public static let guides = OverlayOptions(rawValue: 1 << 1)
    public static let ghosts = OverlayOptions(rawValue: 1 << 2)
    public static let hud = OverlayOptions(rawValue: 1 << 3)
    public static let timeline = OverlayOptions(rawValue: 1 << 4)
    public static let showSizes = OverlayOptions(rawValue: 1 << 5)
    /// The scene's title and description above the panes (exports; the window has its own).
    public static let title = OverlayOptions(rawValue: 1 << 6)
    /// The band naming each pane's strategy above the panes. An overlay like the others, so
    /// `--overlays none` gives exactly the canvas: a clip of the scene alone.
    public static let captions = OverlayOptions(rawValue: 1 << 7)

    public static let all: OverlayOptions = [.trails, .guides, .ghosts, .hud, .timeline, .showSizes, .title, .captions]
    public static let standard: OverlayOptions = [.guides, .hud, .timeline, .showSizes, .captions]

    public static let names: [(name: String, option: OverlayOptions)] = [
        ("trails", .trails), ("guides", .guides), ("ghosts", .ghosts), ("hud", .hud),
        ("timeline", .timeline), ("sizes", .showSizes), ("title", .title), ("captions", .captions),
    ]

    /// Parses `trails,ghosts`, `all` or `none`; nil names the first unknown word.
    public static func parse(_ text: String) -> Result<OverlayOptions, OverlayParseError> {
        var options: OverlayOptions = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            if word == "all" { options.formUnion(.all); continue }
            if word == "none" { continue }
            guard let match = names.first(where: { $0.name == word }) else {
                return .failure(OverlayParseError(word: word))
            }
            options.insert(match.option)
        }
        return .success(options)
    }
}

public struct OverlayParseError: Error, CustomStringConvertible {
    public let word: String
    public var description: String {
        "unknown overlay '\(word)'; expected a comma-separated list of "
            + OverlayOptions.names.map(\.name).joined(separator: ", ") + ", or all / none"
    }
}
