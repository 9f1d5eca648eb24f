import AnimSimCore
import AnimSimExport
import AnimSimMotion
import Foundation

/// The typed values of `render`'s and `play`'s frame options, each parsed once, by
/// ArgumentParser, where the option is declared. A bad value's message is the rule and what
/// was given (`OptionValueError`), worded as it was when `validate()` checked the text.

/// `--size WxH`, whole numbers, for `render` (pixels) and `play` (screen points) alike.
/// One set of bounds, 16…16384, `render`'s: every size a render ever took still works. The
/// window sets its own minimum of 240×160 points (`SDLWindow`), which SDL applies to any
/// smaller size, so the 64 that `play` once required protected nothing.
struct WxH: Equatable, Sendable {
    static let bounds = 16...16384

    let width: Int
    let height: Int

    init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1],
              Self.bounds.contains(width), Self.bounds.contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    var size: CGSize { CGSize(width: width, height: height) }

    static func parsing(_ text: String) throws -> WxH { try parsing(text, option: "--size", example: "1280x720") }

    /// `--canvas WxH` (a SwiftUI view's proposal, in points): the same rule, its own name.
    static func canvas(_ text: String) throws -> WxH { try parsing(text, option: "--canvas", example: "400x400") }

    private static func parsing(_ text: String, option: String, example: String) throws -> WxH {
        guard let size = WxH(text) else {
            throw OptionValueError("\(option) takes WxH with whole numbers \(bounds.lowerBound)…\(bounds.upperBound), e.g. \(example), not '\(text)'")
        }
        return size
    }
}

/// `--sheet-grid CxR`: a contact sheet's columns and rows, 1…64 each.
struct SheetGrid: Equatable, Sendable, CustomStringConvertible {
    let columns: Int
    let rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let columns = parts[0], let rows = parts[1], (1...64).contains(columns), (1...64).contains(rows) else {
            return nil
        }
        self.init(columns: columns, rows: rows)
    }

    var description: String { "\(columns)x\(rows)" }

    static func parsing(_ text: String) throws -> SheetGrid {
        guard let grid = SheetGrid(text) else { throw OptionValueError("--sheet-grid takes CxR, e.g. 4x3, not '\(text)'") }
        return grid
    }
}

/// `--format`: frames (PNG or a video container) or keyframes (Lottie or SVG).
enum RenderFormat: Equatable, Sendable {
    case frames(OutputChoice.Format)
    case keyframes(MotionExport.Format)

    static func parsing(_ text: String) throws -> RenderFormat {
        if text == "png" { return .frames(.png) }
        if let container = VideoContainer(rawValue: text) { return .frames(.video(container)) }
        if let motion = MotionExport.Format(rawValue: text) { return .keyframes(motion) }
        throw OptionValueError("--format must be png, mp4, webm, gif, mov, lottie or svg, not '\(text)'")
    }

    var frames: OutputChoice.Format? {
        if case .frames(let format) = self { format } else { nil }
    }
}
