import Foundation

/// Lends font faces to painting threads, one face per thread at a time.
///
/// FreeType faces are single-threaded, but loading one per frame would throw away Cairo's
/// glyph cache every frame. The pool keeps the faces (and their caches) alive and grows to
/// at most one face per concurrently painting thread.
final class FontPool: @unchecked Sendable {
    static let shared = FontPool()

    private let lock = NSLock()
    private var idle: [FontFace.Weight: [FontFace]] = [:]

    func withFace<R>(_ weight: FontFace.Weight, _ body: (FontFace) throws -> R) throws -> R {
        let face = try checkOut(weight)
        defer { checkIn(face) }
        return try body(face)
    }

    /// Both weights at once (frames use regular for content and bold for captions).
    func withFaces<R>(_ body: (_ regular: FontFace, _ bold: FontFace) throws -> R) throws -> R {
        try withFace(.regular) { regular in try withFace(.bold) { bold in try body(regular, bold) } }
    }

    /// The emoji face, for a canvas to keep until it is done (`checkIn`); nil when this
    /// machine has no emoji font (`FontFace.hasEmoji`).
    func checkOutEmoji() -> FontFace? {
        FontFace.hasEmoji ? try? checkOut(.emoji) : nil
    }

    private func checkOut(_ weight: FontFace.Weight) throws -> FontFace {
        lock.lock()
        if let face = idle[weight]?.popLast() {
            lock.unlock()
            return face
        }
        lock.unlock()
        return try FontFace(weight)
    }

    func checkIn(_ face: FontFace) {
        lock.lock()
        idle[face.weight, default: []].append(face)
        lock.unlock()
    }
}
