import Foundation

/// Takes the Swift backtracer's banner out of a program's standard error on its way to the
/// user's: when the runtime catches a fatal signal (a trap, or the watchdog's SIGQUIT) it
/// writes `\n*** Signal 3: Backtracing from 0x…` and, once the report is in its file,
/// ` done ***\n\n`. The report is kept (animsim reads it to place the message), but the
/// banner says nothing the user can act on, and it stood between them and animsim's own
/// placed line (`SwiftFileRun`). Everything else passes through unchanged and at once: only
/// a line that could still become a banner (it starts with `***`), and blank lines just
/// before one, wait for their end.
struct BacktraceBanner {
    private var line = Data()
    /// Blank lines held back: the banner's own leading one, unless a line other than a
    /// banner follows, when they are passed on.
    private var blanks = 0
    /// Part of the current line has been passed on: the rest of it follows at once.
    private var passing = false
    /// Just after a banner: the blank lines that end it are dropped.
    private var afterBanner = false

    static let markers = ["*** Signal ", "*** Program crashed"]
    static let newline = UInt8(ascii: "\n")

    /// What of `bytes` is passed on now.
    mutating func pass(_ bytes: Data) -> Data {
        var out = Data()
        for byte in bytes {
            if passing {
                out.append(byte)
                if byte == Self.newline { passing = false }
                continue
            }
            guard byte == Self.newline else {
                line.append(byte)
                continue
            }
            end(into: &out)
        }
        // A partial line that cannot be a banner goes on now (a prompt, a progress dot).
        if !passing, !line.isEmpty, !Self.couldBeBanner(line) {
            flushBlanks(into: &out)
            out.append(line)
            line.removeAll()
            passing = true
            afterBanner = false
        }
        return out
    }

    /// What is still held, when the program has ended.
    mutating func finish() -> Data {
        var out = Data()
        if !afterBanner { flushBlanks(into: &out) }
        if !line.isEmpty, !Self.isBanner(line) { out.append(line) }
        line.removeAll()
        return out
    }

    /// A whole line (without its newline) is in `line`.
    private mutating func end(into out: inout Data) {
        defer { line.removeAll() }
        if line.isEmpty {
            if !afterBanner { blanks += 1 }
            return
        }
        if Self.isBanner(line) {
            blanks = 0
            afterBanner = true
            return
        }
        afterBanner = false
        flushBlanks(into: &out)
        out.append(line)
        out.append(Self.newline)
    }

    private mutating func flushBlanks(into out: inout Data) {
        out.append(contentsOf: [UInt8](repeating: Self.newline, count: blanks))
        blanks = 0
    }

    static func isBanner(_ line: Data) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        return markers.contains { text.hasPrefix($0) }
    }

    /// Whether more bytes could make `line` a banner.
    static func couldBeBanner(_ line: Data) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        return markers.contains { text.hasPrefix($0) || $0.hasPrefix(text) }
    }
}
