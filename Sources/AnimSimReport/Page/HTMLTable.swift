import AnimSimCompare
import Foundation

/// HTML for the report's tables and text: `TextTable`s keep their alignments and summary
/// rules, and every text goes through `escape`.
enum HTML {
    static func table(_ table: TextTable, rowAttributes: [String] = [], id: String? = nil) -> String {
        func cls(_ i: Int) -> String { table.alignments[i] == .right ? " class=n" : "" }
        var rows = ["<tr>" + table.headers.indices.map { "<th\(cls($0))>\(escape(table.headers[$0]))</th>" }.joined() + "</tr>"]
        for (index, row) in table.rows.enumerated() {
            let summary = index > 0 && table.rulesAfter.contains(index - 1)
            let extra = index < rowAttributes.count ? " " + rowAttributes[index] : ""
            rows.append((summary ? "<tr class=sum\(extra)>" : "<tr\(extra)>")
                + table.headers.indices.map { "<td\(cls($0))>\(escape($0 < row.count ? row[$0] : ""))</td>" }.joined() + "</tr>")
        }
        return "<table\(id.map { " id=\"\(escape($0))\"" } ?? "")>\n" + rows.joined(separator: "\n") + "\n</table>"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
