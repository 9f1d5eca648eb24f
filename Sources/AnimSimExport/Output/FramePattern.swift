import Foundation

/// How a PNG sequence names its frames: `frame_00042.png` by default, or a printf-style
/// pattern given as the output (`shots/wheel_%04d.png`). Numbers are padded to at least
/// `minimumDigits` and to the whole animation's last frame, so names sort and slices,
/// shards and resumed runs name a frame the same way.
public struct FramePattern: Equatable, Sendable {
    public var prefix: String
    public var suffix: String
    public var minimumDigits: Int

    public static let standard = FramePattern(prefix: "frame_", suffix: ".png", minimumDigits: 5)

    public init(prefix: String, suffix: String, minimumDigits: Int) {
        self.prefix = prefix
        self.suffix = suffix
        self.minimumDigits = minimumDigits
    }

    /// `name_%04d.png` or `name_%d.png` (the file name only); nil if `name` has no such
    /// placeholder.
    public init?(fileName name: String) {
        guard let percent = name.firstIndex(of: "%") else { return nil }
        var rest = name[name.index(after: percent)...]
        var width = ""
        while let c = rest.first, c.isNumber { width.append(c); rest = rest.dropFirst() }
        guard rest.first == "d" else { return nil }
        let suffix = String(rest.dropFirst())
        guard !suffix.contains("%"), suffix.lowercased().hasSuffix(".png") else { return nil }
        self.init(prefix: String(name[..<percent]), suffix: suffix, minimumDigits: max(Int(width) ?? 1, 1))
    }

    /// Digits used for an animation of `frameCount` frames.
    public func digits(frameCount: Int) -> Int { max(minimumDigits, String(max(frameCount - 1, 0)).count) }

    public func name(of index: Int, frameCount: Int) -> String {
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, digits(frameCount: frameCount) - number.count)) + number + suffix
    }

    /// Whether `name` is a frame of this pattern (any padding), e.g. left by an older render.
    public func matches(_ name: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        return middle.allSatisfy(\.isASCII) && middle.allSatisfy(\.isNumber)
    }
}
