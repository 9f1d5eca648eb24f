import AnimSimCore
import Foundation

/// Where the timeline's marker labels go, so none prints over another: each is centred
/// under its marker when there is room, slid aside when not, and cut with "…" to the room
/// left between its neighbours (or left out when not even "x…" fits). Kept apart from the
/// painter so the layout is tested without drawing, with any way of measuring text.
public enum TimelineLabels {
    /// One label as drawn: its text (possibly cut) and the left end of its baseline.
    public struct Placed: Equatable, Sendable {
        public var text: String
        public var x: CGFloat
        public var width: CGFloat
    }

    /// Space kept between two labels.
    public static let gap: CGFloat = 6

    /// `labels` are (marker x, text) in time order; `span` is where labels may go.
    public static func place(_ labels: [(x: CGFloat, text: String)], in span: ClosedRange<CGFloat>,
                             width measure: (String) -> CGFloat) -> [Placed] {
        var placed: [Placed] = []
        var left = span.lowerBound
        for (index, label) in labels.enumerated() {
            // A label may reach the midpoint between its marker and the next one, so the next
            // label keeps room under its own marker.
            let next = index + 1 < labels.count ? labels[index + 1].x : nil
            let right = next.map { min(span.upperBound, max(($0 + label.x) / 2, label.x) - gap / 2) } ?? span.upperBound
            let room = right - left
            guard room > 0, let text = fitted(label.text, room: room, measure) else { continue }
            let width = measure(text)
            let x = min(max(label.x - width / 2, left), right - width)
            placed.append(Placed(text: text, x: x, width: width))
            left = x + width + gap
        }
        return placed
    }

    /// The text if it fits `room`, else its longest prefix with "…" that does (found by
    /// bisection; a prefix's width grows with its length), nil when not even one character does.
    static func fitted(_ text: String, room: CGFloat, _ measure: (String) -> CGFloat) -> String? {
        if measure(text) <= room { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters.prefix(middle)) + "…") <= room { low = middle } else { high = middle - 1 }
        }
        return low == 0 ? nil : String(characters.prefix(low)).trimmingCharacters(in: .whitespaces) + "…"
    }
}
