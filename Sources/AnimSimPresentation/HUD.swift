import AnimSimCore
import Foundation

/// The frame-wide readout: time, frame number and the scene's state values, pre-formatted
/// here (not in the renderer) so every renderer and every trace shows the same text.
public struct HUD: Equatable, Sendable {
    public var time: Double
    public var frame: Int
    public var frameCount: Int?
    public var state: [DisplayList.StateValue]
    /// Free-form lines appended after the standard ones (a scene's note, say).
    public var extraLines: [String]
    /// How many characters fit on a line of the band (nil: no limit). The state values
    /// then wrap, and long values are elided, so nothing runs past the frame's edge.
    public var lineLength: Int?

    public init(time: Double, frame: Int, frameCount: Int? = nil, state: [DisplayList.StateValue] = [],
                extraLines: [String] = [], lineLength: Int? = nil) {
        self.time = time
        self.frame = frame
        self.frameCount = frameCount
        self.state = state
        self.extraLines = extraLines
        self.lineLength = lineLength
    }

    /// "t 0.420 s   frame 25/72" then the state values on one line, then any extra lines.
    public var lines: [String] {
        var first = "t " + HUD.fixed(time, digits: 3) + " s   frame \(frame)"
        if let frameCount { first += "/\(frameCount)" }
        var result = [first]
        if !state.isEmpty { result += stateLines }
        return result + extraLines
    }

    /// The state values, three spaces apart, on as many lines as `lineLength` needs. Each
    /// value is packed by the widest text its kind can show (`HUDEntry`), not by its text
    /// now, so the number of lines, and with it the frame's size, stays the same for the
    /// whole scene whatever the values do.
    private var stateLines: [String] {
        let entries = state.map(HUDEntry.init)
        guard let lineLength else { return [entries.map(\.text).joined(separator: "   ")] }
        var lines: [String] = [], line: [String] = [], used = 0
        for entry in entries {
            let width = entry.slot
            if !line.isEmpty, used + 3 + width > lineLength {
                lines.append(line.joined(separator: "   "))
                (line, used) = ([], 0)
            }
            used += (line.isEmpty ? 0 : 3) + width
            line.append(entry.text)
        }
        if !line.isEmpty { lines.append(line.joined(separator: "   ")) }
        return lines
    }

    /// Characters that fit on a HUD line across `width` points: the band's 12-point margins,
    /// and 7 points a character, the widest average of the 11-point HUD font's digits and
    /// capitals, so an estimate errs towards wrapping early.
    public static func lineLength(width: CGFloat) -> Int { max(20, Int((width - 24) / 7)) }

    /// Fixed-point text without Foundation's locale-dependent formatting, so frames are
    /// byte-identical on every machine.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
        // Int64 ends near 9.2e18; past 1e15 the fraction is noise anyway, so the readout
        // switches to an exponent rather than trap on a huge state value.
        guard abs(value) < 1e15 else { return String(format: "%.3e", locale: Locale(identifier: "en_US_POSIX"), value) }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let negative = value < 0 && scaled != 0
        let whole = Int64(scaled / scale)
        let fraction = Int64(scaled - Double(whole) * scale)
        var text = String(whole)
        if digits > 0 { text += "." + String(fraction).leftPadded(to: digits) }
        return negative ? "-" + text : text
    }
}
