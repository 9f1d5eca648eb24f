import Foundation

/// The bytes of a scene file or asset, as the rest of the loader wants them: UTF-8, line
/// breaks as `\n`, no byte-order mark. Editors on Windows write CRLF, old Mac tools CR; Swift
/// treats `\r\n` as one Character, so splitting on `\n` (the animation protector, `.txt`
/// includes) would see one long line. YAML itself reads any of the three breaks as one line
/// end, so normalising keeps every line and column where the user's editor puts it.
enum SceneText {
    /// Where the first byte that is not UTF-8 sits, counted as an editor counts: lines from
    /// 1, columns in characters from 1.
    struct InvalidByte: Error, Equatable {
        var line: Int
        var column: Int
        var byte: UInt8
    }

    static func decode(_ data: Data) -> Result<String, InvalidByte> {
        if let text = String(data: data, encoding: .utf8) { return .success(normalize(text)) }
        return .failure(firstInvalidByte(in: [UInt8](data)))
    }

    static func normalize(_ text: String) -> String {
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        guard text.utf8.contains(13) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Walks the bytes as UTF-8 sequences; the first lead byte without its continuation
    /// bytes (or a stray continuation byte) is the culprit. Overlong forms are caught by
    /// the strict decoder above and reported at the sequence's lead byte here.
    static func firstInvalidByte(in bytes: [UInt8]) -> InvalidByte {
        var line = 1, column = 1, index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3
                : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                  bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
                  String(bytes: bytes[index..<(index + length)], encoding: .utf8) != nil else {
                return InvalidByte(line: line, column: column, byte: lead)
            }
            if lead == 10 || (lead == 13 && (index + 1 >= bytes.count || bytes[index + 1] != 10)) {
                line += 1
                column = 1
            } else if lead != 13 {
                column += 1
            }
            index += length
        }
        return InvalidByte(line: line, column: column, byte: 0)
    }
}
