import Foundation

/// A plain-text table with columns padded to their widest cell: numbers right-aligned so
/// decimal points line up, text left-aligned. No terminal escapes, so the same text reads
/// on a TTY, in a log and in a test expectation.
public struct TextTable: Sendable {
    public enum Alignment: Sendable { case left, right }

    public var headers: [String]
    public var alignments: [Alignment]
    public var rows: [[String]] = []
    /// Row indices after which a rule is drawn (before a summary row, say).
    public var rulesAfter: Set<Int> = []

    public init(headers: [String], alignments: [Alignment]? = nil) {
        self.headers = headers
        self.alignments = alignments ?? headers.indices.map { $0 == 0 ? .left : .right }
    }

    public mutating func add(_ row: [String]) { rows.append(row) }

    public mutating func addRule() { rulesAfter.insert(rows.count - 1) }

    public var text: String {
        let columns = headers.count
        var widths = headers.map(\.count)
        for row in rows {
            for (i, cell) in row.prefix(columns).enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            (0..<columns).map { i in
                let cell = i < cells.count ? cells[i] : ""
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return alignments[i] == .left ? cell + pad : pad + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        var lines = [line(headers), rule]
        for (index, row) in rows.enumerated() {
            lines.append(line(row))
            if rulesAfter.contains(index), index < rows.count - 1 { lines.append(rule) }
        }
        return lines.joined(separator: "\n")
    }
}

/// Locale-independent numbers for tables, CSV and HTML: fixed decimals, "−" never, plain
/// "-" for negatives, and "nan"/"inf" spelled out, so output is identical on every machine.
public enum MetricText {
    public static func fixed(_ value: Double, _ digits: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let whole = Int64(scaled / scale)
        let fraction = Int64(scaled - Double(whole) * scale)
        var text = String(whole)
        if digits > 0 {
            let digitsText = String(fraction)
            text += "." + String(repeating: "0", count: max(0, digits - digitsText.count)) + digitsText
        }
        return value < 0 && scaled != 0 ? "-" + text : text
    }

    /// Optional values: "—" when absent (a ratio for a view that ends where it started).
    public static func fixed(_ value: Double?, _ digits: Int = 2) -> String {
        value.map { fixed($0, digits) } ?? "—"
    }
}
