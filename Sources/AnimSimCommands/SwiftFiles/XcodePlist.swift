/// The text form of a property list that Xcode writes `project.pbxproj` in (the old OpenStep
/// form): `{ key = value; }`, `( item, item, )`, strings quoted or bare, `/* comments */` and
/// `// comments` anywhere. Foundation's `PropertyListSerialization` on Linux does not read it,
/// and a project's target membership (`XcodeTargets`) is all animsim wants from it, so this
/// reads the three shapes and nothing more (a `<data>` value is kept as its text).
///
/// A file it cannot read is no project to animsim (nil): the folder is then compiled whole,
/// as it would be without one.
indirect enum XcodePlist: Equatable {
    case string(String)
    case array([XcodePlist])
    case dictionary([String: XcodePlist])

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [XcodePlist] { if case .array(let items) = self { items } else { [] } }
    var dictionary: [String: XcodePlist]? { if case .dictionary(let items) = self { items } else { nil } }
    /// `self[key]` of a dictionary; nil for any other value or a missing key.
    subscript(key: String) -> XcodePlist? { dictionary?[key] }

    /// The value `text` holds, or nil when it is not one whole value.
    static func parse(_ text: String) -> XcodePlist? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let value = reader.value() else { return nil }
        reader.skipBlanks()
        return reader.index == reader.bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        private func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        /// Whitespace and comments.
        mutating func skipBlanks() {
            while let byte = at(0) {
                if byte == 32 || (9...13).contains(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                    while let next = at(0), next != 10 { index += 1 }
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    index += 2
                    while index < bytes.count, !(at(0) == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")) { index += 1 }
                    guard index < bytes.count else { return }
                    index += 2
                } else {
                    return
                }
            }
        }

        mutating func value() -> XcodePlist? {
            skipBlanks()
            switch at(0) {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            case UInt8(ascii: "\""): return quoted().map(XcodePlist.string)
            case .some: return bare().map(XcodePlist.string)
            case nil: return nil
            }
        }

        private mutating func dictionary() -> XcodePlist? {
            index += 1
            var items: [String: XcodePlist] = [:]
            while true {
                skipBlanks()
                if at(0) == UInt8(ascii: "}") { index += 1; return .dictionary(items) }
                guard let key = value()?.string else { return nil }
                skipBlanks()
                guard at(0) == UInt8(ascii: "=") else { return nil }
                index += 1
                guard let item = value() else { return nil }
                skipBlanks()
                guard at(0) == UInt8(ascii: ";") else { return nil }
                index += 1
                items[key] = item
            }
        }

        private mutating func array() -> XcodePlist? {
            index += 1
            var items: [XcodePlist] = []
            while true {
                skipBlanks()
                if at(0) == UInt8(ascii: ")") { index += 1; return .array(items) }
                guard let item = value() else { return nil }
                items.append(item)
                skipBlanks()
                if at(0) == UInt8(ascii: ",") { index += 1 } else if at(0) != UInt8(ascii: ")") { return nil }
            }
        }

        /// `"…"`, its escapes read: `\"`, `\\`, `\n`, `\t` (any other escaped byte stands for itself).
        private mutating func quoted() -> String? {
            index += 1
            var result: [UInt8] = []
            while let byte = at(0) {
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\"), let escaped = at(0) else { result.append(byte); continue }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(10)
                case UInt8(ascii: "t"): result.append(9)
                default: result.append(escaped)
                }
            }
            return nil
        }

        /// A bare word (`PBXGroup`, `sourcecode.swift`, `18.0`, `<group>` never: Xcode quotes that).
        private mutating func bare() -> String? {
            let start = index
            let stops: Set<UInt8> = Set("{}();,=\"".utf8)
            while let byte = at(0), byte > 32, !stops.contains(byte),
                  !(byte == UInt8(ascii: "/") && (at(1) == UInt8(ascii: "*") || at(1) == UInt8(ascii: "/"))) {
                index += 1
            }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
    }
}
