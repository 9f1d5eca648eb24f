import Foundation

/// A Swift file's text, read as the compiler reads it: UTF-8. A file in another encoding (a
/// Latin-1 `é`, a UTF-16 file from an old editor) is said to be so at its first byte that is
/// not UTF-8, as `FILE:LINE:COLUMN`, rather than read as empty and reported as a file that
/// "defines no view".
enum SwiftFileText {
    /// The text of `path`, or the placed reason it is not UTF-8 (nil text and nil problem:
    /// unreadable, which the caller has already refused).
    static func read(_ path: String) -> (text: String?, problem: String?) {
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
        if let text = String(data: data, encoding: .utf8) { return (text, nil) }
        return (nil, notUTF8(data, path: path))
    }

    /// Where `data` first stops being UTF-8: its line and column (columns count characters
    /// from 1, as the compiler's do), and the byte found there.
    static func notUTF8(_ data: Data, path: String) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var line = 1, column = 1, offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                offset += encoded.count
                if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            case .error:
                let byte = data[data.startIndex + offset]
                return "\(path):\(line):\(column): the file is not UTF-8 text: byte 0x" + String(byte, radix: 16, uppercase: true)
                    + " (at offset \(offset)) is not UTF-8; Swift files are UTF-8: save it as UTF-8 (Unicode) text"
            case .emptyInput:
                return "\(path):1:1: the file is not UTF-8 text; Swift files are UTF-8: save it as UTF-8 (Unicode) text"
            }
        }
    }
}
