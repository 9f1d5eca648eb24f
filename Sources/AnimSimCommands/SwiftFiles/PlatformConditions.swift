import Foundation

/// The `os(…)` tests of a file's `#if`/`#elseif` lines, answered as on iOS.
///
/// A SwiftUI file on AnimSim runs as the iOS app it was written for: `import UIKit` loads
/// AnimSim's UIKit, the canvas is the phone's screen. Its platform tests must agree, or a
/// published file takes its macOS branch (`NSColor`, which Linux lacks) or reaches a
/// `#error("Unsupported platform")` after `#if os(iOS) … #elseif os(macOS) …`, as a shared
/// helper of one public collection does in every one of its examples. So `os(iOS)` is true
/// and every other `os(…)` (macOS, tvOS, watchOS, visionOS, and Linux itself) false.
/// `canImport(UIKit)` is already true (AnimSim's module) and `canImport(AppKit)` false.
///
/// Each test is replaced by `true` or `false` padded with spaces to its own length, so every
/// line and column after it stays where it was and the compiler's errors stay placed.
enum PlatformConditions {
    /// The platform AnimSim's files are compiled as.
    static let platform = "iOS"

    /// The edits to make, in the order of the text: each `os(NAME)` in a compilation
    /// condition's line (code only: not in a string or comment), with its replacement.
    static func edits(bytes: [UInt8], code: [Bool]) -> [(range: Range<Int>, text: String)] {
        var edits: [(range: Range<Int>, text: String)] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard code[index], bytes[index] == UInt8(ascii: "#"),
                  SwiftFilePreviews.word("#if", at: index, in: bytes) || SwiftFilePreviews.word("#elseif", at: index, in: bytes)
            else { continue }
            var cursor = index + 3
            while cursor < bytes.count && bytes[cursor] != UInt8(ascii: "\n") {
                defer { cursor += 1 }
                guard code[cursor], SwiftFilePreviews.word("os", at: cursor, in: bytes),
                      let open = (cursor + 2..<bytes.count).first(where: { bytes[$0] != 32 }),
                      bytes[open] == UInt8(ascii: "("),
                      let close = (open..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: ")") || bytes[$0] == 10 }),
                      bytes[close] == UInt8(ascii: ")") else { continue }
                let name = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                let answer = name == platform ? "true" : "false"
                let length = close + 1 - cursor
                edits.append((cursor..<(close + 1), answer + String(repeating: " ", count: max(0, length - answer.count))))
                cursor = close
            }
            index = cursor
        }
        return edits
    }
}
