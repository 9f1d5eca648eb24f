import AnimSim
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

    public init(time: Double, frame: Int, frameCount: Int? = nil, state: [DisplayList.StateValue] = [],
                extraLines: [String] = []) {
        self.time = time
        self.frame = frame
        self.frameCount = frameCount
        self.state = state
        self.extraLines = extraLines
    }

    /// "t 0.420 s   frame 25/72" then the state values on one line, then any extra lines.
    public var lines: [String] {
        var first = "t " + HUD.fixed(time, digits: 3) + " s   frame \(frame)"
        if let frameCount { first += "/\(frameCount)" }
        var result = [first]
        if !state.isEmpty {
            result.append(state.map { value in
                if let discrete = value.discrete { return value.name + " " + discrete.text }
                return value.name + " " + HUD.fixed(value.value, digits: value.isAngle ? 1 : 2) + (value.isAngle ? "°" : "")
            }.joined(separator: "   "))
        }
        return result + extraLines
    }

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
