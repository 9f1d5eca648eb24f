/// A stable 64-bit FNV-1a hash in hex: fingerprints of scenes and render settings, for
/// telling renders apart (not for security). In the core because a scene's digest is taken
/// where its files are read (AnimSimScene) and used where renders are told apart
/// (AnimSimExport); FNV-1a runs byte by byte, so several files hash as their concatenation.
public struct Fingerprint: Sendable {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
    }

    public var hex: String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    public static func of(_ bytes: some Sequence<UInt8>) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(bytes)
        return fingerprint.hex
    }

    public static func of(_ text: String) -> String { of(Array(text.utf8)) }
}
